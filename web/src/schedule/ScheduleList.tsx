import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { instructorNamesOf, locationLabelOf, timeRangeOf } from './meetingText';
import { MeetingLink } from './MeetingLink';
import { meetingDaysOf, type MeetingDay } from './scheduleGroups';
import type { ScheduleMeeting } from './scheduleTypes';

/** Rows of meetings: [day], time, course, room, instructor. */
function MeetingRows({ rows, label, showDay }: { rows: MeetingDay[]; label: string; showDay: boolean }) {
  return (
    <Table size="small" aria-label={label} sx={{ minWidth: showDay ? 640 : 540 }}>
      <TableHead>
        <TableRow>
          {showDay && <TableCell>Day</TableCell>}
          <TableCell>Time</TableCell>
          <TableCell>Course</TableCell>
          <TableCell>Room</TableCell>
          <TableCell>Instructor</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ day, meeting }) => (
          <TableRow key={`${day.code}-${meeting.id}`} sx={{ verticalAlign: 'top' }}>
            {showDay && <TableCell>{day.label}</TableCell>}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{timeRangeOf(meeting)}</TableCell>
            <TableCell>
              <MeetingLink meeting={meeting} day={day.code} />
              <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                {meeting.courseName ?? meeting.sectionName}
              </Typography>
            </TableCell>
            <TableCell>{locationLabelOf(meeting)}</TableCell>
            <TableCell>{instructorNamesOf(meeting)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Every meeting once per day it meets, Monday first and by time: one table (with a Day column), or with
 * `groupByDay` a table under each day's heading (the print layout).
 */
export function ScheduleList({
  meetings,
  label,
  groupByDay = false,
}: {
  meetings: ScheduleMeeting[];
  label: string;
  groupByDay?: boolean;
}) {
  const rows = useMemo(() => meetingDaysOf(meetings), [meetings]);
  if (!groupByDay)
    return (
      <TableContainer
        role="region"
        aria-label={label}
        tabIndex={0}
        sx={{ contain: 'inline-size', position: 'relative' }}
      >
        <MeetingRows rows={rows} label={label} showDay />
      </TableContainer>
    );
  const days = [...new Set(rows.map((row) => row.day))];
  return (
    <Box role="region" aria-label={label}>
      {days.map((day) => (
        <Box key={day.code} component="section" sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {day.label}
          </Typography>
          <TableContainer
            tabIndex={0}
            role="group"
            aria-label={day.label}
            sx={{ contain: 'inline-size', position: 'relative' }}
          >
            <MeetingRows rows={rows.filter((row) => row.day === day)} label={day.label} showDay={false} />
          </TableContainer>
        </Box>
      ))}
    </Box>
  );
}
