import { sql } from 'kysely';
import type { ReadModels } from '../readModelDatabase.js';
import { withActiveEffort } from './activeEffort.js';

export { instructorEffortRows, type InstructorEffortRow } from './instructorEffortRows.js';
export { type CategoryAmount, unclassifiedCategory, withShares } from './instructorEffortQueries.js';
export type { EffortScope, ActiveEffortRow } from './activeEffort.js';

/** A period's effort per category (null: unclassified), prorated by days, with the rows behind it. */
export const effortByCategory = (db: ReadModels, periodId: string) =>
  withActiveEffort(db, { AcademicPeriodId: periodId })
    .selectFrom(
      sql<{ EffortCategoryId: string | null; amount: number; rows: number }>`(
        select k."EffortCategoryId", round(sum(r.weight * s.factor)::numeric, 2)::float8 as amount,
          sum(r."rowCount")::int as rows
        from "effortRows" r
        join "effortPeriodShares" s on s."PayPeriodId" = r."PayPeriodId"
        join "effortClassKeys" k on k.id = r."ClassKeyId"
        group by 1
      )`.as('c'),
    )
    .selectAll()
    .execute();

/** Every effort category, as the screens show them. */
export const effortCategoryRows = (db: ReadModels) =>
  db
    .selectFrom('effortCategories')
    .select(['id', 'name', 'color', 'countsAsTeaching', 'isActive'])
    .orderBy('name')
    .orderBy('id')
    .execute();

/**
 * The class keys no rule classifies with the period's rows that have them: a table to filter, sort and
 * page (`id` is the class key's).
 */
export const unclassifiedEffortRows = (db: ReadModels, periodId: string) =>
  withActiveEffort(db, { AcademicPeriodId: periodId })
    .selectFrom(
      sql<{
        id: string;
        CostCenter: string;
        EarnCode: string;
        EffortTypeId: string | null;
        effortTypeName: string | null;
        PositionTitle: string;
        rows: number;
        amount: number;
        people: number;
      }>`(
        select k.id, k."CostCenter", k."EarnCode", k."EffortTypeId", et.name as "effortTypeName",
          k."PositionTitle", sum(r."rowCount")::int as rows,
          round(sum(r.weight * s.factor)::numeric, 2)::float8 as amount,
          count(distinct coalesce(r."UserId"::text, r."EmployeeId"))::int as people
        from "effortRows" r
        join "effortPeriodShares" s on s."PayPeriodId" = r."PayPeriodId"
        join "effortClassKeys" k on k.id = r."ClassKeyId"
        left join "effortTypes" et on et.id = k."EffortTypeId"
        where k."EffortCategoryId" is null
        group by k.id, k."CostCenter", k."EarnCode", k."EffortTypeId", k."PositionTitle", et.name
      )`.as('u'),
    )
    .selectAll();

/** What a rule preview replays: effort per holder (or EmployeeId) and class key, in a period or overall. */
export interface ClassKeyEffortRow {
  UserId: string | null;
  EmployeeId: string;
  name: string;
  ClassKeyId: string;
  amount: number;
  rows: number;
}

export const effortPerHolderAndClassKey = (
  db: ReadModels,
  periodId: string | null,
  classKeyIds: readonly string[],
) =>
  withActiveEffort(db, periodId ? { AcademicPeriodId: periodId } : {})
    .selectFrom(
      sql<ClassKeyEffortRow>`(
        select r."UserId", min(r."EmployeeId") as "EmployeeId",
          coalesce(min(coalesce(nullif(u."displayName", ''), u."firstName" || ' ' || u."lastName")),
            min(r."EmployeeId")) as name,
          r."ClassKeyId", sum(r.weight * ${periodId ? sql`s.factor` : sql`1`})::float8 as amount,
          sum(r."rowCount")::int as rows
        from "effortRows" r
        ${periodId ? sql`join "effortPeriodShares" s on s."PayPeriodId" = r."PayPeriodId"` : sql``}
        left join users u on u.id = r."UserId"
        where r."ClassKeyId" = any(${classKeyIds}::uuid[])
        group by r."UserId", case when r."UserId" is null then r."EmployeeId" end, r."ClassKeyId"
      )`.as('h'),
    )
    .selectAll()
    .execute();

/**
 * Effort per pay period and category (unprorated) of the rows in `scope`: one user's (My Effort) or one
 * position's (its timeline, which also names the position's title).
 */
export const effortByPayPeriod = (db: ReadModels, scope: { UserId: string } | { PositionId: string }) =>
  withActiveEffort(db, scope)
    .selectFrom(
      sql<{
        PayPeriodId: string;
        code: string;
        startDate: string;
        endDate: string;
        EffortCategoryId: string | null;
        amount: number;
        PositionTitle: string;
      }>`(
        select pp.id as "PayPeriodId", pp.code, pp."startDate"::text as "startDate",
          pp."endDate"::text as "endDate", k."EffortCategoryId",
          round(sum(r.weight)::numeric, 2)::float8 as amount, min(k."PositionTitle") as "PositionTitle"
        from "effortRows" r
        join "effortPayPeriods" pp on pp.id = r."PayPeriodId"
        join "effortClassKeys" k on k.id = r."ClassKeyId"
        group by pp.id, pp.code, pp."startDate", pp."endDate", k."EffortCategoryId"
      )`.as('m'),
    )
    .selectAll()
    .orderBy('startDate')
    .orderBy('PayPeriodId')
    .execute();

export const userEffortPositions = (db: ReadModels, userId: string) =>
  withActiveEffort(db, { UserId: userId })
    .selectFrom(
      sql<{ PositionId: string; PositionTitle: string }>`(
        select r."PositionId",
          (array_agg(k."PositionTitle" order by pp."startDate" desc, k."PositionTitle"))[1] as "PositionTitle"
        from "effortRows" r
        join "effortPayPeriods" pp on pp.id = r."PayPeriodId"
        join "effortClassKeys" k on k.id = r."ClassKeyId"
        group by r."PositionId"
      )`.as('p'),
    )
    .selectAll()
    .orderBy('PositionId')
    .execute();
