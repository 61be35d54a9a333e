import { Box } from '@mui/material';
import { ReferenceField, TextField, useRecordContext } from 'react-admin';
import { useAbility } from '../providers/useAbility';
import { type MeetingTimes, meetingText } from './meetingText';

type Meeting = MeetingTimes & { LocationId?: string | null };

/** A section's meeting in a list cell: "Mo We 9:00 AM–10:15 AM" and its location's code below. */
export function MeetingSummary() {
  const section = useRecordContext();
  const { ability } = useAbility();
  const meeting = ((section?.Meetings as Meeting[] | undefined)?.[0] ?? section?.Meeting) as
    Meeting | null | undefined;
  if (!section || !meeting) return null;
  const LocationId = meeting.LocationId ?? section.LocationId;
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      {meetingText(meeting)}
      {LocationId && ability.can('read', 'Location') ? (
        <Box sx={{ color: 'text.secondary', typography: 'body2' }}>
          <ReferenceField
            record={{ id: section.id, LocationId }}
            source="LocationId"
            reference="locations"
            link={false}
          >
            <TextField source="code" />
          </ReferenceField>
        </Box>
      ) : null}
    </Box>
  );
}
