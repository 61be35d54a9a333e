import { PostgresEventStore } from '@tams/event-store';
import { projectionOf, rebuildProjection } from '@tams/projections';
import { sql } from 'kysely';
import type { TestDatabase } from '../support/index.js';
import type { BenchRow } from './stats.js';

/** DESIGN §12: projection rebuild from zero, events read and applied per second (the courses read model). */
export async function rebuildBenchmark(database: TestDatabase): Promise<BenchRow> {
  const store = new PostgresEventStore({ pool: database.pool });
  const { rows } = await sql<{ n: string }>`select count(*) as n from es_events`.execute(database.db);
  const started = performance.now();
  const result = await rebuildProjection({
    db: database.db,
    store,
    projection: projectionOf('courses'),
    connectionString: database.url,
  });
  const seconds = (performance.now() - started) / 1000;
  const rate = result.events / seconds;
  return {
    what: `projection rebuild from zero (${Number(rows[0]!.n)} events, courses)`,
    measured: `${Math.round(rate)} events/s`,
    target: '>= 30000 events/s',
    met: rate >= 30_000,
    detail: { events: result.events, seconds: Math.round(seconds * 100) / 100 },
  };
}
