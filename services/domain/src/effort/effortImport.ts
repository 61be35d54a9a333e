import type { Decider, DomainEvent } from '@tams/event-store';
import { BusinessRuleError } from '../shared/errors.js';

/**
 * An effort import (DESIGN §14): one stream per payroll file, `effortImport-<ImportId>`, its id derived from
 * the file's content hash, so the same file imported twice is the same stream and changes nothing. The job
 * starts it with the file's summary, records the valid rows in batches of about a thousand, then completes
 * it. Rows count only once their import is completed: a job that stops half way shows nothing.
 */
export const effortImportStreamPrefix = 'effortImport';
export const effortImportStreamId = (importId: string) => `${effortImportStreamPrefix}-${importId}`;

/** `replace`: the file's pay periods supersede what earlier imports said about them; `append`: added. */
export const importModes = ['replace', 'append'] as const;
export type ImportMode = (typeof importModes)[number];

export const effortBatchSize = 1000;

/** One payroll distribution row as recorded: validated, its pay period resolved to an id. */
export interface EffortActualRow {
  /** The row's line in the file (1 is the header), what errors and the row's id are keyed by. */
  line: number;
  EmployeeId: string;
  PositionId: string;
  PositionTitle: string;
  PayPeriodId: string;
  CostCenter: string;
  EarnCode: string;
  Amount: number | null;
  Percent: number | null;
  FTE: number | null;
}

export interface EffortImportSummary {
  ImportId: string;
  fileName: string;
  contentHash: string;
  format: 'csv' | 'xlsx';
  mode: ImportMode;
  /** Valid rows the import records. */
  rowCount: number;
  /** Rows left out because they failed validation (the starter chose to skip them). */
  skippedCount: number;
  peopleCount: number;
  PayPeriodIds: string[];
  batchCount: number;
}

export type EffortImportStarted = DomainEvent<
  'EffortImportStarted',
  EffortImportSummary & { attempt: number }
>;
export type EffortActualsRecorded = DomainEvent<
  'EffortActualsRecorded',
  { ImportId: string; batch: number; rows: EffortActualRow[] }
>;
export type EffortImportCompleted = DomainEvent<
  'EffortImportCompleted',
  { ImportId: string; rowCount: number }
>;
export type EffortImportFailed = DomainEvent<'EffortImportFailed', { ImportId: string; reason: string }>;
export type EffortImportEvent =
  EffortImportStarted | EffortActualsRecorded | EffortImportCompleted | EffortImportFailed;

export const effortImportEventTypes: readonly EffortImportEvent['type'][] = [
  'EffortImportStarted',
  'EffortActualsRecorded',
  'EffortImportCompleted',
  'EffortImportFailed',
];

export type EffortImportStatus = 'none' | 'running' | 'completed' | 'failed';

export interface EffortImportState {
  status: EffortImportStatus;
  attempt: number;
  batchCount: number;
  batchesRecorded: number;
  rowCount: number;
}

export const initialEffortImportState = (): EffortImportState => ({
  status: 'none',
  attempt: 0,
  batchCount: 0,
  batchesRecorded: 0,
  rowCount: 0,
});

export interface StartEffortImport {
  type: 'StartEffortImport';
  summary: EffortImportSummary;
}
export interface RecordEffortActuals {
  type: 'RecordEffortActuals';
  ImportId: string;
  batch: number;
  rows: EffortActualRow[];
}
export interface CompleteEffortImport {
  type: 'CompleteEffortImport';
  ImportId: string;
}
export interface FailEffortImport {
  type: 'FailEffortImport';
  ImportId: string;
  reason: string;
}
export type EffortImportCommand =
  StartEffortImport | RecordEffortActuals | CompleteEffortImport | FailEffortImport;

export function evolveEffortImport(state: EffortImportState, event: EffortImportEvent): EffortImportState {
  switch (event.type) {
    case 'EffortImportStarted':
      return {
        status: 'running',
        attempt: event.data.attempt,
        batchCount: event.data.batchCount,
        batchesRecorded: 0,
        rowCount: event.data.rowCount,
      };
    case 'EffortActualsRecorded':
      return { ...state, batchesRecorded: Math.max(state.batchesRecorded, event.data.batch + 1) };
    case 'EffortImportCompleted':
      return { ...state, status: 'completed' };
    case 'EffortImportFailed':
      return { ...state, status: 'failed' };
  }
}

/**
 * Every command is safe to repeat: the job retries from where an attempt stopped, so a batch already
 * recorded, a second start of a running or completed import and a second completion append nothing.
 * A failed import may be started again (a new attempt records its rows again; their ids are the same).
 */
export function decideEffortImport(
  command: EffortImportCommand,
  state: EffortImportState,
): EffortImportEvent[] {
  switch (command.type) {
    case 'StartEffortImport': {
      if (state.status === 'running' || state.status === 'completed') return [];
      const { summary } = command;
      if (summary.batchCount !== Math.ceil(summary.rowCount / effortBatchSize))
        throw new BusinessRuleError('The batch count does not follow from the row count');
      if (summary.rowCount === 0) throw new BusinessRuleError('The file has no rows to import');
      return [{ type: 'EffortImportStarted', data: { ...summary, attempt: state.attempt + 1 } }];
    }
    case 'RecordEffortActuals': {
      if (state.status === 'completed') return [];
      if (state.status !== 'running') throw new BusinessRuleError('The import is not running');
      if (command.batch < state.batchesRecorded) return [];
      if (command.batch !== state.batchesRecorded)
        throw new BusinessRuleError(`Batch ${command.batch} comes before batch ${state.batchesRecorded}`);
      if (command.batch >= state.batchCount) throw new BusinessRuleError('The import has no more batches');
      if (command.rows.length === 0 || command.rows.length > effortBatchSize)
        throw new BusinessRuleError(`A batch holds 1 to ${effortBatchSize} rows`);
      const { ImportId, batch, rows } = command;
      return [{ type: 'EffortActualsRecorded', data: { ImportId, batch, rows } }];
    }
    case 'CompleteEffortImport': {
      if (state.status === 'completed') return [];
      if (state.status !== 'running') throw new BusinessRuleError('The import is not running');
      if (state.batchesRecorded !== state.batchCount)
        throw new BusinessRuleError(
          `${state.batchCount - state.batchesRecorded} batches are not recorded yet`,
        );
      return [
        { type: 'EffortImportCompleted', data: { ImportId: command.ImportId, rowCount: state.rowCount } },
      ];
    }
    case 'FailEffortImport':
      if (state.status !== 'running') return [];
      return [{ type: 'EffortImportFailed', data: { ImportId: command.ImportId, reason: command.reason } }];
  }
}

export const effortImportDecider: Decider<EffortImportState, EffortImportCommand, EffortImportEvent> = {
  initialState: initialEffortImportState,
  evolve: evolveEffortImport,
  decide: decideEffortImport,
};
