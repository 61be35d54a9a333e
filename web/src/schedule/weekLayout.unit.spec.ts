import { describe, expect, it } from 'vitest';
import type { ScheduleMeeting } from './scheduleTypes';
import { conflictPairCount, defaultTermOf, hourRangeOf, placementsOf } from './weekLayout';

const meeting = (id: string, days: string[], startTime: string, endTime: string, conflicts: string[] = []) =>
  ({
    id,
    days,
    startTime,
    endTime,
    conflicts: conflicts.map((other) => ({ id: other, days: ['WE'] })),
  }) as unknown as ScheduleMeeting;

describe('placementsOf', () => {
  it('puts overlapping meetings side by side and lets the next group start again at one lane', () => {
    const day = placementsOf(
      [
        meeting('a', ['MO'], '10:00', '11:00'),
        meeting('b', ['MO'], '10:30', '11:30'),
        meeting('c', ['MO'], '11:00', '12:00'),
        meeting('d', ['MO'], '13:00', '14:00'),
        meeting('e', ['TU'], '10:00', '11:00'),
      ],
      'MO',
    );
    expect(day.map((p) => [p.meeting.id, p.lane, p.lanes])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 2],
      ['d', 0, 1],
    ]);
  });

  it('keeps only the conflicts of that day', () => {
    const both = meeting('a', ['MO', 'WE'], '10:00', '11:00', ['b']);
    expect(placementsOf([both], 'MO')[0]!.conflicts).toEqual([]);
    expect(placementsOf([both], 'WE')[0]!.conflicts).toHaveLength(1);
  });
});

describe('hourRangeOf', () => {
  it('shows 8 to 18, widened to the earliest start and latest end', () => {
    expect(hourRangeOf([])).toEqual({ first: 8, last: 18 });
    expect(
      hourRangeOf([meeting('a', ['MO'], '07:30', '09:00'), meeting('b', ['MO'], '17:00', '19:10')]),
    ).toEqual({ first: 7, last: 20 });
  });
});

describe('conflictPairCount', () => {
  it('counts each double-booked pair once', () => {
    expect(
      conflictPairCount([
        meeting('a', ['WE'], '10:00', '11:00', ['b', 'c']),
        meeting('b', ['WE'], '10:30', '11:30', ['a']),
        meeting('c', ['WE'], '10:30', '11:30', ['a']),
      ]),
    ).toBe(2);
  });
});

describe('defaultTermOf', () => {
  const terms = [
    { id: 'fall', name: 'Fall', startDate: '2026-08-20', endDate: '2026-12-15' },
    { id: 'spring', name: 'Spring', startDate: '2027-01-10', endDate: '2027-05-10' },
  ];
  it('is the current term by date, else the first', () => {
    expect(defaultTermOf(terms, '2027-02-01')?.id).toBe('spring');
    expect(defaultTermOf(terms, '2026-12-20')?.id).toBe('fall');
    expect(defaultTermOf([], '2026-12-20')).toBeUndefined();
  });
});
