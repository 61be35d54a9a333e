import type { Decider } from '@tams/event-store';
import { StateConflictError, ValidationError } from '../shared/errors.js';
import type {
  AcceptedProposal,
  AutoDraftEvent,
  AutoDraftRequest,
  AutoDraftStarter,
  RefusedProposal,
} from './autoDraftLifecycleEvents.js';
import type { DraftResult } from './draftResult.js';

/**
 * One auto-draft (DESIGN §18), a stream per draft: `autoDraft-<id>`. The API records the request, the
 * `autoDraft` job records the solver's result, and whoever accepts claims the proposals on this stream
 * (at the version read) before assigning them on the sections' streams, so two acceptances of one draft
 * never both assign; the outcome of each proposal is recorded after. A discarded draft accepts nothing.
 */
export const autoDraftStreamPrefix = 'autoDraft';
export const autoDraftStreamId = (id: string) => `${autoDraftStreamPrefix}-${id}`;

/** An acceptance that claimed this long ago without recording its outcome died: another may go on. */
export const acceptanceTimeoutMs = 120_000;

export interface AutoDraftState {
  status: 'none' | 'solving' | 'solved' | 'failed' | 'discarded';
  id: string | null;
  request: AutoDraftRequest | null;
  startedBy: AutoDraftStarter | null;
  requestedAt: string | null;
  result: DraftResult | null;
  error: string | null;
  /** SectionIds of the proposals accepted (assigned) so far. */
  accepted: string[];
  /** The acceptance under way: claimed, its outcome not recorded yet. */
  accepting: { SectionIds: string[]; at: string } | null;
}

export type AutoDraftCommand =
  | {
      type: 'RequestAutoDraft';
      id: string;
      request: AutoDraftRequest;
      startedBy: AutoDraftStarter;
      at: string;
    }
  | { type: 'RecordAutoDraftSolved'; id: string; result: DraftResult }
  | { type: 'RecordAutoDraftFailed'; id: string; error: string }
  /** SectionIds absent: every proposal not accepted yet. `at`: now (ISO). */
  | { type: 'StartAcceptingAutoDraft'; id: string; SectionIds?: readonly string[] | undefined; at: string }
  | {
      type: 'RecordAutoDraftAccepted';
      id: string;
      assigned: AcceptedProposal[];
      refused: RefusedProposal[];
    }
  | { type: 'DiscardAutoDraft'; id: string };

export const initialAutoDraftState = (): AutoDraftState => ({
  status: 'none',
  id: null,
  request: null,
  startedBy: null,
  requestedAt: null,
  result: null,
  error: null,
  accepted: [],
  accepting: null,
});

export function evolveAutoDraft(state: AutoDraftState, event: AutoDraftEvent): AutoDraftState {
  switch (event.type) {
    case 'AutoDraftRequested': {
      const { id, request, startedBy, requestedAt } = event.data;
      return { ...state, status: 'solving', id, request, startedBy, requestedAt };
    }
    case 'AutoDraftSolved':
      return {
        ...state,
        status: state.status === 'discarded' ? state.status : 'solved',
        result: event.data.result,
      };
    case 'AutoDraftFailed':
      return {
        ...state,
        status: state.status === 'discarded' ? state.status : 'failed',
        error: event.data.error,
      };
    case 'AutoDraftAccepting':
      return { ...state, accepting: { SectionIds: event.data.SectionIds, at: event.data.at } };
    case 'AutoDraftAccepted': {
      const accepted = [...state.accepted, ...event.data.assigned.map((row) => row.SectionId)];
      return { ...state, accepted: [...new Set(accepted)], accepting: null };
    }
    case 'AutoDraftDiscarded':
      return { ...state, status: 'discarded' };
  }
}

const stillAccepting = (state: AutoDraftState, at: string) =>
  !!state.accepting && Date.parse(at) - Date.parse(state.accepting.at) < acceptanceTimeoutMs;

/** Which proposals an acceptance claims: those named (each must be a proposal) or every one left. */
function startAccepting(
  command: Extract<AutoDraftCommand, { type: 'StartAcceptingAutoDraft' }>,
  state: AutoDraftState,
): AutoDraftEvent[] {
  if (state.status === 'discarded') throw new StateConflictError('This draft was discarded');
  if (state.status !== 'solved' || !state.result)
    throw new StateConflictError('This draft is not solved: there is nothing to accept yet');
  const proposed = new Set(state.result.proposals.map((proposal) => proposal.SectionId));
  if (command.SectionIds) {
    const unknown = command.SectionIds.filter((id) => !proposed.has(id));
    if (unknown.length > 0)
      throw new ValidationError({ SectionIds: `Not among the draft's proposals: ${unknown.join(', ')}` });
  }
  if (stillAccepting(state, command.at))
    throw new StateConflictError('This draft is being accepted: try again when that is done');
  const accepted = new Set(state.accepted);
  const named = command.SectionIds ? new Set(command.SectionIds) : proposed;
  const SectionIds = [...proposed].filter((id) => named.has(id) && !accepted.has(id));
  if (SectionIds.length === 0)
    throw new StateConflictError('Nothing left to accept: every proposal named is accepted already');
  return [{ type: 'AutoDraftAccepting', data: { id: command.id, SectionIds, at: command.at } }];
}

export function decideAutoDraft(command: AutoDraftCommand, state: AutoDraftState): AutoDraftEvent[] {
  switch (command.type) {
    case 'RequestAutoDraft': {
      if (state.status !== 'none') return []; // the same request again
      const { id, request, startedBy, at } = command;
      return [{ type: 'AutoDraftRequested', data: { id, request, startedBy, requestedAt: at } }];
    }
    case 'RecordAutoDraftSolved':
      // a retried job solves again: the first result stands; a discarded draft is not revived
      if (state.status !== 'solving') return [];
      return [{ type: 'AutoDraftSolved', data: { id: command.id, result: command.result } }];
    case 'RecordAutoDraftFailed':
      if (state.status !== 'solving') return [];
      return [{ type: 'AutoDraftFailed', data: { id: command.id, error: command.error.slice(0, 1000) } }];
    case 'StartAcceptingAutoDraft':
      return startAccepting(command, state);
    case 'RecordAutoDraftAccepted': {
      // recorded whatever happened meanwhile (a discard): the assignments were made
      if (!state.accepting) throw new StateConflictError('No acceptance of this draft is under way');
      const { id, assigned, refused } = command;
      return [{ type: 'AutoDraftAccepted', data: { id, assigned, refused } }];
    }
    case 'DiscardAutoDraft':
      if (state.status === 'none') throw new StateConflictError('No such draft');
      if (state.status === 'discarded') return [];
      return [{ type: 'AutoDraftDiscarded', data: { id: command.id } }];
  }
}

export const autoDraftDecider: Decider<AutoDraftState, AutoDraftCommand, AutoDraftEvent> = {
  initialState: initialAutoDraftState,
  evolve: evolveAutoDraft,
  decide: decideAutoDraft,
};
