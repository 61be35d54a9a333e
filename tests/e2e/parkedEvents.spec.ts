import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { startServer, type RunningServer } from '@tams/api';
import { NO_STREAM, PostgresEventStore, readCheckpoint, readParkedEvents } from '@tams/event-store';
import { createLogger, loadConfig } from '@tams/platform';
import { projectionOf, rebuildProjection, retryParkedEvents } from '@tams/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient, listQuery, startTestServer, type TestServer } from '../support/index.js';

/**
 * Item 1 of issue 15 (defence in depth): an event a read model cannot apply, written straight into the
 * log (validation would refuse it over HTTP), is parked instead of stalling its processor for good.
 */
let app: TestServer;
let server: RunningServer;
let url: string;
let ops: ApiClient;
let store: PostgresEventStore;
const academicPeriodsProjection = projectionOf('academicPeriods');
const processor = academicPeriodsProjection.name;
const refusedName = 'Refused by a test constraint';

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_parked' });
  server = app.server;
  url = app.url;
  ops = await new ApiClient(url).signIn('academicOpsAdmin');
  store = new PostgresEventStore({ pool: app.database.pool });
});
afterAll(async () => {
  await server?.stop();
  await app?.database.drop();
});

const health = async () => {
  const response = await fetch(`${url}/api/health`);
  return { status: response.status, body: (await response.json()) as any };
};

const appendPeriod = (id: string, values: Record<string, unknown>) =>
  store.appendToStream(
    `academicPeriod-${id}`,
    [{ type: 'AcademicPeriodCreated', data: { id, useAdvancedEffort: false, ...values } }],
    { expectedVersion: NO_STREAM },
  );

const periodNamed = async (name: string) =>
  (await ops.get(`/api/academicPeriods${listQuery({ filter: { name } })}`)).body as { id: string }[];

/** A valid period over HTTP: it must be answered 201 (visible), not 202, and be listed. */
const createVisiblePeriod = async (name: string, year: number) => {
  const created = await ops.post('/api/academicPeriods', {
    name,
    startDate: `${year}-08-01`,
    endDate: `${year + 1}-07-31`,
  });
  expect(created.status).toBe(201);
  expect(await periodNamed(name)).toHaveLength(1);
};

const liveTable = async () => {
  const { rows } = await sql<{ generation: number }>`
    select generation from rm_generations where read_model = ${processor}`.execute(app.database.db);
  return `academicPeriods_g${rows[0]!.generation}`;
};

/** A cause that a fix can remove: the live table refuses a name (as a buggy column type would). */
const refuseName = async (name: string) => {
  const table = await liveTable();
  await sql`alter table ${sql.id(table)} add constraint parked_test check (name <> ${sql.lit(name)})`.execute(
    app.database.db,
  );
  return table;
};

const poisonId = randomUUID();
const refusedAgain = 'Refused until the rebuild';

