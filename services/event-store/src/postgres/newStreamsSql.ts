/**
 * Many new streams in one statement (PostgresEventStore.appendToNewStreams): what an import or a seed
 * writes, thousands of records at once, where one statement (one commit) per stream spent its time in
 * commits. $1 is a jsonb array of {streamId, streamType, events, claims}, in the order to append them.
 *
 * Each stream is registered as createStreamSql registers one: a stream that exists already is skipped
 * (nothing of it is inserted, its claims neither) and left out of `created`, for the caller to write on
 * its own. The claims of the streams created are claimed as uniqueKeys.ts claims them, in (scope, key)
 * order; one held by another stream, or claimed twice in the batch, fails the whole statement (TAM02, or
 * the ON CONFLICT error): nothing is appended, and the caller writes the streams one by one to find out
 * which. New streams have no earlier versions, so the log's order (appendSql.ts) holds as for a create.
 */
export const appendToNewStreamsSql = `
  with input as (
    select s.ord, s.value->>'streamId' as stream_id, s.value->>'streamType' as stream_type,
           s.value->'events' as events, coalesce(s.value->'claims', '[]'::jsonb) as claims
    from jsonb_array_elements($1::jsonb) with ordinality as s(value, ord)
  ),
  stream as (
    insert into es_streams (stream_id, stream_type)
    select stream_id, stream_type from input order by ord
    on conflict (stream_id) do nothing
    returning stream_id
  ),
  appended as (
    insert into es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
    select i.stream_id, e.ord, (e.value->>'id')::uuid, e.value->>'type',
           coalesce((e.value->>'schemaVersion')::int, 1), e.value->'data', coalesce(e.value->'metadata', '{}')
    from input i join stream s on s.stream_id = i.stream_id
      cross join lateral jsonb_array_elements(i.events) with ordinality as e(value, ord)
    order by i.ord, e.ord
    returning stream_id, global_position, transaction_id
  ),
  claims as (
    select i.stream_id, c->>'scope' as scope, c->>'key' as key
    from input i join stream s on s.stream_id = i.stream_id
      cross join lateral jsonb_array_elements(i.claims) as c
  ),
  claimed as (
    insert into es_unique_keys as k (scope, key, stream_id)
    select scope, key, stream_id from claims
    order by scope, key
    on conflict (scope, key) do update set stream_id = excluded.stream_id
      where k.stream_id = excluded.stream_id
    returning k.scope, k.key
  )
  select (select coalesce(jsonb_agg(distinct stream_id), '[]'::jsonb) from appended) as created,
         (select max(global_position) from appended) as global_position,
         (select (array_agg(transaction_id))[1] from appended) as transaction_id,
         es_require_unique_keys((
           select jsonb_agg(jsonb_build_object('scope', c.scope, 'key', c.key) order by c.scope, c.key)
           from claims c
           where not exists (select 1 from claimed d where d.scope = c.scope and d.key = c.key)
         )) as keys_claimed`;
