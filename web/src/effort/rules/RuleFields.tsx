import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { CategorySwatch } from './CategorySwatch';
import type { EffortCategory, EffortType, RuleValues } from './effortRulesApi';

export type FieldErrors = Partial<Record<keyof RuleValues, string>>;

/** What the form checks before asking for a preview (the API checks the same and more). */
export function ruleErrors(values: RuleValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.EffortCategoryId) errors.EffortCategoryId = 'Required';
  const criteria = [values.costCenter, values.earnCode, values.EffortTypeId, values.positionTitle];
  if (!criteria.some((value) => value !== null && value.trim() !== ''))
    errors.costCenter = 'Give at least one of cost center, earnings code, effort type or position title';
  if (!Number.isFinite(values.sequence) || values.sequence < 0) errors.sequence = 'A number of 0 or more';
  return errors;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/** The inputs of a rule: what it matches, the category it gives, its place in the order. */
export function RuleFields({
  values,
  errors,
  categories,
  types,
  onChange,
}: {
  values: RuleValues;
  errors: FieldErrors;
  categories: EffortCategory[];
  types: EffortType[];
  onChange(values: RuleValues): void;
}) {
  const set = (changes: Partial<RuleValues>) => onChange({ ...values, ...changes });
  const shared = { fullWidth: true, size: 'small' as const };
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField
        {...shared}
        label="Name"
        value={values.name ?? ''}
        onChange={(e) => set({ name: blankToNull(e.target.value) })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...shared}
          label="Cost center"
          value={values.costCenter ?? ''}
          error={!!errors.costCenter}
          helperText={errors.costCenter}
          onChange={(e) => set({ costCenter: blankToNull(e.target.value) })}
        />
        <TextField
          {...shared}
          select
          label="Cost center match"
          value={values.costCenterMatch ?? 'exact'}
          onChange={(e) => set({ costCenterMatch: e.target.value as 'exact' | 'prefix' })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="exact">Exact</MenuItem>
          <MenuItem value="prefix">Starts with</MenuItem>
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...shared}
          label="Earnings code"
          value={values.earnCode ?? ''}
          onChange={(e) => set({ earnCode: blankToNull(e.target.value) })}
        />
        <TextField
          {...shared}
          select
          label="Effort type"
          value={values.EffortTypeId ?? ''}
          onChange={(e) => set({ EffortTypeId: blankToNull(e.target.value) })}
        >
          <MenuItem value="">Any</MenuItem>
          {types.map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        {...shared}
        label="Position title contains"
        value={values.positionTitle ?? ''}
        onChange={(e) => set({ positionTitle: blankToNull(e.target.value) })}
      />
      <TextField
        {...shared}
        select
        required
        label="Category"
        value={values.EffortCategoryId ?? ''}
        error={!!errors.EffortCategoryId}
        helperText={errors.EffortCategoryId}
        onChange={(e) => set({ EffortCategoryId: e.target.value })}
      >
        {categories.map((category) => (
          <MenuItem key={category.id} value={category.id}>
            <CategorySwatch name={category.name} color={category.color} />
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          {...shared}
          type="number"
          label="Order"
          value={Number.isFinite(values.sequence) ? values.sequence : ''}
          error={!!errors.sequence}
          helperText={errors.sequence ?? 'Rules apply from the lowest order up; the first that matches wins'}
          onChange={(e) => set({ sequence: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
          slotProps={{ htmlInput: { min: 0, step: 'any' } }}
        />
        <FormControlLabel
          control={<Switch checked={values.isActive} onChange={(e) => set({ isActive: e.target.checked })} />}
          label="Active"
        />
      </Stack>
    </Stack>
  );
}
