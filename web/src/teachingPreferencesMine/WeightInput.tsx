import { Box, FormHelperText, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { preferenceLimits } from './preferenceTypes';

const weights = Array.from(
  { length: preferenceLimits.weightMax - preferenceLimits.weightMin + 1 },
  (_, index) => preferenceLimits.weightMin + index,
);

/** A weight of 1 to 5 as five toggle buttons (each a pressed/unpressed button, reachable by Tab). */
export function WeightInput({
  value,
  onChange,
  error,
  disabled,
}: {
  value: number;
  onChange(weight: number): void;
  error?: string;
  disabled?: boolean;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="caption" color="text.secondary" component="div">
        Weight
      </Typography>
      <ToggleButtonGroup
        exclusive
        color="primary"
        size="small"
        value={value}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onChange={(_, weight: number | null) => {
          if (weight !== null) onChange(weight);
        }}
      >
        {weights.map((weight) => (
          <ToggleButton key={weight} value={weight} aria-label={`${weight} of 5`} sx={{ minWidth: 36 }}>
            {weight}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormHelperText id={hintId} error={Boolean(error)}>
        {error ?? '1 least, 5 most wanted'}
      </FormHelperText>
    </Box>
  );
}
