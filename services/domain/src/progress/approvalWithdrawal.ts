import { NotFoundError, NotPermittedError, StateConflictError } from '../shared/errors.js';
import type { ProgressEvent, ProgressState } from './progressEvents.js';
import { mayApprove, type ProgressActor } from './progressRules.js';

/**
 * `approvalId`: the approval the actor saw and withdraws; `approvedBy`: who gave it (a fact of that
 * approval, read with it: an approval's author never changes, so it cannot be stale for that id).
 */
export interface WithdrawApproval {
  type: 'WithdrawApproval';
  AcademicPeriodId: string;
  WorkgroupId: string;
  approvalId: string;
  approvedBy: string | null;
  actor: ProgressActor;
}

export const nothingToWithdrawMessage =
  'There is nothing to withdraw: this approval is not in force in the current step (it was withdrawn, ' +
  'replaced, or the period moved on). Reload to see the approval as it is now.';
export const notYourApprovalMessage = 'Only the one who gave this approval may withdraw it';

/**
 * Withdraws the approval of a workgroup's plan at the period's step: only the one in force now (the
 * step's latest, not cleared or withdrawn), only by who gave it and while they may still approve it.
 */
export function withdrawApproval(command: WithdrawApproval, state: ProgressState): ProgressEvent[] {
  if (state.status !== 'active') throw new NotFoundError('academicPeriods', command.AcademicPeriodId);
  const inForce = state.approvals[command.WorkgroupId]?.[state.step];
  if (inForce?.id !== command.approvalId) throw new StateConflictError(nothingToWithdrawMessage);
  if (command.approvedBy !== command.actor.UserId) throw new NotPermittedError(notYourApprovalMessage);
  if (!mayApprove(command.actor, state.step, command.WorkgroupId))
    throw new NotPermittedError(
      'Your roles and workgroup rights no longer let you approve this plan, nor withdraw its approval',
    );
  const { AcademicPeriodId, WorkgroupId, approvalId } = command;
  return [
    {
      type: 'WorkgroupApprovalWithdrawn',
      data: { id: approvalId, AcademicPeriodId, WorkgroupId, step: state.step },
    },
  ];
}
