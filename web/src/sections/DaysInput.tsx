import { FormControl, FormHelperText, FormLabel, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { meetingDays, meetings } from '@tams/domain';
import { useId } from 'react';
import { InputHelperText, useInput } from 'react-admin';
import { validatorsOf } from '../shared/records/fieldValidation';
import { dayNames } from './meetingText';

const { days } = meetings.fields;

/** The meeting's days as toggle buttons (Mo..Su), each a pressed/not pressed button for keyboards and readers. */
export function DaysInput() {
  const { field, fieldState, formState } = useInput({ source: 'days', validate: validatorsOf(days) });
  const labelId = useId();
  const chosen = (field.value as string[] | null | undefined) ?? [];
  const showError = Boolean(fieldState.error) && (fieldState.isTouched || formState.isSubmitted);
  return (
    <FormControl error={showError} margin="dense" component="fieldset">
      <FormLabel id={labelId} component="legend" required sx={{ mb: 0.5 }}>
        {days.label}
      </FormLabel>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        value={chosen}
        onChange={(_event, value: string[]) => {
          // in week order, whatever order they were pressed in
          field.onChange(meetingDays.filter((day) => value.includes(day)));
          field.onBlur();
        }}
        size="small"
        color="primary"
      >
        {meetingDays.map((day) => (
          <ToggleButton key={day} value={day} aria-label={dayNames[day].long}>
            {dayNames[day].short}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormHelperText>
        <InputHelperText error={showError ? fieldState.error?.message : undefined} helperText=" " />
      </FormHelperText>
    </FormControl>
  );
}
