import type { Decider, DomainEvent } from '@tams/event-store';
import { BusinessRuleError } from '../shared/errors.js';

/**
 * An import from the registrar or HR (Data Services): one stream per import, `sisImport-<ImportId>`. The API
 * starts it with what the file changes (the dry run's counts); the `sisImport` job writes the records
 * through their own deciders (sisImportStreams.ts) and completes or fails it. Importing the same file
 * again is a new import that finds everything as the file says: 0 created, 0 changed.
 */
export const sisImportStreamPrefix = 'sisImport';
export const sisImportStreamId = (importId: string) => `${sisImportStreamPrefix}-${importId}`;

/** courses: the catalog; sections: offerings with their sections and meetings; people: users with faculty profiles. */
export const sisImportKinds = ['courses', 'sections', 'people'] as const;
export type SisImportKind = (typeof sisImportKinds)[number];

export interface SisImportSummary {
  ImportId: string;
  kind: SisImportKind;
  fileName: string;
  contentHash: string;
  format: 'csv' | 'xlsx';
  /** Data rows in the file. */
  rows: number;
  created: number;
  changed: number;
  unchanged: number;
}

export type SisImportStarted = DomainEvent<'SisImportStarted', SisImportSummary>;
export type SisImportCompleted = DomainEvent<'SisImportCompleted', { ImportId: string }>;
export type SisImportFailed = DomainEvent<'SisImportFailed', { ImportId: string; reason: string }>;
export type SisImportEvent = SisImportStarted | SisImportCompleted | SisImportFailed;

export const sisImportEventTypes: readonly SisImportEvent['type'][] = [
  'SisImportStarted',
  'SisImportCompleted',
  'SisImportFailed',
];

export type SisImportStatus = 'none' | 'running' | 'completed' | 'failed';
export interface SisImportState {
  status: SisImportStatus;
  summary: SisImportSummary | undefined;
}

export type SisImportCommand =
  | { type: 'StartSisImport'; summary: SisImportSummary }
  | { type: 'CompleteSisImport'; ImportId: string }
  | { type: 'FailSisImport'; ImportId: string; reason: string };

export function evolveSisImport(state: SisImportState, event: SisImportEvent): SisImportState {
  switch (event.type) {
    case 'SisImportStarted':
      return { status: 'running', summary: event.data };
    case 'SisImportCompleted':
      return { ...state, status: 'completed' };
    case 'SisImportFailed':
      return { ...state, status: 'failed' };
  }
}

/** Completing or failing twice appends nothing (a retried job); an import starts once. */
export function decideSisImport(command: SisImportCommand, state: SisImportState): SisImportEvent[] {
  switch (command.type) {
    case 'StartSisImport':
      if (state.status !== 'none') throw new BusinessRuleError('This import has been started already');
      return [{ type: 'SisImportStarted', data: command.summary }];
    case 'CompleteSisImport':
      if (state.status !== 'running') return [];
      return [{ type: 'SisImportCompleted', data: { ImportId: command.ImportId } }];
    case 'FailSisImport':
      if (state.status !== 'running') return [];
      return [{ type: 'SisImportFailed', data: { ImportId: command.ImportId, reason: command.reason } }];
  }
}

export const sisImportDecider: Decider<SisImportState, SisImportCommand, SisImportEvent> = {
  initialState: () => ({ status: 'none', summary: undefined }),
  evolve: (state, event) => evolveSisImport(state, event),
  decide: decideSisImport,
};
