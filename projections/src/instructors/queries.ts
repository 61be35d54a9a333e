import { sql } from 'kysely';
import {
  advancedExpectedShares,
  requiredPointsSourceSql,
  requiredPointsSql,
} from '../effort/instructorEffortQueries.js';
import { currentAsOf } from '@tams/platform';
import type { ReadModels } from '../readModelDatabase.js';
import { userNameSql } from '../users/queries.js';
import { requiredColumnsOf } from './requiredPointsTable.js';

/** How a faculty member's points in a period compare with what they owe (DESIGN §11). */
export const workloadStatuses = ['over', 'under', 'met', 'notSet'] as const;

/** The expected teaching share where the period uses advanced effort (expectedSharesOf), for requiredPointsSql. */
const expectedShareSql = sql`ef."expectedTeachingShare"`;

/** With effort management off (aemEnabled), its shares set nobody's required points: no rows, no work. */
const expectedSharesOf = (db: ReadModels, periodId: string | null, effortEnabled: boolean) =>
  effortEnabled
    ? advancedExpectedShares(db, periodId)
    : db
        .selectNoFrom([
          sql<string>`null::uuid`.as('UserId'),
          sql<number>`null::numeric`.as('expectedTeachingShare'),
        ])
        .where(sql<boolean>`false`);
const requiredSql = sql<number | null>`rq."pointsRequired"`;
const assignedSql = sql<string>`coalesce(wl."pointsAssigned", 0)`;

/** Users with what their required points in `periodId` follow from: `fp`, `it`, `fd` and `ef` (the share). */
const requiredInputs = (db: ReadModels, periodId: string | null, effortEnabled: boolean) =>
  db
    .selectFrom('users as u')
    .leftJoin('facultyProfiles as fp', 'fp.UserId', 'u.id')
    .leftJoin('instructorTypes as it', 'it.id', 'fp.InstructorTypeId')
    .leftJoin('financialData as fd', (join) =>
      join.onRef('fd.UserId', '=', 'u.id').on('fd.AcademicPeriodId', '=', periodId),
    )
    .leftJoin(expectedSharesOf(db, periodId, effortEnabled).as('ef'), 'ef.UserId', 'u.id');

/**
 * Each faculty member's required points in `periodId` with their source (DESIGN §19): the stored column
 * (the requiredPoints processor) for the present; as of an instant (DESIGN §16), or without a period, the
 * same definition computed over the tables that keep history (requiredPointsSql, which a test holds to
 * requiredPointsOf and to the column). `computed`: the definition, now (what the column must agree with).
 */
export function requiredPointsOfPeriod(
  db: ReadModels,
  periodId: string | null,
  effortEnabled: boolean,
  { computed = false } = {},
) {
  if (periodId !== null && !computed && currentAsOf() === undefined) {
    const columns = requiredColumnsOf(effortEnabled);
    return db
      .selectFrom('instructorRequiredPoints as rp')
      .select([
        'rp.UserId',
        sql<number | null>`rp.${sql.ref(columns.value)}`.as('pointsRequired'),
        sql<string | null>`rp.${sql.ref(columns.source)}`.as('pointsRequiredSource'),
      ])
      .where('rp.AcademicPeriodId', '=', periodId);
  }
  return requiredInputs(db, periodId, effortEnabled)
    .select([
      'u.id as UserId',
      sql<number | null>`${requiredPointsSql(expectedShareSql)}`.as('pointsRequired'),
      requiredPointsSourceSql(expectedShareSql).as('pointsRequiredSource'),
    ])
    .where('u.isFaculty', '=', true);
}

/**
 * Every faculty member (not merged away) with their profile's facts and their workload in `periodId`, one
 * row each, as a table to filter, sort and page (`applyFilters` / `applySort` on its columns). Joins by
 * primary or (UserId, AcademicPeriodId) keys: a department has hundreds of faculty, not tens of thousands.
 */
