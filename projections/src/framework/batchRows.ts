import { type Kysely, sql } from 'kysely';
import { quote } from './readModelTable.js';

export type Row = Record<string, unknown> & { id: string };

/**
 * The rows one batch touches, held in memory: loaded with one query per table, changed by the projection's
 * synchronous apply, written back with one upsert and one delete per table. A batch of thousands of
 * events thus costs a handful of statements, which is what a rebuild's throughput rests on.
 */
export class BatchRows {
  private readonly wanted = new Map<string, Set<string>>();
  private readonly rows = new Map<string, Map<string, Row>>();
  private readonly dirty = new Map<string, Set<string>>();
  private readonly deleted = new Map<string, Set<string>>();

  constructor(
    /** logical table name -> the relation to read and write: the view (live) or a generation's table (rebuild) */
    private readonly physical: ReadonlyMap<string, string>,
  ) {}

  want(table: string, id: string | null | undefined): void {
    if (!id) return;
    this.setOf(this.wanted, table).add(id);
  }

  async load(trx: Kysely<any>): Promise<void> {
    for (const [table, ids] of this.wanted) {
      const cache = this.cacheOf(table);
      const missing = [...ids].filter((id) => !cache.has(id));
      if (missing.length === 0) continue;
      const { rows } =
        await sql<Row>`select * from ${sql.id(this.physicalOf(table))} where id = any(${missing}::uuid[])`.execute(
          trx,
        );
      for (const row of rows) cache.set(row.id, row);
    }
    this.wanted.clear();
  }

  get(table: string, id: string): Row | undefined {
    return this.rows.get(table)?.get(id);
  }

  put(table: string, row: Row): void {
    this.cacheOf(table).set(row.id, row);
    this.setOf(this.dirty, table).add(row.id);
    this.deleted.get(table)?.delete(row.id);
  }

  delete(table: string, id: string): void {
    this.rows.get(table)?.delete(id);
    this.dirty.get(table)?.delete(id);
    this.setOf(this.deleted, table).add(id);
  }

  /** Ids changed per table since the batch began. */
  changedIds(): Map<string, string[]> {
    const changed = new Map<string, string[]>();
    for (const map of [this.dirty, this.deleted]) {
      for (const [table, ids] of map) changed.set(table, [...(changed.get(table) ?? []), ...ids]);
    }
    return changed;
  }

  async flush(trx: Kysely<any>, columnsOf: (table: string) => readonly string[]): Promise<void> {
    for (const [table, ids] of this.deleted) {
      if (ids.size === 0) continue;
      await sql`delete from ${sql.id(this.physicalOf(table))} where id = any(${[...ids]}::uuid[])`.execute(
        trx,
      );
    }
    for (const [table, ids] of this.dirty) {
      if (ids.size === 0) continue;
      const physical = this.physicalOf(table);
      const cache = this.cacheOf(table);
      const rows = [...ids].map((id) => cache.get(id));
      const updates = columnsOf(table)
        .filter((column) => column !== 'id')
        .map((column) => `${quote(column)} = excluded.${quote(column)}`)
        .join(', ');
      await sql`
        insert into ${sql.id(physical)}
        select * from jsonb_populate_recordset(null::${sql.id(physical)}, ${JSON.stringify(rows)}::jsonb)
        on conflict (id) do update set ${sql.raw(updates)}
      `.execute(trx);
    }
  }

  private physicalOf(table: string): string {
    const physical = this.physical.get(table);
    if (!physical) throw new Error(`Table ${table} is not owned by this projection`);
    return physical;
  }

  private cacheOf(table: string): Map<string, Row> {
    const cache = this.rows.get(table) ?? new Map<string, Row>();
    this.rows.set(table, cache);
    return cache;
  }

  private setOf(map: Map<string, Set<string>>, table: string): Set<string> {
    const set = map.get(table) ?? new Set<string>();
    map.set(table, set);
    return set;
  }
}
