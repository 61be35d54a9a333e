import { NotFoundError, type Preference, type PreferenceStatus, progressStepOf } from '@tams/domain';
import { preferenceSubmissionIdOf } from '@tams/projections';
import type { Kysely } from 'kysely';
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
export async function preferencePeriod(db: Kysely<any>, periodId: string): Promise<PreferencePeriod> {
  const period = await db
    .selectFrom('academicPeriods')
    .select(['id', 'name', 'startDate', 'progressStep'])
    .where('id', '=', periodId)
    .executeTakeFirst();
  if (!period) throw new NotFoundError('academicPeriods', periodId);
  return { ...period, progressStep: Number(period.progressStep ?? 1) } as PreferencePeriod;
}

export const windowOpenIn = (period: PreferencePeriod) => period.progressStep <= preferenceWindowLastStep;

/** The submission row of a faculty member in a period, or undefined before their first save. */
export async function submissionOf(db: Kysely<any>, userId: string, periodId: string) {
  return (await db
    .selectFrom('preferenceSubmissions')
    .selectAll()
    .where('id', '=', preferenceSubmissionIdOf(userId, periodId))
    .executeTakeFirst()) as Record<string, any> | undefined;
}

/** The latest period before `period` in which the faculty member has preferences (what copy takes). */
export async function lastPeriodWithPreferences(db: Kysely<any>, userId: string, period: PreferencePeriod) {
  const last = await db
    .selectFrom('preferenceSubmissions as ps')
    .innerJoin('academicPeriods as p', 'p.id', 'ps.AcademicPeriodId')
    .select(['p.id as AcademicPeriodId', 'p.name'])
    .where('ps.UserId', '=', userId)
    .where('ps.preferenceCount', '>', 0)
    .where('p.startDate', '<', period.startDate)
    .orderBy('p.startDate', 'desc')
    .orderBy('p.id', 'desc')
    .executeTakeFirst();
  return (last as { AcademicPeriodId: string; name: string } | undefined) ?? null;
}

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
export async function myPreferencesOf(db: Kysely<any>, userId: string, periodId: string) {
  const period = await preferencePeriod(db, periodId);
  const [row, lastPeriod, courseChoices] = await Promise.all([
    submissionOf(db, userId, periodId),
    lastPeriodWithPreferences(db, userId, period),
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
