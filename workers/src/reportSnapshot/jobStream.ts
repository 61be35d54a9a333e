import {
  type Decider,
  type DomainEvent,
  type EventMetadata,
  type EventStore,
  handleCommand,
} from '@tams/event-store';
import { projectionOf, type ReadModels } from '@tams/projections';
import type { JobStarter } from '../jobProgressNotices.js';
import { readModelsReached } from '../sisImport/readModelsReached.js';

/** The metadata of what a job appends (DESIGN §8: via job). */
export const jobMetadata = (startedBy: JobStarter, correlationId?: string): EventMetadata => ({
  actorId: startedBy.userId,
  authenticatedUserId: startedBy.authenticatedUserId,
  via: 'job',
  ...(correlationId ? { correlationId } : {}),
});

/** How long a finishing job waits for its record's read model (then it finishes anyway). */
const shownWaitMs = 30_000;

/**
 * A job's record: its command decided on the stream and appended (handleCommand: again after a conflict).
 * `shownIn`: the record's read model table; it returns once that table shows the append, so a job reported
 * completed is read back completed (a client told "completed" over the socket read the snapshot as still
 * "requested" under load).
 */
export async function runJobCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: { id: string; type: string },
  decider: Decider<State, Command, Event>,
  command: Command,
  metadata: EventMetadata,
  shownIn?: { db: ReadModels; table: string },
): Promise<State> {
  const result = await handleCommand(store, stream.id, decider, command, {
    metadata,
    streamType: stream.type,
  });
  if (shownIn && result.position)
    await readModelsReached(shownIn.db, [projectionOf(shownIn.table).name], result.position, shownWaitMs);
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
