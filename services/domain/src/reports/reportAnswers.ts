import { z } from 'zod';
import { gridStateSchema } from './gridState.js';
import { reportTypes } from './reportTypes.js';

/**
 * The answers of the report builders (GET /api/reports/types and .../:type/rows, DESIGN §15): the engine
 * (projections/src/reports) builds them, its column and page types derived from these schemas.
 */

export const reportColumnKinds = [
  'text',
  'number',
  'integer',
  'boolean',
  'date',
  'timestamp',
  'enum',
] as const;
export type ReportColumnKind = (typeof reportColumnKinds)[number];

/** A column as the grid and the exports see it. */
export const reportColumnSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(reportColumnKinds),
  /** enum: the values a filter may pick from. */
  values: z.array(z.string()).readonly().optional(),
  /** Summed in group subtotals (points, counts). */
  aggregate: z.literal('sum').optional(),
  /** Characters, for XLSX column widths. */
  width: z.number().optional(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/** Subtotals of one group: its key down to `depth`, its row count and the sums of the aggregate columns. */
export const reportGroupSchema = z.object({
  depth: z.number().int(),
  key: z.record(z.string(), z.unknown()),
  count: z.number().int(),
  sums: z.record(z.string(), z.number()),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

/** One page of a report: each row its `id` and the selected columns' values (null when none). */
export const reportPageSchema = z.object({
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), z.unknown())),
  total: z.number().int(),
  groups: z.array(reportGroupSchema),
});
export type ReportPage = z.infer<typeof reportPageSchema>;

/** GET /api/reports/types/:type/rows: a page, with the snapshot it reads or the period a workload reads. */
export const reportRowsAnswerSchema = reportPageSchema.extend({
  /** A snapshot's rows: when and at which log position they were taken. */
  snapshot: z
    .object({
      id: z.string(),
      asOf: z.iso.datetime().nullable(),
      position: z.number().int().nullable(),
      reportType: z.string(),
    })
    .optional(),
  /** A period-scoped report: the period it read. */
  AcademicPeriodId: z.string().nullable().optional(),
});

/** One element of GET /api/reports/types: a type the caller may read, with the columns they may see. */
export const reportTypeInfoSchema = z.object({
  reportType: z.enum(reportTypes),
  label: z.string(),
  description: z.string(),
  /** Builders only (a snapshot's columns are those of the report it froze). */
  periodScoped: z.boolean().optional(),
  columns: z.array(reportColumnSchema),
  defaultState: gridStateSchema.partial().optional(),
});
