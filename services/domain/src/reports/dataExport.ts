import type { Decider, DomainEvent } from '@tams/event-store';
import { z } from 'zod';
import { BusinessRuleError } from '../shared/errors.js';

/**
 * A whole-dataset export (DataExport, DESIGN §15): one stream per export, `dataExport-<id>`. The
 * `dataExport` job writes one CSV per resource the requester may read into a zip, then completes it with
 * what the zip holds and the log position its rows reflect.
 */
export const dataExportStreamPrefix = 'dataExport';
export const dataExportStreamId = (id: string) => `${dataExportStreamPrefix}-${id}`;

export const dataExportFileSchema = z.object({
  resource: z.string(),
  fileName: z.string(),
  rowCount: z.number().int(),
});
export type DataExportFile = z.infer<typeof dataExportFileSchema>;

export interface DataExportCompletedData {
  id: string;
  files: DataExportFile[];
  rowCount: number;
  byteCount: number;
  /** The global position the read models were at when the rows were read (at least). */
  position: number;
  asOf: string | null;
}

export type DataExportRequested = DomainEvent<'DataExportRequested', { id: string; requestedBy: string }>;
export type DataExportCompleted = DomainEvent<'DataExportCompleted', DataExportCompletedData>;
export type DataExportFailed = DomainEvent<'DataExportFailed', { id: string; reason: string }>;
export type DataExportEvent = DataExportRequested | DataExportCompleted | DataExportFailed;

export const dataExportEventTypes: readonly DataExportEvent['type'][] = [
  'DataExportRequested',
  'DataExportCompleted',
  'DataExportFailed',
];

export type DataExportStatus = 'none' | 'requested' | 'completed' | 'failed';

export interface DataExportState {
  status: DataExportStatus;
}

export type DataExportCommand =
  | { type: 'RequestDataExport'; id: string; requestedBy: string }
  | { type: 'CompleteDataExport'; completed: DataExportCompletedData }
  | { type: 'FailDataExport'; id: string; reason: string };

export function evolveDataExport(_state: DataExportState, event: DataExportEvent): DataExportState {
  switch (event.type) {
    case 'DataExportRequested':
      return { status: 'requested' };
    case 'DataExportCompleted':
      return { status: 'completed' };
    case 'DataExportFailed':
      return { status: 'failed' };
  }
}

/** Safe to repeat (the job retries): a repeated request or completion appends nothing. */
export function decideDataExport(command: DataExportCommand, state: DataExportState): DataExportEvent[] {
  switch (command.type) {
    case 'RequestDataExport':
      if (state.status !== 'none') return [];
      return [{ type: 'DataExportRequested', data: { id: command.id, requestedBy: command.requestedBy } }];
    case 'CompleteDataExport': {
      if (state.status === 'completed') return [];
      if (state.status !== 'requested') throw new BusinessRuleError('The export is not running');
      const { completed } = command;
      const counted = completed.files.reduce((sum, file) => sum + file.rowCount, 0);
      if (counted !== completed.rowCount)
        throw new BusinessRuleError('The row count is not the sum of the files');
      return [{ type: 'DataExportCompleted', data: completed }];
    }
    case 'FailDataExport':
      if (state.status !== 'requested') return [];
      return [{ type: 'DataExportFailed', data: { id: command.id, reason: command.reason } }];
  }
}

export const dataExportDecider: Decider<DataExportState, DataExportCommand, DataExportEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveDataExport,
  decide: decideDataExport,
};
