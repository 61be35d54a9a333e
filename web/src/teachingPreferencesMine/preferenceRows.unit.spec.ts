import { describe, expect, it } from 'vitest';
import { copiedMessage } from './copiedMessage';
import { missingChoices, newRow, preferenceOf, rowErrorsFrom, rowOf, sameAsSaved } from './preferenceRows';

const saved = {
  id: 'p1',
  AcademicTermId: 't1',
  TeachingModeId: 'm1',
  AssignmentTypeId: null,
  weight: 4,
  notes: null,
  CourseIds: [],
};

describe('preference rows', () => {
  it('put server field errors on the row and field they name', () => {
    const { rows, general } = rowErrorsFrom({
      'preferences.2.weight': 'Too heavy',
      'preferences.1': 'The same term, mode and type twice',
      'preferences.0.CourseIds.3': 'Unknown course',
      preferences: 'At most 20',
    });
    expect(rows[2]).toEqual({ weight: 'Too heavy' });
    expect(rows[1]).toEqual({ row: 'The same term, mode and type twice' });
    expect(rows[0]).toEqual({ CourseIds: 'Unknown course' });
    expect(general).toEqual(['At most 20']);
  });

  it('keep a field error on the row when the field is not one the form shows', () => {
    expect(rowErrorsFrom({ 'preferences.0.id': 'Not a uuid' }).rows[0]).toEqual({ row: 'Not a uuid' });
  });

  it('send no type as null and blank notes as null', () => {
    const row = { ...newRow('p2', 't1'), TeachingModeId: 'm1', notes: '   ' };
    expect(preferenceOf(row)).toMatchObject({ AssignmentTypeId: null, notes: null, weight: 3 });
  });

  it('tell an unchanged form from an edited one', () => {
    const rows = [rowOf(saved)];
    expect(sameAsSaved(rows, [saved])).toBe(true);
    expect(sameAsSaved([{ ...rows[0]!, weight: 5 }], [saved])).toBe(false);
    expect(sameAsSaved([], [saved])).toBe(false);
  });

  it('ask for a term and a teaching mode on every row', () => {
    expect(missingChoices([rowOf(saved), newRow('p3')])).toEqual({
      1: { AcademicTermId: 'Choose a term', TeachingModeId: 'Choose a teaching mode' },
    });
  });
});

describe('the copy message', () => {
  it('says how many were copied, and the skipped ones only when there are some', () => {
    expect(copiedMessage({ copied: 1, skipped: 0 }, 'Fall 2025', 'Fall 2026')).toBe(
      'Copied 1 preference from Fall 2025',
    );
    expect(copiedMessage({ copied: 3, skipped: 2 }, 'Fall 2025', 'Fall 2026')).toBe(
      'Copied 3 preferences from Fall 2025; skipped 2: their term has no match in Fall 2026',
    );
  });
});
