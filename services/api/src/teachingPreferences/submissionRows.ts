import { preferenceStatuses } from '@tams/domain';
import { preferenceSubmissionIdOf } from '@tams/projections';
import { type Kysely, sql } from 'kysely';
import type { ListAllowList } from '../http/listQuery.js';
import { userNameSql } from '../schedule/sectionInstructors.js';

/** What /api/preferenceSubmissions may be filtered and sorted by (DESIGN §6: an allow-list, never raw SQL). */
export const submissionsAllowList: ListAllowList = {
  fields: {
    AcademicPeriodId: { kind: 'uuid', ops: ['eq'] },
    status: { kind: 'enum', ops: ['eq', 'in'], values: preferenceStatuses },
    WorkgroupId: { kind: 'uuid', ops: ['eq', 'in'] },
    UserId: { kind: 'uuid', ops: ['eq', 'in'] },
    instructorName: { kind: 'text', ops: ['eq', 'contains', 'startsWith'] },
  },
  sortable: new Set(['instructorName', 'status', 'preferenceCount', 'submittedAt', 'updatedAt']),
  includes: new Set(),
  search: ['instructorName'],
  meta: false,
  defaultSort: [{ field: 'instructorName', direction: 'ASC' }],
};

/**
 * Who is asked for preferences in a period: every active faculty member who receives assignments (not
 * merged away), one row each, with their submission there or `notStarted`. `id` is the user's id here (a
 * unique tie-break for sorting); `presentSubmission` turns it into the submission's id.
 */
export function submissionRows(db: Kysely<any>, periodId: string) {
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
      sql<string[]>`coalesce((
        select array_agg(m."WorkgroupId" order by m."WorkgroupId") from "workgroupMemberships" m
        where m."UserId" = u.id
      ), '{}')`.as('WorkgroupIds'),
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

/** A row as answered: the submission's id (derived, so notStarted rows have one too), numbers as numbers. */
export const presentSubmission = (row: SubmissionRow) => ({
  ...row,
  id: preferenceSubmissionIdOf(row.UserId, row.AcademicPeriodId),
  version: Number(row.version),
  preferenceCount: Number(row.preferenceCount ?? 0),
});
