import type pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import type { AppendSignal } from '../appendSignal.js';
import { decodeCheckpoint, encodeCheckpoint, zeroCheckpoint } from '../checkpoint.js';
import { ExpectedVersionConflictError } from '../errors.js';
import type {
  AppendOptions,
  AppendResult,
  Checkpoint,
  EventStore,
  EventMetadata,
  NewEvent,
  NewStreamAppend,
  NewStreamsResult,
  ReadAllResult,
  ReadStreamResult,
  UpcasterRegistry,
} from '../types.js';
import {
  appendToStreamSql,
  appendToStreamWithKeysSql,
  createStreamSql,
  createStreamWithKeysSql,
  streamVersionConstraint,
  streamVersionSql,
} from './appendSql.js';
import { appendToNewStreamsSql } from './newStreamsSql.js';
import { visibleBoundSql } from './visibleBound.js';
import { type EventRow, eventColumns, toRecordedEvent } from './rowMapping.js';
import { uniqueKeyParameters, uniqueKeyTakenOf } from './uniqueKeys.js';

export interface PostgresEventStoreOptions {
  pool: pg.Pool;
  upcasters?: UpcasterRegistry;
  /** Told after every committed append (in-process wake-up of processors). */
  appendSignal?: AppendSignal;
}

const expectedVersionParameter = (expected: Exclude<AppendOptions['expectedVersion'], 'any'>): number => {
  if (expected === 'no_stream') return 0;
  if (!Number.isSafeInteger(expected) || expected < 1) {
    throw new RangeError(`Expected version must be NO_STREAM, ANY or a version >= 1, got ${expected}`);
  }
  return expected;
};

/**
 * Reads the global log in (transaction_id, global_position) order, only below the oldest running
 * transaction that could append to it (visibleBound.ts): that prefix of the log is final, so a cursor inside it can never have an event land behind
 * it. One statement, so the xmin filter and row visibility come from one snapshot.
 * Tests: "out-of-order commits are never skipped" in the contract suite.
 */
const readAllSql = `
  select ${eventColumns} from es_events
  where transaction_id < ${visibleBoundSql}
    and (transaction_id, global_position) > ($1::xid8, $2::bigint)
  order by transaction_id, global_position
  limit $3`;

export class PostgresEventStore implements EventStore {
  readonly start: Checkpoint = zeroCheckpoint;
  private readonly pool: pg.Pool;
  private readonly upcasters: UpcasterRegistry | undefined;
  private readonly appendSignal: AppendSignal | undefined;

