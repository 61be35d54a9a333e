import type { ApprovalSummary, WorkgroupApprovalRow } from './approvalTypes';

/** The step whose approval the status is judged on: 6 or 7; at step 8 (published) it is step 7's. */
export const approvalStepOf = (currentStep: number): number | null =>
  currentStep === 8 ? 7 : currentStep === 6 || currentStep === 7 ? currentStep : null;

/** The approval the row's status speaks of, if there is one. */
export function relevantApproval(row: WorkgroupApprovalRow): ApprovalSummary | undefined {
  const step = approvalStepOf(row.currentStep);
  return step === null ? undefined : row.approvals.find((approval) => approval.step === step);
}
