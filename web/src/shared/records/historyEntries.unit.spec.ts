import { academicPeriods, courses } from '@tams/domain';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../providers/dataProvider';
import { historyItems, historyLabel } from './historyEntries';

const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: 'e1',
  version: 1,
  type: 'CourseCreated',
  recordedAt: '2026-11-22T15:04:00.000Z',
  actorId: 'u1',
  actorName: 'Olivia Operations',
  authenticatedUserId: 'u1',
  authenticatedUserName: 'Olivia Operations',
  via: 'ui',
  data: {},
  ...overrides,
});

describe('historyItems', () => {
  it('lists events newest first, with the values each one set in field order', () => {
    const items = historyItems(
      [
        entry({ data: { id: 'c1', name: 'Algorithms', courseNumber: 'CS 301', unitsMax: null } }),
        entry({
          id: 'e2',
          version: 2,
          type: 'CourseUpdated',
          data: { id: 'c1', changes: { unitsMax: null } },
        }),
      ],
      courses,
    );
    expect(items.map((item) => historyLabel(item, courses))).toEqual(['Updated', 'Created']);
    expect(items[0]!.values).toEqual([{ name: 'unitsMax', spec: courses.fields.unitsMax, value: null }]);
    expect(items[1]!.values.map((value) => value.name)).toEqual(['courseNumber', 'name']);
  });

  it('names who acted for whom while masquerading', () => {
    const [item] = historyItems([entry({ authenticatedUserName: 'Avery Admin' })], courses);
    expect(item!.actor).toBe('Avery Admin acting for Olivia Operations');
  });

  it("labels a child's event on its parent's page, without repeating the parent", () => {
    const [item] = historyItems(
      [entry({ type: 'AcademicTermCreated', data: { id: 't1', AcademicPeriodId: 'p1', name: 'Fall 2026' } })],
      academicPeriods,
    );
    expect(historyLabel(item!, academicPeriods)).toBe('Academic Term created');
    expect(item!.childName).toBe('Fall 2026');
    expect(item!.values.map((value) => value.name)).toEqual(['name']);
  });
});
