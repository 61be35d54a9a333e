import { MenuItem, TextField } from '@mui/material';
import { instructorNamesOf, locationLabelOf } from './meetingText';
import { daysShownOf, rowsByInstructorOf, rowsByRoomOf } from './scheduleGroups';
import { ScheduleList } from './ScheduleList';
import { ScheduleMatrix } from './ScheduleMatrix';
import type { ScheduleMeeting } from './scheduleTypes';
import type { ScheduleView } from './useScheduleView';
import { weekDays } from './weekLayout';
import { WeekGrid } from './WeekGrid';

/** The Day view's day. */
function DayPicker({ day, onChange }: { day: string; onChange: (day: string) => void }) {
  return (
    <TextField
      select
      label="Day"
      value={day}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ width: 180, mb: 2 }}
    >
      {weekDays.map((option) => (
        <MenuItem key={option.code} value={option.code}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The term's meetings (under the filters) in the chosen view, except the print layout. */
export function ScheduleViewPanel({
  view,
  meetings,
  termName,
  day,
  onDayChange,
}: {
  view: Exclude<ScheduleView, 'print'>;
  meetings: ScheduleMeeting[];
  termName: string;
  day: string;
  onDayChange: (day: string) => void;
}) {
  switch (view) {
    case 'day': {
      const shown = weekDays.filter((candidate) => candidate.code === day);
      return (
        <>
          <DayPicker day={day} onChange={onDayChange} />
          <WeekGrid
            meetings={meetings}
            days={shown}
            maxLanes={6}
            label={`${shown[0]?.label ?? day} schedule of ${termName}`}
          />
        </>
      );
    }
    case 'room':
      return (
        <ScheduleMatrix
          meetings={meetings}
          rowsOf={rowsByRoomOf}
          rowHeader="Room"
          label={`Schedule of ${termName} by room`}
          detailOf={instructorNamesOf}
        />
      );
    case 'instructor':
      return (
        <ScheduleMatrix
          meetings={meetings}
          rowsOf={rowsByInstructorOf}
          rowHeader="Instructor"
          label={`Schedule of ${termName} by instructor`}
          detailOf={locationLabelOf}
        />
      );
    case 'list':
      return <ScheduleList meetings={meetings} label={`Schedule of ${termName} as a list`} />;
    default:
      return (
        <WeekGrid meetings={meetings} days={daysShownOf(meetings)} label={`Week schedule of ${termName}`} />
      );
  }
}
