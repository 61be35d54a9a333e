import type { Decider } from '@tams/event-store';
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
