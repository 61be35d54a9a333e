import { preparedStatement } from '@tams/platform';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { HistoryJournal } from './history.js';
import { quote } from './readModelTable.js';

export type Row = Record<string, unknown> & { id: string };

/**
 * The rows one batch touches, held in memory: loaded with one statement per load, changed by the projection's
 * synchronous apply, written back with one upsert and one delete per table. A batch of thousands of
 * events thus costs a handful of statements, which is what a rebuild's throughput rests on.
 */
export class BatchRows {
  private readonly wanted = new Map<string, Set<string>>();
  /** table -> column -> values whose rows are wanted (loaded by that column, not by id) */
  private readonly wantedBy = new Map<string, Map<string, Set<string>>>();
  /** Small tables wanted whole (a projection's rules, say): every row, once per batch. */
  private readonly wantedAll = new Set<string>();
  private readonly loadedAll = new Set<string>();
  /** `table\u0000column\u0000value` already loaded by a column in this batch: not read again */
  private readonly loadedBy = new Set<string>();
  /** table -> column -> value -> ids: the cache looked up by a column (see `where`) */
  private readonly indexes = new Map<string, Map<string, Map<unknown, Set<string>>>>();
  private readonly rows = new Map<string, Map<string, Row>>();
  private readonly dirty = new Map<string, Set<string>>();
  private readonly deleted = new Map<string, Set<string>>();
  /** The last state of each row deleted, by table and id (for who may hear of the delete). */
  private readonly removed = new Map<string, Map<string, Row>>();

  constructor(
    /** logical table name -> the relation to read and write: the view (live) or a generation's table (rebuild) */
    private readonly physical: ReadonlyMap<string, string>,
    /** logical table name -> its timestamptz columns (see fromJson) */
    private readonly timestampColumns: ReadonlyMap<string, readonly string[]> = new Map(),
    /** Hears of each row loaded, put and deleted, for the versions of history-kept tables. */
    private readonly journal?: HistoryJournal,
  ) {}

  want(table: string, id: string | null | undefined): void {
    if (!id) return;
    this.setOf(this.wanted, table).add(id);
  }

  /**
   * Every row whose `column` (a uuid column) holds `value`, e.g. all assignments of a section, so that
   * `where(table, column, value)` sees them all during apply: those stored before the batch (loaded) and
   * those the batch puts. Rows the batch already holds keep their in-batch state.
   */
  wantWhere(table: string, column: string, value: unknown): void {
    if (typeof value !== 'string' || value === '') return;
    if (this.loadedBy.has(`${table}\u0000${column}\u0000${value}`)) return;
    const columns = this.wantedBy.get(table) ?? new Map<string, Set<string>>();
    this.wantedBy.set(table, columns);
    const values = columns.get(column) ?? new Set<string>();
    columns.set(column, values);
    values.add(value);
  }

  /**
   * Every row of `table`, for tables that stay small (tens to a few thousand rows, e.g. classification
   * rules and the keys they classify): `all(table)` then sees them, with the batch's own changes.
   */
  wantAll(table: string): void {
    if (!this.loadedAll.has(table)) this.wantedAll.add(table);
  }

  /** Every row of a table wanted with `wantAll`, as the batch has it now. */
  all(table: string): Row[] {
    return [...this.cacheOf(table).values()];
  }

  /**
   * Reads every row wanted since the last load in ONE statement, whatever the tables and columns: per
   * table one subquery (`id = any(..) or "SectionId" = any(..) ...`) aggregated to json. A live batch is a
   * few events, and on a busy machine each round trip, not the work, is what it costs: the planning
   * processor wants seven kinds of rows for one assignment, once seven statements in a row.
   */
  async load(trx: Kysely<any>): Promise<void> {
    const reads: { table: string; query: RawBuilder<unknown> }[] = [];
    /** ids asked for by id: those not stored are new to the history journal */
    const askedById = new Map<string, string[]>();
    for (const table of new Set([...this.wanted.keys(), ...this.wantedBy.keys(), ...this.wantedAll])) {
      const cache = this.cacheOf(table);
      if (this.wantedAll.has(table)) {
        this.loadedAll.add(table);
        reads.push({
          table,
          query: sql`(select coalesce(json_agg(r), '[]'::json) from ${sql.id(this.physicalOf(table))} r)`,
        });
        continue;
      }
      const missing = [...(this.wanted.get(table) ?? [])].filter((id) => !cache.has(id));
      const conditions = missing.length > 0 ? [sql`id = any(${missing}::uuid[])`] : [];
      if (missing.length > 0) askedById.set(table, missing);
      for (const [column, values] of this.wantedBy.get(table) ?? []) {
        conditions.push(sql`${sql.id(column)} = any(${[...values]}::uuid[])`);
        for (const value of values) this.loadedBy.add(`${table}\u0000${column}\u0000${value}`);
      }
      if (conditions.length === 0) continue;
      reads.push({
        table,
        query: sql`(select coalesce(json_agg(r), '[]'::json) from ${sql.id(this.physicalOf(table))} r
          where ${sql.join(conditions, sql` or `)})`,
      });
    }
    this.wanted.clear();
    this.wantedBy.clear();
    this.wantedAll.clear();
    if (reads.length === 0) return;
    // prepared: the text depends only on the tables and columns asked for, not on the ids
    const { rows } = await sql<Record<string, Row[]>>`${sql.raw(preparedStatement)}
      select ${sql.join(reads.map(({ query }, index) => sql`${query} as ${sql.id(`t${index}`)}`))}`.execute(
      trx,
    );
    reads.forEach(({ table }, index) => {
      for (const row of rows[0]![`t${index}`]!) this.cacheLoaded(table, this.fromJson(table, row));
    });
    for (const [table, ids] of askedById)
      for (const id of ids) if (!this.cacheOf(table).has(id)) this.journal?.absent(table, id);
  }

