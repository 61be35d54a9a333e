import { describe, expect, it } from 'vitest';
import { daysShownOf, meetingDaysOf, rowsByInstructorOf, rowsByRoomOf } from './scheduleGroups';
import type { ScheduleMeeting } from './scheduleTypes';

const meeting = (
  id: string,
  days: string[],
  startTime: string,
  room: string | null,
  instructors: string[] = [],
): ScheduleMeeting =>
  ({
    id,
    days,
    startTime,
    endTime: '23:00',
    courseNumber: `C${id}`,
    sectionNumber: '01',
    LocationId: room,
    locationCode: room,
    locationDescription: null,
    instructors: instructors.map((name) => ({ id: name, name })),
    conflicts: [],
  }) as unknown as ScheduleMeeting;

const ids = (list: ScheduleMeeting[] | undefined) => (list ?? []).map((m) => m.id);

describe('daysShownOf', () => {
  it('is Monday to Friday, and a weekend day only when something meets on it', () => {
    expect(daysShownOf([meeting('a', ['MO'], '09:00', null)]).map((d) => d.code)).toEqual([
      'MO',
      'TU',
      'WE',
      'TH',
      'FR',
    ]);
    expect(daysShownOf([meeting('a', ['SU'], '09:00', null)]).map((d) => d.code)).toEqual([
      'MO',
      'TU',
      'WE',
      'TH',
      'FR',
      'SU',
    ]);
  });
});

describe('meetingDaysOf', () => {
  it('lists a meeting on each of its days, Monday first, then by time', () => {
    const rows = meetingDaysOf([
      meeting('late', ['WE', 'MO'], '14:00', 'R1'),
      meeting('early', ['WE'], '08:00', 'R1'),
    ]);
    expect(rows.map((row) => [row.day.code, row.meeting.id])).toEqual([
      ['MO', 'late'],
      ['WE', 'early'],
      ['WE', 'late'],
    ]);
  });
});

describe('rowsByRoomOf', () => {
  it('has a row per room by name, its meetings by day in time order, and the unplaced last', () => {
    const rows = rowsByRoomOf([
      meeting('a', ['MO'], '14:00', 'R10'),
      meeting('b', ['MO', 'TU'], '09:00', 'R10'),
      meeting('c', ['MO'], '09:00', null),
      meeting('d', ['TU'], '09:00', 'R2'),
    ]);
    expect(rows.map((row) => row.label)).toEqual(['R2', 'R10', 'No location']);
    expect(ids(rows[1]!.byDay.MO)).toEqual(['b', 'a']);
    expect(ids(rows[1]!.byDay.TU)).toEqual(['b']);
    expect(ids(rows[2]!.byDay.MO)).toEqual(['c']);
  });
});

describe('rowsByInstructorOf', () => {
  it('puts a shared section in each instructor row, and the unassigned last', () => {
    const rows = rowsByInstructorOf([
      meeting('a', ['MO'], '09:00', 'R1', ['Zoe Adams', 'Ann Lee']),
      meeting('b', ['MO'], '10:00', 'R1', ['Zoe Adams']),
      meeting('c', ['MO'], '11:00', 'R1'),
    ]);
    expect(rows.map((row) => [row.label, ids(row.byDay.MO)])).toEqual([
      ['Ann Lee', ['a']],
      ['Zoe Adams', ['a', 'b']],
      ['No instructor assigned', ['c']],
    ]);
  });
});
