import { describe, expect, it } from 'vitest';
import type { InstructorRow } from '../instructors/instructorTypes';
import { summarize, summarizeByWorkgroup } from './workloadSummary';

const row = (overrides: Partial<InstructorRow>): InstructorRow =>
  ({
    id: 'u',
    name: 'Someone',
    Workgroups: [],
    pointsRequired: null,
    pointsAssigned: 0,
    pointsRemaining: null,
    workloadStatus: 'notSet',
    ...overrides,
  }) as InstructorRow;

describe('workload summary', () => {
  const ada = row({
    id: 'a',
    Workgroups: [{ id: 'w1', name: 'Math' }],
    pointsRequired: 10,
    pointsAssigned: 12,
    pointsRemaining: -2,
    workloadStatus: 'over',
  });
  const bo = row({
    id: 'b',
    Workgroups: [
      { id: 'w1', name: 'Math' },
      { id: 'w2', name: 'Art' },
    ],
    pointsRequired: 10,
    pointsAssigned: 4,
    pointsRemaining: 6,
    workloadStatus: 'under',
  });
  const cy = row({ id: 'c', pointsAssigned: 3 });

  it('adds required and remaining where set, assigned always, and counts each status', () => {
    expect(summarize('All', [ada, bo, cy])).toEqual({
      name: 'All',
      facultyCount: 3,
      pointsRequired: 20,
      pointsAssigned: 19,
      pointsRemaining: 4,
      counts: { over: 1, under: 1, met: 0, notSet: 1 },
    });
  });

  it('groups by workgroup by name, counting someone in two in both, and those in none last', () => {
    const groups = summarizeByWorkgroup([ada, bo, cy]);
    expect(groups.map((group) => [group.name, group.facultyCount])).toEqual([
      ['Art', 1],
      ['Math', 2],
      ['No workgroup', 1],
    ]);
  });
});
