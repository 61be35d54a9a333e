import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiUrl, httpClient } from '../providers/httpClient';
import { refusalOf, type WriteRefusal } from '../teachingAssignments/teachingAssignmentApi';
import { refreshAfterProgressAction } from './progressQueries';
import type { ProgressActionRow, ProgressMove, ProgressSteps } from './progressTypes';

interface MoveRequest {
  action: ProgressMove;
  fromStep: number;
  reason?: string;
  confirm: boolean;
}

/**
 * POST /api/progressActions: advances or reverts the period's step from the step the user saw. A 409
 * with warnings (workgroups without this step's approval) is held as `refusal.warnings` until the user
 * sends it again with `confirm: true`; a 409 without (someone moved the step meanwhile) reloads the
 * steps so the dialog shows where the period is now.
 */
export function useMoveStep(periodId: string, onMoved: (row: ProgressActionRow | undefined) => void) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<WriteRefusal>();
  const mutation = useMutation({
    mutationFn: async ({ action, fromStep, reason, confirm }: MoveRequest) => {
      const { json } = await httpClient(`${apiUrl}/progressActions${confirm ? '?confirm=true' : ''}`, {
        method: 'POST',
        body: JSON.stringify({ AcademicPeriodId: periodId, action, fromStep, ...(reason ? { reason } : {}) }),
      });
      // 202 (recorded, the read model not caught up yet) answers without the action
      return json as { action?: ProgressActionRow; progress?: ProgressSteps };
    },
    onMutate: () => setRefusal(undefined),
    onSuccess: ({ action }) => {
      refreshAfterProgressAction(queryClient);
      onMoved(action);
    },
    onError: (error) => {
      const answer = refusalOf(error);
      setRefusal(answer);
      if (answer.status === 409 && answer.warnings.length === 0) refreshAfterProgressAction(queryClient);
    },
  });
  return {
    move: (request: MoveRequest) => mutation.mutate(request),
    refusal,
    clear: () => setRefusal(undefined),
    isPending: mutation.isPending,
  };
}
