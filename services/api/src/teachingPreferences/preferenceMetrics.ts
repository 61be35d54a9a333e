import type { AppAbility } from '@tams/access';
import type { Context } from 'koa';
import { type ReadModels, submissionRows } from '@tams/projections';
import { authorize } from '../auth/authenticate.js';
import { ForbiddenError } from '../http/errors.js';
import { allowsRecord } from '../resources/recordRoutes.js';
import { z } from 'zod';

type Workgroup = { id: string; name: string };

/**
 * Which workgroups a metric shows the caller: readers of Instructor see all; else readers of
 * SectionAssignment see the workgroups whose sections they may read; else 403. `all`: the caller also sees
 * the totals over everyone (those outside any workgroup too), not only over their workgroups.
 */
export async function metricScope(ctx: Context, db: ReadModels) {
  const { auth, ability } = authorize(ctx, 'read', 'Dashboard');
  const readsInstructors = ability.can('read', 'Instructor');
  if (!readsInstructors && !ability.can('read', 'SectionAssignment')) throw new ForbiddenError();
  const workgroups = (await db
    .selectFrom('workgroups')
    .select(['id', 'name'])
    .orderBy('name')
    .orderBy('id')
    .execute()) as Workgroup[];
  const readsSection = (ability: AppAbility, WorkgroupId: string | null) =>
    allowsRecord(ability, 'read', 'Section', { WorkgroupId });
  const all = readsInstructors || readsSection(ability, null);
  return {
    auth,
    all,
    workgroups: all ? workgroups : workgroups.filter((workgroup) => readsSection(ability, workgroup.id)),
  };
}

const shareOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

const perWorkgroup = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ WorkgroupId: z.string(), name: z.string(), ...shape });
/** A metric of a period (AcademicPeriodId null: no period to read, every count 0). */
const metricSchemaOf = <T extends z.ZodRawShape>(shape: T) =>
  z.object({
    AcademicPeriodId: z.string().nullable(),
    total: z.object(shape),
    workgroups: z.array(perWorkgroup(shape)),
  });

const submissionCounts = {
  faculty: z.number().int(),
  submitted: z.number().int(),
  /** submitted / faculty (4 decimals), null without faculty. */
  share: z.number().nullable(),
};
export const submissionsMetricSchema = metricSchemaOf(submissionCounts);

/** GET /api/preferenceSubmissionsMetric: the share of faculty who submitted, overall and per workgroup. */
export async function submissionsMetric(
  db: ReadModels,
  periodId: string,
  scope: { all: boolean; workgroups: Workgroup[] },
): Promise<z.infer<typeof submissionsMetricSchema>> {
  const faculty = (await db
    .selectFrom(submissionRows(db, periodId).as('s'))
    .select(['UserId', 'status', 'WorkgroupIds'])
    .execute()) as { UserId: string; status: string; WorkgroupIds: string[] }[];
  const visible = new Set(scope.workgroups.map((workgroup) => workgroup.id));
  const counted = scope.all
    ? faculty
    : faculty.filter((row) => row.WorkgroupIds.some((id) => visible.has(id)));
  const tally = (rows: typeof faculty) => {
    const submitted = rows.filter((row) => row.status === 'submitted').length;
    return { faculty: rows.length, submitted, share: shareOf(submitted, rows.length) };
  };
  return {
    AcademicPeriodId: periodId,
    total: tally(counted),
    workgroups: scope.workgroups.map((workgroup) => ({
      WorkgroupId: workgroup.id,
      name: workgroup.name,
      ...tally(faculty.filter((row) => row.WorkgroupIds.includes(workgroup.id))),
    })),
  };
}

const alignmentKinds = ['aligned', 'partial', 'notAligned', 'noPreferences'] as const;
const alignmentCounts = {
  assignments: z.number().int(),
  aligned: z.number().int(),
  partial: z.number().int(),
  notAligned: z.number().int(),
  noPreferences: z.number().int(),
  /** aligned / (assignments - noPreferences), null when none has preferences. */
  alignedShare: z.number().nullable(),
};
type AlignmentCounts = z.infer<z.ZodObject<typeof alignmentCounts>>;
export const alignmentMetricSchema = metricSchemaOf(alignmentCounts);

function countsOf(rows: readonly { alignment: string; count: number }[]): AlignmentCounts {
  const counts = { assignments: 0, aligned: 0, partial: 0, notAligned: 0, noPreferences: 0 };
  for (const row of rows) {
    const kind = (alignmentKinds as readonly string[]).includes(row.alignment)
      ? row.alignment
      : 'noPreferences';
    counts[kind as (typeof alignmentKinds)[number]] += row.count;
    counts.assignments += row.count;
  }
  return { ...counts, alignedShare: shareOf(counts.aligned, counts.assignments - counts.noPreferences) };
}

/**
 * GET /api/preferenceAlignmentMetric: how the period's teaching assignments fit their instructors'
 * preferences, overall and per workgroup (the section's). Without submitted preferences an assignment
 * counts as noPreferences and stays out of the aligned share.
 */
export async function alignmentMetric(
  db: ReadModels,
  periodId: string,
  scope: { all: boolean; workgroups: Workgroup[] },
): Promise<z.infer<typeof alignmentMetricSchema>> {
  const grouped = (
    await db
      .selectFrom('teachingAssignments')
      .select(['WorkgroupId', 'preferenceAlignment as alignment'])
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('AcademicPeriodId', '=', periodId)
      .groupBy(['WorkgroupId', 'preferenceAlignment'])
      .execute()
  ).map((row) => ({
    WorkgroupId: row.WorkgroupId as string | null,
    alignment: String(row.alignment ?? 'noPreferences'),
    count: Number(row.count),
  }));
  const visible = new Set(scope.workgroups.map((workgroup) => workgroup.id));
  return {
    AcademicPeriodId: periodId,
    total: countsOf(
      scope.all ? grouped : grouped.filter((row) => row.WorkgroupId && visible.has(row.WorkgroupId)),
    ),
    workgroups: scope.workgroups.map((workgroup) => ({
      WorkgroupId: workgroup.id,
      name: workgroup.name,
      ...countsOf(grouped.filter((row) => row.WorkgroupId === workgroup.id)),
    })),
  };
}
