import { type Kysely, sql } from 'kysely';

/**
 * Event store schema (DESIGN §3, notes/event-store.md). Applied as kysely migrations named `es_*`.
 *
 * es_events is read in `(transaction_id, global_position)` order below `pg_snapshot_xmin`; the poll index
 * serves exactly that predicate. global_position alone is NOT a safe cursor: sequence values are taken in
 * one order and committed in another (see postgresEventStore.int.spec.ts, "out-of-order commits").
 */
export const eventStoreMigrations = {
  es_0001_event_store: {
    async up(db: Kysely<unknown>) {
      await sql`
        create table es_streams (
          stream_id   text primary key,
          stream_type text not null,
          version     bigint not null,
          created_at  timestamptz not null default now(),
          updated_at  timestamptz not null default now()
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
      await sql.raw(appendFunctionSql).execute(db);
    },
  },
};

/**
 * One append = one call of this function = one round trip, in its own short implicit transaction.
 * p_expected: -1 ANY, 0 NO_STREAM, n the stream version the caller read.
 * p_events: jsonb array of {id, type, schemaVersion, data, metadata} (one parameter, one JSON.stringify).
 * Returns appended=false with the actual version on a conflict; nothing is written then.
 * No pg_notify here: a notifying commit takes a cluster-wide lock (DESIGN §3); wake-ups are sent after commit.
 */
const appendFunctionSql = `
create function es_append(p_stream_id text, p_stream_type text, p_expected bigint, p_events jsonb)
returns table (appended boolean, stream_version bigint, transaction_id xid8, global_position bigint)
language plpgsql as $fn$
declare
  v_count   bigint := jsonb_array_length(p_events);
  v_current bigint;
begin
  -- Invariant: appends to one stream are serialised BEFORE the transaction takes an xid (an advisory lock
  -- assigns none; the xid comes with the first write below). Hence version n+1 always carries a larger xid
  -- than version n, and the global (transaction_id, global_position) order keeps each stream's version
  -- order. Without the lock, an appender that took its xid, then waited on another's row lock and appended
  -- after it (the ANY path), would put version n+1 before version n in the log and a projection's version
  -- guard would drop version n. Test: "keeps each stream's versions in order in the global log".
  perform pg_advisory_xact_lock(hashtextextended(p_stream_id, 0));
  -- A new snapshot per statement (READ COMMITTED, volatile function): the previous lock holder's commit is
  -- visible here, so this read is the stream's true current version.
  select s.version into v_current from es_streams s where s.stream_id = p_stream_id;
  v_current := coalesce(v_current, 0);
  if p_expected <> -1 and p_expected <> v_current then
    return query select false, v_current, null::xid8, null::bigint;
    return;
  end if;
  if v_current = 0 then
    insert into es_streams (stream_id, stream_type, version) values (p_stream_id, p_stream_type, v_count);
  else
    update es_streams set version = v_current + v_count, updated_at = now() where stream_id = p_stream_id;
  end if;
  return query
    with inserted as (
      insert into es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
      select p_stream_id, v_current + e.ord, (e.value->>'id')::uuid, e.value->>'type',
             coalesce((e.value->>'schemaVersion')::int, 1), e.value->'data', coalesce(e.value->'metadata', '{}')
      from jsonb_array_elements(p_events) with ordinality as e(value, ord)
      order by e.ord
      returning es_events.global_position
    )
    select true, v_current + v_count, pg_current_xact_id(), max(i.global_position) from inserted i;
end
$fn$;
`;
