import {
  childrenOf,
  type RecordCommand,
  type ResourceDefinition,
  recordStreamDecider,
  streamIdOf,
} from '@tams/domain';
import type { NewEvent } from '@tams/event-store';

export type Stream = { streamId: string; events: NewEvent[] };

/** The events of a new record stream, decided by the same decider as any command (no shortcut). */
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
    for (const event of [decider.decide(command, state)].flat()) {
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
