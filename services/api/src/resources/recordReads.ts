import { childIncludeName, childrenOf, type ResourceDefinition, resourceDefinition } from '@tams/domain';
import type { Kysely } from 'kysely';
import { listTotalKey } from '../cache/appCaches.js';
import type { InvalidatingCache } from '../cache/invalidatingCache.js';
import type { ListQuery } from '../http/listQuery.js';
import type { AccessCondition } from './accessFilter.js';
import { applyFilters, applySort, countRows } from './listSql.js';

export type Row = Record<string, unknown> & { id: string; version: number };

/** Reads of a simple resource: from its read-model view only (never the event log). */
export class RecordReads {
  private readonly search: readonly string[];
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
    this.arrayColumns = new Map(
      Object.entries(fields).flatMap(([name, spec]): [string, 'text' | 'uuid'][] =>
        spec.kind === 'enumList' ? [[name, 'text']] : spec.kind === 'referenceList' ? [[name, 'uuid']] : [],
      ),
    );
  }

  /** A page of records and the total; `access` limits them to what the caller may read. */
  async list(query: ListQuery, access?: AccessCondition): Promise<{ rows: Row[]; total: number }> {
    let filtered = applyFilters(this.db.selectFrom(this.definition.name).selectAll(), query, {
      search: this.search,
      arrayColumns: this.arrayColumns,
    });
    if (access) filtered = filtered.where(access.where);
    const page = applySort(filtered, query.sort).offset(query.offset).limit(query.limit);
    const count = () => countRows(this.db, filtered);
    const total = this.totals
      ? this.totals.get(
          listTotalKey(
            this.definition.name,
            JSON.stringify([query.filters, query.q ?? null, access?.key ?? null]),
          ),
          count,
        )
      : count();
    // the page and the count run side by side on two pooled connections
    const [rows, totalRows] = await Promise.all([page.execute() as Promise<Row[]>, total]);
    await this.embed(rows, query.include);
    return { rows, total: totalRows };
  }

  async get(id: string, include: readonly string[] = []): Promise<Row | undefined> {
    const row = (await this.db
      .selectFrom(this.definition.name)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()) as Row | undefined;
    if (row) await this.embed([row], include);
    return row;
  }

  /** `include`: referenced records (`Workgroup` for WorkgroupId, `Campuses` for CampusIds) and child collections. */
  async embed(rows: Row[], include: readonly string[]): Promise<void> {
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
        const targets = ids.length
          ? ((await this.db.selectFrom(spec.resource).selectAll().where('id', 'in', ids).execute()) as Row[])
          : [];
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
      const [sortField, direction] = child.defaultSort;
      const children = (await this.db
        .selectFrom(child.name)
        .selectAll()
        .where(
          child.parent.field,
          'in',
          rows.map((row) => row.id),
        )
        .orderBy(sortField, direction === 'DESC' ? 'desc' : 'asc')
        .execute()) as Row[];
      for (const row of rows) row[name] = children.filter((c) => c[child.parent!.field] === row.id);
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
