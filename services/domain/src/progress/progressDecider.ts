import type { Decider } from '@tams/event-store';
import {
  NotFoundError,
  NotPermittedError,
  StateConflictError,
  UnconfirmedWarningsError,
  ValidationError,
} from '../shared/errors.js';
import {
  evolveProgress,
  initialProgressState,
  type PlanEntry,
  type ProgressEvent,
  type ProgressState,
} from './progressEvents.js';
import { mayAdvance, mayApprove, mayRevert, type ProgressActor } from './progressRules.js';
import { type WithdrawApproval, withdrawApproval } from './approvalWithdrawal.js';
import { approvalSteps, firstProgressStep, lastProgressStep, progressStepOf } from './progressSteps.js';

/** A workgroup with sections in the period and the version of its plan now (for the advance warnings). */
export interface WorkgroupPlanVersion {
  WorkgroupId: string;
  name: string;
  planVersion: string;
}

/** `id`: the new progress action's id. `fromStep`: the step the actor saw. */
export interface AdvanceStep {
  type: 'AdvanceStep';
  id: string;
  AcademicPeriodId: string;
  fromStep: number;
  actor: ProgressActor;
  /** The actor confirmed the warnings (`?confirm=true`). */
  confirmed: boolean;
  /** Needed when advancing from an approval step: whose approval of that step is missing or outdated. */
  workgroups: readonly WorkgroupPlanVersion[];
}

export interface RevertStep {
  type: 'RevertStep';
  id: string;
  AcademicPeriodId: string;
  fromStep: number;
  reason: string;
  actor: ProgressActor;
}

/**
 * `planVersion`: the version the approver saw; `currentPlanVersion` and `plan`: the plan now;
 * `approvalInForce`: the id of the workgroup's approval at the period's step the caller read (null: none).
 */
export interface ApproveWorkgroupPlan {
  type: 'ApproveWorkgroupPlan';
  id: string;
  AcademicPeriodId: string;
  WorkgroupId: string;
  planVersion: string;
  currentPlanVersion: string;
  approvalInForce: string | null;
  plan: PlanEntry[];
  note: string | null;
  actor: ProgressActor;
}

export type ProgressCommand = AdvanceStep | RevertStep | ApproveWorkgroupPlan | WithdrawApproval;

export const approvalsClosedMessage = 'Approvals are open in steps 6 and 7';
export const masqueradeApprovalMessage = 'You cannot approve a plan while masquerading: sign in as yourself';
export const planChangedMessage = 'The plan changed since you loaded it';
export const approvedMeanwhileMessage =
  'Someone else approved this plan meanwhile: reload to see their approval, and approve again if needed';
const maxTextLength = 2000;

const stepName = (step: number) => `${step} (${progressStepOf(step)?.name ?? 'unknown'})`;

function existing(state: ProgressState, periodId: string): ProgressState {
  if (state.status !== 'active') throw new NotFoundError('academicPeriods', periodId);
  return state;
}

function checkFromStep(state: ProgressState, fromStep: number) {
  if (fromStep !== state.step)
    throw new StateConflictError(
      `The period is at step ${stepName(state.step)} now, not ${fromStep}: someone moved it meanwhile. ` +
        'Reload and try again.',
    );
}

/** The workgroups whose plan lacks an approval of `step` that still holds (none, or the plan changed). */
function unapprovedWarnings(state: ProgressState, step: number, workgroups: readonly WorkgroupPlanVersion[]) {
  return workgroups.flatMap((workgroup) => {
    const approval = state.approvals[workgroup.WorkgroupId]?.[step];
    if (approval && approval.planVersion === workgroup.planVersion) return [];
    const what = approval ? 'changed since its approval' : 'not approved';
    return [
      {
        kind: approval ? 'changedSinceApproval' : 'notApproved',
        WorkgroupId: workgroup.WorkgroupId,
        message: `The plan of ${workgroup.name} is ${what} in step ${stepName(step)}.`,
      },
    ];
  });
}

