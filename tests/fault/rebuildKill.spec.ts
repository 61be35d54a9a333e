import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { allMigrations } from '@tams/api';
import { PostgresEventStore, readCheckpoint } from '@tams/event-store';
import { ensureReadModels, projectionOf, rebuildProjection, readGeneration } from '@tams/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appendCourseHistory, createTestDatabase, type TestDatabase } from '../support/index.js';

const root = resolve(import.meta.dirname, '../..');
let database: TestDatabase;
let store: PostgresEventStore;

const dump = async () =>
  (await sql<Record<string, unknown>>`select * from courses order by id`.execute(database.db)).rows;

function rebuildProcess(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/api/src/cli/rebuild.ts', 'courses'], {
    cwd: root,
    env: { ...process.env, MODE: 'local', DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

beforeAll(async () => {
  database = await createTestDatabase('fault_rebuild', allMigrations, { max: 16 });
  store = new PostgresEventStore({ pool: database.pool });
  await ensureReadModels(database.db);
  // 40 000 courses with 3 events each: long enough a rebuild to kill it in the middle
  await appendCourseHistory(store, { count: 40_000, updates: 2, concurrency: 16 });
  await rebuildProjection({
    db: database.db,
    store,
    projection: projectionOf('courses'),
    connectionString: database.url,
  });
}, 240_000);
afterAll(() => database?.drop());

describe('kill -9 during a rebuild', () => {
  it('keeps serving the old generation, resumes on restart, and ends equal to a clean rebuild', async () => {
    const served = await dump();
    expect(served).toHaveLength(40_000);
    const before = (await readGeneration(database.db, 'courses'))!;

    const first = rebuildProcess();
    const progressId = `courses#g${before.generation + 1}`;
    // wait until the rebuild has committed some batches, but is far from done
    await vi
      .waitFor(
        async () => {
          const checkpoint = await readCheckpoint(database.db, progressId);
          expect(checkpoint && checkpoint > '00000000000000000000:00000000000000000000').toBe(true);
        },
        { timeout: 60_000, interval: 20 },
      )
      .catch((error) => {
        throw new Error(`${error.message}; rebuild output: ${first.output()}`);
      });
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe(null);

    const interrupted = (await readGeneration(database.db, 'courses'))!;
    expect(interrupted.generation).toBe(before.generation);
    expect(interrupted.rebuilding_generation).toBe(before.generation + 1);
    expect(await dump()).toEqual(served); // the app kept serving the current generation

    const second = rebuildProcess();
    expect(await second.exited).toBe(0);
    expect(second.output()).toMatch(/courses: generation \d+ from \d+ events .*resumed/);
    const after = (await readGeneration(database.db, 'courses'))!;
    expect(after.generation).toBe(before.generation + 1);
    expect(after.rebuilding_generation).toBeNull();
    const resumed = await dump();

    const clean = await rebuildProjection({
      db: database.db,
      store,
      projection: projectionOf('courses'),
      connectionString: database.url,
    });
    expect(clean.resumed).toBe(false);
    expect(await dump()).toEqual(resumed);
    expect(resumed).toEqual(served);
  });
});
