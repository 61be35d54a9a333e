import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { FilterClause, ListQuery } from './listQuery.js';

type AnyBuilder = ExpressionBuilder<any, any>;

/** % and _ are wildcards in LIKE: a user's "50%" means the text "50%". */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The words of a free-text query, each to be found somewhere in a search text ("MATH 495": a section of
 * MATH 495, or of a MATH course in room 495). At most 8: each is one more condition on the trigram index.
 */
export const searchWords = (q: string) =>
  [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);

function clauseExpression(eb: AnyBuilder, clause: FilterClause): Expression<SqlBool> {
  const column = eb.ref(clause.field);
  switch (clause.op) {
    case 'eq':
      return eb(column, '=', clause.value);
    case 'ne':
      return eb(column, 'is distinct from', clause.value);
    case 'in':
      return eb(column, 'in', clause.value);
    case 'notIn':
      return eb.not(eb(column, 'in', clause.value));
    case 'gt':
      return eb(column, '>', clause.value);
    case 'gte':
      return eb(column, '>=', clause.value);
    case 'lt':
      return eb(column, '<', clause.value);
    case 'lte':
      return eb(column, '<=', clause.value);
    case 'between':
      return eb.between(column, clause.value[0], clause.value[1]);
    case 'isNull':
      return clause.value ? eb(column, 'is', null) : eb(column, 'is not', null);
    case 'contains':
      return eb(column, 'ilike', `%${escapeLike(String(clause.value))}%`);
    case 'startsWith':
      return eb(column, 'ilike', `${escapeLike(String(clause.value))}%`);
    case 'metacontains':
      return sql<SqlBool>`${sql.ref('meta')}->>${clause.key} ilike ${`%${escapeLike(clause.value)}%`}`;
  }
}

/** Array columns (e.g. Roles) filter with containment, which their GIN index serves. */
export function arrayContains(column: string, value: string, elementType: 'text' | 'uuid' = 'text') {
  return elementType === 'uuid'
    ? sql<SqlBool>`${sql.ref(column)} @> array[${value}]::uuid[]`
    : sql<SqlBool>`${sql.ref(column)} @> array[${value}]::text[]`;
}

export interface ListSqlOptions {
  search: readonly string[];
  /** The resource's search text column (a `searchText` field): `q` then matches it word by word. */
  searchText?: string;
  /** Array columns and the type of their elements. */
  arrayColumns: ReadonlyMap<string, 'text' | 'uuid'>;
}

export function applyFilters<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  list: Pick<ListQuery, 'filters' | 'q'>,
  options: ListSqlOptions,
): SelectQueryBuilder<DB, TB, O> {
  let filtered = query;
  for (const clause of list.filters) {
    filtered = filtered.where((eb) =>
      clause.op === 'contains' && options.arrayColumns.has(clause.field)
        ? arrayContains(clause.field, String(clause.value), options.arrayColumns.get(clause.field))
        : clauseExpression(eb as AnyBuilder, clause),
    );
  }
  if (list.q && options.searchText) {
    const column = options.searchText;
    for (const word of searchWords(list.q))
      filtered = filtered.where((eb) => eb(eb.ref(column as any), 'ilike', `%${escapeLike(word)}%`));
  } else if (list.q) {
    const pattern = `%${escapeLike(list.q)}%`;
    filtered = filtered.where((eb) =>
      eb.or(options.search.map((field) => eb(eb.ref(field as any), 'ilike', pattern))),
    );
  }
  return filtered;
}

/**
 * Sorted, with the id as the last key in the same direction as the last sort key, so pages are stable
 * and a (column, id) index serves the order in either direction.
 */
export function applySort<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  sort: ListQuery['sort'],
): SelectQueryBuilder<DB, TB, O> {
  let sorted = query;
  for (const { field, direction } of sort) {
    sorted = sorted.orderBy(sql.ref(field), direction === 'DESC' ? 'desc' : 'asc');
  }
  if (!sort.some(({ field }) => field === 'id')) {
    sorted = sorted.orderBy(sql.ref('id'), sort.at(-1)?.direction === 'DESC' ? 'desc' : 'asc');
  }
  return sorted;
}

/**
 * The filtered rows as a materialized CTE "matched", so that a page is read filter-first: the filters' own
 * indexes (e.g. q's trigrams) find the few matches, then these are sorted. Left to itself the planner may
 * walk the sort's index and filter it, which reads almost every row when the matches bunch up at its far
 * end. `columns`: those the outer query needs (all when omitted).
 */
export function filterFirst(
  db: Kysely<any>,
  filtered: SelectQueryBuilder<any, any, any>,
  columns?: readonly string[],
): SelectQueryBuilder<any, 'matched', object> {
  const matched = columns
    ? filtered.clearSelect().select(columns.map((column) => sql.ref(column).as(column)))
    : filtered;
  return db
    .with(
      (cte) => cte('matched').materialized(),
      () => matched,
    )
    .selectFrom('matched');
}

export async function countRows<DB, TB extends keyof DB, O>(
  db: Kysely<any>,
  filtered: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await db
    .selectFrom(filtered.clearSelect().select(sql.lit(1).as('one')).as('filtered'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
