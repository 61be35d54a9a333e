import { childIncludeName, childrenOf, type ResourceDefinition, resourceDefinition } from '@tams/domain';
import type { RecordRow } from '@tams/projections';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { currentAsOf } from '@tams/platform';
import { listTotalKey } from '../cache/appCaches.js';
import type { InvalidatingCache } from '../cache/invalidatingCache.js';
import type { ListQuery } from '@tams/projections';
import type { AccessCondition } from '@tams/access/sql';
import { dropOrders, listOrdersOf, orderKey } from './listOrders.js';
import { applyFilters, applySort, countRows, filterFirst } from '@tams/projections';
import { type ReadAccessOf, readableRows } from './readAccess.js';

/**
 * Up to this many matches a filtered list is read filter-first (listSql's filterFirst: at most this many
 * rows found by the filters' indexes and sorted, a few ms), its order then kept (listOrders); beyond,
 * the sort's index serves its pages.
 */
const filterFirstRows = 2_000;

export type Row = RecordRow;

/** Reads of a simple resource: from its read-model view only (never the event log). */
export class RecordReads {
  private readonly search: readonly string[];
  private readonly searchText: string | undefined;
  private readonly arrayColumns: ReadonlyMap<string, 'text' | 'uuid'>;

  constructor(
    private readonly db: Kysely<any>,
    readonly definition: ResourceDefinition,
    /** Totals per filter, kept until the resource changes (a count is the costly part of a list). */
    private readonly totals?: InvalidatingCache<string, number>,
  ) {
    const fields = { ...definition.fields, ...definition.computed };
    this.search = Object.entries(fields).flatMap(([name, spec]) =>
      spec.kind === 'text' && spec.search ? [name] : [],
    );
    this.searchText = Object.entries(fields).find(([, spec]) => spec.kind === 'text' && spec.searchText)?.[0];
    this.arrayColumns = new Map(
      Object.entries(fields).flatMap(([name, spec]): [string, 'text' | 'uuid'][] =>
        spec.kind === 'enumList' || spec.kind === 'dateList'
          ? [[name, 'text']]
          : spec.kind === 'referenceList'
            ? [[name, 'uuid']]
            : [],
      ),
    );
  }

  /** A page of records and the total; `access` limits them to what the caller may read. */
  async list(query: ListQuery, access?: AccessCondition): Promise<{ rows: Row[]; total: number }> {
    let filtered = applyFilters(this.db.selectFrom(this.definition.name).selectAll(), query, {
      search: this.search,
      searchText: this.searchText,
      arrayColumns: this.arrayColumns,
    });
    if (access) filtered = filtered.where(access.where);
    const totalKey = listTotalKey(
      this.definition.name,
      // a page as of an instant has its own total (DESIGN §16)
      JSON.stringify([query.filters, query.q ?? null, access?.key ?? null, currentAsOf() ?? null]),
    );
    const orders = this.totals && listOrdersOf(this.totals);
    const count = () => {
      // counted again: the kept orders of this filter may predate a change (see listOrders)
      if (orders) dropOrders(orders, totalKey);
      return countRows(this.db, filtered);
    };
    const total = this.totals ? this.totals.get(totalKey, count) : count();
    const page = (source: SelectQueryBuilder<any, any, any>) =>
      applySort(source, query.sort).offset(query.offset).limit(query.limit).execute() as Promise<Row[]>;
    let rows: Row[];
    let totalRows: number;
    if (query.filters.length === 0 && !query.q && !access) {
      // every row: the sort's index serves the page; it and the count run side by side on two connections
      [rows, totalRows] = await Promise.all([page(filtered), total]);
    } else {
      // the (usually cached) total decides how to read the page
      totalRows = await total;
      if (query.offset >= totalRows) rows = [];
      else if (totalRows > filterFirstRows) rows = await page(filtered);
      else if (!orders) rows = await page(filterFirst(this.db, filtered).selectAll());
      else {
        const ids = await orders.get(orderKey(totalKey, query.sort), async () => {
          const columns = [...new Set(['id', ...query.sort.map(({ field }) => field)])];
          const ordered = applySort(filterFirst(this.db, filtered, columns).select('id'), query.sort);
          return (await ordered.execute()).map((row) => row.id as string);
        });
        rows = await this.byIds(ids.slice(query.offset, query.offset + query.limit));
      }
    }
    return { rows, total: totalRows };
  }

