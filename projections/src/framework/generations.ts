import { setCheckpoint, zeroCheckpoint } from '@tams/event-store';
import { type Kysely, sql } from 'kysely';
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
    await sql
      .raw(
        `drop view if exists ${quote(table.name)}; create view ${quote(table.name)} as select * from ${quote(physicalName(table.name, generation))}`,
      )
      .execute(db);
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
