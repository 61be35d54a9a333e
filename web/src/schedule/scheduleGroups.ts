import { locationLabelOf, sectionLabelOf } from './meetingText';
import type { ScheduleMeeting } from './scheduleTypes';
import { minutesOf, weekDays } from './weekLayout';

type WeekDay = (typeof weekDays)[number];

const workDays = new Set(['MO', 'TU', 'WE', 'TH', 'FR']);

/** The days a table of the week shows: Monday to Friday, and a weekend day only when something meets on it. */
export const daysShownOf = (meetings: readonly ScheduleMeeting[]): WeekDay[] =>
  weekDays.filter((day) => workDays.has(day.code) || meetings.some((m) => m.days.includes(day.code)));

const byTime = (a: ScheduleMeeting, b: ScheduleMeeting) =>
  minutesOf(a.startTime) - minutesOf(b.startTime) ||
  minutesOf(a.endTime) - minutesOf(b.endTime) ||
  sectionLabelOf(a).localeCompare(sectionLabelOf(b)) ||
  a.id.localeCompare(b.id);

/** One meeting on one of its days: a row of the list. */
export interface MeetingDay {
  day: WeekDay;
  meeting: ScheduleMeeting;
}

/** Each meeting once per day it meets, Monday first, then by start time and section. */
export function meetingDaysOf(meetings: readonly ScheduleMeeting[]): MeetingDay[] {
  return weekDays.flatMap((day) =>
    meetings
      .filter((meeting) => meeting.days.includes(day.code))
      .sort(byTime)
      .map((meeting) => ({ day, meeting })),
  );
}

/** A row of a by-room or by-instructor table: its meetings on each day, in time order. */
export interface ScheduleRow {
  key: string;
  label: string;
  byDay: Record<string, ScheduleMeeting[]>;
}

/**
 * The meetings in rows of `keysOf` (a meeting in several rows appears in each), rows by label; the row of
 * meetings with no key (`none`) comes last.
 */
function rowsOf(
  meetings: readonly ScheduleMeeting[],
  keysOf: (meeting: ScheduleMeeting) => { key: string; label: string }[],
  none: string,
): ScheduleRow[] {
  const rows = new Map<string, ScheduleRow>();
  for (const meeting of meetings) {
    const keys = keysOf(meeting);
    for (const { key, label } of keys.length > 0 ? keys : [{ key: '', label: none }]) {
      const row = rows.get(key) ?? { key, label, byDay: {} };
      rows.set(key, row);
      for (const day of meeting.days) (row.byDay[day] ??= []).push(meeting);
    }
  }
  for (const row of rows.values()) for (const list of Object.values(row.byDay)) list.sort(byTime);
  return [...rows.values()].sort(
    (a, b) =>
      Number(a.key === '') - Number(b.key === '') ||
      a.label.localeCompare(b.label, undefined, { numeric: true }),
  );
}

/** A row per room ("B12 (Lecture hall)"), then the meetings with no location. */
export const rowsByRoomOf = (meetings: readonly ScheduleMeeting[]) =>
  rowsOf(
    meetings,
    (meeting) => (meeting.LocationId ? [{ key: meeting.LocationId, label: locationLabelOf(meeting) }] : []),
    'No location',
  );

/** A row per instructor (a shared section in each of its instructors' rows), then the unassigned. */
export const rowsByInstructorOf = (meetings: readonly ScheduleMeeting[]) =>
  rowsOf(
    meetings,
    (meeting) => meeting.instructors.map((person) => ({ key: person.id, label: person.name })),
    'No instructor assigned',
  );
