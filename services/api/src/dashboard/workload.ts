import type { FacultyWorkload, MyWorkload } from '@tams/domain';
import { sql } from 'kysely';
import { instructorRow, instructorRows, isPublishedForFaculty, type ReadModels } from '@tams/projections';
import { numbersFacultySee } from '../myPages/publishedNumbers.js';

const toNumber = (value: unknown) => Number(value ?? 0);

/** `effortEnabled`: aemEnabled, under which advanced-effort periods take required points from effort. */
type WorkloadOptions = { effortEnabled?: boolean };

/**
 * Counts over the active faculty (not merged away) and their points in the period, as /api/instructors
 * has them (required points as DESIGN §19 defines them; assigned from teaching and counted administrative
 * assignments), summed over every active member. A null period (none active) leaves everyone without
 * required points.
 */
export async function facultyWorkload(
  db: ReadModels,
  periodId: string | null,
  options: WorkloadOptions = {},
): Promise<FacultyWorkload> {
  const row = await db
    .selectFrom(instructorRows(db, periodId, options).as('i'))
    .select([
      sql<string>`count(*)`.as('faculty'),
      sql<string>`count(*) filter (where "workloadStatus" = 'over')`.as('over'),
      sql<string>`count(*) filter (where "workloadStatus" = 'under')`.as('under'),
      sql<string>`count(*) filter (where "workloadStatus" = 'met')`.as('met'),
      sql<string>`count(*) filter (where "workloadStatus" = 'notSet')`.as('notSet'),
      // totals as the instructors list and the InstructorWorkloads report add them up (DESIGN §19): assigned
      // over every active member, whether or not points are required of them; two decimals
      sql<string>`round(coalesce(sum("pointsRequired"::numeric), 0), 2)`.as('pointsRequired'),
      sql<string>`round(coalesce(sum("pointsAssigned"::numeric), 0), 2)`.as('pointsAssigned'),
    ])
    .where('isActive', '=', true)
    .executeTakeFirstOrThrow();
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
  db: ReadModels,
  user: { id: string; name: string },
  periodId: string | null,
  options: WorkloadOptions = {},
): Promise<MyWorkload> {
  const [numbers, published, workgroups] = await Promise.all([
    periodId ? instructorRow(db, user.id, periodId, options) : undefined,
    periodId ? isPublishedForFaculty(db, periodId) : false,
    db
      .selectFrom('workgroupMemberships as m')
      .innerJoin('workgroups as w', 'w.id', 'm.WorkgroupId')
      .select(['w.id as id', 'w.name as name', 'm.permission as permission'])
      .where('m.UserId', '=', user.id)
      .orderBy('w.name')
      .orderBy('w.id')
      .execute(),
  ]);
  const { pointsRequired, pointsAssigned, pointsRemaining } = numbersFacultySee(numbers, published);
  return {
    name: user.name,
    published,
    pointsRequired,
    pointsAssigned,
    pointsRemaining,
    workgroups: workgroups.map((w) => ({
      id: w.id,
      name: w.name as string,
      permission: toNumber(w.permission),
    })),
  };
}
