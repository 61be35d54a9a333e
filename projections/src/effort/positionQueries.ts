import { sql } from 'kysely';
import type { ReadModels } from '../readModelDatabase.js';
import { withActiveEffort } from './activeEffort.js';

const userName = sql`coalesce(nullif(u."displayName", ''), u."firstName" || ' ' || u."lastName")`;

/**
 * The positions the active rows name (DESIGN §14), a table to filter, sort and page: the latest title,
 * who holds them, how many rows, the latest pay period.
 */
export const effortPositionRows = (db: ReadModels) =>
  withActiveEffort(db, {})
    .selectFrom(
      sql<{
        id: string;
        PositionTitle: string;
        people: { UserId: string; name: string }[];
        UserIds: string[];
        rows: number;
        lastPayPeriodCode: string;
        lastPayPeriodStart: string;
      }>`(
        select r."PositionId" as id,
          (array_agg(k."PositionTitle" order by pp."startDate" desc, k."PositionTitle"))[1] as "PositionTitle",
          coalesce((select json_agg(json_build_object('UserId', u.id, 'name', ${userName})
            order by ${userName}, u.id) from users u where u.id = any(array_agg(distinct r."UserId"))), '[]')
            as people,
          array_remove(array_agg(distinct r."UserId"), null) as "UserIds",
          sum(r."rowCount")::int as rows,
          (array_agg(pp.code order by pp."startDate" desc, pp.code))[1] as "lastPayPeriodCode",
          max(pp."startDate")::text as "lastPayPeriodStart"
        from "effortRows" r
        join "effortPayPeriods" pp on pp.id = r."PayPeriodId"
        join "effortClassKeys" k on k.id = r."ClassKeyId"
        group by r."PositionId"
      )`.as('p'),
    )
    .selectAll();

/** Who held the position by EmployeeId (rows no association covers), over which pay periods. */
export const positionEmployeeHolders = (db: ReadModels, positionId: string) =>
  withActiveEffort(db, { PositionId: positionId })
    .selectFrom(
      sql<{ UserId: string | null; name: string; EmployeeId: string; from: string; until: string }>`(
        select r."UserId", coalesce(min(${userName}), r."EmployeeId") as name, r."EmployeeId",
          min(pp."startDate")::text as "from", max(pp."endDate")::text as "until"
        from "effortRows" r
        join "effortPayPeriods" pp on pp.id = r."PayPeriodId"
        left join users u on u.id = r."UserId"
        where r."holderSource" is distinct from 'association'
        group by r."UserId", r."EmployeeId"
      )`.as('h'),
    )
    .selectAll()
    .orderBy('from')
    .execute();

/** The hand associations of a position. */
export const positionAssociations = (db: ReadModels, positionId: string) =>
  db
    .selectFrom('enhancedEffortPositionAssociations as x')
    .leftJoin('users as u', 'u.id', 'x.UserId')
    .select([
      'x.UserId',
      sql<string>`coalesce(${userName}, '')`.as('name'),
      sql<string>`x."startDate"::text`.as('from'),
      sql<string | null>`x."endDate"::text`.as('until'),
    ])
    .where('x.PositionId', '=', positionId)
    .orderBy('x.startDate')
    .execute();

/** Completed imports that recorded rows of the position's pay periods, and every rule's add and change. */
export const positionTimelineMarkers = async (db: ReadModels, payPeriodIds: string[]) => {
  const [imports, rules] = await Promise.all([
    payPeriodIds.length === 0
      ? []
      : db
          .selectFrom('effortImports')
          .select(['id', 'fileName', 'completedAt'])
          .where('status', '=', 'completed')
          .where(sql<boolean>`"PayPeriodIds" && ${payPeriodIds}::uuid[]`)
          .execute(),
    db.selectFrom('effortRules').select(['id', 'name', 'createdAt', 'updatedAt']).execute(),
  ]);
  return { imports, rules };
};
