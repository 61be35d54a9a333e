import { type Kysely, sql } from 'kysely';
import { UniqueKeyTakenError } from '../errors.js';
import type { UniqueKey, UniqueKeyChanges } from '../types.js';

/*
 * Unique keys: values only one stream may hold at a time (a course number, a username, a section number
 * within its offering and term), kept in es_unique_keys (scope, key) -> stream_id and changed only by the
 * append statement of the holder's events (appendSql.ts, the *WithKeys statements).
 *
 * INVARIANT: a key row names stream S iff an append of S that claimed the key committed and no later
 * committed append of S released it. Events and key changes commit together or not at all, so no two
 * streams ever hold one key, whatever the read models show and however many writers race.
 *
 * Why it holds (READ COMMITTED, one statement per append, $4 claims, $5 releases):
 * - A claim is `insert ... on conflict (scope, key) do update ... where holder = this stream`. Of two
 *   appends claiming one key, the second's insert waits on the first's uncommitted index entry. First
 *   commits: the second finds the key held by another stream, its conflict update matches nothing, it
 *   claims nothing, and es_require_unique_keys raises (TAM02): its events roll back with it. First rolls
 *   back: the second's insert goes through.
 * - A stream claiming a key it already holds (a retried command, a case-only change) is a no-op update.
 * - Claims and releases run only if the events went in (`exists (select 1 from appended)`): a version
 *   conflict, or a create of a stream that exists, claims and releases nothing, and is reported as the
 *   version conflict it is (the caller retries on fresh state and decides again).
 * - A release deletes only a row this stream holds. Another stream's claim of that key waits for the
 *   delete to commit and then inserts (ON CONFLICT checks again after waiting).
 * - Keys are claimed in (scope, key) order, so two appends each claiming several keys cannot deadlock; a
 *   statement touches one stream's events, so event rows and key rows form no cycle either.
 * - A claim that waits has its transaction id already (its events went in first), so it holds back the
 *   log's readers (xmin, appendSql.ts) while it waits: for one other append statement at most.
 * - The holder is the stream, not a record in it: a rule among records of one stream is the decider's
 *   (uniqueAmongSiblings), made atomic by the expected version alone.
 * Tests: postgresUniqueKeys.int.spec.ts (races, release, conflicts), tests/e2e/uniqueness.spec.ts (HTTP).
 */

export const uniqueKeysMigration = {
  async up(db: Kysely<unknown>) {
    await sql
      .raw(
        `
      create table es_unique_keys (
        scope      text not null,
        key        text not null,
        stream_id  text not null,
        claimed_at timestamptz not null default now(),
        primary key (scope, key)
      );
      -- Raises (SQLSTATE TAM02, DETAIL the keys as JSON) when an append could not claim every key it
      -- asked for: the append statement fails as a whole, its events with it.
      create function es_require_unique_keys(taken jsonb) returns boolean language plpgsql as $fn$
      begin
        if taken is not null and jsonb_array_length(taken) > 0 then
          raise exception using errcode = 'TAM02', message = 'unique keys held by another stream',
            detail = taken::text;
        end if;
        return true;
      end $fn$;
    `,
      )
      .execute(db);
  },
};

/** CTEs after `appended`: claim $4 and release $5 for stream $1, only when events were appended. */
export const uniqueKeyCtes = `
  claims as (
    select c->>'scope' as scope, c->>'key' as key from jsonb_array_elements($4::jsonb) as c
  ),
  claimed as (
    insert into es_unique_keys as k (scope, key, stream_id)
    select scope, key, $1 from claims
    where exists (select 1 from appended)
    order by scope, key
    on conflict (scope, key) do update set stream_id = excluded.stream_id
      where k.stream_id = excluded.stream_id
    returning k.scope, k.key
  ),
  released as (
    delete from es_unique_keys as k
    using jsonb_array_elements($5::jsonb) as r
    where exists (select 1 from appended)
      and k.scope = r->>'scope' and k.key = r->>'key' and k.stream_id = $1
  )`;

/** A column of the result that raises when a claim found its key held by another stream. */
export const uniqueKeysCheck = `,
         es_require_unique_keys((
           select jsonb_agg(jsonb_build_object('scope', c.scope, 'key', c.key) order by c.scope, c.key)
           from claims c
           where exists (select 1 from appended)
             and not exists (select 1 from claimed d where d.scope = c.scope and d.key = c.key)
         )) as keys_claimed`;

const idOf = (key: UniqueKey) => JSON.stringify([key.scope, key.key]);

/**
 * The $4 and $5 parameters, or undefined when the append changes no key. Claims are deduplicated (one
 * statement cannot update a row twice) and sorted (see "deadlock" above); a key both claimed and released
 * stays claimed.
 */
export function uniqueKeyParameters(changes: UniqueKeyChanges | undefined): [string, string] | undefined {
  const claims = new Map((changes?.claim ?? []).map((key) => [idOf(key), key]));
  const releases = (changes?.release ?? []).filter((key) => !claims.has(idOf(key)));
  if (claims.size === 0 && releases.length === 0) return undefined;
  const sorted = [...claims.keys()].sort().map((id) => claims.get(id)!);
  const plain = (keys: readonly UniqueKey[]) => keys.map(({ scope, key }) => ({ scope, key }));
  return [JSON.stringify(plain(sorted)), JSON.stringify(plain(releases))];
}

/** The error es_require_unique_keys raised, as the store's UniqueKeyTakenError; else undefined. */
export function uniqueKeyTakenOf(error: unknown, streamId: string): UniqueKeyTakenError | undefined {
  const { code, detail } = error as { code?: string; detail?: string };
  if (code !== 'TAM02' || typeof detail !== 'string') return undefined;
  return new UniqueKeyTakenError(streamId, JSON.parse(detail) as UniqueKey[]);
}
