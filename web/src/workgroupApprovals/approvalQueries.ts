import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';
import { liveQueryKeys } from '../providers/liveUpdates/liveQueryKeys';
import { refusalOf } from '../teachingAssignments/teachingAssignmentApi';
import type {
  ApprovalSummary,
  WorkgroupApprovalDetail,
  WorkgroupApprovalRow,
  WorkgroupPlanReview,
} from './approvalTypes';

export const workgroupApprovalsKey = (periodId: string) => [...liveQueryKeys.workgroupApprovals, periodId];
export const workgroupApprovalKey = (id: string) => [...liveQueryKeys.workgroupApproval, id];

/** Each workgroup with sections in the period, its plan's counts and its approval status. */
export function useWorkgroupApprovals(periodId: string) {
  return useQuery({
    queryKey: workgroupApprovalsKey(periodId),
    queryFn: async () =>
      (
        await httpClient(
          `${apiUrl}/workgroupApprovals?AcademicPeriodId=${encodeURIComponent(periodId)}&take=1000`,
        )
      ).json as WorkgroupApprovalRow[],
  });
}

/** One approval with the plan it approved, the plan now and their differences. */
export function useWorkgroupApproval(id: string) {
  return useQuery({
    queryKey: workgroupApprovalKey(id),
    queryFn: async () =>
      (await httpClient(`${apiUrl}/workgroupApprovals/${encodeURIComponent(id)}`))
        .json as WorkgroupApprovalDetail,
  });
}

/** One workgroup's plan to review: its sections, coverage, changes since its approval and its history. */
export function usePlanReview(periodId: string, workgroupId: string) {
  return useQuery({
    // under the approvals' prefix: an approval, a withdrawal or a plan change refreshes it with them
    queryKey: [...workgroupApprovalsKey(periodId), 'plan', workgroupId],
    queryFn: async () =>
      (
        await httpClient(
          `${apiUrl}/workgroupApprovals/${encodeURIComponent(workgroupId)}/plan?AcademicPeriodId=${encodeURIComponent(periodId)}`,
        )
      ).json as WorkgroupPlanReview,
  });
}

/** What the approver saw: the plan version is sent back, so a plan changed meanwhile is refused (409). */
export interface ApproveRequest {
  AcademicPeriodId: string;
  WorkgroupId: string;
  planVersion: string;
  note?: string;
}

const refreshApprovals = (queryClient: ReturnType<typeof useQueryClient>) => {
  for (const prefix of [
    liveQueryKeys.workgroupApprovals,
    liveQueryKeys.workgroupApproval,
    liveQueryKeys.progressSteps,
  ])
    void queryClient.invalidateQueries({ queryKey: [...prefix] });
};

/**
 * POST /api/workgroupApprovals. On success, and on a 409 (the plan changed since it was loaded: the
 * table reads the new plan so the approver sees what they would approve), the approvals are read again.
 */
export function useApproveWorkgroup(onApproved: (approval: ApprovalSummary) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ApproveRequest) =>
      (await httpClient(`${apiUrl}/workgroupApprovals`, { method: 'POST', body: JSON.stringify(request) }))
        .json as ApprovalSummary,
    onSuccess: (approval) => {
      refreshApprovals(queryClient);
      onApproved(approval);
    },
    onError: (error) => {
      if (refusalOf(error).status === 409) refreshApprovals(queryClient);
    },
  });
}

/** POST /api/workgroupApprovals/:id/withdraw: takes one's own approval back; the approvals are read again. */
export function useWithdrawApproval(onWithdrawn: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (approvalId: string) =>
      (
        await httpClient(`${apiUrl}/workgroupApprovals/${encodeURIComponent(approvalId)}/withdraw`, {
          method: 'POST',
        })
      ).json as ApprovalSummary,
    onSuccess: () => {
      refreshApprovals(queryClient);
      onWithdrawn();
    },
    onError: (error) => {
      if (refusalOf(error).status === 409) refreshApprovals(queryClient);
    },
  });
}
