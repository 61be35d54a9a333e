import { Box, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { formatTime } from '../shared/records/formatting';
import { capLanes, type DayColumn } from './laneOverflow';
import { MeetingBlock } from './MeetingBlock';
import { MoreMeetings } from './MoreMeetings';
import type { ScheduleMeeting } from './scheduleTypes';
import { hourRangeOf, placementsOf, weekDays } from './weekLayout';

const hourHeight = 56;
const gutter = 64;

/** A column's meetings and "+N more" blocks by start time, the order Tab walks them. */
const itemsInTimeOrder = (column: DayColumn) =>
  [...column.placements, ...column.more].sort(
    (a, b) => a.start - b.start || Number('placements' in a) - Number('placements' in b),
  );

/**
 * Monday to Sunday by the hour, each meeting placed by its times in each of its days' columns. A column
 * is a list named by its day; a meeting is a button, so Tab walks the week day by day, in time order.
 * `opensSection`: a meeting opens its section (staff); off where the viewer may not open sections (faculty).
 * `days`: the columns (the Day view shows one). Where more than `maxLanes` meetings overlap, the last lane
 * holds a "+N more" that lists the rest.
 */
export function WeekGrid({
  meetings,
  label,
  opensSection = true,
  days: shownDays = weekDays,
  maxLanes = 3,
}: {
  meetings: ScheduleMeeting[];
  label: string;
  opensSection?: boolean;
  days?: readonly (typeof weekDays)[number][];
  maxLanes?: number;
}) {
  const idPrefix = useId();
  const { first, last } = hourRangeOf(meetings);
  const height = (last - first) * hourHeight;
  const days = useMemo(
    () => shownDays.map((day) => ({ ...day, ...capLanes(placementsOf(meetings, day.code), maxLanes) })),
    [meetings, shownDays, maxLanes],
  );
  const hours = Array.from({ length: last - first }, (_, index) => first + index);
  return (
    <Box role="region" aria-label={label} sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `${gutter}px repeat(${days.length}, minmax(120px, 1fr))`,
          minWidth: gutter + days.length * 120,
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
              {formatTime(`${hour}:00`)}
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
            {itemsInTimeOrder(day).map((item) =>
              'meeting' in item ? (
                <MeetingBlock
                  key={item.meeting.id}
                  placement={item}
                  firstHour={first}
                  hourHeight={hourHeight}
                  opensSection={opensSection}
                />
              ) : (
                <MoreMeetings
                  key={`more-${item.start}`}
                  block={item}
                  firstHour={first}
                  hourHeight={hourHeight}
                  opensSection={opensSection}
                />
              ),
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
