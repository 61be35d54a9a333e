import type { DomainEvent } from '@tams/event-store';
import type { DraftWeights } from './draftProblem.js';
import type { DraftResult } from './draftResult.js';

/* The events of one auto-draft's stream, `autoDraft-<id>` (autoDraftLifecycle.ts decides them). */

/** What was asked for: the weights are complete (the defaults where the request left one out). */
export interface AutoDraftRequest {
  AcademicPeriodId: string;
  WorkgroupId: string | null;
  allowOverload: boolean;
  weights: DraftWeights;
  /** The workgroups the starter may assign in (null: every one): a period draft covers only these. */
  WorkgroupIds: string[] | null;
}

/** Who asked: the working user (the draft's owner) and the signed-in one (differs while masquerading). */
export interface AutoDraftStarter {
  userId: string;
  authenticatedUserId: string;
}

export interface AcceptedProposal {
  SectionId: string;
  UserId: string;
  /** The teaching assignment made. */
  id: string;
}
export interface RefusedProposal {
  SectionId: string;
  UserId: string;
  reason: string;
}

export type AutoDraftRequested = DomainEvent<
  'AutoDraftRequested',
  { id: string; request: AutoDraftRequest; startedBy: AutoDraftStarter; requestedAt: string }
>;
export type AutoDraftSolved = DomainEvent<'AutoDraftSolved', { id: string; result: DraftResult }>;
export type AutoDraftFailed = DomainEvent<'AutoDraftFailed', { id: string; error: string }>;
/** The claim an acceptance makes before it assigns anyone: one acceptance of a draft at a time. */
export type AutoDraftAccepting = DomainEvent<
  'AutoDraftAccepting',
  { id: string; SectionIds: string[]; at: string }
>;
export type AutoDraftAccepted = DomainEvent<
  'AutoDraftAccepted',
  { id: string; assigned: AcceptedProposal[]; refused: RefusedProposal[] }
>;
export type AutoDraftDiscarded = DomainEvent<'AutoDraftDiscarded', { id: string }>;

export type AutoDraftEvent =
  | AutoDraftRequested
  | AutoDraftSolved
  | AutoDraftFailed
  | AutoDraftAccepting
  | AutoDraftAccepted
  | AutoDraftDiscarded;

export const autoDraftEventTypes: readonly AutoDraftEvent['type'][] = [
  'AutoDraftRequested',
  'AutoDraftSolved',
  'AutoDraftFailed',
  'AutoDraftAccepting',
  'AutoDraftAccepted',
  'AutoDraftDiscarded',
];
