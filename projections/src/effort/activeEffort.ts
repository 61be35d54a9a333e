import { type RawBuilder, sql } from 'kysely';
import type { ReadModels } from '../readModelDatabase.js';

/** Which effort rows a query needs: narrowing them early keeps a request to one pass over its rows. */
export interface EffortScope {
  /** Only the pay periods of this academic period, prorated into it. */
  AcademicPeriodId?: string;
  /** Only academic periods that use advanced effort (the required points follow from effort there). */
  advancedOnly?: boolean;
  /** Prorate into academic periods (every one, unless AcademicPeriodId names one). */
  prorate?: boolean;
  /** Only rows this user holds (by their EmployeeId or a position associated with them). */
  UserId?: string;
  PositionId?: string;
}

/** Active rows that agree on person, position, pay period and class key, summed, with who holds them. */
export interface ActiveEffortRow {
  EmployeeId: string;
  PositionId: string;
  PayPeriodId: string;
  ClassKeyId: string;
  weight: number;
  rowCount: number;
  /** A hand association wins, else the user with the row's EmployeeId; null: nobody in TAMS. */
  UserId: string | null;
  holderSource: 'association' | 'employeeId' | null;
}

/** How much of a pay period counts toward an academic period: the share of its days inside it. */
export interface PeriodShareRow {
  PayPeriodId: string;
  AcademicPeriodId: string;
  factor: number;
}

const overlaps = (pay: string, period: string) =>
  sql`${sql.raw(period)}."startDate" <= ${sql.raw(pay)}."endDate" and ${sql.raw(period)}."endDate" >= ${sql.raw(pay)}."startDate"`;

function periodCondition(scope: EffortScope) {
  const conditions = [sql`true`];
  if (scope.AcademicPeriodId) conditions.push(sql`p.id = ${scope.AcademicPeriodId}`);
  if (scope.advancedOnly) conditions.push(sql`p."useAdvancedEffort" is true`);
  return sql.join(conditions, sql` and `);
}

/**
 * DESIGN §14: a pay period counts toward each academic period by the share of its days inside it; one that
 * overlaps no academic period counts wholly toward the academic period it names, if any.
 */
const periodSharesSql = (scope: EffortScope): RawBuilder<PeriodShareRow> => sql<PeriodShareRow>`
  select pp.id as "PayPeriodId", p.id as "AcademicPeriodId",
    (least(pp."endDate", p."endDate") - greatest(pp."startDate", p."startDate") + 1)::float8
      / (pp."endDate" - pp."startDate" + 1) as factor
  from "effortPayPeriods" pp join "academicPeriods" p on ${overlaps('pp', 'p')}
  where ${periodCondition(scope)}
  union all
  select pp.id, p.id, 1::float8
  from "effortPayPeriods" pp join "academicPeriods" p on p.id = pp."AcademicPeriodId"
  where ${periodCondition(scope)}
    and not exists (select 1 from "academicPeriods" o where ${overlaps('pp', 'o')})`;

/**
 * Imports count once completed, and as of an instant (a read in withAsOf: DESIGN §16) once completed by
 * then: imports keep no history table, but their completion is their instant. Rules and types are read as
 * they are now.
 */
const completedByNow = (alias: string) =>
  sql`${sql.raw(alias)}.status = 'completed' and ${sql.raw(alias)}."completedAt"
    <= coalesce(nullif(current_setting('tams.as_of', true), '')::timestamptz, 'infinity')`;

/** (import, pay period) pairs a later completed `replace` import speaks for instead (later: completedAt, id). */
const supersededSql = sql<{ ImportId: string; PayPeriodId: string }>`
  select distinct i.id as "ImportId", covered."PayPeriodId"
  from "effortImports" i
  join "effortImports" r on ${completedByNow('r')} and r.mode = 'replace'
    and (r."completedAt", r.id) > (i."completedAt", i.id)
  cross join lateral unnest(r."PayPeriodIds") as covered("PayPeriodId")
  where ${completedByNow('i')}`;

