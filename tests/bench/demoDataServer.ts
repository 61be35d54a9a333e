import { allMigrations } from '@tams/api';
import { seedDemoData } from '@tams/demo-data';
import { PostgresEventStore } from '@tams/event-store';
import { ensureReadModels } from '@tams/projections';
import { type AppProcess, createTestDatabase, type TestDatabase, startAppProcess } from '../support/index.js';
import { waitForProjections } from './sectionsData.js';

/**
 * A database of its own with the small demo data, and an app process (ROLE=all) on it whose read models
 * have caught up. `max`: the test pool's size (the bench's own writers); `env`: the process's extra env.
 * The caller stops the server and drops the database.
 */
export async function startDemoDataServer(
  label: string,
  activeYear: number,
  { max, env = {} }: { max: number; env?: Record<string, string> },
): Promise<{ database: TestDatabase; server: AppProcess }> {
  const database = await createTestDatabase(label, allMigrations, { max });
  try {
    await ensureReadModels(database.db);
    await seedDemoData(database.db, new PostgresEventStore({ pool: database.pool }), {
      scale: 'small',
      activeYear,
    });
    const server = await startAppProcess(database.url, 'all', env);
    await waitForProjections(server.url!);
    return { database, server };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
