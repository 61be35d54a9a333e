import type { Context } from 'koa';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { askedOrWorkingPeriodId } from '../academicPeriods/workingPeriod.js';
import type { AppContext } from '../context.js';
import { setListHeaders } from '../http/listHeaders.js';
import { type ListAllowList, parseListQuery } from '@tams/projections';
import { applyFilters, applySort, countRows } from '@tams/projections';

type Row = Record<string, unknown>;

export interface PeriodRowsList {
  resource: string;
  allowList: ListAllowList;
  /** The rows of one period (the subquery the list filters, sorts and pages), with a WorkgroupIds column. */
  rowsOf(periodId: string | null): SelectQueryBuilder<any, any, Row>;
  present(row: Row): Row;
  /** Answer an empty list when there is no period to show (none asked and no working or active one). */
  needsPeriod?: boolean;
}

/**
 * A list computed per academic period (instructors, preference submissions): the period from the
 * AcademicPeriodId filter, else the caller's working period; a WorkgroupId filter matches a row in any of
 * its WorkgroupIds (a faculty member belongs to several workgroups).
 */
export async function listPeriodRows(
  ctx: Context,
  deps: AppContext,
  workingUserId: string,
  list: PeriodRowsList,
): Promise<void> {
  const query = parseListQuery(ctx.query, list.allowList);
  const periodFilter = query.filters.find((clause) => clause.field === 'AcademicPeriodId');
  const periodId = await askedOrWorkingPeriodId(deps.db, periodFilter?.value, workingUserId);
  if (!periodId && list.needsPeriod) {
    setListHeaders(ctx, list.resource, 0, 0, 0);
    ctx.body = [];
    return;
  }
  const filters = query.filters.filter((clause) => clause !== periodFilter);
  const isWorkgroup = (clause: { field: string }) => clause.field === 'WorkgroupId';
  let filtered = applyFilters(
    deps.db.selectFrom(list.rowsOf(periodId).as('r')).selectAll(),
    { filters: filters.filter((clause) => !isWorkgroup(clause)), q: query.q },
    { search: list.allowList.search, arrayColumns: new Map() },
  );
  for (const clause of filters.filter(isWorkgroup)) {
    const ids = (Array.isArray(clause.value) ? clause.value : [clause.value]).map(String);
    filtered = filtered.where(sql<SqlBool>`${sql.ref('WorkgroupIds')} && ${ids}::uuid[]`);
  }
  const [rows, total] = await Promise.all([
    applySort(filtered, query.sort).offset(query.offset).limit(query.limit).execute(),
    countRows(deps.db, filtered),
  ]);
  setListHeaders(ctx, list.resource, query.offset, rows.length, total);
  ctx.body = (rows as Row[]).map(list.present);
}