function advance(command: AdvanceStep, state: ProgressState): ProgressEvent[] {
  checkFromStep(existing(state, command.AcademicPeriodId), command.fromStep);
  if (state.step >= lastProgressStep)
    throw new StateConflictError('The period is at its last step: it is published to faculty.');
  if (!mayAdvance(command.actor, state.step))
    throw new NotPermittedError(
      `Your roles do not let you advance a period from step ${stepName(state.step)}`,
    );
  if (approvalSteps.includes(state.step) && !command.confirmed) {
    const warnings = unapprovedWarnings(state, state.step, command.workgroups);
    if (warnings.length > 0) throw new UnconfirmedWarningsError(warnings);
  }
  const { id, AcademicPeriodId } = command;
  return [
    {
      type: 'AcademicPeriodStepAdvanced',
      data: { id, AcademicPeriodId, fromStep: state.step, toStep: state.step + 1 },
    },
  ];
}

function revert(command: RevertStep, state: ProgressState): ProgressEvent[] {
  const reason = command.reason.trim();
  if (reason === '') throw new ValidationError({ reason: 'Required: say why the period goes back' });
  if (reason.length > maxTextLength)
    throw new ValidationError({ reason: `Must be at most ${maxTextLength} characters` });
  checkFromStep(existing(state, command.AcademicPeriodId), command.fromStep);
  if (state.step <= firstProgressStep)
    throw new StateConflictError('The period is at its first step: there is no step to go back to.');
  if (!mayRevert(command.actor, state.step))
    throw new NotPermittedError(
      `Your roles do not let you revert a period from step ${stepName(state.step)}`,
    );
  const { id, AcademicPeriodId } = command;
  return [
    {
      type: 'AcademicPeriodStepReverted',
      data: { id, AcademicPeriodId, fromStep: state.step, toStep: state.step - 1, reason },
    },
  ];
}

function approve(command: ApproveWorkgroupPlan, state: ProgressState): ProgressEvent[] {
  existing(state, command.AcademicPeriodId);
  const note = command.note?.trim() || null;
  if (note && note.length > maxTextLength)
    throw new ValidationError({ note: `Must be at most ${maxTextLength} characters` });
  if (!approvalSteps.includes(state.step)) throw new StateConflictError(approvalsClosedMessage);
  if (command.actor.masquerading) throw new NotPermittedError(masqueradeApprovalMessage);
  if (!mayApprove(command.actor, state.step, command.WorkgroupId))
    throw new NotPermittedError(
      `Your roles and workgroup rights do not let you approve this workgroup's plan in step ${stepName(state.step)}`,
    );
  if (command.planVersion !== command.currentPlanVersion) throw new StateConflictError(planChangedMessage);
  // Once only (issue 15): an approval replaces the one in force that its caller saw, judged here on the
  // stream. Of concurrent approvals one appends; the others' retries (fresh state) find its approval in
  // force instead of the one they saw and are refused. A caller that saw it and sends the same approval
  // again (a resent request) is refused too: it would say nothing new.
  const inForce = state.approvals[command.WorkgroupId]?.[state.step];
  if ((inForce?.id ?? null) !== command.approvalInForce)
    throw new StateConflictError(approvedMeanwhileMessage);
  if (inForce && inForce.planVersion === command.planVersion && inForce.note === note)
    throw new StateConflictError(
      `This plan is already approved in step ${stepName(state.step)} as it is, with the same note`,
    );
  const { id, AcademicPeriodId, WorkgroupId, plan } = command;
  return [
    {
      type: 'WorkgroupPlanApproved',
      data: {
        id,
        AcademicPeriodId,
        WorkgroupId,
        step: state.step,
        planVersion: command.planVersion,
        plan,
        note,
      },
    },
  ];
}

/**
 * The progress of an academic period (DESIGN §11), decided in the period's own stream next to its record
 * (whose decider ignores these events, so a step change never conflicts with an edit of the period).
 * Steps move one at a time; fromStep must be the step the period is at (a stale one is a 409).
 */
export const progressDecider: Decider<ProgressState, ProgressCommand, ProgressEvent> = {
  initialState: initialProgressState,
  evolve: (state, event) => evolveProgress(state, event),
  decide(command, state) {
    switch (command.type) {
      case 'AdvanceStep':
        return advance(command, state);
      case 'RevertStep':
        return revert(command, state);
      case 'ApproveWorkgroupPlan':
        return approve(command, state);
      case 'WithdrawApproval':
        return withdrawApproval(command, state);
    }
  },
};
