import { type AppAbility, type AuthContext } from '@tams/access';
import { csvByteOrderMark, csvLine, parseGridState } from '@tams/domain';
import {
  projectionOf,
  type ReportSource,
  reportReaderOf,
  reportRowsQuery,
  reportSources,
  workingPeriodOf,
} from '@tams/projections';
import type { Kysely } from 'kysely';

/** A report type the requester may read, exported whole: every column they may read, names not ids. */
export interface ExportedReportType {
  source: ReportSource;
  fileName: string;
  processors: string[];
}

/**
 * The computed lists of a data export: the report builders (spec §3) the requester may read. They show
 * references by name and are what a Report reader (reportingUser) reads department-wide, where the
 * simple resources would give them little (DESIGN §15).
 */
export function exportedReportTypes(ability: AppAbility): ExportedReportType[] {
  return Object.values(reportSources)
    .filter((source) => reportReaderOf(ability, source))
    .map((source) => ({
      source,
      fileName: `reports/${source.type}.csv`,
      processors: [...new Set(source.tables.map((table) => projectionOf(table).name))],
    }));
}

/**
 * One report type as CSV (UTF-8 with BOM; a header of column labels; the shared writer, csvText.ts), read
 * in the caller's transaction.
 */
export async function reportTypeCsv(
  db: Kysely<any>,
  exported: ExportedReportType,
  ability: AppAbility,
  auth: AuthContext,
): Promise<{ bytes: Buffer; rowCount: number }> {
  const reader = reportReaderOf(ability, exported.source)!;
  const periodId = exported.source.periodScoped
    ? ((await workingPeriodOf(db, auth.workingUserId))?.id ?? null)
    : null;
  const { columns, query } = reportRowsQuery(db, exported.source, parseGridState({}), reader, {
    periodId,
    effortEnabled: !!auth.FeatureFlags.aemEnabled,
  });
  const chunks: Buffer[] = [Buffer.from(csvByteOrderMark + csvLine(columns.map((column) => column.label)))];
  let rowCount = 0;
  for await (const row of query.stream(1000)) {
    chunks.push(Buffer.from(csvLine(columns.map((column) => (row as Record<string, unknown>)[column.id]))));
    rowCount += 1;
  }
  return { bytes: Buffer.concat(chunks), rowCount };
}