describe('parked events (issue 15, item 1)', () => {
  it('parks an event its read model cannot store, says degraded within 5 s, and goes on', async () => {
    const appended = await appendPeriod(poisonId, {
      name: 'Year zero',
      startDate: '0000-01-01',
      endDate: '0001-07-31',
    });
    // a later event of the same stream waits behind the parked one instead of being applied without it
    await store.appendToStream(
      `academicPeriod-${poisonId}`,
      [{ type: 'AcademicPeriodUpdated', data: { id: poisonId, changes: { name: 'Year zero renamed' } } }],
      { expectedVersion: 1 },
    );
    const started = Date.now();
    await vi.waitFor(
      async () => {
        const { status, body } = await health();
        expect(status).toBe(200);
        expect(body.status).toBe('degraded');
        expect(body.parkedEvents.count).toBe(2);
        expect(body.parkedEvents.events[0]).toMatchObject({
          processor,
          position: appended.position,
          eventType: 'AcademicPeriodCreated',
        });
        expect(body.parkedEvents.events[0]).not.toHaveProperty('error');
        expect(body.parkedEvents.events[1]).toMatchObject({ eventType: 'AcademicPeriodUpdated' });
      },
      { timeout: 5000, interval: 100 },
    );
    expect(Date.now() - started).toBeLessThan(5000);
    // the full record (stream, event, error) is kept for the operator, not shown on the public health
    const [parked] = await readParkedEvents(app.database.db, { processor });
    expect(parked).toMatchObject({
      streamId: `academicPeriod-${poisonId}`,
      error: expect.stringMatching(/out of range/),
    });
    expect((await readCheckpoint(app.database.db, processor))! >= appended.position).toBe(true);
    await createVisiblePeriod('After the poison', 2071);
  });

  it('keeps a still failing event parked on retry, and reports it', async () => {
    const before = await readParkedEvents(app.database.db, { processor });
    const result = await retryParkedEvents({
      db: app.database.db,
      store,
      projection: academicPeriodsProjection,
    });
    expect(result.applied).toEqual([]);
    expect(result.stillParked.map((event) => event.eventType)).toEqual([
      'AcademicPeriodCreated',
      'AcademicPeriodUpdated',
    ]);
    expect(result.stillParked[0]!.retryError).toMatch(/out of range/);
    const after = await readParkedEvents(app.database.db, { processor });
    expect(after.map((event) => event.position)).toEqual(before.map((event) => event.position));
    expect(after[0]!.attempts).toBe(before[0]!.attempts + 1);
    expect((await health()).body.status).toBe('degraded');
  });

  it('npm run projections:retry reports the still parked events with exit code 1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'services/api/src/cli/retry.ts', processor], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, MODE: 'local', DATABASE_URL: app.database.url, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(output).toMatch(/academicPeriods: 0 applied, 2 still parked/);
    expect(output).toMatch(new RegExp(`still parked: AcademicPeriodCreated academicPeriod-${poisonId} v1`));
    expect(code).toBe(1);
  }, 30_000);

  it('applies a parked event on retry once its cause is fixed', async () => {
    const table = await refuseName(refusedName);
    // over HTTP: the command's own event is parked, so it is recorded but not visible: 202, and at once
    // (the processor has passed it), not after the whole read-your-writes wait
    const started = Date.now();
    const accepted = await ops.post('/api/academicPeriods', {
      name: refusedName,
      startDate: '2072-08-01',
      endDate: '2073-07-31',
    });
    expect(accepted.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(4000);
    const id = accepted.body.id as string;
    await vi.waitFor(
      async () =>
        expect((await readParkedEvents(app.database.db, { processor })).map((e) => e.streamId)).toContain(
          `academicPeriod-${id}`,
        ),
      { timeout: 5000, interval: 100 },
    );
    await createVisiblePeriod('Beside the refused one', 2073);
    // the fix
    await sql`alter table ${sql.id(table)} drop constraint parked_test`.execute(app.database.db);
    const result = await retryParkedEvents({
      db: app.database.db,
      store,
      projection: academicPeriodsProjection,
    });
    expect(result.applied.map((event) => event.streamId)).toEqual([`academicPeriod-${id}`]);
    expect(result.stillParked).toHaveLength(2);
    expect(await periodNamed(refusedName)).toHaveLength(1);
    expect((await readParkedEvents(app.database.db, { processor })).map((e) => e.streamId)).not.toContain(
      `academicPeriod-${id}`,
    );
  });

  it('does not stall again on the parked event after a restart', async () => {
    await server.stop();
    const config = loadConfig({
      MODE: 'local',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: app.database.url,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      DB_POOL_MAX: '8',
    });
    server = await startServer(config, createLogger(config, 'tams-test'));
    url = server.url!;
    ops = await new ApiClient(url).signIn('academicOpsAdmin');
    await createVisiblePeriod('After the restart', 2074);
    const { body } = await health();
    expect(body.status).toBe('degraded');
    expect(body.parkedEvents.count).toBe(2);
  }, 60_000);

  it('a rebuild applies what now applies and keeps what still fails parked', async () => {
    await refuseName(refusedAgain);
    const id = randomUUID();
    await appendPeriod(id, { name: refusedAgain, startDate: '2075-08-01', endDate: '2076-07-31' });
    await vi.waitFor(
      async () => expect((await readParkedEvents(app.database.db, { processor })).length).toBe(3),
      { timeout: 5000, interval: 100 },
    );
    // the new generation's table has no such constraint: the event applies there
    await rebuildProjection({
      db: app.database.db,
      store,
      projection: academicPeriodsProjection,
      connectionString: app.database.url,
    });
    const parked = await readParkedEvents(app.database.db);
    expect(parked.map((event) => [event.processor, event.eventType])).toEqual([
      [processor, 'AcademicPeriodCreated'],
      [processor, 'AcademicPeriodUpdated'],
    ]);
    expect(parked[0]!.streamId).toBe(`academicPeriod-${poisonId}`);
    expect(await periodNamed(refusedAgain)).toHaveLength(1);
    await createVisiblePeriod('After the rebuild', 2077);
  }, 60_000);
});
