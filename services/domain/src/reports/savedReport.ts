import type { Decider, DomainEvent } from '@tams/event-store';
import {
  BusinessRuleError,
  NotPermittedError,
  NotFoundError,
  RecordVersionConflictError,
  ValidationError,
} from '../shared/errors.js';
import { unstorableTextReason } from '../shared/storableValues.js';
import type { GridState } from './gridState.js';
import type { ReportType } from './reportTypes.js';

/**
 * A saved report (spec §3, DESIGN §15): a user's report type and grid state under a name, one stream per
 * report. Its owner renames, changes and deletes it; those who manage Report publish it as a custom report
 * (kind `custom`), which everyone who may read its type then finds, and unpublish it.
 */
export const savedReportStreamPrefix = 'savedReport';
export const savedReportStreamId = (id: string) => `${savedReportStreamPrefix}-${id}`;
export const savedReportKinds = ['system', 'custom'] as const;

type Id = { id: string };
export type SavedReportCreated = DomainEvent<
  'SavedReportCreated',
  Id & { name: string; reportType: ReportType; gridState: GridState; OwnerUserId: string }
>;
export type SavedReportRenamed = DomainEvent<'SavedReportRenamed', Id & { name: string }>;
export type SavedReportGridStateChanged = DomainEvent<
  'SavedReportGridStateChanged',
  Id & { gridState: GridState }
>;
export type SavedReportPublished = DomainEvent<'SavedReportPublished', Id>;
export type SavedReportUnpublished = DomainEvent<'SavedReportUnpublished', Id>;
export type SavedReportDeleted = DomainEvent<'SavedReportDeleted', Id>;
export type SavedReportEvent =
  | SavedReportCreated
  | SavedReportRenamed
  | SavedReportGridStateChanged
  | SavedReportPublished
  | SavedReportUnpublished
  | SavedReportDeleted;
export const savedReportEventTypes: readonly SavedReportEvent['type'][] = [
  'SavedReportCreated',
  'SavedReportRenamed',
  'SavedReportGridStateChanged',
  'SavedReportPublished',
  'SavedReportUnpublished',
  'SavedReportDeleted',
];

export interface SavedReportState {
  status: 'none' | 'saved' | 'deleted';
  version: number;
  OwnerUserId: string | null;
  name: string;
  published: boolean;
}

/** Who acts, as the route read it: their user id and whether they manage Report. */
interface Actor {
  actorUserId: string;
  managesReports: boolean;
}
export type SavedReportCommand = Actor &
  Id &
  (
    | { type: 'SaveReport'; name: string; reportType: ReportType; gridState: GridState }
    | { type: 'ChangeSavedReport'; expectedVersion: number; name?: string; gridState?: GridState }
    | { type: 'DeleteSavedReport'; expectedVersion?: number }
    | { type: 'PublishSavedReport' }
    | { type: 'UnpublishSavedReport' }
  );

export function evolveSavedReport(
  state: SavedReportState,
  event: SavedReportEvent,
  streamVersion: number,
): SavedReportState {
  const next = { ...state, version: streamVersion };
  switch (event.type) {
    case 'SavedReportCreated':
      return { ...next, status: 'saved', OwnerUserId: event.data.OwnerUserId, name: event.data.name };
    case 'SavedReportRenamed':
      return { ...next, name: event.data.name };
    case 'SavedReportGridStateChanged':
      return next;
    case 'SavedReportPublished':
      return { ...next, published: true };
    case 'SavedReportUnpublished':
      return { ...next, published: false };
    case 'SavedReportDeleted':
      return { ...next, status: 'deleted', published: false };
  }
}

export const maxReportNameLength = 120;

function checkedName(name: string): string {
  const trimmed = name.trim();
  const reason =
    trimmed.length === 0
      ? 'Give the report a name'
      : trimmed.length > maxReportNameLength
        ? `At most ${maxReportNameLength} characters`
        : unstorableTextReason(trimmed);
  if (reason) throw new ValidationError({ name: reason });
  return trimmed;
}

function existing(state: SavedReportState, id: string) {
  if (state.status !== 'saved') throw new NotFoundError('savedReports', id);
}

function ownedBy(state: SavedReportState, command: Actor) {
  if (state.OwnerUserId !== command.actorUserId)
    throw new NotPermittedError('Only the owner of a saved report may change or delete it');
}

function sameVersion(state: SavedReportState, id: string, expectedVersion: number | undefined) {
  if (expectedVersion !== undefined && expectedVersion !== state.version)
    throw new RecordVersionConflictError('savedReports', id, expectedVersion, state.version, 'saved report');
}

export function decideSavedReport(command: SavedReportCommand, state: SavedReportState): SavedReportEvent[] {
  const { id } = command;
  switch (command.type) {
    case 'SaveReport': {
      if (state.status !== 'none') throw new BusinessRuleError('A saved report with this id already exists');
      const { reportType, gridState } = command;
      const name = checkedName(command.name);
      return [
        {
          type: 'SavedReportCreated',
          data: { id, name, reportType, gridState, OwnerUserId: command.actorUserId },
        },
      ];
    }
    case 'ChangeSavedReport': {
      existing(state, id);
      ownedBy(state, command);
      sameVersion(state, id, command.expectedVersion);
      const events: SavedReportEvent[] = [];
      if (command.name !== undefined) {
        const name = checkedName(command.name);
        if (name !== state.name) events.push({ type: 'SavedReportRenamed', data: { id, name } });
      }
      if (command.gridState)
        events.push({ type: 'SavedReportGridStateChanged', data: { id, gridState: command.gridState } });
      return events;
    }
    case 'DeleteSavedReport':
      existing(state, id);
      // a published report belongs to everyone who reads it: those who manage Report may remove it too
      if (!(state.published && command.managesReports)) ownedBy(state, command);
      sameVersion(state, id, command.expectedVersion);
      return [{ type: 'SavedReportDeleted', data: { id } }];
    case 'PublishSavedReport':
    case 'UnpublishSavedReport': {
      existing(state, id);
      if (!command.managesReports)
        throw new NotPermittedError('Only those who manage reports publish custom reports');
      const publish = command.type === 'PublishSavedReport';
      if (state.published === publish) return [];
      return [{ type: publish ? 'SavedReportPublished' : 'SavedReportUnpublished', data: { id } }];
    }
  }
}

export const savedReportDecider: Decider<SavedReportState, SavedReportCommand, SavedReportEvent> = {
  initialState: () => ({ status: 'none', version: 0, OwnerUserId: null, name: '', published: false }),
  evolve: evolveSavedReport,
  decide: decideSavedReport,
};
