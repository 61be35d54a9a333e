import { type SavedReportEvent, savedReportEventTypes } from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import type { Projection } from '../framework/projection.js';
import type { ReadModelTable } from '../framework/readModelTable.js';

/** Saved reports (spec §3): the user's own (kind null) and those published as custom reports. */
export const savedReportsTable: ReadModelTable = {
  name: 'savedReports',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'version', sqlType: 'bigint', notNull: true },
    { name: 'name', sqlType: 'text', notNull: true },
    { name: 'reportType', sqlType: 'text', notNull: true },
    { name: 'gridState', sqlType: 'jsonb', notNull: true },
    { name: 'kind', sqlType: 'text' },
    { name: 'OwnerUserId', sqlType: 'uuid', notNull: true },
    { name: 'createdAt', sqlType: 'timestamptz', notNull: true },
    { name: 'updatedAt', sqlType: 'timestamptz', notNull: true },
  ],
  indexes: [
    { key: 'OwnerUserId', body: '("OwnerUserId", "name")' },
    { key: 'kind', body: '("kind", "name") where "kind" is not null' },
  ],
};

export type SavedReportRow = {
  id: string;
  version: number;
  name: string;
  reportType: string;
  /** As stored: possibly an old-format state (upcastGridState reads it). */
  gridState: unknown;
  kind: 'custom' | null;
  OwnerUserId: string;
  createdAt: Date;
  updatedAt: Date;
};

export const savedReportsPart: Projection = {
  name: 'savedReports',
  version: 1,
  tables: [savedReportsTable],
  handles: new Set(savedReportEventTypes),
  touches(event, rows) {
    rows.want('savedReports', (event.data as { id: string }).id);
  },
  apply(recorded: RecordedEvent, rows) {
    const event = recorded as unknown as SavedReportEvent;
    const { id } = event.data;
    const row = rows.get('savedReports', id);
    if (row && Number(row.version) >= recorded.streamVersion) return;
    const stamp = { version: recorded.streamVersion, updatedAt: recorded.recordedAt };
    switch (event.type) {
      case 'SavedReportCreated':
        return rows.put('savedReports', {
          id,
          name: event.data.name,
          reportType: event.data.reportType,
          gridState: event.data.gridState,
          kind: null,
          OwnerUserId: event.data.OwnerUserId,
          createdAt: recorded.recordedAt,
          ...stamp,
        });
      case 'SavedReportDeleted':
        return rows.delete('savedReports', id);
    }
    if (!row) return;
    switch (event.type) {
      case 'SavedReportRenamed':
        return rows.put('savedReports', { ...row, ...stamp, name: event.data.name });
      case 'SavedReportGridStateChanged':
        return rows.put('savedReports', { ...row, ...stamp, gridState: event.data.gridState });
      case 'SavedReportPublished':
        return rows.put('savedReports', { ...row, ...stamp, kind: 'custom' });
      case 'SavedReportUnpublished':
        return rows.put('savedReports', { ...row, ...stamp, kind: null });
    }
  },
};
