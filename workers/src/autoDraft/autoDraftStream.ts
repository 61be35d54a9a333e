import {
  type AutoDraftCommand,
  type AutoDraftEvent,
  type AutoDraftState,
  autoDraftDecider,
  autoDraftStreamId,
  autoDraftStreamPrefix,
} from '@tams/domain';
import {
  type Checkpoint,
  type EventMetadata,
  type EventStore,
  ExpectedVersionConflictError,
  isExpectedVersionConflict,
  NO_STREAM,
} from '@tams/event-store';

/** A draft's state folded from its stream, and the version it was read at. */
export async function readAutoDraft(
  store: EventStore,
  id: string,
): Promise<{ state: AutoDraftState; version: number }> {
  const { version, events } = await store.readStream(autoDraftStreamId(id));
  let state = autoDraftDecider.initialState();
  for (const event of events)
    state = autoDraftDecider.evolve(state, event as unknown as AutoDraftEvent, event.streamVersion);
  return { state, version };
}

export interface AutoDraftRun {
  metadata: EventMetadata;
  /** Append only at this version (a claim): a stream moved on meanwhile is a 409, never retried. */
  expectedVersion?: number;
  /** The event ids, derived from what triggered them (a retried job appends nothing twice). */
  eventIdOf?: (event: AutoDraftEvent, index: number) => string;
}

/**
 * Decides `command` on the draft's stream and appends what it decides at the version read (read again and
 * decided again when another writer appended meanwhile, unless `expectedVersion` holds it to one).
 */
export async function runAutoDraftCommand(
  store: EventStore,
  id: string,
  command: AutoDraftCommand,
  { metadata, expectedVersion, eventIdOf }: AutoDraftRun,
): Promise<{ state: AutoDraftState; events: AutoDraftEvent[]; position: Checkpoint | undefined }> {
  for (let attempt = 0; ; attempt++) {
    const { state, version } = await readAutoDraft(store, id);
    if (expectedVersion !== undefined && version !== expectedVersion)
      throw new ExpectedVersionConflictError(autoDraftStreamId(id), expectedVersion, version);
    const events = autoDraftDecider.decide(command, state) as AutoDraftEvent[];
    if (events.length === 0) return { state, events, position: undefined };
    try {
      const appended = await store.appendToStream(
        autoDraftStreamId(id),
        events.map((event, index) => ({ ...event, ...(eventIdOf ? { id: eventIdOf(event, index) } : {}) })),
        { expectedVersion: version === 0 ? NO_STREAM : version, metadata, streamType: autoDraftStreamPrefix },
      );
      const next = events.reduce(
        (folded, event, index) => autoDraftDecider.evolve(folded, event, version + index + 1),
        state,
      );
      return { state: next, events, position: appended.position };
    } catch (error) {
      if (!isExpectedVersionConflict(error) || expectedVersion !== undefined || attempt >= 3) throw error;
    }
  }
}
