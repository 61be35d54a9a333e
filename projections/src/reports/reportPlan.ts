import { type GridState, ValidationError } from '@tams/domain';
import { type FilterClause, filterClauses, type ListAllowList, type ValueKind } from '../lists/listQuery.js';
import type { SortClause } from '../lists/listQuery.js';
import type { ReportColumnKind, ReportColumnSource } from './reportSource.js';
import type { ReportReader } from './reportReader.js';

/** A grid state checked against what the reader may read, as the engine runs it. */
export interface ReportPlan {
  /** Every readable column, in the state's order (then the source's). */
  columns: ReportColumnSource[];
  /** The columns a row carries: grouping first, then the visible ones in order. */
  selected: ReportColumnSource[];
  grouping: ReportColumnSource[];
  sort: SortClause[];
  filters: FilterClause[];
  globalFilter: string | undefined;
  /** Text columns the global filter searches. */
  search: string[];
}

const valueKinds: Record<ReportColumnKind, ValueKind> = {
  text: 'text',
  number: 'number',
  integer: 'integer',
  boolean: 'boolean',
  date: 'date',
  timestamp: 'timestamp',
  enum: 'enum',
};
const opsOf: Record<ReportColumnKind, ListAllowList['fields'][string]['ops']> = {
  text: ['eq', 'ne', 'in', 'notIn', 'contains', 'startsWith', 'isNull'],
  number: ['eq', 'ne', 'in', 'gt', 'gte', 'lt', 'lte', 'between', 'isNull'],
  integer: ['eq', 'ne', 'in', 'gt', 'gte', 'lt', 'lte', 'between', 'isNull'],
  date: ['eq', 'gt', 'gte', 'lt', 'lte', 'between', 'isNull'],
  timestamp: ['gt', 'gte', 'lt', 'lte', 'between', 'isNull'],
  boolean: ['eq', 'isNull'],
  enum: ['eq', 'ne', 'in', 'notIn', 'isNull'],
};

function allowListOf(columns: readonly ReportColumnSource[]): ListAllowList {
  return {
    fields: Object.fromEntries(
      columns.map((column) => [
        column.id,
        { kind: valueKinds[column.kind], ops: opsOf[column.kind], values: column.values },
      ]),
    ),
    sortable: new Set(columns.map((column) => column.id)),
    includes: new Set(),
    search: [],
    meta: false,
    defaultSort: [],
  };
}

const refuse = (path: string, message: string): never => {
  throw new ValidationError({ [path]: message }, `Invalid grid state: ${path}: ${message}`);
};

/** One column filter as list clauses: a bare text value means "contains", any other bare value "equals". */
function clausesOf(
  filter: GridState['columnFilters'][number],
  column: ReportColumnSource,
  allow: ListAllowList,
  path: string,
): FilterClause[] {
  const { value } = filter;
  const bare = typeof value !== 'object' || value === null;
  const raw = bare && column.kind === 'text' ? { contains: value } : value;
  try {
    return filterClauses(column.id, raw, allow);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return refuse(path, Object.values(error.fieldErrors).join('; '));
  }
}

/**
 * Checks every column a state names against the reader's columns: one they may not read is refused like
 * one that does not exist (400 naming the field), so the answer never tells that a hidden column exists.
 */
export function planReport(reader: ReportReader, state: GridState): ReportPlan {
  const byId = new Map(reader.columns.map((column) => [column.id, column]));
  const columnAt = (path: string, id: string) =>
    byId.get(id) ?? refuse(path, `No column "${id}" in this report`);
  state.columnOrder.forEach((id, index) => columnAt(`gridState.columnOrder.${index}`, id));
  for (const id of Object.keys(state.columnVisibility)) columnAt(`gridState.columnVisibility.${id}`, id);
  const grouping = state.grouping.map((id, index) => columnAt(`gridState.grouping.${index}`, id));
  const sorted = state.sorting.map(({ id, desc }, index) => ({
    column: columnAt(`gridState.sorting.${index}.id`, id),
    desc,
  }));
  const allow = allowListOf(reader.columns);
  const filters = state.columnFilters.flatMap((filter, index) =>
    clausesOf(
      filter,
      columnAt(`gridState.columnFilters.${index}.id`, filter.id),
      allow,
      `gridState.columnFilters.${index}.value`,
    ),
  );

  const ordered = [...new Set([...state.columnOrder.map((id) => byId.get(id)!), ...reader.columns])];
  const visible = ordered.filter((column) => state.columnVisibility[column.id] !== false);
  const selected = [...new Set([...grouping, ...visible])];
  const direction = (desc: boolean) => (desc ? 'DESC' : 'ASC') as SortClause['direction'];
  const sort: SortClause[] = [
    ...grouping.map((column) => ({
      field: column.id,
      direction: direction(sorted.find((entry) => entry.column === column)?.desc ?? false),
    })),
    ...sorted
      .filter((entry) => !grouping.includes(entry.column))
      .map((entry) => ({ field: entry.column.id, direction: direction(entry.desc) })),
  ];
  return {
    columns: ordered,
    selected,
    grouping,
    sort,
    filters,
    globalFilter: state.globalFilter?.trim() || undefined,
    search: visible.filter((column) => column.kind === 'text').map((column) => column.id),
  };
}
