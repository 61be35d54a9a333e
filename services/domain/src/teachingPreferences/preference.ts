import { z } from 'zod';
import { safeText } from '../shared/storableValues.js';

/**
 * One teaching preference (spec §3 Teaching preference; DESIGN §11): a term the faculty member would like
 * to teach in, in a teaching mode, optionally as an assignment type, with a weight (1 low .. 5 high), notes
 * and optional course wishes.
 */
export const preferenceSchema = z.object({
  id: z.string(),
  AcademicTermId: z.string(),
  TeachingModeId: z.string(),
  AssignmentTypeId: z.string().nullable(),
  weight: z.number().int(),
  notes: z.string().nullable(),
  CourseIds: z.array(z.string()),
});
export type Preference = z.infer<typeof preferenceSchema>;

export const preferenceLimits = { perSubmission: 20, notes: 2000, courseWishes: 10, weight: 5 } as const;

export const sameSlotTwice = 'The same term, teaching mode and assignment type is already in preference';

/** The (term, mode, type) a preference is about: two preferences of one submission never share it. */
export const preferenceSlotOf = (
  preference: Pick<Preference, 'AcademicTermId' | 'TeachingModeId'> & {
    AssignmentTypeId?: string | null;
  },
) => `${preference.AcademicTermId}|${preference.TeachingModeId}|${preference.AssignmentTypeId ?? ''}`;

/** Index -> the index of an earlier preference with the same (term, mode, type). */
export function repeatedSlots(preferences: readonly Parameters<typeof preferenceSlotOf>[0][]) {
  const first = new Map<string, number>();
  const repeated = new Map<number, number>();
  preferences.forEach((preference, index) => {
    const slot = preferenceSlotOf(preference);
    const earlier = first.get(slot);
    if (earlier === undefined) first.set(slot, index);
    else repeated.set(index, earlier);
  });
  return repeated;
}

const uuid = (what: string) => z.uuid({ error: `Must be the id of ${what}` });

function buildPreferenceListSchema() {
  const preference = z.object(
    {
      // a new preference may come without an id: the server gives it one
      id: z.uuid({ error: 'Must be a UUID' }).optional(),
      AcademicTermId: uuid('an academic term'),
      TeachingModeId: uuid('a teaching mode'),
      AssignmentTypeId: uuid('an assignment type').nullish(),
      weight: z
        .number({ error: 'Must be a number' })
        .int({ error: 'Must be a whole number' })
        .min(1, { error: 'Must be at least 1' })
        .max(preferenceLimits.weight, { error: `Must be at most ${preferenceLimits.weight}` }),
      notes: safeText(preferenceLimits.notes).nullish(),
      CourseIds: z
        .array(uuid('a course'), { error: 'Must be a list of course ids' })
        .max(preferenceLimits.courseWishes, {
          error: `At most ${preferenceLimits.courseWishes} course wishes`,
        })
        .refine((ids) => new Set(ids).size === ids.length, { error: 'Must not repeat a course' })
        .optional(),
    },
    { error: 'Must be a preference (term, teaching mode, weight)' },
  );
  return z
    .array(preference, { error: 'Must be a list of preferences' })
    .max(preferenceLimits.perSubmission, {
      error: `At most ${preferenceLimits.perSubmission} preferences`,
    })
    .superRefine((list, context) => {
      for (const [index, earlier] of repeatedSlots(list))
        context.addIssue({
          code: 'custom',
          path: [index, 'AcademicTermId'],
          message: `${sameSlotTwice} ${earlier + 1}`,
        });
      const ids = new Set<string>();
      list.forEach((preference, index) => {
        if (preference.id && ids.has(preference.id))
          context.addIssue({
            code: 'custom',
            path: [index, 'id'],
            message: 'Repeats the id of another preference',
          });
        if (preference.id) ids.add(preference.id);
      });
    });
}

let schema: ReturnType<typeof buildPreferenceListSchema> | undefined;
/**
 * The request schema of a preference list. Built on first use (not at import), so that a bundle that
 * imports the domain without it does not carry it.
 */
export function preferenceListSchema() {
  schema ??= buildPreferenceListSchema();
  return schema;
}

export type PreferenceInput = z.infer<ReturnType<typeof preferenceListSchema>>[number];

/** A parsed input as stored: an id for each (given by `newId` where missing), nulls and lists filled in. */
export function completePreferences(input: readonly PreferenceInput[], newId: () => string): Preference[] {
  return input.map((preference) => ({
    id: preference.id ?? newId(),
    AcademicTermId: preference.AcademicTermId,
    TeachingModeId: preference.TeachingModeId,
    AssignmentTypeId: preference.AssignmentTypeId ?? null,
    weight: preference.weight,
    notes: preference.notes ? preference.notes : null,
    CourseIds: preference.CourseIds ?? [],
  }));
}
