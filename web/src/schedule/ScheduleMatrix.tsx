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
import { timeRangeOf } from './meetingText';
import { MeetingLink } from './MeetingLink';
import { daysShownOf, type ScheduleRow } from './scheduleGroups';
import type { ScheduleMeeting } from './scheduleTypes';

const stickyColumn = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.default',
  minWidth: 120,
  maxWidth: 200,
} as const;

/**
 * The week as a table: a row per room or instructor (`rowsOf`), a column per day, each cell its meetings in
 * time order, each a link to its section with its time and `detailOf` (the instructor in a room's row, the
 * room in an instructor's). The table scrolls inside its own box, its row headers kept in view.
 */
export function ScheduleMatrix({
  meetings,
  rowsOf,
  rowHeader,
  label,
  detailOf,
}: {
  meetings: ScheduleMeeting[];
  rowsOf: (meetings: readonly ScheduleMeeting[]) => ScheduleRow[];
  rowHeader: string;
  label: string;
  detailOf: (meeting: ScheduleMeeting) => string;
}) {
  const rows = useMemo(() => rowsOf(meetings), [meetings, rowsOf]);
  const days = daysShownOf(meetings);
  return (
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ maxHeight: '75vh', contain: 'inline-size', position: 'relative' }}
    >
      <Table stickyHeader size="small" aria-label={label} sx={{ minWidth: 120 + days.length * 150 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickyColumn, zIndex: 3 }}>{rowHeader}</TableCell>
            {days.map((day) => (
              <TableCell key={day.code} sx={{ minWidth: 150 }}>
                {day.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" sx={{ ...stickyColumn, fontWeight: 600 }}>
                {row.label}
              </TableCell>
              {days.map((day) => (
                <TableCell key={day.code}>
                  {(row.byDay[day.code] ?? []).map((meeting) => (
                    <Box key={meeting.id} sx={{ mb: 0.5 }}>
                      <MeetingLink meeting={meeting} day={day.code} />
                      <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                        {timeRangeOf(meeting)} · {detailOf(meeting)}
                      </Typography>
                    </Box>
                  ))}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