/** Who holds a position in a pay period by hand: the association in force on its first day (latest start). */
const associatedHoldersSql = sql<{ PositionId: string; PayPeriodId: string; UserId: string }>`
  select distinct on (x."PositionId", pp.id) x."PositionId", pp.id as "PayPeriodId", x."UserId"
  from "enhancedEffortPositionAssociations" x
  join "effortPayPeriods" pp on pp."startDate" >= x."startDate"
    and (x."endDate" is null or pp."startDate" <= x."endDate")
  order by x."PositionId", pp.id, x."startDate" desc, x.id`;

/** The user (not merged away) of each EmployeeId. */
const employeeUsersSql = sql<{ EmployeeId: string; UserId: string }>`
  select distinct on ("EmployeeId") "EmployeeId", id as "UserId"
  from users where "EmployeeId" is not null and "EmployeeId" <> '' and "MergedIntoUserId" is null
  order by "EmployeeId", id`;

function rowFilters(scope: EffortScope) {
  const filters = [sql`true`];
  if (scope.AcademicPeriodId || scope.advancedOnly)
    filters.push(sql`a."PayPeriodId" in (select "PayPeriodId" from "effortPeriodShares")`);
  if (scope.PositionId) filters.push(sql`a."PositionId" = ${scope.PositionId}`);
  if (scope.UserId)
    filters.push(sql`(a."EmployeeId" in (select "EmployeeId" from users where id = ${scope.UserId})
      or a."PositionId" in (select "PositionId" from "enhancedEffortPositionAssociations"
        where "UserId" = ${scope.UserId}))`);
  return sql.join(filters, sql` and `);
}

/**
 * The rows that count: those of completed imports, less those a later `replace` import supersedes for
 * their pay period; summed per person, position, pay period and class key, with the holder resolved.
 */
const activeRowsSql = (scope: EffortScope): RawBuilder<ActiveEffortRow> => sql<ActiveEffortRow>`
  select g.*, coalesce(h."UserId", e."UserId") as "UserId",
    case when h."UserId" is not null then 'association' when e."UserId" is not null then 'employeeId' end
      as "holderSource"
  from (
    select a."EmployeeId", a."PositionId", a."PayPeriodId", a."ClassKeyId",
      coalesce(sum(coalesce(a."Amount", a."Percent")), 0)::float8 as weight, count(*)::int as "rowCount"
    from "effortActuals" a join "effortImports" i on i.id = a."ImportId"
    where ${completedByNow('i')} and ${rowFilters(scope)}
      and not exists (select 1 from "effortSuperseded" s
        where s."ImportId" = a."ImportId" and s."PayPeriodId" = a."PayPeriodId")
    group by 1, 2, 3, 4
  ) g
  left join "effortAssociatedHolders" h on h."PositionId" = g."PositionId" and h."PayPeriodId" = g."PayPeriodId"
  left join "effortEmployeeUsers" e on e."EmployeeId" = g."EmployeeId"
  ${scope.UserId ? sql`where coalesce(h."UserId", e."UserId") = ${scope.UserId}` : sql``}`;

/** A raw CTE body: kysely writes it as given, so it brings its own parentheses. */
export const cteBody = <T>(body: RawBuilder<T>) => sql<T>`(${body})`;

/**
 * The query creator with the effort CTEs: `effortRows` (ActiveEffortRow) and `effortPeriodShares`
 * (PeriodShareRow: the academic periods the scope asks for; empty unless it names one, prorates or asks
 * for advanced periods only).
 */
export function withActiveEffort(db: ReadModels, scope: EffortScope) {
  const prorates = scope.prorate || scope.AcademicPeriodId || scope.advancedOnly;
  return db
    .with('effortPeriodShares', () =>
      cteBody(
        prorates
          ? periodSharesSql(scope)
          : sql<PeriodShareRow>`select null::uuid as "PayPeriodId",
        null::uuid as "AcademicPeriodId", null::float8 as factor where false`,
      ),
    )
    .with('effortSuperseded', () => cteBody(supersededSql))
    .with('effortAssociatedHolders', () => cteBody(associatedHoldersSql))
    .with('effortEmployeeUsers', () => cteBody(employeeUsersSql))
    .with('effortRows', () => cteBody(activeRowsSql(scope)));
}
