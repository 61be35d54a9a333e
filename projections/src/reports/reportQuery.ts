import type { GridState } from '@tams/domain';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { applyFilters, applySort, countRows } from '../lists/listSql.js';
import { type ReportPlan, planReport } from './reportPlan.js';
import type { ReportReader } from './reportReader.js';
import type { ReportColumn, ReportColumnSource, ReportContext, ReportSource } from './reportSource.js';

type Row = Record<string, unknown>;

/** Subtotals of one group: its key down to `depth`, its row count and the sums of the aggregate columns. */
export interface ReportGroup {
  depth: number;
  key: Record<string, unknown>;
  count: number;
  sums: Record<string, number>;
}

export interface ReportPage {
  columns: ReportColumn[];
  rows: Row[];
  total: number;
  groups: ReportGroup[];
}

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

/** The page's groups (every depth) with subtotals over the whole filtered report, not just the page. */
async function groupsOf(
  db: Kysely<any>,
  filtered: ReturnType<typeof filteredRows>,
  plan: ReportPlan,
  page: readonly Row[],
): Promise<ReportGroup[]> {
  const keys = plan.grouping.map((column) => column.id);
  if (keys.length === 0 || page.length === 0) return [];
  const first = keys[0]!;
  const firstValues = [...new Set(page.map((row) => row[first]))];
  const known = firstValues.filter((value) => value !== null && value !== undefined);
  const onPage = (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb.or([
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

const rowOf = (row: Row, plan: ReportPlan) =>
  Object.fromEntries([['id', row.id], ...plan.selected.map((column) => [column.id, row[column.id] ?? null])]);

/**
 * One page of a report (DESIGN §15): filtered, sorted, grouped and paged in SQL. The page, its total and
 * its groups' subtotals are three statements run side by side.
 */
export async function reportPage(
  db: Kysely<any>,
  source: ReportSource,
  state: GridState,
  reader: ReportReader,
  context: ReportContext,
): Promise<ReportPage> {
  const plan = planReport(reader, state);
  const filtered = filteredRows(
    db,
    source,
    context,
    plan,
    neededColumns(plan, plan.grouping.length ? aggregatesOf(plan) : []),
  );
  const { pageIndex, pageSize } = state.pagination;
  // the page's ids first, sorting the key columns alone, then only those rows joined to what they show:
  // sorting every whole row of a 50k-row report spilled to disk (several times the list's latency)
  const pageIds = applySort(filteredRows(db, source, context, plan, keyColumns(plan)), plan.sort)
    .clearSelect()
    .select(sql.ref('id').as('id'))
    .offset(pageIndex * pageSize)
    .limit(pageSize);
  const pageQuery = applySort(filtered.where(sql.ref('id'), 'in', pageIds), plan.sort);
  const [page, total] = await Promise.all([pageQuery.execute() as Promise<Row[]>, countRows(db, filtered)]);
  const groups = await groupsOf(db, filtered, plan, page);
  return {
    columns: plan.columns.map(publicColumn),
    rows: page.map((row) => rowOf(row, plan)),
    total,
    groups,
  };
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
  const plan = planReport(reader, state);
  const query = applySort(filteredRows(db, source, context, plan, neededColumns(plan)), plan.sort)
    .clearSelect()
    .select([...plan.selected.map((column) => sql.ref(column.id).as(column.id)), sql.ref('id').as('id')]);
  return { columns: plan.selected.map(publicColumn), query };
}
