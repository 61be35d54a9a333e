import {
  type DataExportEvent,
  type DataExportFile,
  type FrozenReportColumn,
  dataExportEventTypes,
  type ReportSnapshotEvent,
  reportSnapshotEventTypes,
} from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import type { BatchRows } from '../framework/batchRows.js';
import type { Projection } from '../framework/projection.js';
import type { ReadModelTable } from '../framework/readModelTable.js';

/** One row per report snapshot: what was asked, and once taken the position, time and columns it froze. */
export const reportSnapshotsTable: ReadModelTable = {
  name: 'reportSnapshots',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'version', sqlType: 'bigint', notNull: true },
    { name: 'name', sqlType: 'text', notNull: true },
    { name: 'reportType', sqlType: 'text', notNull: true },
    { name: 'gridState', sqlType: 'jsonb', notNull: true },
    { name: 'savedReportId', sqlType: 'uuid' },
    { name: 'AcademicPeriodId', sqlType: 'uuid' },
    { name: 'scheduledFor', sqlType: 'timestamptz' },
    { name: 'status', sqlType: 'text', notNull: true },
    { name: 'checkpoint', sqlType: 'text' },
    { name: 'position', sqlType: 'bigint' },
    { name: 'asOf', sqlType: 'timestamptz' },
    { name: 'rowCount', sqlType: 'integer' },
    { name: 'columns', sqlType: 'jsonb' },
    { name: 'failureReason', sqlType: 'text' },
    { name: 'requestedBy', sqlType: 'uuid', notNull: true },
    { name: 'requestedAt', sqlType: 'timestamptz', notNull: true },
    { name: 'takenAt', sqlType: 'timestamptz' },
    { name: 'updatedAt', sqlType: 'timestamptz', notNull: true },
  ],
  indexes: [
    { key: 'requestedAt', body: '("requestedAt", id)' },
    { key: 'requestedBy', body: '("requestedBy", "requestedAt", id)' },
  ],
};

/** One row per data export: its state, and once completed the files the zip holds. */
export const dataExportsTable: ReadModelTable = {
  name: 'dataExports',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'version', sqlType: 'bigint', notNull: true },
    { name: 'status', sqlType: 'text', notNull: true },
    { name: 'files', sqlType: 'jsonb', notNull: true },
    { name: 'rowCount', sqlType: 'integer' },
    { name: 'byteCount', sqlType: 'bigint' },
    { name: 'position', sqlType: 'bigint' },
    { name: 'asOf', sqlType: 'timestamptz' },
    { name: 'failureReason', sqlType: 'text' },
    { name: 'requestedBy', sqlType: 'uuid', notNull: true },
    { name: 'requestedAt', sqlType: 'timestamptz', notNull: true },
    { name: 'completedAt', sqlType: 'timestamptz' },
    { name: 'updatedAt', sqlType: 'timestamptz', notNull: true },
  ],
  indexes: [
    { key: 'requestedAt', body: '("requestedAt", id)' },
    { key: 'requestedBy', body: '("requestedBy", "requestedAt", id)' },
  ],
};

/** A row of reportSnapshots. */
export type ReportSnapshotRow = {
  id: string;
  version: number;
  name: string;
  reportType: string;
  gridState: unknown;
  savedReportId: string | null;
  AcademicPeriodId: string | null;
  scheduledFor: Date | null;
  status: 'requested' | 'taken' | 'failed';
  checkpoint: string | null;
  position: number | null;
  asOf: Date | null;
  rowCount: number | null;
  columns: FrozenReportColumn[] | null;
  failureReason: string | null;
  requestedBy: string;
  requestedAt: Date;
  takenAt: Date | null;
  updatedAt: Date;
};

/** A row of dataExports. */
export type DataExportRow = {
  id: string;
  version: number;
  status: 'requested' | 'completed' | 'failed';
  files: DataExportFile[];
  rowCount: number | null;
  byteCount: number | null;
  position: number | null;
  asOf: Date | null;
  failureReason: string | null;
  requestedBy: string;
  requestedAt: Date;
  completedAt: Date | null;
  updatedAt: Date;
};

