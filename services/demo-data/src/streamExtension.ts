import {
  childrenOf,
  type NewStream,
  parseRecordInput,
  type RecordCommand,
  recordStreamDecider,
  resourceDefinition,
  type ResourceDefinition,
} from '@tams/domain';
import type { NewEvent } from '@tams/event-store';

const asCreated = { readOnlyKeys: new Set<string>(), trusted: true };
const deciders = new Map<ResourceDefinition, ReturnType<typeof recordStreamDecider>>();
const deciderOf = (definition: ResourceDefinition) => {
  let decider = deciders.get(definition);
  if (!decider) {
    decider = recordStreamDecider(definition, childrenOf(definition));
    deciders.set(definition, decider);
  }
  return decider;
};

/**
 * A seeded stream with more child records created in it (a section's teaching assignments, a user's
 * financial data), decided by the stream's decider over the state its events so far leave, as a later
 * command would be: the children's rules (one instructor once per section) see the records before them.
 */
export function withChildren(
  definition: ResourceDefinition,
  stream: NewStream,
  children: readonly RecordCommand[],
): NewStream {
  if (children.length === 0) return stream;
  const decider = deciderOf(definition);
  const events: NewEvent[] = [...stream.events];
  let state = decider.initialState();
  for (const [index, event] of events.entries()) state = decider.evolve(state, event as never, index + 1);
  for (const command of children) {
    if (command.type !== 'CreateRecord') throw new Error('A seeded stream is made of creates only');
    const fields = resourceDefinition(command.resource).fields;
    const complete = { ...command, values: parseRecordInput(fields, command.values, 'create', asCreated) };
    for (const event of [decider.decide(complete, state)].flat()) {
      state = decider.evolve(state, event, events.length + 1);
      events.push(event);
    }
  }
  return { streamId: stream.streamId, events };
}
