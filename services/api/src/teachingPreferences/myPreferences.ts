import {
  NotFoundError,
  type Preference,
  preferenceSchema,
  type PreferenceStatus,
  preferenceStatuses,
  progressStepOf,
} from '@tams/domain';
import {
  lastPeriodWithPreferences,
  preferenceSubmissionIdOf,
  type ReadModels,
  submissionOf,
} from '@tams/projections';
import { z } from 'zod';
import { courseChoicesOf, courseNamesOf } from './courseWishes.js';

/** Faculty edit their preferences while the period's planning is at step 4 (Teaching preferences) or before. */
export const preferenceWindowLastStep = 4;

export interface PreferencePeriod {
  id: string;
  name: string;
  startDate: string;
  progressStep: number;
}

/** The period with its step (from the academicPeriods read model), or 404. */
export async function preferencePeriod(db: ReadModels, periodId: string): Promise<PreferencePeriod> {
  const period = await db
    .selectFrom('academicPeriods')
    .select(['id', 'name', 'startDate', 'progressStep'])
    .where('id', '=', periodId)
    .executeTakeFirst();
  if (!period) throw new NotFoundError('academicPeriods', periodId);
  return { ...period, progressStep: Number(period.progressStep ?? 1) } as PreferencePeriod;
}

export const windowOpenIn = (period: PreferencePeriod) => period.progressStep <= preferenceWindowLastStep;

function windowMessageOf(period: PreferencePeriod, open: boolean, status: PreferenceStatus): string | null {
  if (status === 'submitted')
    return open
      ? 'Submitted. Staff can reopen your preferences if you need to change them.'
      : 'Submitted. The window for changes is closed.';
  if (open) return null;
  if (status === 'reopened')
    return 'Reopened by staff: you may change your preferences and submit them again.';
  const step = progressStepOf(period.progressStep);
  return (
    `The teaching preferences window for ${period.name} is closed: planning is at step ` +
    `${period.progressStep}${step ? ` (${step.name})` : ''}. Ask staff to reopen your preferences to change them.`
  );
}

/** GET /api/myTeachingPreferences: the caller's preferences in a period, and what they may do with them. */
export const myPreferencesSchema = z.object({
  id: z.string(),
  UserId: z.string(),
  AcademicPeriodId: z.string(),
  periodName: z.string(),
  status: z.enum(preferenceStatuses),
  preferences: z.array(preferenceSchema),
  submittedAt: z.date().nullable(),
  reopenedAt: z.date().nullable(),
  reopenReason: z.string().nullable(),
  version: z.number().int(),
  windowOpen: z.boolean(),
  editable: z.boolean(),
  windowMessage: z.string().nullable(),
  /** The latest earlier period with preferences to copy from. */
  lastPeriod: z.object({ AcademicPeriodId: z.string(), name: z.string() }).nullable(),
  courseChoices: z.array(z.object({ id: z.string(), courseNumber: z.string(), name: z.string() })),
  /** CourseId -> "MATH 101 Calculus I", of the courses the preferences wish for. */
  courseNames: z.record(z.string(), z.string()),
});
export type MyPreferences = z.infer<typeof myPreferencesSchema>;

export async function myPreferencesOf(
  db: ReadModels,
  userId: string,
  periodId: string,
): Promise<MyPreferences> {
  const period = await preferencePeriod(db, periodId);
  const [row, lastPeriod, courseChoices] = await Promise.all([
    submissionOf(db, userId, periodId),
    lastPeriodWithPreferences(db, userId, period.startDate),
    courseChoicesOf(db, periodId),
  ]);
  const status = (row?.status ?? 'notStarted') as PreferenceStatus;
  const preferences = (row?.preferences ?? []) as Preference[];
  const windowOpen = windowOpenIn(period);
  return {
    id: preferenceSubmissionIdOf(userId, periodId),
    UserId: userId,
    AcademicPeriodId: periodId,
    periodName: period.name,
    status,
    preferences,
    submittedAt: row?.submittedAt ?? null,
    reopenedAt: row?.reopenedAt ?? null,
    reopenReason: row?.reopenReason ?? null,
    version: Number(row?.version ?? 0),
    windowOpen,
    editable: status !== 'submitted' && (windowOpen || status === 'reopened'),
    windowMessage: windowMessageOf(period, windowOpen, status),
    lastPeriod,
    courseChoices,
    courseNames: await courseNamesOf(db, preferences),
  };
}
