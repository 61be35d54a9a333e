import {
  type Decider,
  type DomainEvent,
  type EventMetadata,
  type EventStore,
  handleCommand,
} from '@tams/event-store';
import type { JobStarter } from '../jobProgressNotices.js';

/** The metadata of what a job appends (DESIGN §8: via job). */
export const jobMetadata = (startedBy: JobStarter, correlationId?: string): EventMetadata => ({
  actorId: startedBy.userId,
  authenticatedUserId: startedBy.authenticatedUserId,
  via: 'job',
  ...(correlationId ? { correlationId } : {}),
});

/** A job's record: its command decided on the stream and appended (handleCommand: again after a conflict). */
export async function runJobCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: { id: string; type: string },
  decider: Decider<State, Command, Event>,
  command: Command,
  metadata: EventMetadata,
): Promise<State> {
  const result = await handleCommand(store, stream.id, decider, command, {
    metadata,
    streamType: stream.type,
  });
  return result.state;
}

/** The state of a job's record as stored. */
export async function stateOf<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
): Promise<State> {
  const { events } = await store.readStream(streamId);
  return events.reduce(
    (current, event, index) => decider.evolve(current, event as unknown as Event, index + 1),
    decider.initialState(),
  );
}

/** Whether BullMQ gives up on the job when this attempt fails: then the record says it failed. */
export const isLastAttempt = (job: { attemptsMade: number; opts: { attempts?: number } }) =>
  job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
