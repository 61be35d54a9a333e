import { randomBytes } from 'node:crypto';
import { type Database, type MigrationSet, migrateToLatest, openDatabase } from '@tams/platform';
import pg from 'pg';
import { testDatabaseAdminUrl } from './services.js';

export interface TestDatabase extends Database {
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

const withDatabaseName = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseAdminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** An admin statement, or nothing when there is no database server (a unit-only run). */
export async function adminQueryIfReachable(sql: string): Promise<void> {
  await adminQuery(sql).catch(() => {});
}

/**
 * A fresh database per test file (DESIGN §13), so files run in parallel against one server.
 * Names are `tams_test_<created, base36 seconds>_<random>_<label>`; `dropStaleTestDatabases` removes ones
 * a killed run left behind, without touching those of a run still going.
 */
export async function createTestDatabase(
  label: string,
  migrations: MigrationSet[] = [],
  options: { max?: number; template?: string } = {},
): Promise<TestDatabase> {
  const created = Math.floor(Date.now() / 1000).toString(36);
  const name =
    `tams_test_${created}_${randomBytes(3).toString('hex')}_${label.replace(/\W/g, '_').slice(0, 30)}`.toLowerCase();
  await adminQuery(`create database ${name}${options.template ? ` template ${options.template}` : ''}`);
  const url = withDatabaseName(testDatabaseAdminUrl(), name);
  const database = openDatabase({ connectionString: url, max: options.max ?? 8, applicationName: name });
  if (migrations.length > 0) await migrateToLatest(database.db, ...migrations);
  return {
    ...database,
    url,
    name,
    async drop() {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

export async function dropStaleTestDatabases(maxAgeSeconds = 2 * 3600): Promise<void> {
  const now = Date.now() / 1000;
  await dropTestDatabasesWhere((name) => {
    const created = Number.parseInt(name.split('_')[2] ?? '', 36);
    return Number.isNaN(created) || now - created > maxAgeSeconds;
  });
}

/** Drops this run's test databases whose name ends with `suffix` (the shared servers', at the end). */
export async function dropTestDatabasesEndingWith(suffix: string): Promise<void> {
  await dropTestDatabasesWhere((name) => name.endsWith(suffix.toLowerCase()));
}

async function dropTestDatabasesWhere(drops: (name: string) => boolean): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseAdminUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'tams\\_test\\_%'`,
    );
    for (const { datname } of rows) {
      if (drops(datname)) await client.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await client.end();
  }
}
