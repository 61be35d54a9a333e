import type { AppAbility } from '@tams/access';
import {
  type BuilderType,
  type GridState,
  gridStateSchema,
  isReportType,
  NotFoundError,
  parseGridState,
  savedReportKinds,
} from '@tams/domain';
import {
  type ReportReader,
  reportReaderOf,
  reportSources,
  type SavedReportRow,
  systemReports,
} from '@tams/projections';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { ForbiddenError } from '../http/errors.js';
import { isUuid } from '../http/ids.js';

/** A saved report as its reader gets it: `available` false (no grid state) when they may not read its type. */
export const listedReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  reportType: z.string(),
  kind: z.enum(savedReportKinds).nullable(),
  OwnerUserId: z.string().nullable(),
  mine: z.boolean(),
  available: z.boolean(),
  /** Only when the caller may read its type. */
  gridState: gridStateSchema.optional(),
  version: z.number().int(),
  createdAt: z.date().nullable(),
  updatedAt: z.date().nullable(),
});
export type ListedReport = z.infer<typeof listedReportSchema>;

const readerFor = (ability: AppAbility, reportType: string): ReportReader | undefined =>
  isReportType(reportType) && reportType !== 'SnapshotReport'
    ? reportReaderOf(ability, reportSources[reportType as BuilderType])
    : undefined;

/**
 * The stored state as this reader may use it: converted from the old format, and without the columns they
 * may not read (a custom report made by someone who reads more opens with the columns its reader has).
 */
export function stateForReader(stored: unknown, reader: ReportReader): GridState {
  const state = parseGridState(stored);
  const readable = new Set(reader.columns.map((column) => column.id));
  const keep = (id: string) => readable.has(id);
  return {
    ...state,
    columnOrder: state.columnOrder.filter(keep),
    columnVisibility: Object.fromEntries(Object.entries(state.columnVisibility).filter(([id]) => keep(id))),
    sorting: state.sorting.filter(({ id }) => keep(id)),
    grouping: state.grouping.filter(keep),
    columnFilters: state.columnFilters.filter(({ id }) => keep(id)),
  };
}

function listed(
  row: SavedReportRow | (typeof systemReports)[number],
  ability: AppAbility,
  userId: string,
): ListedReport {
  const reader = readerFor(ability, row.reportType);
  const stored = 'OwnerUserId' in row ? row : undefined;
  return {
    id: row.id,
    name: row.name,
    reportType: row.reportType,
    kind: stored ? stored.kind : 'system',
    OwnerUserId: stored?.OwnerUserId ?? null,
    mine: stored?.OwnerUserId === userId,
    available: reader !== undefined,
    ...(reader ? { gridState: stateForReader(row.gridState, reader) } : {}),
    version: stored ? Number(stored.version) : 0,
    createdAt: stored?.createdAt ?? null,
    updatedAt: stored?.updatedAt ?? null,
  };
}

/**
 * The reports a user finds (DESIGN §15): the system ones and custom ones of the types they may read, and
 * their own, those of a type they lost access to listed as unavailable (named, never their content).
 */
export async function listedReports(
  deps: AppContext,
  ability: AppAbility,
  userId: string,
  { everyones = false } = {},
) {
  // Custom Reports (manage Report) lists every user's saved reports: what may be published
  const all = everyones && ability.can('manage', 'Report');
  const rows = await deps.db
    .selectFrom('savedReports')
    .selectAll()
    .$if(!all, (query) =>
      query.where((eb) => eb.or([eb('OwnerUserId', '=', userId), eb('kind', '=', 'custom')])),
    )
    .orderBy('name')
    .orderBy('id')
    .execute();
  return [...systemReports, ...(rows as SavedReportRow[])]
    .map((row) => listed(row, ability, userId))
    .filter((report) => report.mine || report.available || all);
}

/**
 * One report the user may open: 404 when it is not theirs, custom or system (those who manage Report reach
 * every user's, to publish them); 403 when its type is closed to them, unless `evenUnavailable` (its owner
 * may still delete it).
 */
export async function openedReport(
  deps: AppContext,
  ability: AppAbility,
  userId: string,
  id: unknown,
  { evenUnavailable = false } = {},
) {
  if (!isUuid(id)) throw new NotFoundError('savedReports', String(id));
  const system = systemReports.find((report) => report.id === id);
  const row =
    system ??
    ((await deps.db.selectFrom('savedReports').selectAll().where('id', '=', id).executeTakeFirst()) as
      SavedReportRow | undefined);
  const report = row && listed(row, ability, userId);
  if (!report || !(report.mine || report.kind || ability.can('manage', 'Report')))
    throw new NotFoundError('savedReports', id);
  if (!report.available && !evenUnavailable) throw new ForbiddenError();
  return report as ListedReport & { gridState: GridState };
}
