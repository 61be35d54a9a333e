/**
 * One append = one statement = one round trip, in its own short implicit transaction (DESIGN §3).
 * Create: $1 stream id, $2 stream type, $3 events. Append: $1 stream id, $2 expected version, $3 events.
 * The events are one jsonb array of {id, type, schemaVersion, data, metadata}. No pg_notify here: a notifying commit takes a
 * cluster-wide lock; wake-ups are sent after commit.
 *
 * Concurrency: the stream row is the lock. Creating inserts it (a concurrent create waits, then does
 * nothing); appending updates it `where version = expected` (a concurrent appender waits on the row lock,
 * re-checks the WHERE against the committed row, and matches nothing). The events are inserted only from
 * the stream row the statement produced, so a loser inserts nothing and `version` comes back null.
 *
 * Global order: an appender expecting version n has seen version n committed before this statement began,
 * so its transaction id is larger than the one that wrote version n; the global log's
 * (transaction_id, global_position) order therefore keeps every stream's versions in order. ANY, which
 * sees nothing first, is done by the caller as "read the version, append expecting it, retry".
 * Tests: the contract suite's races, "keeps each stream's versions in order in the global log".
 */
const insertEvents = (version: string) => `
  appended as (
    insert into es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
    select $1, ${version} + e.ord, (e.value->>'id')::uuid, e.value->>'type',
           coalesce((e.value->>'schemaVersion')::int, 1), e.value->'data', coalesce(e.value->'metadata', '{}')
    from stream, jsonb_array_elements($3) with ordinality as e(value, ord)
    order by e.ord
    returning global_position, transaction_id
  )
  select (select version from stream) as version,
         (select max(global_position) from appended) as global_position,
         (select (array_agg(transaction_id))[1] from appended) as transaction_id`;

export const createStreamSql = `
  with stream as (
    insert into es_streams (stream_id, stream_type, version) values ($1, $2, jsonb_array_length($3))
    on conflict (stream_id) do nothing
    returning version
  ),${insertEvents('0')}`;

export const appendToStreamSql = `
  with stream as (
    update es_streams set version = $2::bigint + jsonb_array_length($3), updated_at = now()
     where stream_id = $1 and version = $2::bigint
    returning version
  ),${insertEvents('$2::bigint')}`;
