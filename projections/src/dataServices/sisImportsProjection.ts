import { type SisImportEvent, type SisImportKind, sisImportEventTypes } from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import type { BatchRows } from '../framework/batchRows.js';
import type { Projection } from '../framework/projection.js';
import type { ReadModelTable } from '../framework/readModelTable.js';

/** One row per import from the registrar or HR: who started it, when, its file and what it changed. */
export const sisImportsTable: ReadModelTable = {
  name: 'sisImports',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'version', sqlType: 'bigint', notNull: true },
    { name: 'kind', sqlType: 'text', notNull: true },
    { name: 'fileName', sqlType: 'text', notNull: true },
    { name: 'contentHash', sqlType: 'text', notNull: true },
    { name: 'format', sqlType: 'text', notNull: true },
    { name: 'status', sqlType: 'text', notNull: true },
    { name: 'rows', sqlType: 'integer', notNull: true },
    { name: 'created', sqlType: 'integer', notNull: true },
    { name: 'changed', sqlType: 'integer', notNull: true },
    { name: 'unchanged', sqlType: 'integer', notNull: true },
    { name: 'message', sqlType: 'text' },
    { name: 'startedBy', sqlType: 'uuid' },
    { name: 'startedAt', sqlType: 'timestamptz', notNull: true },
    { name: 'completedAt', sqlType: 'timestamptz' },
    { name: 'updatedAt', sqlType: 'timestamptz', notNull: true },
  ],
  indexes: [
    { key: 'startedAt', body: '("startedAt", id)' },
    { key: 'contentHash', body: '(kind, "contentHash", status)' },
  ],
};

/** A row of sisImports. */
export type SisImportRow = {
  id: string;
  version: number;
  kind: SisImportKind;
  fileName: string;
  contentHash: string;
  format: 'csv' | 'xlsx';
  status: 'running' | 'completed' | 'failed';
  rows: number;
  created: number;
  changed: number;
  unchanged: number;
  message: string | null;
  startedBy: string | null;
  startedAt: Date;
  completedAt: Date | null;
  updatedAt: Date;
};

function applyImportEvent(event: RecordedEvent, rows: BatchRows) {
  const typed = event as unknown as SisImportEvent;
  const id = typed.data.ImportId;
  const existing = rows.get('sisImports', id);
  // idempotent: the row carries the stream version it reflects
  if (existing && Number(existing.version) >= event.streamVersion) return;
  const stamp = { version: event.streamVersion, updatedAt: event.recordedAt };
  switch (typed.type) {
    case 'SisImportStarted': {
      const { ImportId: _id, ...summary } = typed.data;
      return rows.put('sisImports', {
        id,
        ...summary,
        status: 'running',
        message: null,
        startedBy: event.metadata.actorId ?? null,
        startedAt: event.recordedAt,
        completedAt: null,
        ...stamp,
      });
    }
    case 'SisImportCompleted':
      if (!existing) return;
      return rows.put('sisImports', {
        ...existing,
        status: 'completed',
        completedAt: event.recordedAt,
        ...stamp,
      });
    case 'SisImportFailed':
      if (!existing) return;
      return rows.put('sisImports', { ...existing, status: 'failed', message: typed.data.reason, ...stamp });
  }
}

/** The imports from the registrar and HR (Data Services), a part of the `system` read model. */
export const sisImportsPart: Projection = {
  name: 'sisImports',
  version: 1,
  tables: [sisImportsTable],
  handles: new Set(sisImportEventTypes),
  touches(event, rows) {
    rows.want('sisImports', (event as unknown as SisImportEvent).data.ImportId);
  },
  apply: applyImportEvent,
};
