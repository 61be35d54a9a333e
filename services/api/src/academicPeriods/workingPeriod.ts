import { ValidationError } from '@tams/domain';
import type { Kysely } from 'kysely';
import type { Row } from '../resources/recordReads.js';
import { uuidPattern } from '../http/ids.js';

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

/**
 * The period a request asks for (`AcademicPeriodId`, refused with a 400 when it names no period), else the
 * user's working period; null when there is neither.
 */
export async function askedOrWorkingPeriodId(
  db: Kysely<any>,
  asked: unknown,
  userId: string,
): Promise<string | null> {
  if (asked === undefined || asked === null || asked === '')
    return (await workingPeriodOf(db, userId))?.id ?? null;
  const exists =
    typeof asked === 'string' &&
    uuidPattern.test(asked) &&
    (await db.selectFrom('academicPeriods').select('id').where('id', '=', asked).executeTakeFirst());
  if (!exists) throw new ValidationError({ AcademicPeriodId: 'No such academic period' });
  return asked as string;
}