export function instructorRows(db: ReadModels, periodId: string | null, { effortEnabled = false } = {}) {
  return db
    .selectFrom('users as u')
    .leftJoin('facultyProfiles as fp', 'fp.UserId', 'u.id')
    .leftJoin('instructorTypes as it', 'it.id', 'fp.InstructorTypeId')
    .leftJoin('ranks as r', 'r.id', 'fp.RankId')
    .leftJoin('divisions as d', 'd.id', 'fp.DivisionId')
    .leftJoin('instructorWorkloads as wl', (join) =>
      join.onRef('wl.UserId', '=', 'u.id').on('wl.AcademicPeriodId', '=', periodId),
    )
    .leftJoin(requiredPointsOfPeriod(db, periodId, effortEnabled).as('rq'), 'rq.UserId', 'u.id')
    .select([
      'u.id',
      userNameSql.as('name'),
      'u.lastName',
      'u.email',
      'u.isActive',
      sql<boolean>`coalesce(fp."receiveAssignments", true) and coalesce(fp."isActive", true)`.as(
        'receiveAssignments',
      ),
      'fp.id as FacultyProfileId',
      'fp.InstructorTypeId',
      'it.name as instructorTypeName',
      'fp.RankId',
      'r.name as rankName',
      'fp.DivisionId',
      'd.name as divisionName',
      sql<string[]>`coalesce((
        select array_agg(m."WorkgroupId") from "workgroupMemberships" m where m."UserId" = u.id
      ), '{}')`.as('WorkgroupIds'),
      sql<{ id: string; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', w.id, 'name', w.name) order by w.name, w.id)
        from "workgroupMemberships" m join workgroups w on w.id = m."WorkgroupId" where m."UserId" = u.id
      ), '[]')`.as('Workgroups'),
      sql<string | null>`${periodId}::uuid`.as('AcademicPeriodId'),
      sql<number | null>`${requiredSql}::float8`.as('pointsRequired'),
      sql<string | null>`rq."pointsRequiredSource"`.as('pointsRequiredSource'),
      sql<number>`coalesce(wl."teachingPoints", 0)::float8`.as('teachingPoints'),
      sql<number>`coalesce(wl."adminPoints", 0)::float8`.as('adminPoints'),
      sql<number>`${assignedSql}::float8`.as('pointsAssigned'),
      sql<number | null>`(${requiredSql} - ${assignedSql})::float8`.as('pointsRemaining'),
      sql<string>`case when ${requiredSql} is null then 'notSet'
        when ${assignedSql} > ${requiredSql} then 'over'
        when ${assignedSql} < ${requiredSql} then 'under' else 'met' end`.as('workloadStatus'),
      sql<number>`coalesce(wl."sectionCount", 0)`.as('sectionCount'),
      sql<number>`coalesce(wl."adminAssignmentCount", 0)`.as('adminAssignmentCount'),
    ])
    .where('u.isFaculty', '=', true)
    .where('u.MergedIntoUserId', 'is', null);
}

export type InstructorRow = {
  id: string;
  name: string;
  pointsRequired: number | null;
  pointsAssigned: number;
  pointsRemaining: number | null;
  receiveAssignments: boolean;
  isActive: boolean;
  WorkgroupIds: string[];
} & Record<string, unknown>;

/** One faculty member's row for the period, or undefined when they are not faculty. */
export async function instructorRow(
  db: ReadModels,
  userId: string,
  periodId: string | null,
  options: { effortEnabled?: boolean } = {},
): Promise<InstructorRow | undefined> {
  return (await db
    .selectFrom(instructorRows(db, periodId, options).as('i'))
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirst()) as InstructorRow | undefined;
}

/**
 * A faculty member's points per academic period (DESIGN §11), with the period's name and start (what the
 * list is ordered by), as a table to filter: `w` the workload, `p` the period.
 */
export const instructorWorkloadRows = (db: ReadModels) =>
  db
    .selectFrom('instructorWorkloads as w')
    .innerJoin('academicPeriods as p', 'p.id', 'w.AcademicPeriodId')
    .select(['w.id', 'w.UserId', 'w.AcademicPeriodId', 'p.name as academicPeriodName', 'p.startDate'])
    .select((eb) => [
      eb.cast<number>('w.teachingPoints', 'float8').as('teachingPoints'),
      eb.cast<number>('w.adminPoints', 'float8').as('adminPoints'),
      eb.cast<number>('w.pointsAssigned', 'float8').as('pointsAssigned'),
      'w.sectionCount',
      'w.adminAssignmentCount',
    ]);

/**
 * What faculty members' required points in a period follow from (DESIGN §19), as requiredPointsOf of
 * @tams/domain takes them, with their instructor type's name: for the stored column (requiredPoints
 * processor), Explain's formula and the rule preview: of faculty members not merged away (`userIds`, or
 * 'allFaculty' for every one).
 */
export function requiredPointsFacts(
  db: ReadModels,
  userIds: readonly string[] | 'allFaculty',
  periodId: string,
  { effortEnabled = false } = {},
) {
  if (userIds !== 'allFaculty' && userIds.length === 0) return Promise.resolve([]);
  const query = requiredInputs(db, periodId, effortEnabled).select([
    'u.id as UserId',
    sql<number | null>`fd."pointsRequired"::float8`.as('financialData'),
    sql<number | null>`ef."expectedTeachingShare"::float8`.as('expectedTeachingShare'),
    sql<number | null>`it."defaultPointsRequired"::float8`.as('instructorTypeDefault'),
    sql<string | null>`it.name`.as('instructorTypeName'),
  ]);
  const faculty = query.where('u.isFaculty', '=', true).where('u.MergedIntoUserId', 'is', null);
  return (userIds === 'allFaculty' ? faculty : faculty.where('u.id', 'in', [...userIds])).execute();
}

/**
 * requiredPointsFacts in several periods at once, where no expected share counts (periods that do not use
 * advanced effort): one statement for the requiredPoints processor, whatever the number of periods.
 */
export function requiredPointsFactsWithoutEffort(
  db: ReadModels,
  userIds: readonly string[] | 'allFaculty',
  periodIds: readonly string[],
) {
  if (periodIds.length === 0 || (userIds !== 'allFaculty' && userIds.length === 0))
    return Promise.resolve([]);
  const faculty = db
    .selectFrom('users as u')
    .innerJoin('academicPeriods as p', (join) => join.on('p.id', 'in', [...periodIds]))
    .leftJoin('facultyProfiles as fp', 'fp.UserId', 'u.id')
    .leftJoin('instructorTypes as it', 'it.id', 'fp.InstructorTypeId')
    .leftJoin('financialData as fd', (join) =>
      join.onRef('fd.UserId', '=', 'u.id').onRef('fd.AcademicPeriodId', '=', 'p.id'),
    )
    .select([
      'u.id as UserId',
      'p.id as AcademicPeriodId',
      sql<number | null>`fd."pointsRequired"::float8`.as('financialData'),
      sql<number | null>`null::float8`.as('expectedTeachingShare'),
      sql<number | null>`it."defaultPointsRequired"::float8`.as('instructorTypeDefault'),
    ])
    .where('u.isFaculty', '=', true)
    .where('u.MergedIntoUserId', 'is', null);
  return (userIds === 'allFaculty' ? faculty : faculty.where('u.id', 'in', [...userIds])).execute();
}

/** requiredPointsFacts of one member. */
export async function requiredPointsFactsOf(
  db: ReadModels,
  userId: string,
  periodId: string,
  options: { effortEnabled?: boolean } = {},
) {
  return (await requiredPointsFacts(db, [userId], periodId, options))[0];
}
