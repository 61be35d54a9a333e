import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  type AppProcess,
  createTestDatabase,
  startAppProcess,
  type TestDatabase,
} from '../support/index.js';
import { demoTemplate } from '../support/demoTemplate.js';
import { openSocket, type SocketProbe } from '../support/socketProbe.js';
import { createPeriod, planPeriod } from './cloningFixtures.js';

/*
 * Cloning with the embedded default's job backend (BullMQ on PostgreSQL, no Redis) and each role in a
 * process of its own, as deployed: the job runs in the ROLE=workers process (the only one that runs the
 * workers' registry: ROLE=api only enqueues), and its progress reaches the starter's socket on the
 * ROLE=api process through Postgres NOTIFY. This test process is only their client.
 */

// small pools: this file runs three processes against a server other suites share
const env = { REDIS_URL: '', DB_POOL_MAX: '4' };
let database: TestDatabase;
let api: AppProcess;
const processes: AppProcess[] = [];
let probe: SocketProbe | undefined;

beforeAll(async () => {
  // a copy of the demo data (its users sign in below); without the template, the api process seeds
  database = await createTestDatabase('e2e_clone_roles', [], { template: await demoTemplate() });
  processes.push(await startAppProcess(database.url, 'projections', env));
  processes.push(await startAppProcess(database.url, 'workers', env));
  api = await startAppProcess(database.url, 'api', { ...env, SEED_DEMO_DATA: 'true' });
  processes.push(api);
}, 180_000);
afterAll(async () => {
  probe?.close();
  for (const process of processes.reverse()) await process.stop();
  await database?.drop();
});

describe('cloning with the job in a workers process on the PostgreSQL backend', () => {
  it("reports progress to the starter's socket on a separate API process, up to 100 and completed", async () => {
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
