import { formatTimeRange } from '../shared/records/formatting';
import type { ScheduleConflict, ScheduleMeeting } from './scheduleTypes';

export const sectionLabelOf = (meeting: { courseNumber: string | null; sectionNumber: string }) =>
  `${meeting.courseNumber ?? 'Section'} ${meeting.sectionNumber}`;

export const timeRangeOf = (meeting: { startTime: string; endTime: string }) =>
  formatTimeRange(meeting.startTime, meeting.endTime);

export const locationLabelOf = (meeting: ScheduleMeeting) =>
  meeting.locationCode
    ? `${meeting.locationCode}${meeting.locationDescription ? ` (${meeting.locationDescription})` : ''}`
    : 'No location';

const frequencyLabels: Record<string, string> = {
  weekly: 'Every week',
  biweekly: 'Every other week',
  once: 'Once',
};
export const frequencyLabelOf = (frequency: string) => frequencyLabels[frequency] ?? frequency;

export const conflictLabelOf = (conflict: ScheduleConflict) =>
  `${sectionLabelOf(conflict)} (${timeRangeOf(conflict)})`;

/**
 * What only a screen reader reads after the visible text: the room when none shows, and the conflicts.
 * Hidden text sits in its own box, which browsers set off with spaces: it starts with a word or a dash,
 * never a comma.
 */
export function hiddenTailOf(meeting: ScheduleMeeting, conflicts: ScheduleConflict[]) {
  const location = meeting.locationCode ? '' : ' no location';
  return conflicts.length === 0
    ? location
    : `${location} — room conflict with ${conflicts.map(conflictLabelOf).join(' and ')}`;
}

export const instructorNamesOf = (meeting: ScheduleMeeting) =>
  meeting.instructors.map((person) => person.name).join(', ') || 'No instructor assigned';
