import { NotFoundError, StateConflictError } from './errors.js';
import type { RecordCommand, RecordEvent, RecordStreamState } from './recordDecider.js';
import { eventTypesOf, type ResourceDefinition } from './resource.js';

/** A record as it was when it was removed, and the event that removed it: what an undo brings back. */
export interface RemovedRecord {
  id: string;
  removedEventId: string;
  values: Record<string, unknown>;
}

/** The key of a restoring create's data naming the removal it compensates (not a field: no column reads it). */
export const restoresKey = 'restores';

/**
 * The record `id` of `definition` as its stream's events last left it when it was removed (undefined: it
 * was never removed, or it is back since). `events` are the stream's, oldest first, as recorded.
 */
export function removedRecordOf(
  events: readonly { type: string; eventId: string; data: unknown }[],
  definition: ResourceDefinition,
  id: string,
): RemovedRecord | undefined {
  const types = eventTypesOf(definition);
  let values: Record<string, unknown> | undefined;
  let removed: RemovedRecord | undefined;
  for (const event of events) {
    const data = event.data as { id?: string; changes?: Record<string, unknown> };
    if (data?.id !== id) continue;
    if (event.type === types.created) {
      const { id: _id, [restoresKey]: _restores, ...created } = data as Record<string, unknown>;
      values = created;
      removed = undefined;
    } else if (event.type === types.updated && values) values = { ...values, ...data.changes };
    else if (event.type === types.deleted && values) removed = { id, removedEventId: event.eventId, values };
  }
  return removed;
}

/**
 * A compensating command's events: the removed record created again with its id and values, the event
 * naming the removal it undoes (`restores`). The record there already (undone before): 409; nothing
 * removed to restore: 404; else refused as its create would be (the parent gone: 404; a rule broken
 * meanwhile, e.g. the instructor assigned again: 400).
 */
export function restoreEvents(
  decide: (command: RecordCommand, state: RecordStreamState) => RecordEvent | RecordEvent[],
  definition: ResourceDefinition,
  id: string,
  removed: RemovedRecord | undefined,
  state: RecordStreamState,
): RecordEvent[] {
  const there =
    state.status === 'active' &&
    (state.root.id === id || state.children[definition.name]?.[id] !== undefined);
  if (there)
    throw new StateConflictError(
      `This ${definition.labels.one.toLowerCase()} is there already: nothing to undo`,
    );
  if (!removed) throw new NotFoundError(definition.name, id);
  const create: RecordCommand = {
    type: 'CreateRecord',
    resource: definition.name,
    id,
    values: removed.values,
  };
  return [decide(create, state)]
    .flat()
    .map((event) =>
      event.data.id === id
        ? { ...event, data: { ...event.data, [restoresKey]: removed.removedEventId } }
        : event,
    );
}
