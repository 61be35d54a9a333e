import type { StaleReads } from './invalidation';
import { liveQueryKeys } from './liveQueryKeys';

/** The spec §4 socket events about a period's step, its approvals and the active / working period. */
export const periodEventTypes = [
  'activeStepsChanged',
  'approvalsChanged',
  'activeAcademicPeriodUpdated',
  'workingAcademicPeriodUpdated',
] as const;
export type PeriodEventType = (typeof periodEventTypes)[number];

export interface PeriodEventPayload {
  AcademicPeriodId?: string;
  /** workingAcademicPeriodUpdated: whose working period it is. */
  UserId?: string;
  step?: number;
  actorId?: string | null;
}

/** What the page does on such an event. */
export interface PeriodEventReaction {
  /** The reads to refresh; 'everything' when the period the user works in may have changed. */
  stale: StaleReads[] | 'everything';
  /** Read the auth context again (its progressStepId is the working period's step). */
  refreshAuth: boolean;
  /** Start again from the dashboard. */
  goHome: boolean;
}

const prefixes = (...names: (keyof typeof liveQueryKeys)[]): StaleReads[] =>
  names.map((name) => ({ resource: liveQueryKeys[name][0], ids: null }));

/** A period that the user may be working in changed: everything read was for the previous one. */
const periodChanged: PeriodEventReaction = { stale: 'everything', refreshAuth: true, goHome: true };

/**
 * Spec §4: activeStepsChanged refreshes the progress steps and actions, approvalsChanged the progress
 * steps (and the approvals shown), each unless the current user made the change (their own request
 * refreshed them already); activeAcademicPeriodUpdated refreshes periods, assignments and progress and
 * goes to /; workingAcademicPeriodUpdated does the same for the user whose working period it is.
 * Undefined: nothing to do.
 */
export function reactionTo(
  type: PeriodEventType,
  payload: PeriodEventPayload,
  currentUserId: string | undefined,
): PeriodEventReaction | undefined {
  const own = Boolean(currentUserId) && payload.actorId === currentUserId;
  switch (type) {
    case 'activeStepsChanged':
      if (own) return undefined;
      return {
        // the approvals' status follows the step (open at 6 and 7); the step's rights are in the auth context
        stale: prefixes('progressSteps', 'progressActions', 'workgroupApprovals', 'dashboard'),
        refreshAuth: true,
        goHome: false,
      };
    case 'approvalsChanged':
      if (own) return undefined;
      return {
        stale: prefixes('progressSteps', 'workgroupApprovals', 'workgroupApproval'),
        refreshAuth: false,
        goHome: false,
      };
    case 'activeAcademicPeriodUpdated':
      return periodChanged;
    case 'workingAcademicPeriodUpdated':
      return currentUserId && payload.UserId === currentUserId ? periodChanged : undefined;
  }
}
