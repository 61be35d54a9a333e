import {
  ANY as KURRENT_ANY,
  FORWARDS,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM as KURRENT_NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { v7 as uuidv7 } from 'uuid';
import type { AppendSignal } from '../appendSignal.js';
import { decodeCheckpoint, encodeCheckpoint, zeroCheckpoint } from '../checkpoint.js';
import { ExpectedVersionConflictError } from '../errors.js';
import type {
  AppendOptions,
  AppendResult,
  Checkpoint,
  EventMetadata,
  EventStore,
  NewEvent,
  ReadAllResult,
  ReadStreamResult,
  RecordedEvent,
  UpcasterRegistry,
} from '../types.js';
import { upcast } from '../upcast.js';

/**
 * The event store port on KurrentDB (EventStoreDB's successor), selected by EVENTSTORE_URL (DESIGN §3).
 * Versions: ours count from 1, KurrentDB revisions from 0. Checkpoints encode the $all commit and prepare
 * positions. System events ($...) are skipped but still move the checkpoint. Projections keep their
 * checkpoints in PostgreSQL, in the transaction of their rows, as with the Postgres store.
 */
export class KurrentEventStore implements EventStore {
  readonly start: Checkpoint = zeroCheckpoint;

  constructor(
    private readonly client: KurrentDBClient,
    private readonly options: { upcasters?: UpcasterRegistry; appendSignal?: AppendSignal } = {},
  ) {}

  static fromConnectionString(
    url: string,
    options?: { upcasters?: UpcasterRegistry; appendSignal?: AppendSignal },
  ) {
    return new KurrentEventStore(KurrentDBClient.connectionString(url), options);
  }

  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError('appendToStream needs at least one event');
    // KurrentDB has no transaction across streams to claim unique keys in: refuse rather than append
    // without the guarantee (the PostgreSQL store keeps them, postgres/uniqueKeys.ts)
    if ((options.uniqueKeys?.claim?.length ?? 0) + (options.uniqueKeys?.release?.length ?? 0) > 0)
      throw new Error('Unique keys are not supported by the KurrentDB event store yet');
    const expected = options.expectedVersion;
    const streamState =
      expected === 'no_stream' ? KURRENT_NO_STREAM : expected === 'any' ? KURRENT_ANY : BigInt(expected - 1);
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((event) =>
          jsonEvent({
            id: event.id ?? uuidv7(),
            type: event.type,
            data: event.data as Record<string, unknown>,
            metadata: { ...options.metadata, ...event.metadata, schemaVersion: event.schemaVersion ?? 1 },
          }),
        ),
        { streamState },
      );
      const position = encodeCheckpoint(result.position!.commit, result.position!.prepare);
      this.options.appendSignal?.notify(position);
      return { nextExpectedVersion: Number(result.nextExpectedRevision) + 1, position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const actual = error.actualState === KURRENT_NO_STREAM ? 0 : Number(error.actualState) + 1;
      throw new ExpectedVersionConflictError(streamId, expected, actual);
    }
  }

  async readStream(streamId: string, options: { fromVersion?: number } = {}): Promise<ReadStreamResult> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: BigInt((options.fromVersion ?? 1) - 1),
        direction: FORWARDS,
      })) {
        if (resolved.event) events.push(this.toRecorded(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return { version: 0, events: [] };
      throw error;
    }
    return { version: events.at(-1)?.streamVersion ?? 0, events };
  }

  async readAll(after: Checkpoint, limit: number): Promise<ReadAllResult> {
    const from = after === zeroCheckpoint ? START : decodeCheckpoint(after);
    const events: RecordedEvent[] = [];
    let checkpoint = after;
    for await (const resolved of this.client.readAll({
      fromPosition: from === START ? START : { commit: BigInt(from.major), prepare: BigInt(from.minor) },
      maxCount: limit + 1,
      direction: FORWARDS,
    })) {
      const event = resolved.event;
      if (!event?.position) continue;
      const position = encodeCheckpoint(event.position.commit, event.position.prepare);
      if (position <= after) continue; // reading from a position includes the event at it
      checkpoint = position;
      if (!event.type.startsWith('$')) events.push(this.toRecorded(event));
      if (events.length >= limit) break;
    }
    return { events, checkpoint };
  }

  private toRecorded(event: {
    streamId: string;
    id: string;
    revision: bigint;
    type: string;
    created: Date;
    data: unknown;
    metadata: unknown;
    position?: { commit: bigint; prepare: bigint };
  }): RecordedEvent {
    const { schemaVersion: stored = 1, ...metadata } = (event.metadata ?? {}) as EventMetadata & {
      schemaVersion?: number;
    };
    const { data, schemaVersion } = upcast(this.options.upcasters, event.type, stored, event.data, metadata);
    return {
      streamId: event.streamId,
      streamVersion: Number(event.revision) + 1,
      eventId: event.id,
      type: event.type,
      schemaVersion,
      data,
      metadata,
      recordedAt: event.created,
      position: event.position
        ? encodeCheckpoint(event.position.commit, event.position.prepare)
        : zeroCheckpoint,
    };
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
