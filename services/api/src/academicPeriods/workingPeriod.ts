import type { Kysely } from 'kysely';
import type { Row } from '../resources/recordReads.js';

/**
 * The academic period a user works in: their working period when set (and still there), else the system's
 * active one; undefined when neither exists. From the read models (GET /api/academicPeriods/active, the
 * dashboard).
 */
export async function workingPeriodOf(db: Kysely<any>, userId: string): Promise<Row | undefined> {
  const periods = () => db.selectFrom('academicPeriods').selectAll();
  const user = await db
    .selectFrom('users')
    .select('WorkingAcademicPeriodId')
    .where('id', '=', userId)
    .executeTakeFirst();
  const working = user?.WorkingAcademicPeriodId
    ? await periods().where('id', '=', user.WorkingAcademicPeriodId).executeTakeFirst()
    : undefined;
  return (working ?? (await periods().where('isSystemActive', '=', true).executeTakeFirst())) as
    Row | undefined;
}
