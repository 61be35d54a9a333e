import { sql } from 'kysely';
import { vi } from 'vitest';
import type { TestServer } from './testServer.js';

/**
 * The oracle of the as-of reads (DESIGN §16, issue 19): a second server whose log is a copy of another's,
 * cut at an instant, so that its read models, projected from that cut alone, say what "as of" must answer.
 * The copy keeps each event's stream, version, id, type, data, metadata and recorded instant; the copy's
 * transaction ids and global positions are its own, in the source's global order.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An instant between two appends: no event before or after it shares its millisecond. */
export async function instantBetweenEvents(): Promise<Date> {
  await sleep(5);
  const instant = new Date();
  await sleep(5);
  return instant;
}

/** The log's events recorded in a millisecond in (after, until], in the log's global order. */
async function cutOf(source: TestServer, after: Date | undefined, until: Date) {
  const { rows } = await sql<Record<string, unknown>>`
    select e.stream_id, e.stream_version, e.event_id, e.event_type, e.schema_version, e.data, e.metadata,
           e.recorded_at::text as recorded_at, s.stream_type, s.created_at::text as stream_created_at
    from es_events e join es_streams s using (stream_id)
    where date_trunc('milliseconds', e.recorded_at) <= ${until.toISOString()}::timestamptz
      and (${after?.toISOString() ?? null}::timestamptz is null
           or date_trunc('milliseconds', e.recorded_at) > ${after?.toISOString() ?? null}::timestamptz)
    order by e.transaction_id, e.global_position`.execute(source.database.db);
  return rows;
}

/**
 * Appends to `target`'s log the events of `source` recorded in (after, until] (each cut once, in order:
 * the first with no `after`), registers their streams, and wakes the target's processors. Answers how
 * many events were copied.
 */
export async function copyLogCut(
  source: TestServer,
  target: TestServer,
  after: Date | undefined,
  until: Date,
): Promise<number> {
  const rows = await cutOf(source, after, until);
  if (rows.length === 0) return 0;
  const events = JSON.stringify(rows);
  await target.database.db.transaction().execute(async (trx) => {
    await sql`
      insert into es_streams (stream_id, stream_type, created_at)
      select distinct on (e->>'stream_id') e->>'stream_id', e->>'stream_type',
             (e->>'stream_created_at')::timestamptz
      from jsonb_array_elements(${events}::jsonb) as e
      on conflict (stream_id) do nothing`.execute(trx);
    // one transaction: one transaction id, positions in the order given (ordinality)
    await sql`
      insert into es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata,
                             recorded_at)
      select e->>'stream_id', (e->>'stream_version')::bigint, (e->>'event_id')::uuid, e->>'event_type',
             (e->>'schema_version')::int, e->'data', e->'metadata', (e->>'recorded_at')::timestamptz
      from jsonb_array_elements(${events}::jsonb) with ordinality as r(e, ord)
      order by ord`.execute(trx);
  });
  await sql`select pg_notify('es_appended', '')`.execute(target.database.db);
  return rows.length;
}

/** Until every projection of `server` has applied every event of its log (GET /api/health). */
export async function projectionsCaughtUp(server: TestServer): Promise<void> {
  await vi.waitFor(
    async () => {
      const health = await (await fetch(`${server.url}/api/health`)).json();
      const behind = (health.projections as { name: string; lagEvents: number | null }[]).filter(
        (projection) => projection.lagEvents !== 0,
      );
      if (behind.length > 0) throw new Error(`behind: ${JSON.stringify(behind)}`);
      if (health.parkedEvents.count > 0) throw new Error(`parked: ${JSON.stringify(health.parkedEvents)}`);
    },
    { timeout: 30_000, interval: 50 },
  );
}

/**
 * The source's sessions, valid on the target too (its users are the copied ones): the target is read as
 * the source's signed-in users without a sign-in, which would append to the target's log alone.
 */
export async function copySessions(source: TestServer, target: TestServer): Promise<void> {
  const { rows } = await sql<Record<string, unknown>>`select * from sessions`.execute(source.database.db);
  await sql`
    insert into sessions (token_hash, authenticated_user_id, working_user_id, created_at, last_seen_at,
                          expires_at)
    select token_hash, authenticated_user_id, working_user_id, created_at, last_seen_at, expires_at
    from jsonb_populate_recordset(null::sessions, ${JSON.stringify(rows)}::jsonb)
    on conflict (token_hash) do nothing`.execute(target.database.db);
}

const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);

/** What differs between two answers, briefly: rows by id (missing, extra, fields changed), else the fields. */
export function differencesOf(actual: unknown, expected: unknown): string[] {
  const rowsById = (rows: unknown[]) =>
    new Map(rows.map((row) => [String((row as { id?: unknown }).id), row as Record<string, unknown>]));
  if (Array.isArray(actual) && Array.isArray(expected)) {
    const [got, want] = [rowsById(actual), rowsById(expected)];
    const out: string[] = [];
    for (const [id, row] of want)
      if (!got.has(id)) out.push(`missing ${id}: ${JSON.stringify(row)}`);
      else out.push(...differencesOf(got.get(id), row).map((line) => `${id}.${line}`));
    for (const [id, row] of got) if (!want.has(id)) out.push(`extra ${id}: ${JSON.stringify(row)}`);
    return out;
  }
  if (actual && expected && typeof actual === 'object' && typeof expected === 'object') {
    const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
    const [got, want] = [actual as Record<string, unknown>, expected as Record<string, unknown>];
    return [...keys]
      .filter((key) => !same(got[key], want[key]))
      .flatMap((key) =>
        Array.isArray(got[key]) && Array.isArray(want[key])
          ? differencesOf(got[key], want[key]).map((line) => `${key}: ${line}`)
          : [`${key}: ${JSON.stringify(got[key])} but replay: ${JSON.stringify(want[key])}`],
      );
  }
  return same(actual, expected) ? [] : [`${JSON.stringify(actual)} but replay: ${JSON.stringify(expected)}`];
}
