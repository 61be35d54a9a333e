import { sql } from 'kysely';
import type { ReadModels } from '../readModelDatabase.js';
import { userNameSql } from '../users/queries.js';
import { type PreferenceSubmissionRow, preferenceSubmissionIdOf } from './projection.js';

/** The workgroups a user (`u`) belongs to, by id, as a uuid[] column. */
const workgroupIdsSql = sql<string[]>`coalesce((
  select array_agg(m."WorkgroupId" order by m."WorkgroupId") from "workgroupMemberships" m
  where m."UserId" = u.id
), '{}')`;

/**
 * Who is asked for preferences in a period: every active faculty member who receives assignments (not
 * merged away), one row each, with their submission there or `notStarted`. `id` is the user's id here (a
 * unique tie-break for sorting).
 */
export function submissionRows(db: ReadModels, periodId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('facultyProfiles as fp', 'fp.UserId', 'u.id')
    .leftJoin('preferenceSubmissions as ps', (join) =>
      join.onRef('ps.UserId', '=', 'u.id').on('ps.AcademicPeriodId', '=', periodId),
    )
    .select([
      'u.id',
      'u.id as UserId',
      userNameSql.as('instructorName'),
      sql<string>`${periodId}::uuid`.as('AcademicPeriodId'),
      sql<string>`coalesce(ps.status, 'notStarted')`.as('status'),
      sql<number>`coalesce(ps."preferenceCount", 0)`.as('preferenceCount'),
      'ps.submittedAt',
      'ps.updatedAt',
      sql<number>`coalesce(ps.version, 0)`.as('version'),
      workgroupIdsSql.as('WorkgroupIds'),
    ])
    .where('u.isFaculty', '=', true)
    .where('u.isActive', '=', true)
    .where('u.MergedIntoUserId', 'is', null)
    .where(sql<boolean>`coalesce(fp."receiveAssignments", true) and coalesce(fp."isActive", true)`);
}

export type SubmissionRow = {
  id: string;
  UserId: string;
  AcademicPeriodId: string;
  status: string;
  WorkgroupIds: string[];
  version: number | string;
} & Record<string, unknown>;

/** A submission with its faculty member's name and workgroups; undefined when there is none. */
export function submissionWithInstructor(db: ReadModels, id: string) {
  return db
    .selectFrom('preferenceSubmissions as ps')
    .innerJoin('users as u', 'u.id', 'ps.UserId')
    .selectAll('ps')
    .select([userNameSql.as('instructorName'), workgroupIdsSql.as('WorkgroupIds')])
    .where('ps.id', '=', id)
    .executeTakeFirst();
}

/** The submission row of a faculty member in a period, or undefined before their first save. */
export function submissionOf(
  db: ReadModels,
  userId: string,
  periodId: string,
): Promise<PreferenceSubmissionRow | undefined> {
  return db
    .selectFrom('preferenceSubmissions')
    .selectAll()
    .where('id', '=', preferenceSubmissionIdOf(userId, periodId))
    .executeTakeFirst();
}

/** The latest period starting before `startDate` in which the faculty member has preferences. */
export async function lastPeriodWithPreferences(
  db: ReadModels,
  userId: string,
  startDate: string,
): Promise<{ AcademicPeriodId: string; name: string } | null> {
  const last = await db
    .selectFrom('preferenceSubmissions as ps')
    .innerJoin('academicPeriods as p', 'p.id', 'ps.AcademicPeriodId')
    .select(['p.id as AcademicPeriodId', 'p.name'])
    .where('ps.UserId', '=', userId)
    .where('ps.preferenceCount', '>', 0)
    .where('p.startDate', '<', startDate)
    .orderBy('p.startDate', 'desc')
    .orderBy('p.id', 'desc')
    .executeTakeFirst();
  return (last as { AcademicPeriodId: string; name: string } | undefined) ?? null;
}

/** A faculty member's submissions in every period, newest period first. */
export function submissionsOfMember(db: ReadModels, userId: string) {
  return db
    .selectFrom('preferenceSubmissions as ps')
    .innerJoin('academicPeriods as p', 'p.id', 'ps.AcademicPeriodId')
    .select([
      'ps.id',
      'ps.UserId',
      'ps.AcademicPeriodId',
      'p.name as periodName',
      'ps.status',
      'ps.preferenceCount',
      'ps.submittedAt',
      'ps.reopenedAt',
      'ps.reopenReason',
      'ps.updatedAt',
      'ps.version',
    ])
    .where('ps.UserId', '=', userId)
    .orderBy('p.startDate', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}
