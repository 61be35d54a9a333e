import {
  childrenOf,
  parseRecordInput,
  type RecordCommand,
  type RecordEvent,
  type ResourceDefinition,
  recordStreamDecider,
  recordStreamUniqueKeys,
  resourceDefinition,
  resourceDefinitions,
  streamIdOf,
} from '@tams/domain';
import {
  type Checkpoint,
  type EventMetadata,
  type EventStore,
  maxCheckpoint,
  NO_STREAM,
  type NewEvent,
  type UniqueKey,
} from '@tams/event-store';

export type Stream = { streamId: string; events: NewEvent[] };

const asCreated = { readOnlyKeys: new Set<string>(), trusted: true };

/**
 * The events of a new record stream, decided by the same decider as any command (no shortcut), from
 * values checked and completed (defaults, null for what is left out) as the server does for a create.
 */
export function created(
  definition: ResourceDefinition,
  id: string,
  values: Record<string, unknown>,
  children: RecordCommand[] = [],
): Stream {
  const decider = recordStreamDecider(definition, childrenOf(definition));
  let state = decider.initialState();
  const events: NewEvent[] = [];
  for (const command of [
    { type: 'CreateRecord', resource: definition.name, id, values } as RecordCommand,
    ...children,
  ]) {
    if (command.type !== 'CreateRecord') throw new Error('A seeded stream is made of creates only');
    const fields = resourceDefinition(command.resource).fields;
    const complete = { ...command, values: parseRecordInput(fields, command.values, 'create', asCreated) };
    for (const event of [decider.decide(complete, state)].flat()) {
      state = decider.evolve(state, event, events.length + 1);
      events.push(event);
    }
  }
  return { streamId: streamIdOf(definition, id), events };
}

/** A child record created in its parent's stream. */
export const child = (resource: string, id: string, values: Record<string, unknown>): RecordCommand => ({
  type: 'CreateRecord',
  resource,
  id,
  values,
});

const ownersByPrefix = new Map(
  Object.values(resourceDefinitions as Record<string, ResourceDefinition>)
    .filter((definition) => !definition.parent)
    .map((definition) => [definition.streamPrefix, definition]),
);

/**
 * The unique keys a new stream holds once its events are in (none for a stream that is not a record
 * stream): the seed and the clone claim them with the append, as commands do (handleCommand uniqueKeys).
 */
export function uniqueKeysOfNewStream(stream: Stream): UniqueKey[] {
  const owner = ownersByPrefix.get(stream.streamId.split('-', 1)[0]!);
  const keysOf = owner && recordStreamUniqueKeys(owner, childrenOf(owner));
  if (!owner || !keysOf) return [];
  const decider = recordStreamDecider(owner, childrenOf(owner));
  let state = decider.initialState();
  for (const [index, event] of stream.events.entries())
    state = decider.evolve(state, event as RecordEvent, index + 1);
  return keysOf(state);
}

/** Appends new streams with `writers` concurrent writers; returns the position after the last one. */
export async function appendStreams(
  store: EventStore,
  streams: readonly Stream[],
  metadata: EventMetadata,
  writers = 8,
): Promise<Checkpoint | undefined> {
  let position: Checkpoint | undefined;
  let next = 0;
  const writer = async () => {
    while (next < streams.length) {
      const stream = streams[next++]!;
      const appended = await store.appendToStream(stream.streamId, stream.events, {
        expectedVersion: NO_STREAM,
        metadata,
        uniqueKeys: { claim: uniqueKeysOfNewStream(stream) },
      });
      position = position ? maxCheckpoint(position, appended.position) : appended.position;
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
  return position;
}
