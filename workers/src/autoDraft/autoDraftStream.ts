import {
  type AutoDraftCommand,
  type AutoDraftEvent,
  type AutoDraftState,
  autoDraftDecider,
  autoDraftStreamId,
  autoDraftStreamPrefix,
} from '@tams/domain';
import { type Checkpoint, type EventMetadata, type EventStore, handleCommand } from '@tams/event-store';

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
 * Decides `command` on the draft's stream with the shared command handler (read, fold, decide, append at
 * the version read; read again and decided again when another writer appended meanwhile, unless
 * `expectedVersion` holds it to one). `eventIdOf` gives the decided events their ids.
 */
export async function runAutoDraftCommand(
  store: EventStore,
  id: string,
  command: AutoDraftCommand,
  { metadata, expectedVersion, eventIdOf }: AutoDraftRun,
): Promise<{ state: AutoDraftState; events: AutoDraftEvent[]; position: Checkpoint | undefined }> {
  const decider: typeof autoDraftDecider = eventIdOf
    ? {
        ...autoDraftDecider,
        decide: (decided, state) =>
          [autoDraftDecider.decide(decided, state)]
            .flat()
            .map((event, index) => ({ ...event, id: eventIdOf(event, index) })),
      }
    : autoDraftDecider;
  const { state, events, position } = await handleCommand(store, autoDraftStreamId(id), decider, command, {
    metadata,
    streamType: autoDraftStreamPrefix,
    ...(expectedVersion === undefined ? {} : { expectedStreamVersion: expectedVersion }),
  });
  return { state, events, position };
}