function applySnapshotEvent(event: RecordedEvent, rows: BatchRows) {
  const typed = event as unknown as ReportSnapshotEvent;
  const { id } = typed.data;
  const existing = rows.get('reportSnapshots', id);
  // idempotent: the row carries the stream version it reflects
  if (existing && Number(existing.version) >= event.streamVersion) return;
  const stamp = { version: event.streamVersion, updatedAt: event.recordedAt };
  switch (typed.type) {
    case 'ReportSnapshotRequested': {
      const request = typed.data;
      return rows.put('reportSnapshots', {
        id,
        name: request.name,
        reportType: request.reportType,
        gridState: request.gridState ?? {},
        savedReportId: request.savedReportId,
        AcademicPeriodId: request.AcademicPeriodId ?? null,
        scheduledFor: request.scheduledFor,
        status: 'requested',
        checkpoint: null,
        position: null,
        asOf: null,
        rowCount: null,
        columns: null,
        failureReason: null,
        requestedBy: request.requestedBy,
        requestedAt: event.recordedAt,
        takenAt: null,
        ...stamp,
      });
    }
    case 'ReportSnapshotTaken': {
      if (!existing) return;
      const { checkpoint, position, asOf, rowCount, columns } = typed.data;
      return rows.put('reportSnapshots', {
        ...existing,
        status: 'taken',
        checkpoint,
        position,
        asOf,
        rowCount,
        columns,
        takenAt: event.recordedAt,
        ...stamp,
      });
    }
    case 'ReportSnapshotFailed':
      if (!existing) return;
      return rows.put('reportSnapshots', {
        ...existing,
        status: 'failed',
        failureReason: typed.data.reason,
        ...stamp,
      });
  }
}

function applyExportEvent(event: RecordedEvent, rows: BatchRows) {
  const typed = event as unknown as DataExportEvent;
  const { id } = typed.data;
  const existing = rows.get('dataExports', id);
  if (existing && Number(existing.version) >= event.streamVersion) return;
  const stamp = { version: event.streamVersion, updatedAt: event.recordedAt };
  switch (typed.type) {
    case 'DataExportRequested':
      return rows.put('dataExports', {
        id,
        status: 'requested',
        files: [],
        rowCount: null,
        byteCount: null,
        position: null,
        asOf: null,
        failureReason: null,
        requestedBy: typed.data.requestedBy,
        requestedAt: event.recordedAt,
        completedAt: null,
        ...stamp,
      });
    case 'DataExportCompleted': {
      if (!existing) return;
      const { files, rowCount, byteCount, position, asOf } = typed.data;
      return rows.put('dataExports', {
        ...existing,
        status: 'completed',
        files,
        rowCount,
        byteCount,
        position,
        asOf,
        completedAt: event.recordedAt,
        ...stamp,
      });
    }
    case 'DataExportFailed':
      if (!existing) return;
      return rows.put('dataExports', {
        ...existing,
        status: 'failed',
        failureReason: typed.data.reason,
        ...stamp,
      });
  }
}

const snapshotEvents: ReadonlySet<string> = new Set(reportSnapshotEventTypes);
const exportEvents: ReadonlySet<string> = new Set(dataExportEventTypes);

/**
 * Report snapshots and data exports (DESIGN §15): a part of the reports processor (combine it with the
 * saved reports' projection), so both jobs' records read like any other record.
 */
export const snapshotsProjection: Projection = {
  name: 'reportJobs',
  version: 1,
  tables: [reportSnapshotsTable, dataExportsTable],
  handles: new Set([...snapshotEvents, ...exportEvents]),
  touches(event, rows) {
    const { id } = (event as unknown as { data: { id: string } }).data;
    rows.want(snapshotEvents.has(event.type) ? 'reportSnapshots' : 'dataExports', id);
  },
  apply(event, rows) {
    if (snapshotEvents.has(event.type)) applySnapshotEvent(event, rows);
    else applyExportEvent(event, rows);
  },
};
