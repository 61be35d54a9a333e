import type { Context } from 'koa';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { AppContext } from '../context.js';
import { setListHeaders } from '../http/listHeaders.js';
import type { ListAllowList, ListQuery } from '@tams/projections';
import { applyFilters, applySort, countRows } from '@tams/projections';

type Row = Record<string, unknown>;

/**
 * A list over computed rows (an aggregation of the effort rows): filtered, sorted and paged as
 * react-admin asks, the total counted in the same pass (`count(*) over ()`), so the aggregation runs once.
 */
export async function answerComputedList(
  ctx: Context,
  deps: AppContext,
  list: {
    resource: string;
    allowList: ListAllowList;
    query: ListQuery;
    rows: SelectQueryBuilder<any, any, any>;
    present(row: Row): Row;
  },
): Promise<void> {
  const { query } = list;
  const filtered = applyFilters(
    deps.db.selectFrom(list.rows.as('r')).selectAll(),
    { filters: query.filters, q: query.q },
    { search: list.allowList.search, arrayColumns: new Map() },
  );
  const page = (await applySort(filtered.select(sql<number>`count(*) over ()`.as('listTotal')), query.sort)
    .offset(query.offset)
    .limit(query.limit)
    .execute()) as Row[];
  // past the last page no row carries the total: count it
  const total = page.length > 0 ? Number(page[0]!.listTotal) : await countRows(deps.db, filtered);
  setListHeaders(ctx, list.resource, query.offset, page.length, total);
  ctx.body = page.map(({ listTotal: _total, ...row }) => list.present(row));
}

/** The period a list asks for: `AcademicPeriodId` as a query parameter or in the filter. */
export function askedPeriod(ctx: Context, query: ListQuery): unknown {
  const clause = query.filters.find((filter) => filter.field === 'AcademicPeriodId');
  return ctx.query.AcademicPeriodId ?? clause?.value;
}

export const withoutPeriodFilter = (query: ListQuery): ListQuery => ({
  ...query,
  filters: query.filters.filter((filter) => filter.field !== 'AcademicPeriodId'),
});
