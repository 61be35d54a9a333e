import { resourceDefinition } from '@tams/domain';
import { describe, expect, it } from 'vitest';
import { type FoldedEvent, foldChanges } from './historyChanges.js';
import { summaryOf } from './historySummary.js';

const sections = resourceDefinition('sections');
const assignments = resourceDefinition('teachingAssignments');
const nothingHidden = () => new Set<string>();
const assignmentEvent = (type: string, data: object, shown = true): FoldedEvent => ({
  type: `TeachingAssignment${type}`,
  data: { id: 'a1', ...data },
  about: assignments,
  shown,
});

describe('foldChanges', () => {
  const created = assignmentEvent('Created', { SectionId: 's1', UserId: 'u1', points: 3, notes: '' });
  const events = [
    created,
    assignmentEvent('Updated', { changes: { points: 4 } }),
    assignmentEvent('Updated', { changes: { points: 5, notes: 'Lab' } }),
    assignmentEvent('Deleted', {}),
  ];

  it('answers before -> after for a create, two updates and a delete, leaving out empty values', () => {
    const folded = foldChanges(events, nothingHidden).map(({ changes }) => changes);
    expect(folded[0]).toEqual([
      { field: 'SectionId', label: 'Section', before: null, after: 's1' },
      { field: 'UserId', label: 'Instructor', before: null, after: 'u1' },
      { field: 'points', label: 'Points', before: null, after: 3 },
    ]);
    expect(folded[1]).toEqual([{ field: 'points', label: 'Points', before: 3, after: 4 }]);
    expect(folded[2]).toEqual([
      { field: 'points', label: 'Points', before: 4, after: 5 },
      { field: 'notes', label: 'Notes', before: '', after: 'Lab' },
    ]);
    expect(folded[3]).toEqual([
      { field: 'SectionId', label: 'Section', before: 's1', after: null },
      { field: 'UserId', label: 'Instructor', before: 'u1', after: null },
      { field: 'points', label: 'Points', before: 5, after: null },
      { field: 'notes', label: 'Notes', before: 'Lab', after: null },
    ]);
  });

  it('keeps records of the stream apart and leaves out fields hidden from the reader', () => {
    const other = { ...created, data: { ...created.data, id: 'a2', points: 7 } };
    const folded = foldChanges(
      [created, other, assignmentEvent('Updated', { changes: { points: 4, notes: 'x' } })],
      () => new Set(['notes']),
    );
    expect(folded[2]!.changes).toEqual([{ field: 'points', label: 'Points', before: 3, after: 4 }]);
  });

  it('leaves out `before` when the record as it stood before was not shown to the reader', () => {
    const folded = foldChanges(
      [{ ...created, shown: false }, assignmentEvent('Updated', { changes: { points: 4 } })],
      nothingHidden,
    );
    expect(folded[1]!.changes).toEqual([{ field: 'points', label: 'Points', after: 4 }]);
    expect(folded[1]!.before).toEqual({});
  });

  it('answers no changes for an event that is not a record event', () => {
    const folded = foldChanges(
      [{ type: 'UserSignedIn', data: { id: 'u1' }, about: undefined, shown: true }],
      nothingHidden,
    );
    expect(folded).toEqual([{ changes: [], before: {}, after: {} }]);
  });
});

describe('summaryOf', () => {
  it('says what happened in words', () => {
    expect(summaryOf('SectionCreated', sections, sections, [], undefined)).toBe('Created');
    expect(summaryOf('SectionDeleted', sections, sections, [], undefined)).toBe('Deleted');
    expect(
      summaryOf(
        'SectionUpdated',
        sections,
        sections,
        [{ field: 'enrollment', label: 'Enrollment', before: 3, after: 4 }],
        undefined,
      ),
    ).toBe('Enrollment: 3 → 4');
    // a teaching assignment by its instructor and section (issue 20 item 6)
    const points = { field: 'points', label: 'Points', after: 3 };
    const section = 'MATH 495-001 Mathematical Biology';
    expect(
      summaryOf('TeachingAssignmentCreated', assignments, sections, [points], 'Ada Kowalski', section),
    ).toBe('Teaching assignment created: Ada Kowalski on MATH 495-001 Mathematical Biology — Points: 3');
    expect(summaryOf('TeachingAssignmentDeleted', assignments, sections, [], 'Ada Kowalski', section)).toBe(
      'Teaching assignment deleted: Ada Kowalski on MATH 495-001 Mathematical Biology',
    );
    const change = { field: 'points', label: 'Points', before: 3, after: 4 };
    expect(summaryOf('TeachingAssignmentUpdated', assignments, sections, [change], 'Ada', section)).toBe(
      'Teaching assignment updated: Ada on MATH 495-001 Mathematical Biology — Points: 3 → 4',
    );
    // whoever the reader may not name is not named
    expect(summaryOf('TeachingAssignmentCreated', assignments, sections, [points], undefined)).toBe(
      'Teaching assignment created: an instructor — Points: 3',
    );
    expect(summaryOf('UserSignedIn', undefined, sections, [], undefined)).toBe('User Signed In');
  });

  it('never shows a reference id without a name the reader may see', () => {
    const change = { field: 'WorkgroupId', label: 'Workgroup', before: 'w1', after: 'w2', afterName: 'B' };
    expect(summaryOf('SectionUpdated', sections, sections, [change], undefined)).toBe('Workgroup changed');
  });
});
