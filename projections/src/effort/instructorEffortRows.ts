import { currentAsOf } from '@tams/platform';
import { sql } from 'kysely';
import type { ReadModels } from '../readModelDatabase.js';
import { userNameSql } from '../users/queries.js';
import {
  type CategoryAmount,
  requiredPointsSourceSql,
  requiredPointsSql,
  withInstructorEffort,
} from './instructorEffortQueries.js';

/** A faculty member's effort in one academic period (DESIGN §14 InstructorEfforts), as listed. */
export interface InstructorEffortRow {
  id: string;
  UserId: string;
  name: string;
  AcademicPeriodId: string;
  academicPeriodName: string;
  startDate: string;
  useAdvancedEffort: boolean;
  totalAmount: number;
  categories: CategoryAmount[];
  payrollTeachingShare: number | null;
  expectedTeachingShare: number | null;
  expectedTeachingShareSource: 'payroll' | 'adjusted' | 'none';
  adjustmentReason: string | null;
  version: number;
  pointsRequired: number | null;
  pointsRequiredSource: string | null;
  pointsAssigned: number;
  adminPoints: number;
  pointsDifference: number | null;
  status: 'over' | 'under' | 'met' | 'notSet';
  hasEffort: boolean;
}

const adjusted = sql`s."expectedTeachingShare"`;
const expectedSql = sql`coalesce(${adjusted}, t."payrollTeachingShare")`;
/** The expected share where the period uses advanced effort (what required points follow from). */
const advancedExpectedSql = sql`case when p."useAdvancedEffort" then ${expectedSql} end`;
const computedRequiredSql = requiredPointsSql(advancedExpectedSql);
const computedSourceSql = requiredPointsSourceSql(advancedExpectedSql);
const storedRequiredSql = sql`rp."pointsRequired"`;
const storedSourceSql = sql<string | null>`rp."pointsRequiredSource"`;
const assignedSql = sql`coalesce(wl."pointsAssigned", 0)`;

/**
 * Faculty members (not merged away) x academic periods with their effort, expected teaching share and
 * points, as a table to filter, sort and page: one period for every member, or every period for one member
 * (those that use advanced effort or where the member has effort or a hand-set share).
 */
export function instructorEffortRows(
  db: ReadModels,
  scope: { AcademicPeriodId: string } | { UserId: string },
  { computed = false } = {},
) {
  // the stored column (DESIGN §19) unless a what-if (requiredPointsWhatIf) or an as-of read asks for the
  // definition computed over what it sees
  const stored = !computed && currentAsOf() === undefined;
  const requiredSql = stored ? storedRequiredSql : computedRequiredSql;
  let query = withInstructorEffort(db, scope)
    .selectFrom('users as u')
    .innerJoin('academicPeriods as p', (join) =>
      'AcademicPeriodId' in scope ? join.on('p.id', '=', scope.AcademicPeriodId) : join.onTrue(),
    )
    .leftJoin('effortUserTotals as t', (join) =>
      join.onRef('t.UserId', '=', 'u.id').onRef('t.AcademicPeriodId', '=', 'p.id'),
    )
    .leftJoin('instructorEffortShares as s', (join) =>
      join.onRef('s.UserId', '=', 'u.id').onRef('s.AcademicPeriodId', '=', 'p.id'),
    )
    .leftJoin('facultyProfiles as fp', 'fp.UserId', 'u.id')
    .leftJoin('instructorTypes as it', 'it.id', 'fp.InstructorTypeId')
    .leftJoin('financialData as fd', (join) =>
      join.onRef('fd.UserId', '=', 'u.id').onRef('fd.AcademicPeriodId', '=', 'p.id'),
    )
    .leftJoin('instructorWorkloads as wl', (join) =>
      join.onRef('wl.UserId', '=', 'u.id').onRef('wl.AcademicPeriodId', '=', 'p.id'),
    )
    .leftJoin('instructorRequiredPoints as rp', (join) =>
      join.onRef('rp.UserId', '=', 'u.id').onRef('rp.AcademicPeriodId', '=', 'p.id'),
    )
    .select([
      'u.id as id',
      'u.id as UserId',
      userNameSql.as('name'),
      'p.id as AcademicPeriodId',
      'p.name as academicPeriodName',
      sql<string>`p."startDate"::text`.as('startDate'),
      'p.useAdvancedEffort',
      sql<number>`coalesce(t."totalAmount", 0)`.as('totalAmount'),
      sql<CategoryAmount[]>`coalesce(t.categories, '[]')`.as('categories'),
      sql<number | null>`t."payrollTeachingShare"`.as('payrollTeachingShare'),
      sql<number | null>`${expectedSql}::float8`.as('expectedTeachingShare'),
      sql<'payroll' | 'adjusted' | 'none'>`case when ${adjusted} is not null then 'adjusted'
        when t."payrollTeachingShare" is not null then 'payroll' else 'none' end`.as(
        'expectedTeachingShareSource',
      ),
      sql<string | null>`s.reason`.as('adjustmentReason'),
      sql<number>`coalesce(s.version, 0)::int`.as('version'),
      sql<number | null>`${requiredSql}::float8`.as('pointsRequired'),
      (stored ? storedSourceSql : computedSourceSql).as('pointsRequiredSource'),
      sql<number>`${assignedSql}::float8`.as('pointsAssigned'),
      sql<number>`coalesce(wl."adminPoints", 0)::float8`.as('adminPoints'),
      sql<number | null>`(${assignedSql} - ${requiredSql})::float8`.as('pointsDifference'),
      sql<'over' | 'under' | 'met' | 'notSet'>`case when ${requiredSql} is null then 'notSet'
        when ${assignedSql} > ${requiredSql} then 'over'
        when ${assignedSql} < ${requiredSql} then 'under' else 'met' end`.as('status'),
      sql<boolean>`t."UserId" is not null`.as('hasEffort'),
    ])
    .where('u.isFaculty', '=', true)
    .where('u.MergedIntoUserId', 'is', null);
  if ('UserId' in scope)
    query = query
      .where('u.id', '=', scope.UserId)
      .where((eb) =>
        eb.or([
          eb('p.useAdvancedEffort', '=', true),
          eb('t.UserId', 'is not', null),
          eb('s.id', 'is not', null),
        ]),
      );
  return query;
}
