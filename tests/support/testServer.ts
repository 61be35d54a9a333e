import { type RunningServer, type ServerExtensions, startServer } from '@tams/api';
import { createLogger, isLocalMode, loadConfig, type Mode } from '@tams/platform';
import { freePort } from './appProcess.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { demoTemplate } from './demoTemplate.js';
import { testRedisUrl } from './services.js';
import { testFeatureFlags } from './testFlags.js';

export interface TestServer {
  url: string;
  database: TestDatabase;
  server: RunningServer;
  stop(): Promise<void>;
}

/**
 * A deployed mode serves PUBLIC_URL's host only (api/src/http/servedHosts.ts): unless the test names its
 * own, PUBLIC_URL is where the test reaches the server, on a port chosen beforehand; https, as behind the
 * TLS proxy production requires.
 */
async function deployedAddress(env: Record<string, string> = {}): Promise<Record<string, string>> {
  if (!env.MODE || isLocalMode(env.MODE as Mode) || env.PUBLIC_URL) return {};
  const port = await freePort();
  return { PORT: String(port), PUBLIC_URL: `https://127.0.0.1:${port}` };
}

/**
 * The whole application (ROLE=all, local mode, demo data) on a fresh test database and a free port, in this
 * process, over real HTTP. `env` overrides settings (e.g. FEATURE_FLAGS). With demo data, the database is a
 * copy of the run's demo template (demoTemplate.ts).
 */
export async function startTestServer(
  options: { label?: string; env?: Record<string, string>; seed?: boolean } & ServerExtensions = {},
): Promise<TestServer> {
  const seed = options.seed ?? true;
  const template = seed ? await demoTemplate() : undefined;
  const database = await createTestDatabase(options.label ?? 'server', [], { template });
  const config = loadConfig({
    MODE: 'local',
    PORT: '0',
    ...(await deployedAddress(options.env)),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    // a copy of the template holds the demo data already (the server seeds only an empty database)
    SEED_DEMO_DATA: String(seed),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    // a worker keeps up to two shared servers (sharedTestServer.ts) and a file may start three: five servers
    // of 6 + 11 processor locks + listener, with their test pools, must fit PostgreSQL's 100 connections
    DB_POOL_MAX: '6',
    // the job queues on the test Redis when there is one: on PostgreSQL each queue and worker holds a pool
    // and a LISTEN connection more (tests/e2e/cloningRoles.spec.ts runs that backend across processes)
    ...(testRedisUrl() ? { REDIS_URL: testRedisUrl()! } : {}),
    // a build of the web app elsewhere (several people testing their own builds of one checkout)
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    ...options.env,
    FEATURE_FLAGS: testFeatureFlags(options.env?.FEATURE_FLAGS),
  });
  const server = await startServer(config, createLogger(config, 'tams-test'), {
    valueLists: options.valueLists,
  });
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
