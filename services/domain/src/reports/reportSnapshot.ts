import type { Decider, DomainEvent } from '@tams/event-store';
import { BusinessRuleError, ValidationError } from '../shared/errors.js';
import { isStorableTimestamp, timestampMessage } from '../shared/storableValues.js';

/**
 * A report snapshot (SnapshotReport, DESIGN §15): one stream per snapshot, `reportSnapshot-<id>`. It is
 * requested with the report's type and grid state (now, or scheduled for a date such as census), and the
 * `reportSnapshot` job takes it: the rows are frozen in report_snapshot_rows, and the stream records the
 * log position they reflect, the time of the event at that position and the columns they were taken with.
 */
export const reportSnapshotStreamPrefix = 'reportSnapshot';
export const reportSnapshotStreamId = (id: string) => `${reportSnapshotStreamPrefix}-${id}`;

/** The columns a snapshot froze, as the report engine described them (ReportColumn). */
export interface FrozenReportColumn {
  id: string;
  label: string;
  kind: 'text' | 'number' | 'integer' | 'boolean' | 'date' | 'timestamp' | 'enum';
  values?: string[];
  aggregate?: 'sum';
  width?: number;
}

export interface ReportSnapshotRequest {
  id: string;
  name: string;
  reportType: string;
  gridState: unknown;
  savedReportId: string | null;
  /** The period a period-scoped report (workloads) reads, frozen with the request; null for the others. */
  AcademicPeriodId: string | null;
  /** ISO date-time: taken then rather than now. */
  scheduledFor: string | null;
  requestedBy: string;
}

export interface ReportSnapshotTakenData {
  id: string;
  /** The log checkpoint the rows reflect (opaque, sortable). */
  checkpoint: string;
  /** The global position of that event, what people read ("position 81 234"); 0 for an empty log. */
  position: number;
  /** The time of the event at that position (ISO); null for an empty log. */
  asOf: string | null;
  rowCount: number;
  columns: FrozenReportColumn[];
}

export type ReportSnapshotRequested = DomainEvent<'ReportSnapshotRequested', ReportSnapshotRequest>;
export type ReportSnapshotTaken = DomainEvent<'ReportSnapshotTaken', ReportSnapshotTakenData>;
export type ReportSnapshotFailed = DomainEvent<'ReportSnapshotFailed', { id: string; reason: string }>;
export type ReportSnapshotEvent = ReportSnapshotRequested | ReportSnapshotTaken | ReportSnapshotFailed;

export const reportSnapshotEventTypes: readonly ReportSnapshotEvent['type'][] = [
  'ReportSnapshotRequested',
  'ReportSnapshotTaken',
  'ReportSnapshotFailed',
];

export type ReportSnapshotStatus = 'none' | 'requested' | 'taken' | 'failed';

export interface ReportSnapshotState {
  status: ReportSnapshotStatus;
  request: ReportSnapshotRequest | null;
}

export type ReportSnapshotCommand =
  | { type: 'RequestReportSnapshot'; request: ReportSnapshotRequest }
  | { type: 'RecordReportSnapshot'; taken: ReportSnapshotTakenData }
  | { type: 'FailReportSnapshot'; id: string; reason: string };

export function evolveReportSnapshot(
  state: ReportSnapshotState,
  event: ReportSnapshotEvent,
): ReportSnapshotState {
  switch (event.type) {
    case 'ReportSnapshotRequested':
      return { status: 'requested', request: event.data };
    case 'ReportSnapshotTaken':
      return { ...state, status: 'taken' };
    case 'ReportSnapshotFailed':
      return { ...state, status: 'failed' };
  }
}

function checkRequest(request: ReportSnapshotRequest): void {
  const errors: Record<string, string> = {};
  const name = request.name.trim();
  if (name === '') errors.name = 'Required';
  else if (name.length > 200) errors.name = 'At most 200 characters';
  if (request.scheduledFor !== null && !isStorableTimestamp(request.scheduledFor))
    errors.scheduledFor = timestampMessage;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * Safe to repeat, as the job retries: a second request of the same snapshot and a second record of a
 * taken one append nothing. Only a requested snapshot is taken or fails; a failed one stays failed (a
 * new request is a new snapshot).
 */
export function decideReportSnapshot(
  command: ReportSnapshotCommand,
  state: ReportSnapshotState,
): ReportSnapshotEvent[] {
  switch (command.type) {
    case 'RequestReportSnapshot': {
      if (state.status !== 'none') return [];
      checkRequest(command.request);
      return [
        {
          type: 'ReportSnapshotRequested',
          data: { ...command.request, name: command.request.name.trim() },
        },
      ];
    }
    case 'RecordReportSnapshot': {
      if (state.status === 'taken') return [];
      if (state.status !== 'requested')
        throw new BusinessRuleError('The snapshot is not waiting to be taken');
      const { taken } = command;
      if (!Number.isInteger(taken.rowCount) || taken.rowCount < 0)
        throw new BusinessRuleError('A snapshot counts its rows');
      if (taken.columns.length === 0) throw new BusinessRuleError('A snapshot has columns');
      return [{ type: 'ReportSnapshotTaken', data: taken }];
    }
    case 'FailReportSnapshot':
      if (state.status !== 'requested') return [];
      return [{ type: 'ReportSnapshotFailed', data: { id: command.id, reason: command.reason } }];
  }
}

export const reportSnapshotDecider: Decider<ReportSnapshotState, ReportSnapshotCommand, ReportSnapshotEvent> =
  {
    initialState: () => ({ status: 'none', request: null }),
    evolve: evolveReportSnapshot,
    decide: decideReportSnapshot,
  };
