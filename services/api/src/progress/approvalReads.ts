import { type AppAbility, type AuthContext, hasRole } from '@tams/access';
import {
  type ApprovalStatus,
  type ApprovalSummary,
  mayApprove,
  type ProgressActor,
  type WorkgroupApprovalRow,
} from '@tams/domain';
import type { ApprovalRecord, PeriodProgress } from '@tams/projections';
import { allowsRecord } from '../resources/recordRoutes.js';
import type { WorkgroupPlan } from './plans.js';

export const summaryOf = (record: ApprovalRecord, currentPlanVersion: string): ApprovalSummary => ({
  id: record.id,
  step: Number(record.step),
  planVersion: record.planVersion,
  note: record.note,
  approvedBy: record.approvedBy,
  approvedByName: record.approvedByName,
  approvedAt: new Date(record.approvedAt).toISOString(),
  changedSinceApproval: record.planVersion !== currentPlanVersion,
});

/**
 * The latest approval of each step that holds, by step. `records` come oldest first; a step whose latest
 * approval was withdrawn has none (the one it had replaced stays replaced, as the progress state says).
 */
export function latestPerStep(records: readonly ApprovalRecord[]): ApprovalRecord[] {
  const latest = new Map<number, ApprovalRecord>();
  for (const record of records) latest.set(Number(record.step), record);
  return [...latest.values()]
    .filter((record) => !record.withdrawnAt)
    .sort((a, b) => Number(a.step) - Number(b.step));
}

/**
 * The plan against the approval of the period's step: steps 6 and 7 that step's approval, step 8 the
 * step-7 one (what was published); before step 6 approvals are not open.
 */
export function approvalStatusOf(currentStep: number, latest: readonly ApprovalSummary[]): ApprovalStatus {
  if (currentStep < 6) return 'notOpen';
  const judged = latest.find((approval) => approval.step === Math.min(currentStep, 7));
  if (!judged) return 'notApproved';
  return judged.changedSinceApproval ? 'changedSinceApproval' : 'approved';
}

/**
 * Whose approvals a caller sees: those who read WorkgroupApproval by role (spec §6) see every workgroup;
 * one who reads it as a workgroup-permission holder sees their own workgroups only (the plans list the
 * sections and instructors of a workgroup, which they may read for theirs alone). Null: every workgroup.
 */
export function approvalScopeOf(auth: AuthContext): ReadonlySet<string> | null {
  if (hasRole(auth, 'businessOfficeAdmin', 'academicAffairsApprover', 'admin', 'academicOpsAdmin'))
    return null;
  return new Set(auth.workgroupPermissions.map((membership) => membership.id));
}

export const inScope = (scope: ReadonlySet<string> | null, workgroupId: string) =>
  scope === null || scope.has(workgroupId);

/** Whether `actor` gave the approval of the current step that holds, and may still approve (so withdraw). */
function mayWithdraw(actor: ProgressActor, step: number, workgroupId: string, latest: ApprovalSummary[]) {
  const current = latest.find((approval) => approval.step === step);
  return current?.approvedBy === actor.UserId && mayApprove(actor, step, workgroupId);
}

/** A workgroup's row of GET /api/workgroupApprovals: its plan's counts, status and what the caller may do. */
export function approvalRowOf(
  plan: WorkgroupPlan,
  period: PeriodProgress,
  inForce: readonly ApprovalRecord[],
  caller: { actor: ProgressActor; ability: AppAbility },
): WorkgroupApprovalRow {
  const latest = latestPerStep(inForce.filter((record) => record.WorkgroupId === plan.WorkgroupId)).map(
    (record) => summaryOf(record, plan.planVersion),
  );
  const { actor, ability } = caller;
  const step = period.progressStep;
  const approves = allowsRecord(ability, 'create', 'WorkgroupApproval', { WorkgroupId: plan.WorkgroupId });
  return {
    id: plan.WorkgroupId,
    WorkgroupId: plan.WorkgroupId,
    workgroupName: plan.workgroupName,
    AcademicPeriodId: period.id,
    currentStep: step,
    currentPlanVersion: plan.planVersion,
    sectionCount: plan.sectionCount,
    assignmentCount: plan.plan.length,
    canApprove: approves && mayApprove(actor, step, plan.WorkgroupId),
    canWithdraw: approves && mayWithdraw(actor, step, plan.WorkgroupId, latest),
    status: approvalStatusOf(step, latest),
    approvals: latest,
  };
}
