import { sql } from 'kysely';
import type { ReadModels } from '../readModelDatabase.js';
import { cteBody, type EffortScope, withActiveEffort } from './activeEffort.js';

/** One category's part of a member's effort in a period. */
export interface CategoryAmount {
  EffortCategoryId: string | null;
  name: string;
  color: string;
  amount: number;
  share: number | null;
}

export interface UserEffortTotalRow {
  UserId: string;
  AcademicPeriodId: string;
  totalAmount: number;
  categories: CategoryAmount[];
  /** Percent of the total in categories that count as teaching; null without positive effort. */
  payrollTeachingShare: number | null;
}

/** The colour and name of effort no rule classifies. */
export const unclassifiedCategory = { name: 'Unclassified', color: '#9e9e9e' } as const;

/**
 * The effort CTEs plus `effortUserTotals`: per holder and academic period (prorated by days), the total,
 * each category's amount and share, and the payroll teaching share.
 */
export function withInstructorEffort(db: ReadModels, scope: EffortScope) {
  return withActiveEffort(db, { ...scope, prorate: true })
    .with('effortUserCategories', () =>
      cteBody(sql<{
        UserId: string;
        AcademicPeriodId: string;
        EffortCategoryId: string | null;
        amount: number;
      }>`
        select r."UserId", s."AcademicPeriodId", k."EffortCategoryId", sum(r.weight * s.factor) as amount
        from "effortRows" r
        join "effortPeriodShares" s on s."PayPeriodId" = r."PayPeriodId"
        join "effortClassKeys" k on k.id = r."ClassKeyId"
        where r."UserId" is not null
        group by 1, 2, 3`),
    )
    .with('effortUserTotals', () =>
      cteBody(sql<UserEffortTotalRow>`
        select t."UserId", t."AcademicPeriodId", round(t.total::numeric, 2)::float8 as "totalAmount",
          t.categories,
          case when t.total > 0 then round((100 * t.teaching / t.total)::numeric, 2)::float8 end
            as "payrollTeachingShare"
        from (
          select uc."UserId", uc."AcademicPeriodId", sum(uc.amount) as total,
            coalesce(sum(uc.amount) filter (where c."countsAsTeaching"), 0) as teaching,
            json_agg(json_build_object(
              'EffortCategoryId', uc."EffortCategoryId",
              'name', coalesce(c.name, ${unclassifiedCategory.name}),
              'color', coalesce(c.color, ${unclassifiedCategory.color}),
              'amount', round(uc.amount::numeric, 2)
            ) order by c.id is null, c.name, c.id) as categories
          from "effortUserCategories" uc left join "effortCategories" c on c.id = uc."EffortCategoryId"
          group by 1, 2
        ) t`),
    );
}

/** Shares of each category in the total, in percent to two decimals (computed once the total is known). */
export const withShares = (row: { totalAmount: number; categories: CategoryAmount[] }) =>
  row.categories.map((category) => ({
    ...category,
    amount: Number(category.amount),
    share: row.totalAmount > 0 ? Math.round((10000 * Number(category.amount)) / row.totalAmount) / 100 : null,
  }));

/**
 * Each faculty member's expected teaching share in `periodId` when that period uses advanced effort (DESIGN
 * §14): the one an effortManager set, else the payroll share. No rows for another period.
 */
export function advancedExpectedShares(db: ReadModels, periodId: string | null) {
  const period = periodId ?? '00000000-0000-0000-0000-000000000000';
  return withInstructorEffort(db, { AcademicPeriodId: period, advancedOnly: true })
    .selectFrom(
      sql<{ UserId: string; expectedTeachingShare: number }>`(
        select coalesce(s."UserId", t."UserId") as "UserId",
          coalesce(s."expectedTeachingShare", t."payrollTeachingShare") as "expectedTeachingShare"
        from "effortUserTotals" t
        full join (
          select x."UserId", x."expectedTeachingShare" from "instructorEffortShares" x
          where x."AcademicPeriodId" = ${period} and x."expectedTeachingShare" is not null
            and exists (select 1 from "academicPeriods" p where p.id = ${period} and p."useAdvancedEffort")
        ) s on s."UserId" = t."UserId"
      )`.as('shares'),
    )
    .select(['shares.UserId', 'shares.expectedTeachingShare'])
    .where('shares.expectedTeachingShare', 'is not', null);
}

/**
 * Required points (DESIGN §19) over `fd` (financial data), `it` (instructor type) and `expected` (the
 * expected teaching share where the period uses advanced effort, else null): requiredPointsOf of
 * @tams/domain in SQL, which requiredPoints.int.spec.ts holds to it. The financial data's points win; else
 * the share of the type's full-time points; else the type's default; two decimals.
 */
export const requiredPointsSql = (expected: ReturnType<typeof sql>) =>
  sql<number | null>`case when fd."pointsRequired" is not null then round(fd."pointsRequired"::numeric, 2)
    when ${expected} is not null and it."defaultPointsRequired" is not null
    then round(${expected}::numeric * it."defaultPointsRequired"::numeric) / 100
    else round(it."defaultPointsRequired"::numeric, 2) end`;

export const requiredPointsSourceSql = (expected: ReturnType<typeof sql>) =>
  sql<string | null>`case when fd."pointsRequired" is not null then 'set'
    when ${expected} is not null and it."defaultPointsRequired" is not null then 'effort'
    when it."defaultPointsRequired" is not null then 'instructorType' end`;
