import { approvalSteps, firstProgressStep, lastProgressStep } from './progressSteps.js';

/** Who issues a progress command: the working user, their roles and workgroup rights (from the auth context). */
export interface ProgressActor {
  UserId: string;
  roles: readonly string[];
  workgroupPermissions: readonly { id: string; permission: number }[];
  /** Acting as this user while signed in as another (DESIGN §20: approves nothing). */
  masquerading?: boolean;
}

/** Workgroup permission bit 1: approve (spec §9). */
const approveBit = 1;

const holds = (actor: ProgressActor, ...roles: string[]) => actor.roles.some((role) => roles.includes(role));
const runsPlanning = (actor: ProgressActor) => holds(actor, 'admin', 'academicOpsAdmin');
const approvesForAcademicAffairs = (actor: ProgressActor) => holds(actor, 'academicAffairsApprover');

/**
 * Who may move a period on from `step` (to step + 1): admin and academicOpsAdmin from any step but the
 * last; academicAffairsApprover only from 7 to 8 (publishing their approval).
 */
export function mayAdvance(actor: ProgressActor, step: number): boolean {
  if (step < firstProgressStep || step >= lastProgressStep) return false;
  return runsPlanning(actor) || (approvesForAcademicAffairs(actor) && step === 7);
}

/**
 * Who may move a period back from `step` (to step - 1): admin and academicOpsAdmin from any step but the
 * first; academicAffairsApprover only from 7 to 6 (sending the plans back to the workgroups).
 */
export function mayRevert(actor: ProgressActor, step: number): boolean {
  if (step <= firstProgressStep || step > lastProgressStep) return false;
  return runsPlanning(actor) || (approvesForAcademicAffairs(actor) && step === 7);
}

/**
 * Who may approve a workgroup's plan at `step`: in step 6 the workgroup's members with bit 1 and
 * academicAffairsApprover; in step 7 academicAffairsApprover alone; in no other step anyone; never while
 * masquerading (an approval is the approver's own act, DESIGN §20).
 */
export function mayApprove(actor: ProgressActor, step: number, workgroupId: string): boolean {
  if (!approvalSteps.includes(step) || actor.masquerading) return false;
  if (approvesForAcademicAffairs(actor)) return true;
  return (
    step === 6 &&
    actor.workgroupPermissions.some(
      (membership) => membership.id === workgroupId && (membership.permission & approveBit) === approveBit,
    )
  );
}
