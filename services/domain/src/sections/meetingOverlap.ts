import { meetingDays } from './meeting.js';
import { minutesOf } from './meetingRules.js';

/**
 * When a meeting happens: on `days`, from `startTime` to `endTime` ('HH:MM'), between `firstDate` and
 * `lastDate` (YYYY-MM-DD; null: unbounded on that side, e.g. a term without dates).
 */
export interface MeetingSlot {
  days: readonly string[];
  startTime: string;
  endTime: string;
  firstDate?: string | null;
  lastDate?: string | null;
}

/** The days both meet, in week order. */
export const sharedDays = (a: MeetingSlot, b: MeetingSlot): string[] =>
  meetingDays.filter((day) => a.days.includes(day) && b.days.includes(day));

const datesOverlap = (a: MeetingSlot, b: MeetingSlot) =>
  !(a.lastDate && b.firstDate && a.lastDate < b.firstDate) &&
  !(b.lastDate && a.firstDate && b.lastDate < a.firstDate);

/**
 * Two meetings overlap when they share a day, their times overlap (touching times do not: 10:50 ends
 * before 10:50 starts) and their date ranges overlap. The one rule of a double booking: a room's, an
 * instructor's.
 */
export function meetingsOverlap(a: MeetingSlot, b: MeetingSlot): boolean {
  const [aStart, aEnd, bStart, bEnd] = [a.startTime, a.endTime, b.startTime, b.endTime].map(minutesOf);
  if ([aStart, aEnd, bStart, bEnd].some((minutes) => minutes === undefined)) return false;
  return sharedDays(a, b).length > 0 && aStart! < bEnd! && bStart! < aEnd! && datesOverlap(a, b);
}

/**
 * The dates a meeting of a section runs between: its term's, ending at `until` when that is earlier.
 * (Occurrences and exceptions only thin a range out; a range is what a double booking is judged on.)
 */
export function meetingDates(
  meeting: { until?: unknown },
  term: { startDate: string | null; endDate: string | null } | null,
): { firstDate: string | null; lastDate: string | null } {
  const until = typeof meeting.until === 'string' ? meeting.until : null;
  const end = term?.endDate ?? null;
  return { firstDate: term?.startDate ?? null, lastDate: until && (!end || until < end) ? until : end };
}

const dayWords: Record<string, string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};

/** '13:05' -> '1:05 PM' */
export function clockText(time: string): string {
  const minutes = minutesOf(time);
  if (minutes === undefined) return time;
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${((hours + 11) % 12) + 1}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** "Mon/Wed 10:00 AM–10:50 AM" */
export const meetingTimeText = (meeting: MeetingSlot): string =>
  `${meeting.days.map((day) => dayWords[day] ?? day).join('/')} ` +
  `${clockText(meeting.startTime)}–${clockText(meeting.endTime)}`;
