import { Box, Typography } from '@mui/material';
import {
  conflictLabelOf,
  frequencyLabelOf,
  locationLabelOf,
  sectionLabelOf,
  timeRangeOf,
} from './meetingText';
import type { ScheduleConflict, ScheduleMeeting } from './scheduleTypes';
import { dayLabelOf } from './weekLayout';

/** A meeting's tooltip: the section, when and where, who teaches it, and the room conflicts on `day`. */
export function MeetingDetails({
  meeting,
  day,
  conflicts,
}: {
  meeting: ScheduleMeeting;
  day: string;
  conflicts: ScheduleConflict[];
}) {
  const lines = [
    meeting.courseName ?? meeting.sectionName,
    `${meeting.days.map(dayLabelOf).join(', ')} ${timeRangeOf(meeting)} · ${frequencyLabelOf(meeting.frequency)}`,
    locationLabelOf(meeting),
    meeting.workgroupName ? `Workgroup: ${meeting.workgroupName}` : undefined,
    meeting.instructors.length > 0
      ? `Instructors: ${meeting.instructors.map((person) => person.name).join(', ')}`
      : 'No instructor assigned',
    meeting.description ?? undefined,
  ].filter((line): line is string => Boolean(line));
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography variant="subtitle2" component="p">
        {sectionLabelOf(meeting)} · {meeting.termName}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2" component="p">
          {line}
        </Typography>
      ))}
      {conflicts.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="p">
            Room double-booked on {dayLabelOf(day)} with:
          </Typography>
          {conflicts.map((conflict) => (
            <Typography key={conflict.id} variant="body2" component="p">
              {conflictLabelOf(conflict)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
