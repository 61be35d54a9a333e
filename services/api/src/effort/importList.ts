import { effortImportRows } from '@tams/projections';
import type { Context } from 'koa';
import type { AppContext } from '../context.js';
import { setListHeaders } from '../http/listHeaders.js';
import { type ListAllowList, parseListQuery } from '../http/listQuery.js';
import { applyFilters, applySort, countRows } from '../resources/listSql.js';

const importsAllowList: ListAllowList = {
  fields: {
    id: { kind: 'uuid', ops: ['eq', 'in'] },
    status: { kind: 'enum', ops: ['eq', 'in'], values: ['running', 'completed', 'failed'] },
    mode: { kind: 'enum', ops: ['eq', 'in'], values: ['replace', 'append'] },
    fileName: { kind: 'text', ops: ['eq', 'contains', 'startsWith'] },
    startedBy: { kind: 'uuid', ops: ['eq'] },
  },
  sortable: new Set(['startedAt', 'completedAt', 'fileName', 'rowCount', 'status']),
  includes: new Set(),
  search: ['fileName'],
  meta: false,
  defaultSort: [{ field: 'startedAt', direction: 'DESC' }],
};

/** GET effortImports: the import history (EffortSourceCount), newest first by default. */
export async function listEffortImports(ctx: Context, deps: AppContext): Promise<void> {
  const query = parseListQuery(ctx.query, importsAllowList);
  const filtered = applyFilters(
    deps.db.selectFrom(effortImportRows(deps.db).as('r')).selectAll(),
    { filters: query.filters, q: query.q },
    { search: importsAllowList.search, arrayColumns: new Map() },
  );
  const [rows, total] = await Promise.all([
    applySort(filtered, query.sort).offset(query.offset).limit(query.limit).execute(),
    countRows(deps.db, filtered),
  ]);
  setListHeaders(ctx, 'effortImports', query.offset, rows.length, total);
  ctx.body = rows;
}
