import { Box, MenuItem, TextField } from '@mui/material';
import { useId } from 'react';
import type { InstantPreset } from './instants';
import { toLocalInput } from './instants';

/** An instant to compare: a named one, or "exact" with its date and time typed. */
export interface InstantChoiceValue {
  preset: string;
  exact: string;
}

export const exactPreset = 'exact';

/** A "From" or "To" of the difference: the presets and an exact date and time. */
export function InstantChoice({
  label,
  presets,
  value,
  onChange,
}: {
  label: string;
  presets: InstantPreset[];
  value: InstantChoiceValue;
  onChange(value: InstantChoiceValue): void;
}) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flex: '1 1 280px', minWidth: 0 }}>
      <TextField
        select
        id={id}
        size="small"
        label={label}
        value={value.preset}
        onChange={(event) => {
          const preset = presets.find((candidate) => candidate.key === event.target.value);
          onChange({ preset: event.target.value, exact: preset?.at ? toLocalInput(preset.at) : value.exact });
        }}
        // its size comes from the row, not from the longest preset's name (which would widen a phone's page)
        sx={{ flex: '1 1 220px', minWidth: 0, contain: 'inline-size' }}
      >
        {presets.map((preset) => (
          <MenuItem key={preset.key} value={preset.key}>
            {preset.label}
          </MenuItem>
        ))}
        <MenuItem value={exactPreset}>Exact date and time…</MenuItem>
      </TextField>
      {value.preset === exactPreset && (
        <TextField
          type="datetime-local"
          size="small"
          label={`${label}: date and time`}
          value={value.exact}
          onChange={(event) => onChange({ ...value, exact: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
          sx={{ flex: '1 1 220px' }}
        />
      )}
    </Box>
  );
}
