import { readingNow } from '@tams/platform';
import type { ReadModelDatabase, ReadModels } from '../readModelDatabase.js';

export type AcademicPeriodRow = ReadModelDatabase['academicPeriods'];

const periods = (db: ReadModels) => db.selectFrom('academicPeriods').selectAll();

export const academicPeriodById = (db: ReadModels, id: string): Promise<AcademicPeriodRow | undefined> =>
  periods(db).where('id', '=', id).executeTakeFirst();

/** The period the system's active-period stream names; undefined while none is. */
export const systemActivePeriod = (db: ReadModels): Promise<AcademicPeriodRow | undefined> =>
  periods(db).where('isSystemActive', '=', true).executeTakeFirst();

export async function academicPeriodExists(db: ReadModels, id: string): Promise<boolean> {
  return !!(await db.selectFrom('academicPeriods').select('id').where('id', '=', id).executeTakeFirst());
}

/**
 * The academic period a user works in: their working period when set (and still there), else the system's
 * active one; undefined when neither exists.
 */
export async function workingPeriodOf(
  db: ReadModels,
  userId: string,
): Promise<AcademicPeriodRow | undefined> {
  // the reader's working period is theirs now, also while they read the plan as of the past
  const user = await readingNow(() =>
    db.selectFrom('users').select('WorkingAcademicPeriodId').where('id', '=', userId).executeTakeFirst(),
  );
  const working = user?.WorkingAcademicPeriodId
    ? await academicPeriodById(db, user.WorkingAcademicPeriodId)
    : undefined;
  return working ?? (await systemActivePeriod(db));
}

/** The periods published to faculty (progress step 8), newest first. */
export const publishedForFacultyPeriods = (db: ReadModels): Promise<AcademicPeriodRow[]> =>
  periods(db)
    .where('publishedForFaculty', '=', true)
    .orderBy('startDate', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Whether the period is published to faculty (progress step 8); false when there is no such period. */
export async function isPublishedForFaculty(db: ReadModels, id: string): Promise<boolean> {
  const period = await db
    .selectFrom('academicPeriods')
    .select('publishedForFaculty')
    .where('id', '=', id)
    .executeTakeFirst();
  return period?.publishedForFaculty === true;
}
