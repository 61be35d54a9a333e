import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { ConfigError } from './config.js';
import type { Logger } from './logger.js';
import { postgresBinaries } from './postgresBinaries.js';
import { PostgresCluster } from './postgresCluster.js';

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
 * handled: the programs and the data folder are reachable by the postgres user (when we are root), init
 * only when PG_VERSION is missing, a non-default port, the server's own log lines in our error when it
 * fails to start, and a server left running by a killed process is reused (on our port) or stopped.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
  /** Stop on exit a server found running (left behind by a killed `npm start`)? */
  adopt: boolean;
}): Promise<EmbeddedDatabase> {
  const { port, logger } = options;
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  await chmod(dataDir, 0o755);
  const password = await credentials(dataDir);
  const url = (database: string) =>
    `postgres://tams:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  const cluster = new PostgresCluster(await postgresBinaries(dataDir), join(dataDir, 'pg'), logger);

  if (await reachable(url('postgres'))) {
    logger.info({ port, databaseDir: cluster.databaseDir }, 'embedded PostgreSQL already running; using it');
    return { url: url(databaseName), stop: options.adopt ? () => cluster.stop() : async () => {} };
  }
  await cluster.stopLeftover();
  if (!cluster.initialised) {
    logger.info(
      { databaseDir: cluster.databaseDir },
      'initialising embedded PostgreSQL (first start, a few seconds)',
    );
    await cluster.initialise('tams', password);
  }
  try {
    await cluster.start(port);
  } catch (error) {
    throw new ConfigError(
      `Embedded PostgreSQL did not start on port ${port} (${cluster.databaseDir}): ${(error as Error).message} ` +
        `(log: ${cluster.logFile}). Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use another server.`,
    );
  }
  try {
    const admin = new pg.Client({ connectionString: url('postgres') });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [databaseName]);
      if (!rowCount) await admin.query(`create database ${databaseName}`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  logger.info({ port }, 'embedded PostgreSQL started');
  return { url: url(databaseName), stop: () => cluster.stop() };
}
