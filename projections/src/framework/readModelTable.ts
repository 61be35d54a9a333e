import { createHash } from 'node:crypto';
import {
  type FieldSpec,
  type Fields,
  isListField,
  type ResourceDefinition,
  type standardColumns,
} from '@tams/domain';

export interface ColumnSpec {
  name: string;
  sqlType: string;
  notNull?: boolean;
}

export interface IndexSpec {
  /** SQL index body after `on "<table>"`, e.g. `("courseNumber", id)` or `using gin ("name" gin_trgm_ops)`. */
  body: string;
  /** Short stable suffix for the index name. */
  key: string;
  /**
   * Set on the indexes only live lists need, which history tables leave out (history.ts historyTableOf):
   * `sort` a list order (with its `scope`, when it orders one period's, term's or workgroup's rows),
   * `contains` one field's trigrams, `unique` a uniqueness check. Unset: a lookup by reference or value,
   * or `q`'s trigrams (`search`), which as-of reads use too.
   */
  purpose?: 'sort' | 'search' | 'contains' | 'unique';
  scope?: string;
}

/** A read-model table: the logical name (a view, what queries use) and what its generations are made of. */
export interface ReadModelTable {
  name: string;
  columns: ColumnSpec[];
  indexes: IndexSpec[];
  /** A history table (framework/history.ts): the live table whose versions it keeps. */
  historyOf?: string;
}

export const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
export const physicalName = (table: string, generation: number) => `${table}_g${generation}`;

const sqlTypeOf = (spec: FieldSpec): string => {
  switch (spec.kind) {
    case 'text':
    case 'enum':
      return 'text';
    case 'integer':
      return 'integer';
    case 'decimal':
      return 'numeric';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'timestamp':
      return 'timestamptz';
    case 'reference':
      return 'uuid';
    case 'referenceList':
      return 'uuid[]';
    case 'enumList':
    case 'dateList':
      return 'text[]';
  }
};

/**
 * The references that scope a list: lists are read per academic period and per term, and a workgroup
 * member reads only their workgroups' records (the access condition is on WorkgroupId).
 */
const scopeResources: ReadonlySet<string> = new Set(['academicPeriods', 'academicTerms', 'workgroups']);

/**
 * The table of a simple resource. Every list shape needs an index that serves it (DESIGN §12): each
 * sortable column gets (column, id) so a sorted page is an index scan with a unique tie-break; searchable
 * text gets a trigram index for `contains`; unique text gets lower() for the uniqueness check; references
 * get a plain index for filtering and `include`.
 *
 * A scope reference also gets (scope, column, id) for each list column, so that a page of one period,
 * term or workgroup is an index scan over that scope's rows in order. With (column, id) alone the planner
 * walks the column's order and filters, assuming the scope's rows are spread evenly along it; when they
 * are not (another period's sections; one term's section numbers; a workgroup's rooms) it reads most of
 * the table for 25 rows.
 */
export function recordTable(definition: ResourceDefinition): ReadModelTable {
  const fields: Fields = { ...definition.fields, ...definition.computed };
  const columns: ColumnSpec[] = [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'version', sqlType: 'bigint', notNull: true },
    ...Object.entries(fields).map(([name, spec]) => ({
      name,
      sqlType: sqlTypeOf(spec),
      notNull: spec.kind === 'boolean' || isListField(spec),
    })),
    { name: 'createdAt', sqlType: 'timestamptz', notNull: true },
    { name: 'createdBy', sqlType: 'uuid' },
    { name: 'updatedAt', sqlType: 'timestamptz', notNull: true },
    { name: 'updatedBy', sqlType: 'uuid' },
  ];
  const indexes: IndexSpec[] = [];
  // `q` searches the searchText column when there is one, else every search field (lists/listSql.ts)
  const hasSearchText = Object.values(fields).some((spec) => spec.kind === 'text' && spec.searchText);
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.kind === 'text' && spec.searchText) {
      // searched by the words of `q` only (lists/listSql.ts), never sorted
      indexes.push({
        key: `${name}_trgm`,
        body: `using gin (${quote(name)} gin_trgm_ops)`,
        purpose: 'search',
      });
      continue;
    }
    if (spec.hidden) {
      // looked up by value only (an API key by its hash), never listed or sorted
      indexes.push({ key: name, body: `(${quote(name)})` });
      continue;
    }
    if (isListField(spec)) {
      indexes.push({ key: `${name}_gin`, body: `using gin (${quote(name)})` });
      continue;
    }
    const reference = spec.kind === 'reference';
    indexes.push({ key: name, body: `(${quote(name)}, id)`, ...(reference ? {} : { purpose: 'sort' }) });
    if (spec.kind === 'text' && spec.search) {
      const purpose = hasSearchText ? 'contains' : 'search';
      indexes.push({ key: `${name}_trgm`, body: `using gin (${quote(name)} gin_trgm_ops)`, purpose });
    }
    if (spec.kind === 'text' && spec.unique)
      indexes.push({ key: `${name}_lower`, body: `(lower(${quote(name)}))`, purpose: 'unique' });
  }
  const scopes = Object.entries(fields).filter(
    ([, spec]) => spec.kind === 'reference' && !spec.hidden && scopeResources.has(spec.resource),
  );
  const listColumns = Object.entries(fields).filter(
    ([, spec]) => spec.list !== false && !spec.hidden && !isListField(spec) && spec.kind !== 'reference',
  );
  for (const [scope] of scopes) {
    for (const [column] of listColumns) {
      indexes.push({
        key: `${scope}_${column}`,
        body: `(${quote(scope)}, ${quote(column)}, id)`,
        purpose: 'sort',
        scope,
      });
    }
  }
  for (const name of ['createdAt', 'updatedAt'] satisfies (typeof standardColumns)[number][]) {
    indexes.push({ key: name, body: `(${quote(name)}, id)`, purpose: 'sort' });
  }
  return { name: definition.name, columns, indexes };
}

const indexName = (physical: string, key: string) => {
  const name = `${physical}_${key}`;
  return name.length <= 63
    ? name
    : `${name.slice(0, 50)}_${createHash('sha1').update(name).digest('hex').slice(0, 12)}`;
};

export function createTableSql(table: ReadModelTable, physical: string, withIndexes = true): string[] {
  const columns = table.columns
    .map((column) => `${quote(column.name)} ${column.sqlType}${column.notNull ? ' not null' : ''}`)
    .join(',\n  ');
  return [
    `create table ${quote(physical)} (\n  ${columns}\n)`,
    ...(withIndexes ? createIndexSql(table, physical) : []),
  ];
}

/** The secondary indexes; a rebuild creates them after filling the table (one sort each, no GIN pending list). */
export function createIndexSql(table: ReadModelTable, physical: string): string[] {
  return table.indexes.map(
    (index) =>
      `create index if not exists ${quote(indexName(physical, index.key))} on ${quote(physical)} ${index.body}`,
  );
}

/** Changes whenever the table's shape changes, so a deploy with a new shape rebuilds that read model. */
export function tableShapeHash(tables: readonly ReadModelTable[]): string {
  const ddl = tables.flatMap((table) => createTableSql(table, table.name)).join(';\n');
  return createHash('sha256').update(ddl).digest('hex').slice(0, 16);
}
