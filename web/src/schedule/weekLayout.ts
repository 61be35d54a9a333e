import type { ScheduleConflict, ScheduleMeeting, ScheduleTerm } from './scheduleTypes';

export const weekDays = [
  { code: 'MO', label: 'Monday', short: 'Mon' },
  { code: 'TU', label: 'Tuesday', short: 'Tue' },
  { code: 'WE', label: 'Wednesday', short: 'Wed' },
  { code: 'TH', label: 'Thursday', short: 'Thu' },
  { code: 'FR', label: 'Friday', short: 'Fri' },
  { code: 'SA', label: 'Saturday', short: 'Sat' },
  { code: 'SU', label: 'Sunday', short: 'Sun' },
] as const;

export const dayLabelOf = (code: string) => weekDays.find((day) => day.code === code)?.label ?? code;

/** Minutes since midnight of 'HH:MM'. */
export const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** One meeting on one day: where it sits among the meetings it overlaps in that day's column. */
export interface Placement {
  meeting: ScheduleMeeting;
  day: string;
  start: number;
  end: number;
  /** Its column within the overlapping group, and how many columns the group needs. */
  lane: number;
  lanes: number;
  /** The room conflicts on this day (a meeting on several days may double-book only some). */
  conflicts: ScheduleConflict[];
}

/**
 * Each day's meetings laid out side by side where they overlap in time (any room): a group of meetings
 * linked by overlaps shares its lanes, each meeting in the first lane free at its start.
 */
export function placementsOf(meetings: readonly ScheduleMeeting[], day: string): Placement[] {
  const items = meetings
    .filter((meeting) => meeting.days.includes(day))
    .map((meeting) => ({
      meeting,
      day,
      start: minutesOf(meeting.startTime),
      end: minutesOf(meeting.endTime),
      lane: 0,
      lanes: 1,
      conflicts: meeting.conflicts.filter((conflict) => conflict.days.includes(day)),
    }))
    .sort((a, b) => a.start - b.start || a.end - b.end || a.meeting.id.localeCompare(b.meeting.id));
  let group: Placement[] = [];
  let laneEnds: number[] = [];
  const closeGroup = () => {
    for (const placement of group) placement.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const item of items) {
    if (group.length > 0 && item.start >= Math.max(...laneEnds)) closeGroup();
    const free = laneEnds.findIndex((end) => end <= item.start);
    item.lane = free === -1 ? laneEnds.length : free;
    laneEnds[item.lane] = item.end;
    group.push(item);
  }
  closeGroup();
  return items;
}

/** The hours the grid shows: 8:00 to 18:00, widened to hold every meeting. */
export function hourRangeOf(meetings: readonly ScheduleMeeting[]): { first: number; last: number } {
  let first = 8;
  let last = 18;
  for (const meeting of meetings) {
    first = Math.min(first, Math.floor(minutesOf(meeting.startTime) / 60));
    last = Math.max(last, Math.ceil(minutesOf(meeting.endTime) / 60));
  }
  return { first, last };
}

/** How many pairs of meetings double-book a room (each pair once, whichever side is shown). */
export function conflictPairCount(meetings: readonly ScheduleMeeting[]): number {
  const pairs = new Set<string>();
  for (const meeting of meetings)
    for (const other of meeting.conflicts) pairs.add([meeting.id, other.id].sort().join('|'));
  return pairs.size;
}

/** The term whose dates hold `today` (YYYY-MM-DD), else the period's first. */
export function defaultTermOf(terms: readonly ScheduleTerm[], today: string): ScheduleTerm | undefined {
  return terms.find((term) => term.startDate <= today && today <= term.endDate) ?? terms[0];
}
