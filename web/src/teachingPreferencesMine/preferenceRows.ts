import type { Preference } from './preferenceTypes';

/** A preference as the form edits it: '' for a choice not made yet ('' type: any assignment type). */
export interface PreferenceRow {
  id: string;
  AcademicTermId: string;
  TeachingModeId: string;
  AssignmentTypeId: string;
  weight: number;
  notes: string;
  CourseIds: string[];
}

export type RowField = Exclude<keyof PreferenceRow, 'id'>;

/** A row's refusals by field; `row` holds what concerns the row as a whole (e.g. a duplicate). */
export type RowErrors = Partial<Record<RowField | 'row', string>>;

const rowFields = new Set<string>([
  'AcademicTermId',
  'TeachingModeId',
  'AssignmentTypeId',
  'weight',
  'notes',
  'CourseIds',
]);

export const defaultWeight = 3;

export const rowOf = (preference: Preference): PreferenceRow => ({
  id: preference.id,
  AcademicTermId: preference.AcademicTermId,
  TeachingModeId: preference.TeachingModeId,
  AssignmentTypeId: preference.AssignmentTypeId ?? '',
  weight: preference.weight,
  notes: preference.notes ?? '',
  CourseIds: preference.CourseIds ?? [],
});

export const newRow = (id: string, AcademicTermId = ''): PreferenceRow => ({
  id,
  AcademicTermId,
  TeachingModeId: '',
  AssignmentTypeId: '',
  weight: defaultWeight,
  notes: '',
  CourseIds: [],
});

export const preferenceOf = (row: PreferenceRow): Preference => ({
  id: row.id,
  AcademicTermId: row.AcademicTermId,
  TeachingModeId: row.TeachingModeId,
  AssignmentTypeId: row.AssignmentTypeId || null,
  weight: row.weight,
  notes: row.notes.trim() || null,
  CourseIds: row.CourseIds,
});

/** Whether the form still holds what the server has (nothing to save). */
export const sameAsSaved = (rows: PreferenceRow[], saved: Preference[]) =>
  JSON.stringify(rows.map(preferenceOf)) === JSON.stringify(saved.map((p) => preferenceOf(rowOf(p))));

/** What the form can tell before sending: a term and a teaching mode are needed on every row. */
export function missingChoices(rows: PreferenceRow[]): Record<number, RowErrors> {
  const errors: Record<number, RowErrors> = {};
  rows.forEach((row, index) => {
    const problems: RowErrors = {};
    if (!row.AcademicTermId) problems.AcademicTermId = 'Choose a term';
    if (!row.TeachingModeId) problems.TeachingModeId = 'Choose a teaching mode';
    if (Object.keys(problems).length > 0) errors[index] = problems;
  });
  return errors;
}

/**
 * The server's field errors (`preferences.2.weight`, `preferences.1`) put on their rows, by the row's
 * place in what was sent; the rest (`preferences`, `version`) concern the whole list.
 */
export function rowErrorsFrom(errors: Record<string, string>): {
  rows: Record<number, RowErrors>;
  general: string[];
} {
  const rows: Record<number, RowErrors> = {};
  const general: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const match = /^preferences\.(\d+)(?:\.([^.]+))?/.exec(path);
    if (!match) {
      general.push(message);
      continue;
    }
    const index = Number(match[1]);
    const field = match[2] && rowFields.has(match[2]) ? (match[2] as RowField) : 'row';
    rows[index] = { ...rows[index], [field]: rows[index]?.[field] ?? message };
  }
  return { rows, general };
}
