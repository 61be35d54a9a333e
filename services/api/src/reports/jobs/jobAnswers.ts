import { dataExportFileSchema, reportColumnSchema } from '@tams/domain';
import type { ReadModelDatabase } from '@tams/projections';
import { z } from 'zod';
import type { RowFits } from '../../http/rowSchema.js';
import type { exportColumns } from './dataExportRoutes.js';
import type { snapshotColumns } from './snapshotRoutes.js';

/* The answers of the report jobs' routes, each checked against the columns its route reads. */

/** A job started: its record's id, which is also its job id (progress on the socket). */
export const jobStartedSchema = z.object({ id: z.string(), jobId: z.string() });

/** GET /api/dataExports/:id (and each row of the list). */
export const dataExportAnswerSchema = z.object({
  id: z.string(),
  status: z.enum(['requested', 'completed', 'failed']),
  files: z.array(dataExportFileSchema),
  rowCount: z.number().int().nullable(),
  byteCount: z.number().int().nullable(),
  /** The log position its rows reflect. */
  position: z.number().int().nullable(),
  asOf: z.date().nullable(),
  failureReason: z.string().nullable(),
  requestedBy: z.string(),
  requestedAt: z.date(),
  completedAt: z.date().nullable(),
  version: z.number().int(),
});

/** A row of GET /api/reportSnapshots; GET /api/reportSnapshots/:id adds the columns it froze. */
export const reportSnapshotRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  reportType: z.string(),
  gridState: z.unknown(),
  savedReportId: z.string().nullable(),
  AcademicPeriodId: z.string().nullable(),
  scheduledFor: z.date().nullable(),
  status: z.enum(['requested', 'taken', 'failed']),
  position: z.number().int().nullable(),
  asOf: z.date().nullable(),
  rowCount: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  requestedBy: z.string(),
  requestedAt: z.date(),
  takenAt: z.date().nullable(),
  version: z.number().int(),
});
export const reportSnapshotAnswerSchema = reportSnapshotRowSchema.extend({
  columns: z.array(reportColumnSchema).nullable(),
});

type Exported = Pick<ReadModelDatabase['dataExports'], (typeof exportColumns)[number]>;
type Snapshot = Pick<ReadModelDatabase['reportSnapshots'], (typeof snapshotColumns)[number] | 'columns'>;
export const jobAnswersFit: [
  RowFits<Exported, z.infer<typeof dataExportAnswerSchema>>,
  RowFits<Snapshot, z.infer<typeof reportSnapshotAnswerSchema>>,
] = [true, true];
