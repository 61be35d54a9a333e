import { type RunningServer, startServer } from '@tams/api';
import { createLogger, loadConfig } from '@tams/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  type AppProcess,
  createTestDatabase,
  startAppProcess,
  type TestDatabase,
} from '../support/index.js';
import { createPeriod, planPeriod } from './cloningFixtures.js';
import { openSocket, type SocketProbe } from '../support/socketProbe.js';

/*
 * Cloning with the embedded default's job backend (BullMQ on PostgreSQL, no Redis) and the roles in separate
 * processes: the job runs in a ROLE=workers process, and its progress reaches the starter's socket on the
 * API process through Postgres NOTIFY.
 */

// small pools: this file runs three processes against a server other suites share
const env = { REDIS_URL: '', DB_POOL_MAX: '4' };
let database: TestDatabase;
let api: RunningServer;
const processes: AppProcess[] = [];
let probe: SocketProbe | undefined;

beforeAll(async () => {
  database = await createTestDatabase('e2e_clone_roles');
  processes.push(await startAppProcess(database.url, 'projections', env));
  processes.push(await startAppProcess(database.url, 'workers', env));
  const config = loadConfig({
    MODE: 'local',
    ROLE: 'api',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    DB_POOL_MAX: '8',
  });
  api = await startServer(config, createLogger(config, 'tams-test'));
}, 180_000);
afterAll(async () => {
  await api?.stop(); // with the socket still open: stopping closes it
  probe?.close();
  for (const process of processes) await process.stop();
  await database?.drop();
});

describe('cloning with the job in a workers process on the PostgreSQL backend', () => {
  it("reports progress to the starter's socket on the API process, up to 100 and completed", async () => {
    const url = api.url!;
    const ops = await new ApiClient(url).signIn('academicOpsAdmin');
    const source = await createPeriod(ops, 'Roles source 2070', 2070, ['Fall', 'Spring']);
    const target = await createPeriod(ops, 'Roles target 2071', 2071, ['Fall', 'Spring']);
    const plan = await planPeriod(ops, database, source, { offerings: 20, perOffering: 5 });
    probe = await openSocket(url, { cookie: ops.cookie });

    const started = await ops.post('/api/cloning', {
      sourceAcademicPeriodId: source.id,
      targetAcademicPeriodId: target.id,
      includeMeetings: true,
    });
    expect(started.status).toBe(202);
    const progress = await probe.finished(started.body.jobId);
    expect(progress.at(-1), progress.at(-1).error).toMatchObject({ progress: 100, state: 'completed' });
    expect(progress.at(-1).result.created).toEqual({
      offerings: plan.offerings,
      termModes: plan.termModes,
      sections: plan.sections,
      meetings: plan.sections,
    });
    const read = await ops.get(`/api/cloning/${started.body.jobId}`);
    expect(read.body).toMatchObject({ state: 'completed', progress: 100 });
  });
});
