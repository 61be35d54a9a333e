import { type AuthContext, defineAbilityFor } from '@tams/access';
import { allMigrations } from '@tams/api';
import { decodeCheckpoint, type Checkpoint, PostgresEventStore } from '@tams/event-store';
import {
  ensureReadModels,
  ProjectionsRuntime,
  type ReportContext,
  type ReportSource,
  reportReaderOf,
  reportRowsQuery,
} from '@tams/projections';
import { parseGridState } from '@tams/domain';
import { type Kysely, sql } from 'kysely';
import { processorsOf } from '../../workers/src/reportSnapshot/snapshotJob.js';
import { createTestDatabase, type TestDatabase } from '../support/index.js';

/** Rows as they come out of jsonb: dates as ISO text, numbers as numbers, no undefined. */
export const asStored = (rows: readonly Record<string, unknown>[]) =>
  JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[];

/** A report's rows in a database, the way the snapshot job reads them. */
export async function reportRows(
  db: Kysely<any>,
  source: ReportSource,
  gridState: unknown,
  auth: AuthContext,
  context: ReportContext,
) {
  const reader = reportReaderOf(defineAbilityFor(auth), source);
  if (!reader) throw new Error(`cannot read ${source.type}`);
  const { query } = reportRowsQuery(db, source, parseGridState(gridState), reader, context);
  return asStored((await query.execute()) as Record<string, unknown>[]);
}

/**
 * A new database holding the log up to `checkpoint` and nothing after it, with the read models the
 * report reads built from that log by the projections (the same code as the app's processors).
 */
export async function databaseAt(
  live: Kysely<any>,
  checkpoint: Checkpoint,
  source: ReportSource,
): Promise<TestDatabase> {
  const target = await createTestDatabase('rederive', allMigrations, { max: 12 });
  const { major, minor } = decodeCheckpoint(checkpoint);
  const upTo = sql`(transaction_id, global_position) <= (${major}::xid8, ${minor}::bigint)`;
  await sql`
    insert into es_streams (stream_id, stream_type, created_at)
    select stream_id, stream_type, created_at from jsonb_populate_recordset(null::es_streams, ${JSON.stringify(
      (
        await sql<{ s: unknown }>`select to_jsonb(s) as s from es_streams s
          where exists (select 1 from es_events e where e.stream_id = s.stream_id and ${upTo})`.execute(live)
      ).rows.map((r) => r.s),
    )}::jsonb)
  `.execute(target.db);
  for (let after = -1; ;) {
    const { rows } = await sql<{ e: { global_position: number } }>`
      select to_jsonb(e) as e from es_events e where ${upTo} and global_position > ${after}
      order by global_position limit 5000
    `.execute(live);
    if (rows.length === 0) break;
    await sql`
      insert into es_events overriding system value
      select * from jsonb_populate_recordset(null::es_events, ${JSON.stringify(rows.map((r) => r.e))}::jsonb)
    `.execute(target.db);
    after = rows[rows.length - 1]!.e.global_position;
  }
  await ensureReadModels(target.db);
  const runtime = new ProjectionsRuntime({
    db: target.db,
    store: new PostgresEventStore({ pool: target.pool }),
    connectionString: target.url,
    pollIntervalMs: 50,
  });
  runtime.start();
  try {
    const processors = processorsOf(source);
    for (const deadline = Date.now() + 120_000; ;) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from es_checkpoints
        where processor_id = any(${processors}) and (last_transaction_id, last_global_position) >= (${major}::xid8, ${minor}::bigint)
      `.execute(target.db);
      if (rows[0]!.n === processors.length) break;
      if (Date.now() > deadline) throw new Error('the read models did not catch up with the copied log');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await runtime.stop();
  }
  return target;
}
