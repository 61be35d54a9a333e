import { allMigrations } from '@tams/api';
import { periodIdOf, seedDemoData } from '@tams/demo-data';
import { PostgresEventStore } from '@tams/event-store';
import { ensureReadModels, projectionOf, rebuildProjection } from '@tams/projections';
import { sql } from 'kysely';
import {
  type AppProcess,
  appendCourseHistory,
  createTestDatabase,
  startAppProcess,
  type TestDatabase,
} from '../support/index.js';
import { openDatabase } from '@tams/platform';
import { appendChanges, backdateLog, yearOfChanges } from './historyData.js';
import { appendLargePlan, waitForProjections } from './sectionsData.js';

const day = 24 * 3600 * 1000;

/** A teaching assignment of the big period with when it lived (ms since the epoch; `to` undefined: still). */
export interface LivedAssignment {
  id: string;
  SectionId: string;
  from: number;
  to?: number;
}

export interface HistoryData {
  database: Pick<TestDatabase, 'db' | 'url' | 'drop'>;
  server: AppProcess;
  /** The 50k sections' period, and the one before it (the demo's 400 sections). */
  bigPeriodId: string;
  smallPeriodId: string;
  /** The log's first instant (a year ago) and its last change (a week ago). */
  start: number;
  end: number;
  lived: LivedAssignment[];
  counts: Record<string, number>;
}

/**
 * The history bench's department: the list benches' 50k courses and 50k sections (plus the demo's two
 * periods of about 400), then a year of changes (historyData.ts: 40k assignments made and changed), the
 * whole log backdated over the past 12 months, the read models (and their history tables, valid from each
 * event's recorded_at) rebuilt from zero, and an app process on it. The caller stops and drops.
 */
export async function startHistoryData(
  activeYear: number,
  log: (message: string) => void,
  assignments = 40_000,
): Promise<HistoryData> {
  const database = await createTestDatabase('bench_history', allMigrations, { max: 18 });
  try {
    await ensureReadModels(database.db);
    const store = new PostgresEventStore({ pool: database.pool });
    await seedDemoData(database.db, store, { scale: 'small', activeYear });
    const { rows: groups } = await sql<{ id: string }>`
      select data->>'id' as id from es_events where event_type = 'WorkgroupCreated' order by 1`.execute(
      database.db,
    );
    log('writing 50 000 courses (200 000 events)...');
    await appendCourseHistory(store, {
      count: 50_000,
      updates: 3,
      concurrency: 16,
      workgroupIds: groups.map((group) => group.id),
    });
    const rebuild = (name: string) =>
      rebuildProjection({
        db: database.db,
        store,
        projection: projectionOf(name),
        connectionString: database.url,
      });
    await rebuild('courses');
    await appendLargePlan(database, store, activeYear, log, { rebuild: false });

    const end = Date.now() - 7 * day;
    const start = Date.now() - 365 * day;
    const bigPeriodId = periodIdOf(activeYear);
    const smallPeriodId = periodIdOf(activeYear - 1);
    const { rows: marks } = await sql<{
      mark: string;
    }>`select max(global_position)::text as mark from es_events`.execute(database.db);
    const changes = await yearOfChanges(database.db, {
      bigPeriodId,
      smallPeriodId,
      assignments,
      start,
      end,
    });
    log(`writing a year of changes: ${changes.length} appends...`);
    const started = performance.now();
    const admin = await sql<{ id: string }>`
      select data->>'id' as id from es_events where event_type = 'UserCreated' and data->>'username' = 'academicOpsAdmin'`.execute(
      database.db,
    );
    const actorId = admin.rows[0]?.id ?? null;
    const events = await appendChanges(database.db, store, changes, {
      actorId,
      authenticatedUserId: actorId,
      via: 'ui',
    });
    log(
      `  ${events} events in ${((performance.now() - started) / 1000).toFixed(1)} s; backdating the log...`,
    );
    await backdateLog(
      database.db,
      marks[0]!.mark,
      start,
      changes.flatMap((change) => change.events.map((_, index) => change.at + index)),
    );
    log('rebuilding the offerings and planning read models (with their history) from zero...');
    const rebuilt = performance.now();
    for (const name of ['courseOfferings', 'sections']) await rebuild(name);
    log(`  rebuilt in ${((performance.now() - rebuilt) / 1000).toFixed(1)} s`);
    return await historyDataOn(database, { activeYear, log });
  } catch (error) {
    if (!process.env.BENCH_KEEP_DB) await database.drop();
    throw error;
  }
}

/**
 * The app process on a history bench database, and what the bench asks of it: the assignments of the big
 * period and when each lived (from its history table), the log's first and last instants, table sizes.
 * BENCH_HISTORY_URL=<a database a run kept with BENCH_KEEP_DB=1> measures again without building.
 */
export async function historyDataOn(
  database: HistoryData['database'],
  { activeYear, log }: { activeYear: number; log: (message: string) => void },
): Promise<HistoryData> {
  const server = await startAppProcess(database.url, 'all');
  await waitForProjections(server.url!);
  // the test server runs without autovacuum; a deployed one would have vacuumed the new tables by now
  // (the visibility map lets counts over the history tables scan their indexes only)
  await sql`vacuum analyze`.execute(database.db);
  const bigPeriodId = periodIdOf(activeYear);
  const { rows: lived } = await sql<{ id: string; SectionId: string; from: Date; to: Date | null }>`
    select id, "SectionId", min("validFrom") as from, max(case when removed then "validFrom" end) as to
    from "teachingAssignments_history" where "AcademicPeriodId" = ${bigPeriodId}
    group by id, "SectionId"`.execute(database.db);
  const { rows: span } = await sql<{ start: Date; end: Date }>`
    select min(recorded_at) as start, max(recorded_at) as end from es_events`.execute(database.db);
  const { rows: sizes } = await sql<{ table: string; rows: string }>`
    select 'sections_history' as table, count(*)::text as rows from sections_history
    union all select 'teachingAssignments_history', count(*)::text from "teachingAssignments_history"
    union all select 'instructorWorkloads_history', count(*)::text from "instructorWorkloads_history"
    union all select 'es_events', count(*)::text from es_events`.execute(database.db);
  const counts = Object.fromEntries(sizes.map((row) => [row.table, Number(row.rows)]));
  log(`  ${JSON.stringify(counts)}`);
  return {
    database,
    server,
    bigPeriodId,
    smallPeriodId: periodIdOf(activeYear - 1),
    start: span[0]!.start.getTime(),
    end: span[0]!.end.getTime(),
    lived: lived.map((row) => ({
      id: row.id,
      SectionId: row.SectionId,
      from: row.from.getTime(),
      to: row.to?.getTime(),
    })),
    counts,
  };
}

/** A kept database (BENCH_HISTORY_URL), not dropped at the end. */
export function keptHistoryDatabase(url: string): HistoryData['database'] {
  const database = openDatabase({ connectionString: url, max: 4 });
  return { db: database.db, url, drop: () => database.close() };
}
