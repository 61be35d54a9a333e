import {
  academicPeriods,
  type AcademicPeriodStepAdvanced,
  type AcademicPeriodStepReverted,
  eventTypesOf,
  isPublishedStep,
  progressEventTypes,
  recordedStepOf,
} from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import type { BatchRows } from '../framework/batchRows.js';
import type { ReadModelTable } from '../framework/readModelTable.js';
import type { ProjectionExtension } from '../framework/recordProjection.js';
import { applyApproval, applyWithdrawal, workgroupApprovalsTable } from './approvals.js';

export type { WorkgroupApprovalTableRow } from './approvals.js';

/**
 * Where each period's step is, with the stream version of the event that set it: the period's row keeps
 * the version of its record (what an edit of the period is checked against), so this one makes the step
 * idempotent (an event at or below it changes nothing).
 */
const progressTable: ReadModelTable = {
  name: 'academicPeriodProgress',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'version', sqlType: 'bigint', notNull: true },
    { name: 'progressStep', sqlType: 'integer', notNull: true },
  ],
  indexes: [],
};

/** Each advance and revert of a period (GET /api/progressActions), newest first. */
export const progressActionsTable: ReadModelTable = {
  name: 'progressActions',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'version', sqlType: 'bigint', notNull: true },
    { name: 'AcademicPeriodId', sqlType: 'uuid', notNull: true },
    { name: 'action', sqlType: 'text', notNull: true },
    { name: 'fromStep', sqlType: 'integer', notNull: true },
    { name: 'toStep', sqlType: 'integer', notNull: true },
    { name: 'reason', sqlType: 'text' },
    { name: 'actorId', sqlType: 'uuid' },
    { name: 'at', sqlType: 'timestamptz', notNull: true },
  ],
  indexes: [
    { key: 'period_at', body: '("AcademicPeriodId", "at", id)' },
    { key: 'at', body: '("at", id)' },
  ],
};

export type AcademicPeriodProgressRow = {
  id: string;
  version: number;
  progressStep: number;
};

export type ProgressActionTableRow = {
  id: string;
  version: number;
  AcademicPeriodId: string;
  action: 'advance' | 'revert';
  fromStep: number;
  toStep: number;
  reason: string | null;
  actorId: string | null;
  at: Date;
};

const periodEvents = eventTypesOf(academicPeriods);
type StepEvent = AcademicPeriodStepAdvanced | AcademicPeriodStepReverted;
const isStepEvent = (event: RecordedEvent) =>
  event.type === progressEventTypes.advanced || event.type === progressEventTypes.reverted;

/** Sets the period's step (and publication) when this event is newer than the step's last one. */
function setStep(rows: BatchRows, event: RecordedEvent, periodId: string, step: number): boolean {
  const tracked = rows.get(progressTable.name, periodId);
  if (tracked && Number(tracked.version) >= event.streamVersion) return false;
  rows.put(progressTable.name, { id: periodId, version: event.streamVersion, progressStep: step });
  const period = rows.get('academicPeriods', periodId);
  if (period)
    rows.put('academicPeriods', {
      ...period,
      progressStep: step,
      publishedForFaculty: isPublishedStep(step),
    });
  return true;
}

function applyStepEvent(event: RecordedEvent, rows: BatchRows) {
  const { data } = event as unknown as StepEvent;
  if (!setStep(rows, event, data.AcademicPeriodId, data.toStep)) return;
  const reverted = event.type === progressEventTypes.reverted;
  const actorId = event.metadata.actorId ?? null;
  rows.put(progressActionsTable.name, {
    id: data.id,
    version: event.streamVersion,
    AcademicPeriodId: data.AcademicPeriodId,
    action: reverted ? 'revert' : 'advance',
    fromStep: data.fromStep,
    toStep: data.toStep,
    reason: reverted ? (data as AcademicPeriodStepReverted['data']).reason : null,
    actorId,
    at: event.recordedAt,
  });
  if (!reverted) return;
  for (const approval of rows.where(
    workgroupApprovalsTable.name,
    'AcademicPeriodId',
    data.AcademicPeriodId,
  )) {
    if (approval.clearedAt || approval.withdrawnAt || Number(approval.step) <= data.toStep) continue;
    if (Number(approval.version) >= event.streamVersion) continue;
    rows.put(workgroupApprovalsTable.name, { ...approval, clearedAt: event.recordedAt, clearedBy: actorId });
  }
}

/**
 * The progress of each academic period (DESIGN §11), in the periods' processor: academicPeriods.progressStep
 * and publishedForFaculty (step 8) from the step events (and from the progressStep field of older
 * AcademicPeriodCreated/Updated events), the progress actions and the workgroup approvals (and withdrawals).
 */
export const progressExtension: ProjectionExtension = {
  handles: [
    progressEventTypes.advanced,
    progressEventTypes.reverted,
    progressEventTypes.approved,
    progressEventTypes.withdrawn,
  ],
  tables: [progressTable, progressActionsTable, workgroupApprovalsTable],
  touches(event, rows) {
    if (event.type === periodEvents.created || event.type === periodEvents.updated) {
      rows.want(progressTable.name, (event.data as { id: string }).id);
    } else if (isStepEvent(event)) {
      const { data } = event as unknown as StepEvent;
      rows.want('academicPeriods', data.AcademicPeriodId);
      rows.want(progressTable.name, data.AcademicPeriodId);
      if (event.type === progressEventTypes.reverted)
        rows.wantWhere(workgroupApprovalsTable.name, 'AcademicPeriodId', data.AcademicPeriodId);
    } else if (event.type === progressEventTypes.approved || event.type === progressEventTypes.withdrawn) {
      rows.want(workgroupApprovalsTable.name, (event.data as { id: string }).id);
    }
  },
  apply(event, rows) {
    if (event.type === periodEvents.created || event.type === periodEvents.updated) {
      const step = recordedStepOf(event);
      if (step !== undefined) setStep(rows, event, (event.data as { id: string }).id, step);
    } else if (isStepEvent(event)) applyStepEvent(event, rows);
    else if (event.type === progressEventTypes.approved) applyApproval(event, rows);
    else if (event.type === progressEventTypes.withdrawn) applyWithdrawal(event, rows);
  },
};
