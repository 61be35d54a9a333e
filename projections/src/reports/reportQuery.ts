import type { GridState, ReportGroup, ReportPage } from '@tams/domain';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { applyFilters, applySort, countRows } from '../lists/listSql.js';
import { type ReportPlan, planReport } from './reportPlan.js';
import type { ReportReader } from './reportReader.js';
import type { ReportColumn, ReportColumnSource, ReportContext, ReportSource } from './reportSource.js';

type Row = Record<string, unknown>;

/** A group's subtotals and a page of a report (their schemas: @tams/domain reportPageSchema). */
export type { ReportGroup, ReportPage } from '@tams/domain';

/** What the grid and exports are told of a column (never the SQL or the right it needs). */
export const publicColumn = ({
  id,
  label,
  kind,
  values,
  aggregate,
  width,
}: ReportColumnSource): ReportColumn => ({
  id,
  label,
  kind,
  ...(values ? { values } : {}),
  ...(aggregate ? { aggregate } : {}),
  ...(width ? { width } : {}),
});

/**
 * The source's rows filtered as the plan says, each with the columns `needed` and its id: the source's own
 * select as a subquery, which PostgreSQL flattens, so filters reach the base table's indexes and the joins of
 * columns nobody asked for are left out.
 */
function filteredRows(
  db: Kysely<any>,
  source: ReportSource,
  context: ReportContext,
  plan: ReportPlan,
  needed: readonly ReportColumnSource[],
) {
  const base = source
    .from(db, context)
    .clearSelect()
    .select([...needed.map((column) => column.sql.as(column.id)), source.id.as('id')]);
  return applyFilters(
    db.selectFrom(base.as('r')).selectAll(),
    { filters: plan.filters, q: plan.globalFilter },
    { search: plan.search, arrayColumns: new Map() },
  );
}

/** The columns that decide which rows a page holds: those sorted, filtered or searched on. */
const keyColumns = (plan: ReportPlan) => {
  const named = new Set([
    ...plan.sort.map((s) => s.field),
    ...plan.filters.map((f) => f.field),
    ...plan.search,
  ]);
  return plan.columns.filter((column) => named.has(column.id));
};

const neededColumns = (plan: ReportPlan, extra: readonly ReportColumnSource[] = []) => [
  ...new Set([...plan.selected, ...keyColumns(plan), ...extra]),
];

const aggregatesOf = (plan: ReportPlan) => plan.columns.filter((column) => column.aggregate === 'sum');

/** The first grouping column's values on a page: its groups are those a page shows. */
const firstKeysOf = (plan: ReportPlan, page: readonly Row[]) =>
  new Set(page.map((row) => row[plan.grouping[0]!.id] ?? null));

/**
 * The groups (every depth) with subtotals over the whole filtered report, not just the page: those of the
 * page's rows, or all of them (`page` undefined, for an order kept between pages).
 */
