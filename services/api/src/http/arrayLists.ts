import { ValidationError } from '@tams/domain';
import {
  type FilterableField,
  type ListAllowList,
  listParametersRead,
  maxPageSize,
  parseListQuery,
  parsePaging,
  type ValueKind,
} from '@tams/projections';
import type { Middleware } from 'koa';
import { setListHeaders } from './listHeaders.js';

type Row = Record<string, unknown>;

const listParameters = ['filter', 'sort', 'range', 'take', 'skip'] as const;

const kindOf = (value: unknown): ValueKind | undefined =>
  typeof value === 'number'
    ? 'number'
    : typeof value === 'boolean'
      ? 'boolean'
      : typeof value === 'string' || value instanceof Date
        ? 'text'
        : undefined;

/** What rows of this shape may be filtered (equal to, one of) and sorted by: their plain values. */
function allowListOf(rows: Row[]): ListAllowList {
  const fields: Record<string, FilterableField> = {};
  for (const row of rows.slice(0, 50))
    for (const [field, value] of Object.entries(row)) {
      const kind = kindOf(value);
      if (kind && !Object.hasOwn(fields, field)) fields[field] = { kind, ops: ['eq', 'in'] };
    }
  return {
    fields,
    sortable: new Set(Object.keys(fields)),
    includes: new Set(),
    search: [],
    meta: false,
    defaultSort: [],
  };
}

const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const compare = (a: unknown, b: unknown) => {
  const [x, y] = [plain(a), plain(b)];
  if (x === y) return 0;
  if (x === null || x === undefined) return 1;
  if (y === null || y === undefined) return -1;
  return (x as number) < (y as number) ? -1 : 1;
};

/** The rows a list query asks for, read the same way as every database list (listQuery.ts). */
function listed(ctx: Parameters<Middleware>[0], rows: Row[]): Row[] {
  const resource = ctx.path.split('/').filter(Boolean).at(-1) ?? 'records';
  if (rows.length === 0) {
    const { offset } = parsePaging(ctx.query, { defaultLimit: maxPageSize, maxLimit: maxPageSize });
    setListHeaders(ctx, resource, offset, 0, 0);
    return rows;
  }
  const query = parseListQuery(ctx.query, allowListOf(rows));
  const matching = rows.filter((row) =>
    query.filters.every((clause) =>
      clause.op === 'in'
        ? clause.value.some((value) => compare(row[clause.field], value) === 0)
        : compare(row[clause.field], clause.value) === 0,
    ),
  );
  for (const { field, direction } of [...query.sort].reverse())
    matching.sort((a, b) => compare(a[field], b[field]) * (direction === 'DESC' ? -1 : 1));
  const page = matching.slice(query.offset, query.offset + query.limit);
  setListHeaders(ctx, resource, query.offset, page.length, matching.length);
  return page;
}

/**
 * A route that answers a list as an array it computed whole (settings, my submissions, saved reports,
 * sends...) is filtered, sorted and paged here, by the same list query as every database list, instead of
 * ignoring what the client asked. A route that read only the paging refuses a filter.
 */
export const answerArraysAsLists: Middleware = async (ctx, next) => {
  await next();
  if (ctx.method !== 'GET' || !Array.isArray(ctx.body)) return;
  const read = listParametersRead(ctx.query);
  if (read === 'list') return;
  // a history page reads its own sort (recordedAt), but filters nothing
  if (read === 'paging') {
    if (ctx.query.filter !== undefined) throw new ValidationError({ filter: 'This list cannot be filtered' });
    return;
  }
  if (listParameters.some((name) => ctx.query[name] !== undefined)) ctx.body = listed(ctx, ctx.body as Row[]);
};
