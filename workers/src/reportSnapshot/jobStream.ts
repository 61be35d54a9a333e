import {
  type Decider,
  type DomainEvent,
  type EventMetadata,
  type EventStore,
  isExpectedVersionConflict,
  NO_STREAM,
} from '@tams/event-store';
import type { JobStarter } from '../jobProgressNotices.js';

/** The metadata of what a job appends (DESIGN §8: via job). */
export const jobMetadata = (startedBy: JobStarter, correlationId?: string): EventMetadata => ({
  actorId: startedBy.userId,
  authenticatedUserId: startedBy.authenticatedUserId,
  via: 'job',
  ...(correlationId ? { correlationId } : {}),
});

/** A job's record: its stream read, decided on and appended to, again after a conflict (a retried attempt). */
export async function runJobCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: { id: string; type: string },
  decider: Decider<State, Command, Event>,
  command: Command,
  metadata: EventMetadata,
): Promise<State> {
  for (let attempt = 0; ; attempt++) {
    const { version, events } = await store.readStream(stream.id);
    let state = events.reduce(
      (current, event, index) => decider.evolve(current, event as unknown as Event, index + 1),
      decider.initialState(),
    );
    const decided: Event[] = [decider.decide(command, state)].flat() as Event[];
    if (decided.length === 0) return state;
    try {
      await store.appendToStream(stream.id, decided, {
        expectedVersion: version === 0 ? NO_STREAM : version,
        streamType: stream.type,
        metadata,
      });
    } catch (error) {
      if (!isExpectedVersionConflict(error) || attempt >= 3) throw error;
      continue;
    }
    decided.forEach((event, index) => (state = decider.evolve(state, event, version + index + 1)));
    return state;
  }
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