async function groupsOf(
  db: Kysely<any>,
  filtered: ReturnType<typeof filteredRows>,
  plan: ReportPlan,
  page: readonly Row[] | undefined,
): Promise<ReportGroup[]> {
  const keys = plan.grouping.map((column) => column.id);
  if (keys.length === 0 || page?.length === 0) return [];
  const first = keys[0]!;
  const firstValues = page ? [...firstKeysOf(plan, page)] : [];
  const known = firstValues.filter((value) => value !== null);
  const onPage = (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    !page
      ? eb.lit(true)
      : eb.or([
          ...(known.length > 0 ? [eb(eb.ref(first), 'in', known as never)] : []),
          ...(known.length < firstValues.length ? [eb(eb.ref(first), 'is', null)] : []),
        ]);
  const sums = aggregatesOf(plan);
  const sets = keys.map((_, depth) => sql.join(keys.slice(0, depth + 1).map((key) => sql.ref(key))));
  const rows = (await db
    .selectFrom(filtered.where(onPage).as('f'))
    .select([
      ...keys.map((key) => sql.ref(key).as(key)),
      sql<number>`grouping(${sql.join(keys.map((key) => sql.ref(key)))})`.as('groupingMask'),
      sql<number>`count(*)::int`.as('groupCount'),
      ...sums.map((column) =>
        sql<number>`coalesce(sum(${sql.ref(column.id)}), 0)::float8`.as(`sum:${column.id}`),
      ),
    ])
    .groupBy(sql`grouping sets (${sql.join(sets.map((set) => sql`(${set})`))})`)
    .execute()) as Row[];
  return rows.map((row) => {
    // grouping() sets a bit per key left out, the last key the lowest bit: a prefix of `depth` keys leaves
    // out the last (n - depth), so the mask is 2^(n - depth) - 1
    const depth = keys.length - Math.log2(Number(row.groupingMask) + 1);
    return {
      depth,
      key: Object.fromEntries(keys.slice(0, depth).map((key) => [key, row[key] ?? null])),
      count: Number(row.groupCount),
      sums: Object.fromEntries(sums.map((column) => [column.id, Number(row[`sum:${column.id}`])])),
    };
  });
}

/** A state that sorts nothing sorts as its source does by default (by id alone the rows look shuffled). */
const planOf = (source: ReportSource, state: GridState, reader: ReportReader) =>
  planReport(
    reader,
    state.sorting.length > 0 ? state : { ...state, sorting: source.defaultState?.sorting ?? [] },
  );

const rowOf = (row: Row, plan: ReportPlan) =>
  Object.fromEntries([['id', row.id], ...plan.selected.map((column) => [column.id, row[column.id] ?? null])]);

/** A report's order: every matching row's id, in order, and every group's subtotals. */
export interface ReportOrder {
  ids: unknown[];
  groups: ReportGroup[];
}

/** Keeps orders between pages; the keeper drops one when a table its report reads changes. */
export interface ReportOrderCache {
  get(key: string, tables: readonly string[], load: () => Promise<ReportOrder>): Promise<ReportOrder>;
}

/** What a report's order depends on: the source and its period, the filters, the search and the order. */
const orderKey = (source: ReportSource, context: ReportContext, plan: ReportPlan) =>
  JSON.stringify([
    source.cacheKey ?? source.type,
    context,
    plan.filters,
    plan.globalFilter ?? null,
    plan.search,
    plan.sort,
    plan.grouping.map((column) => column.id),
  ]);

async function orderOf(
  db: Kysely<any>,
  source: ReportSource,
  context: ReportContext,
  plan: ReportPlan,
  withGroups: ReturnType<typeof filteredRows>,
): Promise<ReportOrder> {
  const ids = applySort(filteredRows(db, source, context, plan, keyColumns(plan)), plan.sort)
    .clearSelect()
    .select(sql.ref('id').as('id'));
  const [rows, groups] = await Promise.all([ids.execute(), groupsOf(db, withGroups, plan, undefined)]);
  return { ids: rows.map((row) => (row as Row).id), groups };
}

/**
 * One page of a report (DESIGN §15): filtered, sorted, grouped and paged in SQL. With a cache, the
 * report's order (its ids and groups) is computed once and kept until a table it reads changes: a page is
 * then its rows read by id. Without, the page's ids are found sorting the key columns alone, then only
 * those rows are joined to what they show, beside the total and the page's groups.
 */
export async function reportPage(
  db: Kysely<any>,
  source: ReportSource,
  state: GridState,
  reader: ReportReader,
  context: ReportContext,
  cache?: ReportOrderCache,
): Promise<ReportPage> {
  const plan = planOf(source, state, reader);
  const filtered = filteredRows(
    db,
    source,
    context,
    plan,
    neededColumns(plan, plan.grouping.length ? aggregatesOf(plan) : []),
  );
  const { pageIndex, pageSize } = state.pagination;
  const answer = (page: Row[], total: number, groups: ReportGroup[]) => ({
    columns: plan.columns.map(publicColumn),
    rows: page.map((row) => rowOf(row, plan)),
    total,
    groups,
  });
  if (cache) {
    const order = await cache.get(orderKey(source, context, plan), source.tables, () =>
      orderOf(db, source, context, plan, filtered),
    );
    const ids = order.ids.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
    const found = ids.length > 0 ? ((await filtered.where(sql.ref('id'), 'in', ids).execute()) as Row[]) : [];
    const byId = new Map(found.map((row) => [row.id, row]));
    const page = ids.flatMap((id): Row[] => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
    const onPage = plan.grouping.length > 0 ? firstKeysOf(plan, page) : new Set();
    const groups = order.groups.filter((group) => onPage.has(group.key[plan.grouping[0]!.id] ?? null));
    return answer(page, order.ids.length, groups);
  }
  // sorting every whole row of a 50k-row report spilled to disk (several times the list's latency)
  const pageIds = applySort(filteredRows(db, source, context, plan, keyColumns(plan)), plan.sort)
    .clearSelect()
    .select(sql.ref('id').as('id'))
    .offset(pageIndex * pageSize)
    .limit(pageSize);
  const pageQuery = applySort(filtered.where(sql.ref('id'), 'in', pageIds), plan.sort);
  const [page, total] = await Promise.all([pageQuery.execute() as Promise<Row[]>, countRows(db, filtered)]);
  return answer(page, total, await groupsOf(db, filtered, plan, page));
}

/**
 * The whole report in order, unpaged, for exports and snapshots to stream (`query.stream(1000)`): its
 * columns are the grouping ones first, then the visible ones, as a spreadsheet flattens the groups.
 */
export function reportRowsQuery(
  db: Kysely<any>,
  source: ReportSource,
  state: GridState,
  reader: ReportReader,
  context: ReportContext,
) {
  const plan = planOf(source, state, reader);
  const query = applySort(filteredRows(db, source, context, plan, neededColumns(plan)), plan.sort)
    .clearSelect()
    .select([...plan.selected.map((column) => sql.ref(column.id).as(column.id)), sql.ref('id').as('id')]);
  return { columns: plan.selected.map(publicColumn), query };
}