  constructor(options: PostgresEventStoreOptions) {
    this.pool = options.pool;
    this.upcasters = options.upcasters;
    this.appendSignal = options.appendSignal;
  }

  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError('appendToStream needs at least one event');
    const payload = JSON.stringify(
      events.map((event) => ({
        id: event.id ?? uuidv7(),
        type: event.type,
        schemaVersion: event.schemaVersion ?? 1,
        data: event.data,
        metadata: { ...options.metadata, ...event.metadata },
      })),
    );
    const streamType = options.streamType ?? streamId.split('-', 1)[0]!;
    if (options.expectedVersion !== 'any') {
      return this.appendExpecting(
        streamId,
        streamType,
        expectedVersionParameter(options.expectedVersion),
        payload,
        options,
      );
    }
    // ANY: read the version, append expecting it; another writer in between costs a retry, never an
    // append out of order (see appendSql.ts)
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.appendExpecting(
          streamId,
          streamType,
          await this.streamVersion(streamId),
          payload,
          options,
        );
      } catch (error) {
        if (!(error instanceof ExpectedVersionConflictError) || attempt >= 50) throw error;
      }
    }
  }

  async appendToNewStreams(
    streams: readonly NewStreamAppend[],
    options: { metadata?: EventMetadata },
  ): Promise<NewStreamsResult> {
    if (streams.length === 0) return { created: new Set(), position: undefined };
    const payload = JSON.stringify(
      streams.map((stream) => ({
        streamId: stream.streamId,
        streamType: stream.streamType ?? stream.streamId.split('-', 1)[0]!,
        events: stream.events.map((event) => ({
          id: event.id ?? uuidv7(),
          type: event.type,
          schemaVersion: event.schemaVersion ?? 1,
          data: event.data,
          metadata: { ...options.metadata, ...event.metadata },
        })),
        claims: (stream.claims ?? []).map(({ scope, key }) => ({ scope, key })),
      })),
    );
    let row: { created: string[]; transaction_id: string | null; global_position: string | null };
    try {
      const { rows } = await this.pool.query<typeof row>({
        name: 'es_append_to_new_streams',
        text: appendToNewStreamsSql,
        values: [payload],
      });
      row = rows[0]!;
    } catch (error) {
      const taken = uniqueKeyTakenOf(error, streams[0]!.streamId);
      if (taken) throw taken;
      throw error;
    }
    if (row.global_position === null) return { created: new Set(), position: undefined };
    const position = encodeCheckpoint(row.transaction_id!, row.global_position);
    this.appendSignal?.notify(position);
    return { created: new Set(row.created), position };
  }

  private async appendExpecting(
    streamId: string,
    streamType: string,
    expected: number,
    payload: string,
    options: AppendOptions,
  ): Promise<AppendResult> {
    let result: { version: string | null; transaction_id: string | null; global_position: string | null };
    const keys = uniqueKeyParameters(options.uniqueKeys);
    try {
      const { rows } = await this.pool.query<typeof result>({
        name: `${expected === 0 ? 'es_create_stream' : 'es_append_to_stream'}${keys ? '_with_keys' : ''}`,
        text: keys
          ? expected === 0
            ? createStreamWithKeysSql
            : appendToStreamWithKeysSql
          : expected === 0
            ? createStreamSql
            : appendToStreamSql,
        values: [streamId, expected === 0 ? streamType : expected, payload, ...(keys ?? [])],
      });
      result = rows[0]!;
    } catch (error) {
      const taken = uniqueKeyTakenOf(error, streamId);
      if (taken) throw taken;
      // a concurrent appender wrote the next version first (the events' primary key): a conflict
      if ((error as { constraint?: string }).constraint !== streamVersionConstraint) throw error;
      result = { version: null, transaction_id: null, global_position: null };
    }
    if (result.version === null) {
      throw new ExpectedVersionConflictError(
        streamId,
        options.expectedVersion,
        await this.streamVersion(streamId),
      );
    }
    const position = encodeCheckpoint(result.transaction_id!, result.global_position!);
    this.appendSignal?.notify(position);
    return { nextExpectedVersion: Number(result.version), position };
  }

  async readStream(streamId: string, options: { fromVersion?: number } = {}): Promise<ReadStreamResult> {
    const { rows } = await this.pool.query<EventRow>({
      name: 'es_read_stream',
      text: `select ${eventColumns} from es_events where stream_id = $1 and stream_version >= $2 order by stream_version`,
      values: [streamId, options.fromVersion ?? 1],
    });
    const events = rows.map((row) => toRecordedEvent(row, this.upcasters));
    if (rows.length > 0) return { version: Number(rows.at(-1)!.stream_version), events };
    // Nothing from `from` on: the stream was shorter when read. Its version, read now, may already count
    // events appended since (a racing creator's): answering that version with no events would let a command
    // decide on a state it never saw and append after them. From the start, nothing read means version 0;
    // from later on, a version that reached `from` meanwhile means: read again.
    const from = options.fromVersion ?? 1;
    if (from <= 1) return { version: 0, events };
    const version = await this.streamVersion(streamId);
    return version >= from ? this.readStream(streamId, options) : { version, events };
  }

  async readAll(after: Checkpoint, limit: number): Promise<ReadAllResult> {
    const { major, minor } = decodeCheckpoint(after);
    const { rows } = await this.pool.query<EventRow>({
      name: 'es_read_all',
      text: readAllSql,
      values: [major, minor, limit],
    });
    const events = rows.map((row) => toRecordedEvent(row, this.upcasters));
    return { events, checkpoint: events.at(-1)?.position ?? after };
  }

  private async streamVersion(streamId: string): Promise<number> {
    const { rows } = await this.pool.query<{ version: string }>({
      name: 'es_stream_version',
      text: streamVersionSql,
      values: [streamId],
    });
    return Number(rows[0]?.version ?? 0);
  }

  async close(): Promise<void> {
    // the pool belongs to the caller
  }
}
