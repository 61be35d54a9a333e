import type { AppAbility } from '@tams/access';
import { accessCondition } from '@tams/access/sql';
import {
  type ApprovalHistoryEntry,
  type CoverageStatus,
  type PlanEntry,
  type PlanSection,
  planDifferences,
  type WorkgroupApprovalRow,
  type WorkgroupPlanReview,
} from '@tams/domain';
import { type ApprovalRecord, approvalById, approvalsOfWorkgroup, type ReadModels } from '@tams/projections';
import { latestPerStep, summaryOf } from './approvalReads.js';

const iso = (at: Date | string) => new Date(at).toISOString();

/**
 * The workgroup's sections in the period that the caller reads (read Section, as every section list
 * judges it), each with its coverage and the plan's assignments of it; uncovered ones have none.
 */
async function planSections(
  db: ReadModels,
  ability: AppAbility,
  periodId: string,
  workgroupId: string,
  plan: readonly PlanEntry[],
): Promise<PlanSection[]> {
  const access = accessCondition(ability, 'read', 'Section');
  if (access === null) return [];
  let query = db
    .selectFrom('sections')
    .select(['id', 'sectionNumber', 'name', 'CourseId', 'points', 'assignedPoints', 'coverageStatus'])
    .where('AcademicPeriodId', '=', periodId)
    .where('WorkgroupId', '=', workgroupId);
  // the access condition names the sections' columns unqualified: no join in this query
  if (access) query = query.where(access.where);
  const found = await query.execute();
  const courseIds = [...new Set(found.map((row) => row.CourseId).filter((id) => id))] as string[];
  const courses = courseIds.length
    ? await db.selectFrom('courses').select(['id', 'courseNumber']).where('id', 'in', courseIds).execute()
    : [];
  const numbers = new Map(courses.map((course) => [course.id, course.courseNumber as string | null]));
  const rows = found
    .map((row) => ({ ...row, courseNumber: numbers.get(row.CourseId as string) ?? null }))
    .sort(
      (a, b) =>
        String(a.courseNumber ?? '').localeCompare(String(b.courseNumber ?? '')) ||
        String(a.sectionNumber ?? '').localeCompare(String(b.sectionNumber ?? '')),
    );
  return rows.map((row) => ({
    SectionId: String(row.id),
    sectionNumber: (row.sectionNumber as string | null) ?? null,
    sectionName: (row.name as string | null) ?? null,
    courseNumber: row.courseNumber,
    points: Number(row.points ?? 0),
    assignedPoints: Number(row.assignedPoints ?? 0),
    coverageStatus: (row.coverageStatus as CoverageStatus | null) ?? 'uncovered',
    assignments: plan
      .filter((entry) => entry.SectionId === row.id)
      .map(({ TeachingAssignmentId, UserId, instructorName, points }) => ({
        TeachingAssignmentId,
        UserId,
        instructorName,
        points,
      })),
  }));
}

/** Each approval's lines: approved, then withdrawn or cleared if it was; newest first. */
function historyOf(records: readonly ApprovalRecord[]): ApprovalHistoryEntry[] {
  const lines = records.flatMap((record): ApprovalHistoryEntry[] => {
    const base = { approvalId: record.id, step: Number(record.step) };
    return [
      {
        ...base,
        action: 'approved',
        at: iso(record.approvedAt),
        byName: record.approvedByName,
        note: record.note,
      },
      ...(record.withdrawnAt
        ? [
            {
              ...base,
              action: 'withdrawn' as const,
              at: iso(record.withdrawnAt),
              byName: record.withdrawnByName,
              note: null,
            },
          ]
        : []),
      ...(record.clearedAt
        ? [{ ...base, action: 'cleared' as const, at: iso(record.clearedAt), byName: null, note: null }]
        : []),
    ];
  });
  return lines.sort((a, b) => b.at.localeCompare(a.at));
}

/**
 * What an approver reviews of one workgroup's plan (WorkgroupPlanReview): `row` and `plan` as the
 * approvals list reads them; the differences are against the latest approval that holds.
 */
export async function planReviewOf(
  db: ReadModels,
  ability: AppAbility,
  input: { row: WorkgroupApprovalRow; periodName: string; plan: readonly PlanEntry[] },
): Promise<WorkgroupPlanReview> {
  const { row, periodName, plan } = input;
  const [sections, records] = await Promise.all([
    planSections(db, ability, row.AcademicPeriodId, row.WorkgroupId, plan),
    approvalsOfWorkgroup(db, row.AcademicPeriodId, row.WorkgroupId),
  ]);
  const holding = latestPerStep(records.filter((record) => !record.clearedAt));
  const latest = holding.sort((a, b) => iso(a.approvedAt).localeCompare(iso(b.approvedAt))).at(-1);
  const approved = latest ? await approvalById(db, latest.id) : undefined;
  return {
    row,
    periodName,
    sections,
    comparedWith: approved ? summaryOf(approved, row.currentPlanVersion) : null,
    differences: approved ? planDifferences(approved.plan, [...plan]) : null,
    history: historyOf(records),
  };
}
