import type { AppAbility } from '@tams/access';
import type { GridState } from '@tams/domain';
import { reportRowsQuery } from '@tams/projections';
import type { AppContext } from '../../context.js';
import { resolveReport } from '../reportResolution.js';
import type { ExportedColumn } from './reportCells.js';

/** A report as an export writes it: its name, its visible columns (group columns first) and its rows. */
export interface ExportedReport {
  name: string;
  columns: ExportedColumn[];
  rows: AsyncIterable<Record<string, unknown>>;
}

const rowsPerRead = 1000;

/** A report's rows for a grid state as the reader may read them, read through a cursor as they are written. */
export async function exportedReport(
  deps: AppContext,
  ability: AppAbility,
  userId: string,
  asked: { type: unknown; snapshotId?: unknown; AcademicPeriodId?: unknown },
  state: GridState,
  name?: string,
): Promise<ExportedReport> {
  const report = await resolveReport(deps, ability, userId, asked);
  const { columns, query } = reportRowsQuery(deps.db, report.source, state, report.reader, report.context);
  return { name: name ?? report.name, columns, rows: query.stream(rowsPerRead) };
}
