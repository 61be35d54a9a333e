import { type QueryClient, useQuery } from '@tanstack/react-query';
import { forgetAuthContext } from '../providers/authContext';
import { apiUrl, httpClient } from '../providers/httpClient';
import { liveQueryKeys } from '../providers/liveUpdates/liveQueryKeys';
import type { ProgressActionRow, ProgressSteps } from './progressTypes';

export const progressStepsKey = (periodId: string) => [...liveQueryKeys.progressSteps, periodId];
export const progressActionsKey = (periodId: string) => [...liveQueryKeys.progressActions, periodId];

/** The period's steps, current step and the caller's moves (GET /api/progressSteps). */
export function useProgressSteps(periodId: string) {
  return useQuery({
    queryKey: progressStepsKey(periodId),
    queryFn: async () =>
      (await httpClient(`${apiUrl}/progressSteps?AcademicPeriodId=${encodeURIComponent(periodId)}`))
        .json as ProgressSteps,
  });
}

/** Who moved the period's step, when and why, newest first (read ProgressAction). */
export function useProgressActions(periodId: string, enabled: boolean) {
  return useQuery({
    queryKey: progressActionsKey(periodId),
    enabled,
    queryFn: async () => {
      const filter = encodeURIComponent(JSON.stringify({ AcademicPeriodId: periodId }));
      return (await httpClient(`${apiUrl}/progressActions?filter=${filter}&take=100`))
        .json as ProgressActionRow[];
    },
  });
}

/**
 * Spec §4: a ProgressAction refreshes the progress steps and the auth context (its progressStepId gives
 * the workgroup rights of step 6); the approvals' status, the periods' step column and the dashboard
 * follow the step too.
 */
export function refreshAfterProgressAction(queryClient: QueryClient): void {
  forgetAuthContext();
  for (const prefix of [
    liveQueryKeys.progressSteps,
    liveQueryKeys.progressActions,
    liveQueryKeys.workgroupApprovals,
    liveQueryKeys.dashboard,
    ['academicPeriods'],
    ['auth'],
  ])
    void queryClient.invalidateQueries({ queryKey: [...prefix] });
}
