import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, FormControl, FormHelperText, FormLabel, Stack, TextField } from '@mui/material';
import { type DateListField, isCalendarDate } from '@tams/domain';
import { useId, useState } from 'react';
import { InputHelperText, useInput } from 'react-admin';
import { validatorsOf } from './fieldValidation';
import { formatDate } from './formatting';

/**
 * A list of calendar dates (a meeting's exceptions): each added with the browser's date picker and shown as
 * a chip ("Nov 25, 2026") that deletes it (its cross, or Delete / Backspace on the chip). The value is the
 * dates as 'YYYY-MM-DD', sorted, without repeats. Read-only: the chips alone; disabled: all greyed out.
 */
export function DateListInput({
  source,
  spec,
  readOnly = false,
  disabled = false,
}: {
  source: string;
  spec: DateListField;
  readOnly?: boolean;
  disabled?: boolean;
}) {
  const { field, fieldState, formState } = useInput({ source, validate: validatorsOf(spec), disabled });
  const locked = readOnly || disabled;
  const [picked, setPicked] = useState('');
  const labelId = useId();
  const dates = Array.isArray(field.value) ? (field.value as string[]) : [];
  const showError = Boolean(fieldState.error) && (fieldState.isTouched || formState.isSubmitted);
  const change = (next: string[]) => {
    field.onChange([...new Set(next)].sort());
    field.onBlur();
  };
  const add = () => {
    if (!isCalendarDate(picked)) return;
    change([...dates, picked]);
    setPicked('');
  };
  return (
    <FormControl error={showError} margin="dense" component="fieldset" sx={{ display: 'flex' }}>
      <FormLabel id={labelId} component="legend" sx={{ mb: 1 }}>
        {spec.label}
      </FormLabel>
      {!readOnly && (
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          <TextField
            type="date"
            fullWidth={false}
            sx={{ width: 200 }}
            size="small"
            label="Date to add"
            disabled={disabled}
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault(); // not the form's submit
              add();
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button onClick={add} disabled={disabled || !isCalendarDate(picked)} startIcon={<AddIcon />}>
            Add date
          </Button>
        </Stack>
      )}
      <Box
        component="ul"
        role="list"
        aria-labelledby={labelId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 1 }}
      >
        {dates.map((date) => (
          <li key={date}>
            <Chip
              label={formatDate(date)}
              size="small"
              disabled={disabled}
              aria-disabled={disabled || undefined}
              onDelete={locked ? undefined : () => change(dates.filter((other) => other !== date))}
            />
          </li>
        ))}
      </Box>
      <FormHelperText>
        <InputHelperText
          error={showError ? fieldState.error?.message : undefined}
          helperText={dates.length === 0 ? 'None' : (spec.help ?? ' ')}
        />
      </FormHelperText>
    </FormControl>
  );
}
