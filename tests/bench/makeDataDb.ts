// Developer aid: a persistent database with the bench's 50k courses and 50k sections, for EXPLAIN.
// node --import tsx tests/bench/makeDataDb.ts <name>
import { allMigrations } from '@tams/api';
import { seedDemoData } from '@tams/demo-data';
import { PostgresEventStore } from '@tams/event-store';
import { migrateToLatest, openDatabase } from '@tams/platform';
import { ensureReadModels, projectionOf, rebuildProjection } from '@tams/projections';
import { sql } from 'kysely';
import pg from 'pg';
import { appendCourseHistory, testDatabaseAdminUrl } from '../support/index.js';
import { appendLargePlan } from './sectionsData.js';

const name = process.argv[2] ?? 'tams_bench_data';
const admin = new pg.Client({ connectionString: testDatabaseAdminUrl() });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(testDatabaseAdminUrl());
url.pathname = `/${name}`;
const database = openDatabase({ connectionString: url.toString(), max: 16 });
await migrateToLatest(database.db, ...allMigrations);
await ensureReadModels(database.db);
const store = new PostgresEventStore({ pool: database.pool });
await seedDemoData(database.db, store, { scale: 'small', activeYear: 2026 });
const { rows } = await sql<{
  id: string;
}>`select data->>'id' as id from es_events where event_type = 'WorkgroupCreated'`.execute(database.db);
await appendCourseHistory(store, {
  count: 50_000,
  updates: 3,
  concurrency: 16,
  workgroupIds: rows.map((r) => r.id),
});
const rebuild = (projection: string) =>
  rebuildProjection({
    db: database.db,
    store,
    projection: projectionOf(projection),
    connectionString: url.toString(),
  });
await rebuild('courses');
// the sections are planned on the courses read model's generated courses
await appendLargePlan({ db: database.db, url: url.toString() }, store, 2026, console.log);
for (const projection of [
  'users',
  'workgroups',
  'academicPeriods',
  'academicTermTypes',
  'locations',
  'teachingModes',
]) {
  await rebuild(projection);
}
console.log(url.toString());
await database.close();
