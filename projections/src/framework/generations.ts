import { setCheckpoint, zeroCheckpoint } from '@tams/event-store';
import { type Kysely, sql } from 'kysely';
import { asOfViewSql } from './history.js';
import { type Projection, schemaVersionOf } from './projection.js';
import { createIndexSql, createTableSql, physicalName, quote } from './readModelTable.js';

/**
 * Read models live in numbered generations of physical tables (`courses_g3`) behind a view with the
 * logical name (`courses`) that every query uses. A rebuild fills the next generation while the current one
 * keeps serving, then swaps the views in one transaction (rebuild.ts).
 */
export interface GenerationRow {
  read_model: string;
  generation: number;
  schema_version: string;
  rebuilding_generation: number | null;
  rebuilding_schema_version: string | null;
}

export async function readGeneration(db: Kysely<any>, name: string): Promise<GenerationRow | undefined> {
  const { rows } = await sql<GenerationRow>`select * from rm_generations where read_model = ${name}`.execute(
    db,
  );
  return rows[0];
}

export async function createGenerationTables(
  db: Kysely<any>,
  projection: Projection,
  generation: number,
  withIndexes = true,
): Promise<void> {
  for (const table of projection.tables) {
    const physical = physicalName(table.name, generation);
    await sql`drop table if exists ${sql.id(physical)}`.execute(db);
    for (const statement of createTableSql(table, physical, withIndexes))
      await sql.raw(statement).execute(db);
  }
}

/**
 * Readies a filled generation for queries: its secondary indexes (built in one pass each) and planner
 * statistics. Without ANALYZE the first queries after a swap plan against an empty-looking table.
 */
export async function finishGenerationTables(
  db: Kysely<any>,
  projection: Projection,
  generation: number,
): Promise<void> {
  for (const table of projection.tables) {
    const physical = physicalName(table.name, generation);
    // `if not exists`: a rebuild resumed after a crash here finds some of them built
    for (const statement of createIndexSql(table, physical)) await sql.raw(statement).execute(db);
    await sql`analyze ${sql.id(physical)}`.execute(db);
  }
}

export async function pointViewsAt(
  db: Kysely<any>,
  projection: Projection,
  generation: number,
): Promise<void> {
  for (const table of projection.tables) {
    // a history table's view has the as_of view over it (dropped with it by cascade, then made again)
    const cascade = table.historyOf ? ' cascade' : '';
    await sql
      .raw(
        `drop view if exists ${quote(table.name)}${cascade}; create view ${quote(table.name)} as select * from ${quote(physicalName(table.name, generation))}`,
      )
      .execute(db);
    if (table.historyOf) await sql.raw(asOfViewSql(table)).execute(db);
  }
}

export async function dropGenerationTables(
  db: Kysely<any>,
  projection: Projection,
  generation: number,
): Promise<void> {
  for (const table of projection.tables) {
    await sql`drop table if exists ${sql.id(physicalName(table.name, generation))}`.execute(db);
  }
}

/**
 * First start: generation 1, empty, its views, its checkpoint at the start of the log.
 * Returns 'stale' when the code's table shape or projection version differs from the current generation's.
 */
export async function ensureReadModel(db: Kysely<any>, projection: Projection): Promise<'ready' | 'stale'> {
  return db.transaction().execute(async (trx) => {
    // serialise concurrent first starts of several processes
    await sql`select pg_advisory_xact_lock(hashtextextended(${`tams-read-model:${projection.name}`}, 0))`.execute(
      trx,
    );
    const current = await readGeneration(trx, projection.name);
    if (current) return current.schema_version === schemaVersionOf(projection) ? 'ready' : 'stale';
    if (await adoptTables(trx, projection)) return 'stale';
    await createGenerationTables(trx, projection, 1);
    await pointViewsAt(trx, projection, 1);
    await sql`
      insert into rm_generations (read_model, generation, schema_version) values (${projection.name}, 1, ${schemaVersionOf(projection)})
    `.execute(trx);
    // empty tables start at the start of the log, whatever checkpoint a dropped read model left behind
    await setCheckpoint(trx, projection.name, zeroCheckpoint);
    return 'ready';
  });
}

/** The generation numbers of the physical tables of `projection`'s tables, whoever made them. */
async function physicalGenerations(db: Kysely<any>, projection: Projection): Promise<number[]> {
  const names = projection.tables.map((table) => table.name);
  const { rows } = await sql<{ generation: number }>`
    select distinct substring(tablename from '_g([0-9]+)$')::int as generation from pg_tables
    where schemaname = current_schema()
      and substring(tablename from '^(.*)_g[0-9]+$') = any(${names}::text[])`.execute(db);
  return rows.map((row) => row.generation);
}

/**
 * A new read model taking over tables that another one kept until now (read models merged into one
 * processor, as users and sections into planning): the old views keep serving, and the new model starts
 * "stale" at the highest generation number those tables have, so its rebuild fills the next number
 * (never one in use) and swaps its views in. Tables it adds get empty tables of that number meanwhile,
 * so every view exists. Answers false when none of its tables exists yet (a plain first start).
 */
async function adoptTables(trx: Kysely<any>, projection: Projection): Promise<boolean> {
  const names = projection.tables.map((table) => table.name);
  const { rows: views } = await sql<{ name: string }>`
    select table_name as name from information_schema.views
    where table_schema = current_schema() and table_name = any(${names}::text[])`.execute(trx);
  if (views.length === 0) return false;
  const generation = Math.max(0, ...(await physicalGenerations(trx, projection)));
  const existing = new Set(views.map((view) => view.name));
  const added = { ...projection, tables: projection.tables.filter((table) => !existing.has(table.name)) };
  await createGenerationTables(trx, added, generation);
  await pointViewsAt(trx, added, generation);
  await sql`
    insert into rm_generations (read_model, generation, schema_version)
    values (${projection.name}, ${generation}, ${'adopted'})`.execute(trx);
  await setCheckpoint(trx, projection.name, zeroCheckpoint);
  return true;
}

/** Drops every generation of the projection's tables but `keep` (after a swap: the old ones, adopted ones too). */
export async function dropOtherGenerations(
  db: Kysely<any>,
  projection: Projection,
  keep: number,
): Promise<void> {
  for (const generation of await physicalGenerations(db, projection)) {
    if (generation !== keep) await dropGenerationTables(db, projection, generation);
  }
}
