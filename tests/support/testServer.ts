import { type RunningServer, startServer } from '@tams/api';
import { createLogger, loadConfig } from '@tams/platform';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestServer {
  url: string;
  database: TestDatabase;
  server: RunningServer;
  stop(): Promise<void>;
}

/**
 * The whole application (ROLE=all, local mode, demo data) on a fresh test database and a free port, in this
 * process, over real HTTP. `env` overrides settings (e.g. FEATURE_FLAGS).
 */
export async function startTestServer(
  options: { label?: string; env?: Record<string, string>; seed?: boolean } = {},
): Promise<TestServer> {
  const database = await createTestDatabase(options.label ?? 'server');
  const config = loadConfig({
    MODE: 'local',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    SEED_DEMO_DATA: String(options.seed ?? true),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    DB_POOL_MAX: '8',
    ...options.env,
  });
  const server = await startServer(config, createLogger(config, 'tams-test'));
  return {
    url: server.url!,
    database,
    server,
    async stop() {
      await server.stop();
      await database.drop();
    },
  };
}
