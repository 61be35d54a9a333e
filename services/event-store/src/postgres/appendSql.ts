import { uniqueKeyCtes, uniqueKeysCheck } from './uniqueKeys.js';

/**
 * One append = one statement = one round trip, in its own short implicit transaction (DESIGN §3).
 * Create: $1 stream id, $2 stream type, $3 events. Append: $1 stream id, $2 expected version, $3 events.
 * With unique keys, also $4 the keys to claim and $5 those to release (jsonb arrays of {scope, key}).
 * The events are one jsonb array of {id, type, schemaVersion, data, metadata}. No pg_notify here: a
 * notifying commit takes a cluster-wide lock; wake-ups are sent after commit.
 *
 * Concurrency comes from the events' primary key (stream_id, stream_version):
 * - create: registers the stream (a concurrent create waits, then does nothing and inserts no event);
 * - append expecting n: inserts versions n+1.. only if version n exists (a stale or too-high expectation
 *   inserts nothing); a concurrent writer of n+1 waits for the first, then fails on the primary key
 *   (unique_violation on es_events_pkey), which the store reports as a version conflict.
 * A loser inserts nothing: `version` comes back null, or the statement fails as a whole.
 *
 * Global order: an appender expecting version n has seen version n committed before this statement began,
 * so its transaction id is larger than the one that wrote version n; the global log's
 * (transaction_id, global_position) order therefore keeps every stream's versions in order. ANY, which
 * sees nothing first, is done by the caller as "read the version, append expecting it, retry".
 * Tests: the contract suite's races, "keeps each stream's versions in order in the global log".
 *
 * Unique keys ride along in the same statement (uniqueKeys.ts): they are claimed only if the events went
 * in, and a claim that fails raises, so events and keys commit together or not at all.
 */
const appendedEvents = (options: { from: string; firstVersion: string; where: string }) => `
  appended as (
    insert into es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
    select $1, ${options.firstVersion} + e.ord, (e.value->>'id')::uuid, e.value->>'type',
           coalesce((e.value->>'schemaVersion')::int, 1), e.value->'data', coalesce(e.value->'metadata', '{}')
    from ${options.from} jsonb_array_elements($3) with ordinality as e(value, ord)
    where ${options.where}
    order by e.ord
    returning stream_version, global_position, transaction_id
  )`;

const appendResult = (extraColumns = '') => `
  select (select max(stream_version) from appended) as version,
         (select max(global_position) from appended) as global_position,
         (select (array_agg(transaction_id))[1] from appended) as transaction_id${extraColumns}`;

const create = { from: 'stream,', firstVersion: '0', where: 'true' };
const append = {
  from: '',
  firstVersion: '$2::bigint',
  where: 'exists (select 1 from es_events where stream_id = $1 and stream_version = $2::bigint)',
};
const newStream = `
  stream as (
    insert into es_streams (stream_id, stream_type) values ($1, $2)
    on conflict (stream_id) do nothing
    returning stream_id
  ),`;

export const createStreamSql = `with ${newStream}${appendedEvents(create)}${appendResult()}`;

export const appendToStreamSql = `with ${appendedEvents(append)}${appendResult()}`;

/** The same statements claiming and releasing unique keys ($4, $5): see uniqueKeys.ts. */
export const createStreamWithKeysSql = `with ${newStream}${appendedEvents(create)},${uniqueKeyCtes}${appendResult(uniqueKeysCheck)}`;

export const appendToStreamWithKeysSql = `with ${appendedEvents(append)},${uniqueKeyCtes}${appendResult(uniqueKeysCheck)}`;

/** The constraint whose violation means "someone else appended this version first". */
export const streamVersionConstraint = 'es_events_pkey';

export const streamVersionSql =
  'select coalesce(max(stream_version), 0) as version from es_events where stream_id = $1';
