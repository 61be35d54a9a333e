import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, IconButton, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import { useId } from 'react';
import { CourseWishesInput } from './CourseWishesInput';
import type { PreferenceRow, RowErrors } from './preferenceRows';
import { type CourseChoice, preferenceLimits } from './preferenceTypes';
import type { Choice, PreferenceChoices } from './usePreferenceChoices';
import { WeightInput } from './WeightInput';

function ChoiceSelect({
  label,
  value,
  choices,
  onChange,
  error,
  required,
  emptyLabel,
}: {
  label: string;
  value: string;
  choices: Choice[];
  onChange(value: string): void;
  error?: string;
  required?: boolean;
  emptyLabel?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      required={required}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      sx={{ minWidth: 180, flex: '1 1 180px' }}
      // with an empty choice ("Any"), show it as chosen rather than as an empty field
      slotProps={
        emptyLabel !== undefined
          ? { inputLabel: { shrink: true }, select: { displayEmpty: true } }
          : undefined
      }
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One preference being edited, as a group named "Preference N", with its refusals beside its inputs. */
export function PreferenceRowEditor({
  index,
  row,
  choices,
  courseChoices,
  courseNames,
  errors = {},
  onChange,
  onRemove,
}: {
  index: number;
  row: PreferenceRow;
  choices: PreferenceChoices;
  courseChoices: CourseChoice[];
  courseNames?: Record<string, string>;
  errors?: RowErrors;
  onChange(change: Partial<PreferenceRow>): void;
  onRemove(): void;
}) {
  const name = `Preference ${index + 1}`;
  const headingId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      data-testid="preference-row"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 2, p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} component="h3" variant="subtitle1">
          {name}
        </Typography>
        <Tooltip title="Remove">
          <IconButton aria-label={`Remove ${name.toLowerCase()}`} onClick={onRemove} size="small">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {errors.row && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errors.row}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <ChoiceSelect
          label="Term"
          required
          value={row.AcademicTermId}
          choices={choices.terms}
          error={errors.AcademicTermId}
          onChange={(AcademicTermId) => onChange({ AcademicTermId })}
        />
        <ChoiceSelect
          label="Teaching Mode"
          required
          value={row.TeachingModeId}
          choices={choices.modes}
          error={errors.TeachingModeId}
          onChange={(TeachingModeId) => onChange({ TeachingModeId })}
        />
        <ChoiceSelect
          label="Assignment Type"
          value={row.AssignmentTypeId}
          choices={choices.types}
          emptyLabel="Any"
          error={errors.AssignmentTypeId}
          onChange={(AssignmentTypeId) => onChange({ AssignmentTypeId })}
        />
        <WeightInput value={row.weight} error={errors.weight} onChange={(weight) => onChange({ weight })} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <CourseWishesInput
          value={row.CourseIds}
          choices={courseChoices}
          courseNames={courseNames}
          error={errors.CourseIds}
          onChange={(CourseIds) => onChange({ CourseIds })}
        />
        <TextField
          size="small"
          label="Notes (optional)"
          multiline
          minRows={1}
          value={row.notes}
          onChange={(event) => onChange({ notes: event.target.value })}
          error={Boolean(errors.notes)}
          helperText={errors.notes}
          slotProps={{ htmlInput: { maxLength: preferenceLimits.notes } }}
        />
      </Box>
    </Box>
  );
}
