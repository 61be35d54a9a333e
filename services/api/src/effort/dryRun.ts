import type { PreparedEffortImport } from '@tams/workers';
import { listedErrors } from './importRequest.js';

/** What a dry run answers: the file's summary and its problems by line and column, nothing recorded. */
export function dryRunAnswer(
  prepared: PreparedEffortImport,
  fileName: string,
  alreadyImported: { id: string; completedAt: Date | null } | null,
) {
  const { file, rows, errors, payPeriodCodes } = prepared;
  const rowsPerPayPeriod = new Map<string, number>();
  for (const row of rows)
    rowsPerPayPeriod.set(row.PayPeriodId, (rowsPerPayPeriod.get(row.PayPeriodId) ?? 0) + 1);
  return {
    uploadId: file.contentHash,
    fileName,
    format: file.format,
    contentHash: file.contentHash,
    rowCount: file.rows.length,
    validRowCount: rows.length,
    errorCount: errors.length,
    invalidRowCount: new Set(errors.map((error) => error.line)).size,
    people: new Set(rows.map((row) => row.EmployeeId)).size,
    positions: new Set(rows.map((row) => row.PositionId)).size,
    payPeriods: [...rowsPerPayPeriod]
      .map(([id, count]) => ({ id, code: payPeriodCodes.get(id) ?? id, rows: count }))
      .sort((a, b) => a.code.localeCompare(b.code, 'en')),
    columns: file.columns,
    ignoredColumns: file.ignoredColumns,
    errors: errors.slice(0, listedErrors),
    alreadyImported,
  };
}
