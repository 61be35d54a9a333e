import { type AppAbility, type AuthContext, hasRole, readsWholePlanInPast } from '@tams/access';
import { currentAsOf } from '@tams/platform';
import type { ApprovalStatus, ApprovalSummary } from '@tams/domain';
import type { ApprovalRecord } from '@tams/projections';

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

/** The latest approval of each step, by step. `records` come oldest first. */
export function latestPerStep(records: readonly ApprovalRecord[]): ApprovalRecord[] {
  const latest = new Map<number, ApprovalRecord>();
  for (const record of records) latest.set(Number(record.step), record);
  return [...latest.values()].sort((a, b) => Number(a.step) - Number(b.step));
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
export function approvalScopeOf(auth: AuthContext, ability: AppAbility): ReadonlySet<string> | null {
  if (hasRole(auth, 'businessOfficeAdmin', 'academicAffairsApprover', 'admin', 'academicOpsAdmin'))
    return null;
  // as of an instant, a History reader who reads reports reads every workgroup's (access/pastReads.ts)
  if (currentAsOf() && readsWholePlanInPast(ability)) return null;
  return new Set(auth.workgroupPermissions.map((membership) => membership.id));
}

export const inScope = (scope: ReadonlySet<string> | null, workgroupId: string) =>
  scope === null || scope.has(workgroupId);
