import { randomUUID } from 'node:crypto';
import {
  completePreferences,
  type FieldErrors,
  type Preference,
  preferenceListSchema,
  safeText,
  ValidationError,
} from '@tams/domain';
import type { ReadModels } from '@tams/projections';
import { z } from 'zod';
import { missingReferences } from '../resources/recordReads.js';

const periodId = z.uuid({ error: 'Must be the id of an academic period' }).optional();

/** PUT /api/myTeachingPreferences (the version comes by expectedVersionOf: body or If-Match). */
export const saveRequest = () =>
  z.object({ AcademicPeriodId: periodId, preferences: preferenceListSchema(), version: z.unknown() });
export const submitRequest = z.object({ AcademicPeriodId: periodId, version: z.unknown() });
export const copyRequest = z.object({
  AcademicPeriodId: periodId,
  fromAcademicPeriodId: z.uuid({ error: 'Must be the id of an academic period' }).optional(),
  version: z.unknown(),
});
export const reopenRequest = z.object({
  reason: safeText(1000, 'Required: say why the preferences are reopened').pipe(
    z.string().min(1, { error: 'Required: say why the preferences are reopened' }),
  ),
  version: z.unknown(),
});

/**
 * The preferences as they will be stored, once every reference is checked against the read models: terms
 * of the period asked for, teaching modes, assignment types and courses that exist. A field that names
 * nothing is a 400 on its path (`preferences.2.TeachingModeId`).
 */
export async function checkedPreferences(
  db: ReadModels,
  AcademicPeriodId: string,
  input: z.infer<ReturnType<typeof saveRequest>>['preferences'],
): Promise<Preference[]> {
  const preferences = completePreferences(input, randomUUID);
  const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];
  const [terms, missingModes, missingTypes, missingCourses] = await Promise.all([
    db.selectFrom('academicTerms').select('id').where('AcademicPeriodId', '=', AcademicPeriodId).execute(),
    missingReferences(db, 'teachingModes', unique(preferences.map((p) => p.TeachingModeId))),
    missingReferences(db, 'assignmentTypes', unique(preferences.map((p) => p.AssignmentTypeId))),
    missingReferences(db, 'courses', unique(preferences.flatMap((p) => p.CourseIds))),
  ]);
  const periodTerms = new Set(terms.map((term) => term.id as string));
  const errors: FieldErrors = {};
  preferences.forEach((preference, index) => {
    const at = (field: string) => `preferences.${index}.${field}`;
    if (!periodTerms.has(preference.AcademicTermId))
      errors[at('AcademicTermId')] = 'Must be a term of this academic period';
    if (missingModes.includes(preference.TeachingModeId))
      errors[at('TeachingModeId')] = 'No such teaching mode';
    if (preference.AssignmentTypeId && missingTypes.includes(preference.AssignmentTypeId))
      errors[at('AssignmentTypeId')] = 'No such assignment type';
    if (preference.CourseIds.some((id) => missingCourses.includes(id)))
      errors[at('CourseIds')] = 'No such course';
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return preferences;
}
