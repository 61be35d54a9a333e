import {
  type EffortActualRow,
  type EffortImportEvent,
  effortImportEventTypes,
  type InstructorEffortEvent,
  instructorEffortEventTypes,
  instructorEffortIdText,
} from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import { derivedId } from '@tams/platform';
import type { BatchRows, Row } from '../framework/batchRows.js';
import type { Projection } from '../framework/projection.js';
import { classKeyIdOf } from './classificationProjection.js';
import { effortActualsTable, effortImportsTable, instructorEffortSharesTable } from './effortTables.js';

/** The id of an imported row: the same line of the same import is the same row, whatever the attempt. */
export const effortActualIdOf = (importId: string, line: number) =>
  derivedId('effortActual', `${importId}:${line}`);
export const instructorEffortIdOf = (userId: string, periodId: string) =>
  derivedId('instructorEffort', instructorEffortIdText(userId, periodId));

const actualRowOf = (importId: string, row: EffortActualRow): Row => ({
  id: effortActualIdOf(importId, row.line),
  ImportId: importId,
  ...row,
  ClassKeyId: classKeyIdOf(row),
});

function applyImportEvent(event: RecordedEvent, rows: BatchRows) {
  const typed = event as unknown as EffortImportEvent;
  const id = typed.data.ImportId;
  const existing = rows.get('effortImports', id);
  // idempotent: the import's row carries the stream version it reflects
  if (existing && Number(existing.version) >= event.streamVersion) return;
  const stamp = { version: event.streamVersion, updatedAt: event.recordedAt };
  switch (typed.type) {
    case 'EffortImportStarted': {
      const { attempt, ImportId: _id, ...summary } = typed.data;
      // a new attempt records its rows again: drop what an earlier one left
      if (attempt > 1)
        for (const row of rows.where('effortActuals', 'ImportId', id)) rows.delete('effortActuals', row.id);
      return rows.put('effortImports', {
        ...existing,
        id,
        ...summary,
        attempt,
        status: 'running',
        recordedCount: 0,
        startedBy: event.metadata.actorId ?? null,
        startedAt: event.recordedAt,
        completedAt: null,
        failureReason: null,
        ...stamp,
      });
    }
    case 'EffortActualsRecorded': {
      if (!existing) return;
      for (const row of typed.data.rows) rows.put('effortActuals', actualRowOf(id, row));
      return rows.put('effortImports', {
        ...existing,
        recordedCount: Number(existing.recordedCount) + typed.data.rows.length,
        ...stamp,
      });
    }
    case 'EffortImportCompleted':
      if (!existing) return;
      return rows.put('effortImports', {
        ...existing,
        status: 'completed',
        completedAt: event.recordedAt,
        ...stamp,
      });
    case 'EffortImportFailed':
      if (!existing) return;
      return rows.put('effortImports', {
        ...existing,
        status: 'failed',
        failureReason: typed.data.reason,
        ...stamp,
      });
  }
}

function applyShareEvent(event: RecordedEvent, rows: BatchRows) {
  const typed = event as unknown as InstructorEffortEvent;
  const { UserId, AcademicPeriodId, reason } = typed.data;
  const id = instructorEffortIdOf(UserId, AcademicPeriodId);
  const existing = rows.get('instructorEffortShares', id);
  if (existing && Number(existing.version) >= event.streamVersion) return;
  rows.put('instructorEffortShares', {
    id,
    UserId,
    AcademicPeriodId,
    expectedTeachingShare:
      typed.type === 'ExpectedTeachingShareSet' ? typed.data.expectedTeachingShare : null,
    reason,
    version: event.streamVersion,
    updatedAt: event.recordedAt,
    updatedBy: event.metadata.actorId ?? null,
  });
}

const importEvents: ReadonlySet<string> = new Set(effortImportEventTypes);
const shareEvents: ReadonlySet<string> = new Set(instructorEffortEventTypes);

/** Imports, their rows and the hand-set expected teaching shares (DESIGN §14). */
export const effortImportProjection: Projection = {
  name: 'effortImports',
  version: 1,
  tables: [effortImportsTable, effortActualsTable, instructorEffortSharesTable],
  handles: new Set([...importEvents, ...shareEvents]),
  touches(event, rows) {
    if (shareEvents.has(event.type)) {
      const { UserId, AcademicPeriodId } = (event as unknown as InstructorEffortEvent).data;
      return rows.want('instructorEffortShares', instructorEffortIdOf(UserId, AcademicPeriodId));
    }
    const typed = event as unknown as EffortImportEvent;
    rows.want('effortImports', typed.data.ImportId);
    if (typed.type === 'EffortImportStarted' && typed.data.attempt > 1)
      rows.wantWhere('effortActuals', 'ImportId', typed.data.ImportId);
  },
  apply(event, rows) {
    if (shareEvents.has(event.type)) applyShareEvent(event, rows);
    else applyImportEvent(event, rows);
  },
};
