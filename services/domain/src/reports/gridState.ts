import { z } from 'zod';
import { ValidationError } from '../shared/errors.js';
import { unstorableTextReason } from '../shared/storableValues.js';

/**
 * What a saved report stores (DESIGN §15): the grid's state in TanStack Table v8's names, the same object
 * the web's grid keeps, so saving is storing it and opening is handing it back.
 */
export interface GridState {
  columnOrder: string[];
  columnVisibility: Record<string, boolean>;
  sorting: { id: string; desc: boolean }[];
  grouping: string[];
  /** value: a primitive (text: contains, otherwise equals), a list (in), or operators ({ gte: 3 }). */
  columnFilters: { id: string; value: unknown }[];
  globalFilter?: string;
  pagination: { pageIndex: number; pageSize: number };
}

export const maxReportPageSize = 1000;
const columnId = z.string().min(1).max(100);
const maxColumns = 200;

export const gridStateSchema = z.strictObject({
  columnOrder: z.array(columnId).max(maxColumns).default([]),
  columnVisibility: z.record(columnId, z.boolean()).default({}),
  sorting: z
    .array(z.strictObject({ id: columnId, desc: z.boolean() }))
    .max(maxColumns)
    .default([]),
  grouping: z.array(columnId).max(5).default([]),
  columnFilters: z
    .array(z.strictObject({ id: columnId, value: z.unknown() }))
    .max(maxColumns)
    .default([]),
  globalFilter: z.string().max(200).optional(),
  pagination: z
    .strictObject({
      pageIndex: z.number().int().min(0).max(1_000_000),
      pageSize: z.number().int().min(1).max(maxReportPageSize),
    })
    .default({ pageIndex: 0, pageSize: 50 }),
});

export const emptyGridState = (): GridState => gridStateSchema.parse({}) as GridState;

/** The old grid's state (react-table v7): page index and size beside sortBy, filters, groupBy, hiddenColumns. */
const oldGridStateSchema = z.object({
  pageIndex: z.number().int().min(0).optional(),
  pageSize: z.number().int().min(1).optional(),
  sortBy: z.array(z.object({ id: z.string(), desc: z.boolean().optional() })).optional(),
  filters: z.array(z.object({ id: z.string(), value: z.unknown() })).optional(),
  groupBy: z.array(z.string()).optional(),
  hiddenColumns: z.array(z.string()).optional(),
  columnOrder: z.array(z.string()).optional(),
  globalFilter: z.string().optional(),
});

const isOldFormat = (stored: unknown) =>
  typeof stored === 'object' &&
  stored !== null &&
  ('pageIndex' in stored || 'pageSize' in stored || 'sortBy' in stored || 'hiddenColumns' in stored);

/**
 * A stored grid state as the current grid reads it: old-format states (spec §3: "with page index and
 * size") are converted on read, like old events are upcast, so nothing stored is ever rewritten.
 */
export function upcastGridState(stored: unknown): unknown {
  if (!isOldFormat(stored)) return stored;
  const old = oldGridStateSchema.safeParse(stored);
  if (!old.success) return stored;
  const { pageIndex, pageSize, sortBy, filters, groupBy, hiddenColumns, columnOrder, globalFilter } =
    old.data;
  return {
    columnOrder: columnOrder ?? [],
    columnVisibility: Object.fromEntries((hiddenColumns ?? []).map((id) => [id, false])),
    sorting: (sortBy ?? []).map(({ id, desc }) => ({ id, desc: desc ?? false })),
    grouping: groupBy ?? [],
    columnFilters: filters ?? [],
    ...(globalFilter ? { globalFilter } : {}),
    pagination: { pageIndex: pageIndex ?? 0, pageSize: Math.min(pageSize ?? 50, maxReportPageSize) },
  };
}

/** Parses a grid state (either format) or refuses it with the field and the reason, under `field`. */
export function parseGridState(input: unknown, field = 'gridState'): GridState {
  const parsed = gridStateSchema.safeParse(upcastGridState(input ?? {}));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = [field, ...issue.path.map(String)].join('.');
    throw new ValidationError({ [path]: issue.message }, `Invalid grid state: ${path}: ${issue.message}`);
  }
  const state = parsed.data as GridState;
  const reason = state.globalFilter === undefined ? undefined : unstorableTextReason(state.globalFilter);
  if (reason) throw new ValidationError({ [`${field}.globalFilter`]: reason });
  return state;
}
