import type { Decider } from '@tams/event-store';
import { NotFoundError, StateConflictError, ValidationError } from '../shared/errors.js';
import { type RecordEvent, type RecordStreamState, recordStreamDecider } from '../shared/recordDecider.js';
import { type RemovedRecord, restoreEvents } from '../shared/restoreRecord.js';
import { administrativeAssignments } from './administrativeAssignment.js';

/**
 * Undoes the removal of an administrative assignment (a compensating command): it comes back on its stream
 * with its id and values, AdministrativeAssignmentCreated {id, ...values, restores: the removal's event id}.
 * `removed`: the assignment as the route read it from its stream (undefined: nothing removed to restore).
 */
export interface RestoreAdministrativeAssignment {
  type: 'RestoreAdministrativeAssignment';
  id: string;
  removed: RemovedRecord | undefined;
}

const records = recordStreamDecider(administrativeAssignments);

export const decideAdministrativeAssignmentRestore = (
  command: RestoreAdministrativeAssignment,
  state: RecordStreamState,
): RecordEvent[] =>
  restoreEvents(records.decide, administrativeAssignments, command.id, command.removed, state);

export const administrativeAssignmentRestoreDecider: Decider<
  RecordStreamState,
  RestoreAdministrativeAssignment,
  RecordEvent
> = {
  initialState: records.initialState,
  evolve: records.evolve,
  decide: decideAdministrativeAssignmentRestore,
};

/**
 * Approving or refusing a reported administrative assignment (DESIGN §19): approved, it counts toward its
 * member's workload; refused, it keeps the reason. Judged on the stream (its status as recorded, not as a
 * read model has it), so two reviewers at once cannot both decide: the second finds it decided (409).
 */
export interface ReviewAdministrativeAssignment {
  type: 'ReviewAdministrativeAssignment';
  id: string;
  decision: 'approve' | 'refuse';
  /** Required to refuse (the member reads it); optional to approve. */
  reason: string | null;
  expectedVersion?: number;
}

export function decideAdministrativeAssignmentReview(
  command: ReviewAdministrativeAssignment,
  state: RecordStreamState,
): RecordEvent[] {
  if (state.status !== 'active' || state.root.id !== command.id)
    throw new NotFoundError(administrativeAssignments.name, command.id);
  const status = state.root.values.status;
  const reviewable = command.decision === 'approve' ? ['reported', 'refused'] : ['reported'];
  if (!reviewable.includes(String(status)))
    throw new StateConflictError(
      `This administrative assignment is ${status ?? 'counted'} already: only a reported one can be ${command.decision === 'approve' ? 'approved' : 'refused'}`,
    );
  const reason = command.reason?.trim() || null;
  if (command.decision === 'refuse' && !reason)
    throw new ValidationError({ reason: 'Say why it is refused: the faculty member reads it' });
  if (reason && reason.length > 2000) throw new ValidationError({ reason: 'At most 2000 characters' });
  return toArray(
    records.decide(
      {
        type: 'UpdateRecord',
        resource: administrativeAssignments.name,
        id: command.id,
        values: { status: command.decision === 'approve' ? 'approved' : 'refused', statusReason: reason },
        ...(command.expectedVersion === undefined ? {} : { expectedVersion: command.expectedVersion }),
      },
      state,
    ),
  );
}

const toArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
