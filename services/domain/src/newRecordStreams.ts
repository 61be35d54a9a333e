import type { NewEvent, UniqueKey } from '@tams/event-store';
import { childrenOf, resourceDefinition, resourceDefinitions } from './resources.js';
import { parseRecordInput } from './shared/inputSchema.js';
import { type RecordCommand, type RecordEvent, recordStreamDecider } from './shared/recordDecider.js';
import { type ResourceDefinition, streamIdOf } from './shared/resource.js';
import { recordStreamUniqueKeys } from './shared/uniqueKeys.js';

/** A record stream made whole at once (by the demo data, a clone job, a test fixture), before it is appended. */
export type NewStream = { streamId: string; events: NewEvent[] };

const asCreated = { readOnlyKeys: new Set<string>(), trusted: true };

/**
 * The events of a new record stream, decided by the same decider as any command (no shortcut), from
 * values checked and completed (defaults, null for what is left out) as the server does for a create.
 */
export function newRecordStream(
  definition: ResourceDefinition,
  id: string,
  values: Record<string, unknown>,
  children: RecordCommand[] = [],
): NewStream {
  const decider = recordStreamDecider(definition, childrenOf(definition));
  let state = decider.initialState();
  const events: NewEvent[] = [];
  for (const command of [
    { type: 'CreateRecord', resource: definition.name, id, values } as RecordCommand,
    ...children,
  ]) {
    if (command.type !== 'CreateRecord') throw new Error('A new stream is made of creates only');
    const fields = resourceDefinition(command.resource).fields;
    const complete = { ...command, values: parseRecordInput(fields, command.values, 'create', asCreated) };
    for (const event of [decider.decide(complete, state)].flat()) {
      state = decider.evolve(state, event, events.length + 1);
      events.push(event);
    }
  }
  return { streamId: streamIdOf(definition, id), events };
}

/** A child record created in its parent's new stream. */
export const childRecord = (
  resource: string,
  id: string,
  values: Record<string, unknown>,
): RecordCommand => ({
  type: 'CreateRecord',
  resource,
  id,
  values,
});

let ownersByPrefix: Map<string, ResourceDefinition> | undefined;
const ownerOf = (streamId: string) =>
  (ownersByPrefix ??= new Map(
    Object.values(resourceDefinitions as Record<string, ResourceDefinition>)
      .filter((definition) => !definition.parent)
      .map((definition) => [definition.streamPrefix, definition]),
  )).get(streamId.split('-', 1)[0]!);

/**
 * The unique keys a new stream holds once its events are in (none for a stream that is not a record
 * stream): the seed and the clone claim them with the append, as commands do (handleCommand uniqueKeys).
 */
export function uniqueKeysOfNewStream(stream: NewStream): UniqueKey[] {
  const owner = ownerOf(stream.streamId);
  const keysOf = owner && recordStreamUniqueKeys(owner, childrenOf(owner));
  if (!owner || !keysOf) return [];
  const decider = recordStreamDecider(owner, childrenOf(owner));
  let state = decider.initialState();
  for (const [index, event] of stream.events.entries())
    state = decider.evolve(state, event as RecordEvent, index + 1);
  return keysOf(state);
}
