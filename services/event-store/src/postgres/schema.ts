import { type Kysely, sql } from 'kysely';
import { parkedEventsMigration } from '../processor/parkedEvents.js';
import { uniqueKeysMigration } from './uniqueKeys.js';

/**
 * Event store schema (DESIGN §3, notes/event-store.md). Applied as kysely migrations named `es_*`.
 *
 * es_events is read in `(transaction_id, global_position)` order below the visible bound (visibleBound.ts);
 * the poll index serves exactly that predicate. global_position alone is NOT a safe cursor: sequence values are taken in
 * one order and committed in another (see postgresEventStore.int.spec.ts, "out-of-order commits").
 */
export const eventStoreMigrations = {
  es_0001_event_store: {
    async up(db: Kysely<unknown>) {
      await sql`
        -- The streams and their types, written once, when a stream is created. A stream's version is its
        -- highest stream_version in es_events: updating a row here on every append halved append
        -- throughput (16 writers contending for the few pages of hot rows); the events' primary key
        -- already makes a second writer of a version fail (appendSql.ts).
        create table es_streams (
          stream_id   text primary key,
          stream_type text not null,
          created_at  timestamptz not null default now()
        );
        create table es_events (
          global_position bigint generated always as identity,
          transaction_id  xid8 not null default pg_current_xact_id(),
          stream_id       text not null,
          stream_version  bigint not null,
          event_id        uuid not null unique,
          event_type      text not null,
          schema_version  int not null default 1,
          data            jsonb not null,
          metadata        jsonb not null,
          recorded_at     timestamptz not null default now(),
          primary key (stream_id, stream_version)
        );
        create index es_events_poll on es_events (transaction_id, global_position);
        create table es_checkpoints (
          processor_id         text primary key,
          last_transaction_id  xid8 not null,
          last_global_position bigint not null,
          updated_at           timestamptz not null default now()
        );
      `.execute(db);
    },
  },
  es_0002_require: {
    async up(db: Kysely<unknown>) {
      // Raises (SQLSTATE TAM01) when a condition is false: lets one data-modifying statement roll itself
      // back, e.g. a projection batch whose checkpoint compare-and-set matched nothing.
      await sql
        .raw(
          `
        create function es_require(ok boolean, message text) returns boolean language plpgsql as $fn$
        begin
          if not coalesce(ok, false) then raise exception using errcode = 'TAM01', message = message; end if;
          return true;
        end $fn$;
      `,
        )
        .execute(db);
    },
  },
  es_0003_parked_events: parkedEventsMigration,
  es_0004_unique_keys: uniqueKeysMigration,
};
