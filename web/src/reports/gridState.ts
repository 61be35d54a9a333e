import type { ColumnKind, ReportColumn } from './reportApi';

/** The grid state a saved report stores (TanStack Table v8 names; the contract's filter value syntax). */
export interface GridState {
  columnOrder: string[];
  columnVisibility: Record<string, boolean>;
  sorting: { id: string; desc: boolean }[];
  grouping: string[];
  columnFilters: { id: string; value: unknown }[];
  globalFilter?: string;
  pagination: { pageIndex: number; pageSize: number };
}

/** The same state as the grid (material-react-table) holds it: its own filter values, its display columns. */
export type GridUiState = GridState;

export const defaultPageSize = 25;

export const emptyGridState = (columns: ReportColumn[] = []): GridState => ({
  columnOrder: columns.map((column) => column.id),
  columnVisibility: {},
  sorting: [],
  grouping: [],
  columnFilters: [],
  globalFilter: '',
  pagination: { pageIndex: 0, pageSize: defaultPageSize },
});

/** The grid's own columns (expand, actions...) are not report columns. */
const isDisplayColumn = (id: string) => id.startsWith('mrt-');

const rangeKinds: ColumnKind[] = ['number', 'integer', 'date', 'timestamp'];
const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const numeric = (kind: ColumnKind, value: unknown) =>
  kind === 'number' || kind === 'integer' ? Number(value) : value;

/** A grid filter value in the contract's syntax: text contains, ranges {gte,lte}, enum lists (in), booleans. */
export function toStoredFilter(kind: ColumnKind, value: unknown): unknown {
  if (rangeKinds.includes(kind)) {
    const [from, to] = Array.isArray(value) ? value : [value, value];
    if (isBlank(from) && isBlank(to)) return undefined;
    return {
      ...(isBlank(from) ? {} : { gte: numeric(kind, from) }),
      ...(isBlank(to) ? {} : { lte: numeric(kind, to) }),
    };
  }
  if (kind === 'enum') {
    const values = (Array.isArray(value) ? value : [value]).filter((item) => !isBlank(item));
    return values.length ? values : undefined;
  }
  if (kind === 'boolean')
    return value === 'true' || value === true
      ? true
      : value === 'false' || value === false
        ? false
        : undefined;
  const text = String(value ?? '').trim();
  return text ? text : undefined;
}

const rangeOf = (value: Record<string, unknown>): unknown[] | undefined => {
  if (Array.isArray(value.between)) return [value.between[0] ?? '', value.between[1] ?? ''];
  if ('eq' in value) return [value.eq, value.eq];
  if ('gte' in value || 'lte' in value || 'gt' in value || 'lt' in value)
    return [value.gte ?? value.gt ?? '', value.lte ?? value.lt ?? ''];
  return undefined;
};

/** A stored filter value as the grid's filter input holds it; undefined when the grid cannot show it. */
export function fromStoredFilter(kind: ColumnKind, value: unknown): unknown {
  const operators =
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  if (rangeKinds.includes(kind)) {
    if (operators) return rangeOf(operators);
    return isBlank(value) ? undefined : [value, value];
  }
  if (kind === 'enum') {
    if (operators) return 'in' in operators ? operators.in : 'eq' in operators ? [operators.eq] : undefined;
    return Array.isArray(value) ? value : isBlank(value) ? undefined : [value];
  }
  if (kind === 'boolean') {
    const flag = operators ? operators.eq : value;
    return typeof flag === 'boolean' ? String(flag) : undefined;
  }
  if (operators) return typeof operators.contains === 'string' ? operators.contains : undefined;
  return isBlank(value) ? undefined : String(value);
}

const kindsOf = (columns: ReportColumn[]) => new Map(columns.map((column) => [column.id, column.kind]));

/** The grid's state as a report stores and the server reads it. */
export function toGridState(ui: GridUiState, columns: ReportColumn[]): GridState {
  const kinds = kindsOf(columns);
  const columnFilters = ui.columnFilters.flatMap(({ id, value }) => {
    const kind = kinds.get(id);
    const stored = kind ? toStoredFilter(kind, value) : undefined;
    return stored === undefined ? [] : [{ id, value: stored }];
  });
  return {
    columnOrder: ui.columnOrder.filter((id) => !isDisplayColumn(id)),
    columnVisibility: Object.fromEntries(
      Object.entries(ui.columnVisibility).filter(([id]) => !isDisplayColumn(id)),
    ),
    sorting: ui.sorting,
    grouping: ui.grouping,
    columnFilters,
    globalFilter: ui.globalFilter ?? '',
    pagination: ui.pagination,
  };
}

/** A stored state as the grid holds it (filters the grid cannot show are left out; the rest is kept). */
export function toUiState(stored: Partial<GridState> | undefined, columns: ReportColumn[]): GridUiState {
  const base = emptyGridState(columns);
  const kinds = kindsOf(columns);
  const known = (id: string) => kinds.has(id);
  const order = (stored?.columnOrder ?? []).filter(known);
  return {
    columnOrder: [...order, ...base.columnOrder.filter((id) => !order.includes(id))],
    columnVisibility: stored?.columnVisibility ?? {},
    sorting: (stored?.sorting ?? []).filter(({ id }) => known(id)),
    grouping: (stored?.grouping ?? []).filter(known),
    columnFilters: (stored?.columnFilters ?? []).flatMap(({ id, value }) => {
      const kind = kinds.get(id);
      const shown = kind ? fromStoredFilter(kind, value) : undefined;
      return shown === undefined ? [] : [{ id, value: shown }];
    }),
    globalFilter: stored?.globalFilter ?? '',
    pagination: stored?.pagination ?? base.pagination,
  };
}
