import { meetings } from '@tams/domain';
import { Stack } from '@mui/material';
import { AutocompleteInput, type RaRecord, ReferenceInput, TextInput } from 'react-admin';
import { useAbility } from '../providers/useAbility';
import { validatorsOf } from '../shared/records/fieldValidation';
import { RecordInput } from '../shared/records/RecordInput';
import { DaysInput } from './DaysInput';

const { fields } = meetings;
const shrink = { inputLabel: { shrink: true } };
const locationName = (location: RaRecord | undefined) =>
  location ? [location.code, location.description].filter(Boolean).join(' · ') : '';

/** The inputs of a meeting: days, start and end times, the recurrence and its dates, description and location. */
export function MeetingInputs({ mode }: { mode: 'create' | 'edit' }) {
  const { ability } = useAbility();
  return (
    <>
      <DaysInput />
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        {(['startTime', 'endTime'] as const).map((name) => (
          <TextInput
            key={name}
            source={name}
            type="time"
            label={fields[name].label}
            validate={validatorsOf(fields[name])}
            slotProps={shrink}
          />
        ))}
        <RecordInput source="frequency" spec={fields.frequency} mode={mode} />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <RecordInput source="occurrence" spec={fields.occurrence} mode={mode} />
        <RecordInput source="until" spec={fields.until} mode={mode} />
      </Stack>
      <RecordInput source="exceptions" spec={fields.exceptions} mode={mode} />
      <RecordInput source="description" spec={fields.description} mode={mode} />
      {ability.can('read', 'Location') && (
        <ReferenceInput
          source="LocationId"
          reference="locations"
          filter={{ isActive: true }}
          sort={{ field: 'code', order: 'ASC' }}
          perPage={50}
        >
          <AutocompleteInput
            label={fields.LocationId.label}
            optionText={locationName}
            sx={{ minWidth: 320 }}
          />
        </ReferenceInput>
      )}
    </>
  );
}