  /** The rows of `ids`, in their order (a row deleted since is left out). */
  private async byIds(ids: readonly string[]): Promise<Row[]> {
    if (ids.length === 0) return [];
    const found = (await this.db
      .selectFrom(this.definition.name)
      .selectAll()
      .where('id', 'in', ids)
      .execute()) as Row[];
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async get(id: string): Promise<Row | undefined> {
    return (await this.db
      .selectFrom(this.definition.name)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()) as Row | undefined;
  }

  /**
   * `include`: referenced records (`Workgroup` for WorkgroupId, `Campuses` for CampusIds) and child
   * collections, each only as far as `access` lets the reader read that resource, exactly as its own list
   * would. Rows they may not read are left out (a reference to one reads null; a collection holds only the
   * readable ones, none when the reader may read none of that resource): an include is never refused, so a
   * page that asks for one works for every reader. Fields they may not read are removed.
   */
  async embed(rows: Row[], include: readonly string[], access: ReadAccessOf): Promise<void> {
    if (rows.length === 0) return;
    for (const name of include) {
      const reference = Object.entries(this.definition.fields).find(
        ([, spec]) => (spec.kind === 'reference' || spec.kind === 'referenceList') && spec.include === name,
      );
      if (reference) {
        const [field, spec] = reference;
        if (spec.kind !== 'reference' && spec.kind !== 'referenceList') continue;
        const idsOf = (row: Row) =>
          (Array.isArray(row[field]) ? (row[field] as unknown[]) : [row[field]]).filter(
            (id): id is string => typeof id === 'string',
          );
        const ids = [...new Set(rows.flatMap(idsOf))];
        const targets = await readableRows(this.db, resourceDefinition(spec.resource), access, (query) =>
          ids.length ? query.where('id', 'in', ids) : undefined,
        );
        const byId = new Map(targets.map((target) => [target.id, target]));
        for (const row of rows) {
          row[name] =
            spec.kind === 'reference'
              ? (byId.get(row[field] as string) ?? null)
              : idsOf(row).flatMap((id) => byId.get(id) ?? []);
        }
        continue;
      }
      const child = childrenOf(this.definition).find((candidate) => childIncludeName(candidate) === name);
      if (!child?.parent) continue;
      const parentField = child.parent.field;
      const [sortField, direction] = child.defaultSort;
      const children = await readableRows(this.db, child, access, (query) =>
        query
          .where(
            parentField,
            'in',
            rows.map((row) => row.id),
          )
          .orderBy(sortField, direction === 'DESC' ? 'desc' : 'asc'),
      );
      for (const row of rows) row[name] = children.filter((c) => c[parentField] === row.id);
    }
  }

  /** Ids of other records whose `field` equals `value`, ignoring case and surrounding space. */
  async othersWith(field: string, value: string, exceptId: string): Promise<Row | undefined> {
    return (await this.db
      .selectFrom(this.definition.name)
      .select(['id', this.definition.representation])
      .where((eb) => eb(eb.fn('lower', [eb.ref(field)]), '=', value.trim().toLowerCase()))
      .where('id', '<>', exceptId)
      .executeTakeFirst()) as Row | undefined;
  }
}

/** One record of `resource` by id from its read model, or undefined (also for a missing or non-text id). */
export async function recordById(db: Kysely<any>, resource: string, id: unknown): Promise<Row | undefined> {
  if (typeof id !== 'string') return undefined;
  return (await db.selectFrom(resource).selectAll().where('id', '=', id).executeTakeFirst()) as
    Row | undefined;
}

/** Whether a referenced record exists (a reference field must name a live record). */
export async function referenceExists(db: Kysely<any>, resource: string, id: string): Promise<boolean> {
  resourceDefinition(resource);
  const row = await db.selectFrom(resource).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The ids among `ids` that name no live record of `resource`. */
export async function missingReferences(
  db: Kysely<any>,
  resource: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  resourceDefinition(resource);
  const found = await db.selectFrom(resource).select('id').where('id', 'in', ids).execute();
  const present = new Set(found.map((row) => row.id as string));
  return ids.filter((id) => !present.has(id));
}