  /**
   * A row as a `select *` would give it (services/platform/database.ts parses numeric and bigint as
   * numbers, dates as 'YYYY-MM-DD' strings, as json does): json has no timestamp type, so timestamptz
   * columns become Dates again. Rows loaded and rows read by the API thus look the same.
   */
  private fromJson(table: string, row: Row): Row {
    for (const column of this.timestampColumns.get(table) ?? [])
      if (typeof row[column] === 'string') row[column] = new Date(row[column] as string);
    return row;
  }

  /**
   * The rows of `table` whose `column` equals `value`, as the batch has them now. Complete only for the
   * values asked for with `wantWhere` before the load (and rows the batch itself put).
   */
  where(table: string, column: string, value: unknown): Row[] {
    const ids = this.indexOf(table, column).get(value);
    if (!ids) return [];
    const cache = this.cacheOf(table);
    return [...ids].map((id) => cache.get(id)!).filter(Boolean);
  }

  get(table: string, id: string): Row | undefined {
    return this.rows.get(table)?.get(id);
  }

  put(table: string, row: Row): void {
    this.journal?.touch(table, row.id);
    this.reindex(table, this.cacheOf(table).get(row.id), row);
    this.cacheOf(table).set(row.id, row);
    this.setOf(this.dirty, table).add(row.id);
    this.deleted.get(table)?.delete(row.id);
  }

  delete(table: string, id: string): void {
    this.journal?.touch(table, id);
    const last = this.rows.get(table)?.get(id);
    if (last) {
      const removed = this.removed.get(table) ?? new Map<string, Row>();
      this.removed.set(table, removed);
      removed.set(id, last);
    }
    this.reindex(table, last, undefined);
    this.rows.get(table)?.delete(id);
    this.dirty.get(table)?.delete(id);
    this.setOf(this.deleted, table).add(id);
  }

  /** The rows written (not deleted), by table. */
  writtenRows(): Record<string, Row[]> {
    const written: Record<string, Row[]> = {};
    for (const [table, ids] of this.dirty) {
      const cache = this.cacheOf(table);
      written[table] = [...ids].map((id) => cache.get(id)!).filter(Boolean);
    }
    return written;
  }

  /** The rows deleted (as they last were), by table. */
  removedRows(): Record<string, Row[]> {
    const removed: Record<string, Row[]> = {};
    for (const [table, ids] of this.deleted) {
      const rows = [...ids].flatMap((id) => this.removed.get(table)?.get(id) ?? []);
      if (rows.length > 0) removed[table] = rows;
    }
    return removed;
  }

  /** Ids changed per table since the batch began. */
  changedIds(): Map<string, string[]> {
    const changed = new Map<string, string[]>();
    for (const map of [this.dirty, this.deleted]) {
      for (const [table, ids] of map) changed.set(table, [...(changed.get(table) ?? []), ...ids]);
    }
    return changed;
  }

  /**
   * The batch's writes as data-modifying statements, run together with the checkpoint move as one
   * statement (writeBatchWithCheckpoint). A row is never both deleted and upserted in one batch (put and
   * delete keep the sets disjoint), which one statement requires.
   */
  writes(columnsOf: (table: string) => readonly string[]): RawBuilder<unknown>[] {
    const writes: RawBuilder<unknown>[] = [];
    for (const [table, ids] of this.deleted) {
      if (ids.size === 0) continue;
      writes.push(sql`delete from ${sql.id(this.physicalOf(table))} where id = any(${[...ids]}::uuid[])`);
    }
    for (const [table, ids] of this.dirty) {
      if (ids.size === 0) continue;
      const relation = this.physicalOf(table);
      const cache = this.cacheOf(table);
      const rows = [...ids].map((id) => cache.get(id));
      const updates = columnsOf(table)
        .filter((column) => column !== 'id')
        .map((column) => `${quote(column)} = excluded.${quote(column)}`)
        .join(', ');
      writes.push(sql`
        insert into ${sql.id(relation)}
        select * from jsonb_populate_recordset(null::${sql.id(relation)}, ${JSON.stringify(rows)}::jsonb)
        on conflict (id) do update set ${sql.raw(updates)}`);
    }
    return writes;
  }

  /** A loaded row joins the cache unless the batch already holds that row (its state is newer). */
  private cacheLoaded(table: string, row: Row): void {
    const cache = this.cacheOf(table);
    if (cache.has(row.id)) return;
    this.journal?.loaded(table, row);
    cache.set(row.id, row);
    this.reindex(table, undefined, row);
  }

  private indexOf(table: string, column: string): Map<unknown, Set<string>> {
    const columns = this.indexes.get(table) ?? new Map<string, Map<unknown, Set<string>>>();
    this.indexes.set(table, columns);
    let index = columns.get(column);
    if (!index) {
      index = new Map();
      columns.set(column, index);
      for (const row of this.cacheOf(table).values()) addTo(index, row[column], row.id);
    }
    return index;
  }

  private reindex(table: string, before: Row | undefined, after: Row | undefined): void {
    const columns = this.indexes.get(table);
    if (!columns) return;
    for (const [column, index] of columns) {
      if (before && after && before[column] === after[column]) continue;
      if (before) index.get(before[column])?.delete(before.id);
      if (after) addTo(index, after[column], after.id);
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

const addTo = (index: Map<unknown, Set<string>>, value: unknown, id: string) => {
  const ids = index.get(value) ?? new Set<string>();
  index.set(value, ids);
  ids.add(id);
};
