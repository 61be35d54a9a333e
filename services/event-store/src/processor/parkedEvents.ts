import { type Kysely, type RawBuilder, sql } from 'kysely';
import { decodeCheckpoint, encodeCheckpoint } from '../checkpoint.js';
import type { Checkpoint, RecordedEvent } from '../types.js';

/**
 * Parked ("dead-lettered") events: an event a processor could not apply, set aside so the processor goes on
 * with the rest of the log instead of retrying it forever (poisonParking.ts). One row per processor and
 * event; the row IS the record that the event is missing from that processor's read model, so it is written
 * in the same statement/transaction that moves the processor's checkpoint past the event, and removed only
 * in the transaction that finally applies it (retry, or a rebuild's swap).
 */
export const parkedEventsMigration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table es_parked_events (
        processor_id    text not null,
        transaction_id  xid8 not null,
        global_position bigint not null,
        stream_id       text not null,
        stream_version  bigint not null,
        event_id        uuid not null,
        event_type      text not null,
        data            jsonb not null,
        error           text not null,
        attempts        int not null default 1,
        first_failed_at timestamptz not null default now(),
        last_failed_at  timestamptz not null default now(),
        primary key (processor_id, transaction_id, global_position)
      );
      create index es_parked_events_stream on es_parked_events (processor_id, stream_id);
    `.execute(db);
  },
};

export interface ParkedEvent {
  processor: string;
  position: Checkpoint;
  streamId: string;
  streamVersion: number;
  eventId: string;
  eventType: string;
  error: string;
  attempts: number;
  firstFailedAt: Date;
  lastFailedAt: Date;
}

/** The reason stored for an event parked only because an earlier event of its stream is parked. */
export const blockedByStreamReason = 'an earlier event of this stream is parked';

/** An error as stored and shown: its message, bounded (a driver message may quote a whole value). */
export const describeError = (error: unknown): string => {
  // a text column takes no NUL, which a projection's own message might quote
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).replaceAll(
    '\0',
    '\\0',
  );
  return message.length > 500 ? `${message.slice(0, 500)}...` : message;
};

/**
 * A write (a CTE body for writeBatchWithCheckpoint, or a statement) parking `event` for `processor`. Parked
 * again (a rebuild meeting it too), it counts one more failure and keeps when it first failed.
 */
export function parkEventWrite(processor: string, event: RecordedEvent, error: unknown): RawBuilder<unknown> {
  const { major, minor } = decodeCheckpoint(event.position);
  return sql`insert into es_parked_events
      (processor_id, transaction_id, global_position, stream_id, stream_version, event_id, event_type, data, error)
    values (${processor}, ${major}::xid8, ${minor}::bigint, ${event.streamId}, ${event.streamVersion},
      ${event.eventId}, ${event.type}, ${JSON.stringify(event.data ?? null)}::jsonb, ${describeError(error)})
    on conflict (processor_id, transaction_id, global_position) do update
      set attempts = es_parked_events.attempts + 1, last_failed_at = now(), error = excluded.error
    returning 1`;
}

interface ParkedRow {
  processor_id: string;
  transaction_id: string;
  global_position: string;
  stream_id: string;
  stream_version: string;
  event_id: string;
  event_type: string;
  error: string;
  attempts: number;
  first_failed_at: Date;
  last_failed_at: Date;
}

const toParkedEvent = (row: ParkedRow): ParkedEvent => ({
  processor: row.processor_id,
  position: encodeCheckpoint(row.transaction_id, row.global_position),
  streamId: row.stream_id,
  streamVersion: Number(row.stream_version),
  eventId: row.event_id,
  eventType: row.event_type,
  error: row.error,
  attempts: row.attempts,
  firstFailedAt: row.first_failed_at,
  lastFailedAt: row.last_failed_at,
});

/** Parked events in log order: of one processor, or of all (then by processor). */
export async function readParkedEvents(
  db: Kysely<any>,
  options: { processor?: string; limit?: number } = {},
): Promise<ParkedEvent[]> {
  const { rows } = await sql<ParkedRow>`
    select processor_id, transaction_id, global_position, stream_id, stream_version, event_id, event_type,
           error, attempts, first_failed_at, last_failed_at
      from es_parked_events
     where ${options.processor === undefined ? sql`true` : sql`processor_id = ${options.processor}`}
     order by processor_id, transaction_id, global_position
     limit ${options.limit ?? 1_000_000}
  `.execute(db);
  return rows.map(toParkedEvent);
}

export async function countParkedEvents(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from es_parked_events`.execute(db);
  return rows[0]!.n;
}

/** The streams that have a parked event for `processor`: their later events are parked behind it. */
export async function parkedStreamsOf(db: Kysely<any>, processor: string): Promise<Set<string>> {
  const { rows } = await sql<{ stream_id: string }>`
    select distinct stream_id from es_parked_events where processor_id = ${processor}
  `.execute(db);
  return new Set(rows.map((row) => row.stream_id));
}

/** Removes a parked event: only ever in the transaction that applied it. */
export async function unparkEvent(db: Kysely<any>, processor: string, position: Checkpoint): Promise<void> {
  const { major, minor } = decodeCheckpoint(position);
  await sql`
    delete from es_parked_events
     where processor_id = ${processor} and transaction_id = ${major}::xid8 and global_position = ${minor}::bigint
  `.execute(db);
}

/** One more failed attempt (a retry that still fails): the event stays parked. */
export async function recordParkedFailure(
  db: Kysely<any>,
  processor: string,
  position: Checkpoint,
  error: unknown,
): Promise<void> {
  const { major, minor } = decodeCheckpoint(position);
  await sql`
    update es_parked_events set attempts = attempts + 1, last_failed_at = now(), error = ${describeError(error)}
     where processor_id = ${processor} and transaction_id = ${major}::xid8 and global_position = ${minor}::bigint
  `.execute(db);
}

/**
 * The position just before `position` in the Postgres store's encoding: `readAll(positionBefore(p), 1)`
 * reads exactly the event at p (positions are (transaction id, global position) pairs of integers).
 */
export const positionBefore = (position: Checkpoint): Checkpoint => {
  const { major, minor } = decodeCheckpoint(position);
  return encodeCheckpoint(major, BigInt(minor) - 1n);
};
