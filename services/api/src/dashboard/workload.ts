import type { FacultyWorkload, MyWorkload } from '@tams/domain';
import { type Kysely, sql } from 'kysely';

const toNumber = (value: unknown) => Number(value ?? 0);

/**
 * Counts over the faculty (active, not merged users marked faculty) and their financial data for the
 * period: the points required of them there, and those assigned (0 until teaching and administrative
 * assignments exist). A null period (none active) leaves everyone without required points.
 */
export async function facultyWorkload(db: Kysely<any>, periodId: string | null): Promise<FacultyWorkload> {
  const { rows } = await sql<Record<keyof FacultyWorkload, string | null>>`
    select
      count(*) as faculty,
      count(*) filter (where f.id is not null and coalesce(f."pointsAssigned", 0) > f."pointsRequired") as over,
      count(*) filter (where f.id is not null and coalesce(f."pointsAssigned", 0) < f."pointsRequired") as under,
      count(*) filter (where f.id is not null and coalesce(f."pointsAssigned", 0) = f."pointsRequired") as met,
      count(*) filter (where f.id is null) as "notSet",
      coalesce(sum(f."pointsRequired"), 0) as "pointsRequired",
      coalesce(sum(f."pointsAssigned"), 0) as "pointsAssigned"
    from users u
    left join "financialData" f on f."UserId" = u.id and f."AcademicPeriodId" = ${periodId}
    where u."isFaculty" and u."isActive" and u."MergedIntoUserId" is null
  `.execute(db);
  const row = rows[0]!;
  return {
    faculty: toNumber(row.faculty),
    over: toNumber(row.over),
    under: toNumber(row.under),
    met: toNumber(row.met),
    notSet: toNumber(row.notSet),
    pointsRequired: toNumber(row.pointsRequired),
    pointsAssigned: toNumber(row.pointsAssigned),
  };
}

/** One faculty member's points for the period and the workgroups they belong to. */
export async function myWorkload(
  db: Kysely<any>,
  user: { id: string; name: string },
  periodId: string | null,
): Promise<MyWorkload> {
  const [finance, workgroups] = await Promise.all([
    periodId
      ? db
          .selectFrom('financialData')
          .select(['pointsRequired', 'pointsAssigned'])
          .where('UserId', '=', user.id)
          .where('AcademicPeriodId', '=', periodId)
          .executeTakeFirst()
      : undefined,
    db
      .selectFrom('workgroupMemberships as m')
      .innerJoin('workgroups as w', 'w.id', 'm.WorkgroupId')
      .select(['w.id as id', 'w.name as name', 'm.permission as permission'])
      .where('m.UserId', '=', user.id)
      .orderBy('w.name')
      .orderBy('w.id')
      .execute(),
  ]);
  const pointsAssigned = toNumber(finance?.pointsAssigned);
  const pointsRequired = finance ? toNumber(finance.pointsRequired) : null;
  return {
    name: user.name,
    pointsRequired,
    pointsAssigned,
    pointsRemaining: pointsRequired === null ? null : pointsRequired - pointsAssigned,
    workgroups: workgroups.map((w) => ({ id: w.id, name: w.name, permission: toNumber(w.permission) })),
  };
}
