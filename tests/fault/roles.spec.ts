import { allMigrations } from '@tams/api';
import { seedDemoData } from '@tams/demo-data';
import { PostgresEventStore } from '@tams/event-store';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiClient,
  type AppProcess,
  createTestDatabase,
  startAppProcess,
  type TestDatabase,
} from '../support/index.js';

let database: TestDatabase;
const processes: AppProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase('fault_roles', allMigrations);
  await seedDemoData(database.db, new PostgresEventStore({ pool: database.pool }), { scale: 'small' });
}, 120_000);
afterAll(async () => {
  for (const process of processes) await process.stop('SIGKILL');
  await database?.drop();
});

describe('roles in separate processes (the docker-compose shape)', () => {
  it('answers commands with read-your-writes across processes, and survives kill -9 of the projections', async () => {
    const projections = await startAppProcess(database.url, 'projections');
    processes.push(projections);
    const api = await startAppProcess(database.url, 'api', { COMMAND_WAIT_MS: '10000' });
    processes.push(api);
    // the projections process catches up with the seeded data (health reports each read model's lag)
    await vi.waitFor(
      async () => {
        const health = (await (await fetch(`${api.url}/api/health`)).json()) as {
          projections: { lagEvents: number }[];
        };
        expect(health.projections.every((p: { lagEvents: number }) => p.lagEvents === 0)).toBe(true);
      },
      { timeout: 30_000, interval: 100 },
    );
    const ops = await new ApiClient(api.url!).signIn('academicOpsAdmin');

    const created = await ops.post('/api/courses', { courseNumber: 'ROLE 1', name: 'Across processes' });
    expect(created.status).toBe(201); // the API waited for the other process's projection
    expect((await ops.get(`/api/courses/${created.body.id}`)).body.name).toBe('Across processes');

    await projections.stop('SIGKILL');
    const standby = await startAppProcess(database.url, 'projections');
    processes.push(standby);
    const again = await ops.put(`/api/courses/${created.body.id}`, { name: 'After a crash', version: 1 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ name: 'After a crash', version: 2 });
    expect(await api.stop()).toBe(0); // graceful shutdown on SIGTERM
  });
});
