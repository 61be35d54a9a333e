import { courses, locations } from '@tams/domain';
import {
  eventStoreMigrations,
  PostgresEventStore,
  ProcessorProgress,
  readCheckpoint,
} from '@tams/event-store';
import { appendCourseHistory, createTestDatabase, type TestDatabase } from '@tams/tests/support';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelMigrations } from '../migrations.js';
import { recordProjection } from './recordProjection.js';
import { ProjectionsRuntime } from '../runtime.js';
import { combinedProjection } from './combinedProjection.js';
import { ensureReadModel, readGeneration } from './generations.js';
import { rebuildProjection } from './rebuild.js';

let database: TestDatabase;
let store: PostgresEventStore;
const projection = recordProjection(courses);

const dump = async () =>
  (await sql<Record<string, unknown>>`select * from courses order by id`.execute(database.db)).rows;
const tables = async () =>
  (
    await sql<{
      tablename: string;
    }>`select tablename from pg_tables where tablename like 'courses_g%' order by 1`.execute(database.db)
  ).rows.map((row) => row.tablename);

beforeAll(async () => {
  database = await createTestDatabase('rebuild', [eventStoreMigrations, readModelMigrations], { max: 12 });
  store = new PostgresEventStore({ pool: database.pool });
});
afterAll(() => database?.drop());

describe('rebuilding a read model into a new generation', () => {
  it('swaps a rebuilt generation in while live appends continue, and equals a clean rebuild', async () => {
    await appendCourseHistory(store, { count: 2000, updates: 2 });
    const progress = new ProcessorProgress(database.db);
    const live = new ProjectionsRuntime({
      db: database.db,
      store,
      connectionString: database.url,
      projections: [projection],
      onCommit: (commit) => progress.update(commit.processor, commit.checkpoint),
      pollIntervalMs: 20,
    });
    live.start();
    let appending = true;
    let appended = 0;
    const writer = (async () => {
      while (appending) {
        const position = await appendCourseHistory(store, {
          count: 20,
          updates: 1,
          offset: 100_000 + appended,
        });
        appended += 20;
        live.wake(position);
      }
    })();
    const result = await rebuildProjection({
      db: database.db,
      store,
      projection,
      connectionString: database.url,
      batchSize: 500,
    });
    appending = false;
    await writer;
    const last = await appendCourseHistory(store, { count: 1, updates: 0, offset: 900_000 });
    live.wake(last);
    expect(await progress.waitFor(['courses'], last!, 20_000)).toBe(true);
    await live.stop();
    progress.close();

    expect(result.generation).toBe(2);
    expect(appended).toBeGreaterThan(0);
    expect((await readGeneration(database.db, 'courses'))?.generation).toBe(2);
    expect(await tables()).toEqual(['courses_g2']);
    const afterSwap = await dump();
    expect(afterSwap).toHaveLength(2000 + appended + 1);
    expect(afterSwap.find((row) => row.courseNumber === 'GEN 7')).toMatchObject({
      name: 'Generated 7 v3',
      version: 3,
    });

    const clean = await rebuildProjection({
      db: database.db,
      store,
      projection,
      connectionString: database.url,
    });
    expect(clean.generation).toBe(3);
    expect(await dump()).toEqual(afterSwap);
    expect(await tables()).toEqual(['courses_g3']);
  });

  it("rebuilds on start when the read model's shape no longer matches its tables", async () => {
    const changed = { ...projection, version: projection.version + 1 };
    expect(await ensureReadModel(database.db, changed)).toBe('stale');
    const before = await dump();
    const live = new ProjectionsRuntime({
      db: database.db,
      store,
      connectionString: database.url,
      projections: [changed],
    });
    live.start();
    await new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const check = async () => {
        if ((await ensureReadModel(database.db, changed)) === 'ready') return resolve();
        if (Date.now() - started > 20_000) return reject(new Error('not rebuilt'));
        setTimeout(check, 50);
      };
      void check();
    });
    await live.stop();
    expect((await readGeneration(database.db, 'courses'))?.generation).toBe(4);
    expect(await dump()).toEqual(before);
    expect(await readCheckpoint(database.db, 'courses#g4')).toBeUndefined();
  });
});

describe('a read model that takes over the tables of a retired one', () => {
  it('keeps the old views serving until its rebuild swaps in, then drops the old generation', async () => {
    // `projection` (courses) has run above; a merged read model now owns courses and one table more
    const merged = combinedProjection('catalog', [projection, recordProjection(locations)]);
    const before = await dump();
    expect(before.length).toBeGreaterThan(0);
    const oldGeneration = (await readGeneration(database.db, projection.name))!.generation;

    expect(await ensureReadModel(database.db, merged)).toBe('stale');
    expect(await dump()).toEqual(before); // still the retired model's rows
    const adopted = (await readGeneration(database.db, 'catalog'))!;
    expect(adopted.generation).toBe(oldGeneration);
    expect((await sql`select count(*)::int as n from locations`.execute(database.db)).rows).toEqual([
      { n: 0 },
    ]);

    const rebuilt = await rebuildProjection({
      db: database.db,
      store,
      projection: merged,
      connectionString: database.url,
    });
    expect(rebuilt.generation).toBe(oldGeneration + 1);
    expect(await dump()).toEqual(before);
    expect(await tables()).toEqual([`courses_g${oldGeneration + 1}`]);
    expect(await ensureReadModel(database.db, merged)).toBe('ready');
  });
});
