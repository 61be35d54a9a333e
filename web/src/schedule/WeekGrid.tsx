import { Box, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { MeetingBlock } from './MeetingBlock';
import type { ScheduleMeeting } from './scheduleTypes';
import { hourRangeOf, placementsOf, weekDays } from './weekLayout';

const hourHeight = 56;
const gutter = 52;

/**
 * Monday to Sunday by the hour, each meeting placed by its times in each of its days' columns. A column
 * is a list named by its day; a meeting is a button, so Tab walks the week day by day, in time order.
 * `opensSection`: a meeting opens its section (staff); off where the viewer may not open sections (faculty).
 */
export function WeekGrid({
  meetings,
  label,
  opensSection = true,
}: {
  meetings: ScheduleMeeting[];
  label: string;
  opensSection?: boolean;
}) {
  const idPrefix = useId();
  const { first, last } = hourRangeOf(meetings);
  const height = (last - first) * hourHeight;
  const days = useMemo(
    () => weekDays.map((day) => ({ ...day, placements: placementsOf(meetings, day.code) })),
    [meetings],
  );
  const hours = Array.from({ length: last - first }, (_, index) => first + index);
  return (
    <Box role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `${gutter}px repeat(7, minmax(120px, 1fr))`,
          minWidth: gutter + 7 * 120,
        }}
      >
        <Box />
        {days.map((day) => (
          <Typography
            key={day.code}
            id={`${idPrefix}-${day.code}`}
            component="h2"
            variant="subtitle2"
            sx={{ textAlign: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            {day.label}
          </Typography>
        ))}
        <Box aria-hidden sx={{ position: 'relative', height }}>
          {hours.map((hour) => (
            <Typography
              key={hour}
              variant="caption"
              color="text.secondary"
              sx={{ position: 'absolute', top: (hour - first) * hourHeight - 8, right: 6 }}
            >
              {`${String(hour).padStart(2, '0')}:00`}
            </Typography>
          ))}
        </Box>
        {days.map((day) => (
          <Box
            key={day.code}
            component="ul"
            aria-labelledby={`${idPrefix}-${day.code}`}
            sx={(theme) => ({
              position: 'relative',
              height,
              m: 0,
              p: 0,
              listStyle: 'none',
              borderLeft: `1px solid ${theme.palette.divider}`,
              backgroundImage: `repeating-linear-gradient(to bottom, ${theme.palette.divider} 0 1px, transparent 1px ${hourHeight}px)`,
            })}
          >
            {day.placements.map((placement) => (
              <MeetingBlock
                key={placement.meeting.id}
                placement={placement}
                firstHour={first}
                hourHeight={hourHeight}
                opensSection={opensSection}
              />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
