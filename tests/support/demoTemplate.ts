import { testFeatureFlags } from './testFlags.js';
import { startServer } from '@tams/api';
import { createLogger, loadConfig } from '@tams/platform';
import pg from 'pg';
import { inject } from 'vitest';
import { testDatabaseAdminUrl } from './services.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of this run's demo-data template database (made by the first test server that needs it). */
    demoTemplate: string;
  }
}

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/**
 * A database holding the demo data, migrated, seeded and projected once per run, from which every test
 * server's database is copied (CREATE DATABASE ... TEMPLATE: a file copy, well under a second, where
 * seeding and projecting took several). The first test server to need it makes it under an advisory lock;
 * the others wait for that and copy it. A copy inside one cluster keeps its transaction ids meaningful,
 * which the event log's order rests on (unlike a dump restored elsewhere).
 */
export async function demoTemplate(): Promise<string | undefined> {
  let name: string;
  try {
    name = inject('demoTemplate');
  } catch {
    return undefined; // not under vitest's global setup: seed as usual
  }
  if (!name) return undefined;
  const admin = new pg.Client({ connectionString: testDatabaseAdminUrl() });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await makeTemplate(admin, name);
    return name;
  } finally {
    await admin.end(); // releases the lock
  }
}

async function makeTemplate(admin: pg.Client, name: string): Promise<void> {
  const building = `${name}_building`;
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  const config = loadConfig({
    MODE: 'local',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: withDatabaseName(testDatabaseAdminUrl(), building),
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    DB_POOL_MAX: '4',
    FEATURE_FLAGS: testFeatureFlags(),
  });
  // a server seeds, projects the demo data (it waits for that before it listens) and stops
  const server = await startServer(config, createLogger(config, 'tams-test-template'));
  await server.stop();
  // a copy needs the template without connections: cut any the stopped server left
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [building]);
  // renamed only once complete: a run killed midway leaves no half-made template behind under the name
  await admin.query(`alter database ${building} rename to ${name}`);
}
