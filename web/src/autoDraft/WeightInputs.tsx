import { Box, TextField } from '@mui/material';
import { type WeightName, weightParts, type WeightTexts } from './draftWeights';

/** The objective's weights as number inputs, each with what it rewards or penalises below it. */
export function WeightInputs({
  values,
  errors,
  disabled,
  overloadAllowed,
  onChange,
}: {
  values: WeightTexts;
  errors: Partial<Record<WeightName, string>>;
  disabled?: boolean;
  /** The overload weight counts only when overload is allowed: until then it cannot be changed. */
  overloadAllowed: boolean;
  onChange(values: WeightTexts): void;
}) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}
    >
      <Box component="legend" sx={{ typography: 'subtitle2', mb: 1 }}>
        Weights
      </Box>
      {weightParts.map(({ name, label, help }) => (
        <TextField
          key={name}
          label={label}
          type="number"
          value={values[name]}
          disabled={disabled || (name === 'overload' && !overloadAllowed)}
          error={!!errors[name]}
          helperText={errors[name] ?? help}
          onChange={(event) => onChange({ ...values, [name]: event.target.value })}
          slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
        />
      ))}
    </Box>
  );
}
