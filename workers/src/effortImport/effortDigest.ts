import { effortBatchSize, type EffortRowError, type PayPeriodFact, validateEffortRows } from '@tams/domain';
import { type EffortFile, readEffortFile } from './effortFile.js';

/** The most row errors a dry run lists (all are counted). */
export const listedEffortErrors = 500;

/**
 * A payroll file read and checked against the pay periods, as counts: what a dry run shows and an import
 * starts with. Small whatever the file's size, so it crosses from the reading thread for nothing.
 */
export interface EffortImportDigest {
  file: Omit<EffortFile, 'rows'>;
  rowCount: number;
  validRowCount: number;
  errorCount: number;
  /** Rows with at least one error: skipped by an import. */
  invalidRowCount: number;
  people: number;
  positions: number;
  /** The pay periods the valid rows name, by code. */
  payPeriods: { id: string; code: string; rows: number }[];
  /** The first `listedEffortErrors` errors. */
  errors: EffortRowError[];
}

/** A digest, and the valid rows by line in batches of effortBatchSize, each as JSON, when `batches`. */
export interface PreparedEffortImport extends EffortImportDigest {
  batches?: string[];
}

/** Reads and checks a payroll file (in the reading thread: uploadThread/). */
export async function digestEffortFile(
  bytes: Buffer,
  fileName: string,
  payPeriods: readonly PayPeriodFact[],
  withBatches: boolean,
): Promise<PreparedEffortImport> {
  const { rows: raw, ...file } = await readEffortFile(bytes, fileName);
  const { rows, errors } = validateEffortRows(raw, payPeriods);
  const rowsPerPayPeriod = new Map<string, number>();
  for (const row of rows)
    rowsPerPayPeriod.set(row.PayPeriodId, (rowsPerPayPeriod.get(row.PayPeriodId) ?? 0) + 1);
  const codeOf = new Map(payPeriods.map((period) => [period.id, period.code]));
  const digest: PreparedEffortImport = {
    file,
    rowCount: raw.length,
    validRowCount: rows.length,
    errorCount: errors.length,
    invalidRowCount: new Set(errors.map((error) => error.line)).size,
    people: new Set(rows.map((row) => row.EmployeeId)).size,
    positions: new Set(rows.map((row) => row.PositionId)).size,
    payPeriods: [...rowsPerPayPeriod]
      .map(([id, count]) => ({ id, code: codeOf.get(id) ?? id, rows: count }))
      .sort((a, b) => a.code.localeCompare(b.code, 'en')),
    errors: errors.slice(0, listedEffortErrors),
  };
  if (!withBatches) return digest;
  // JSON crosses to the job's thread as one string a batch (a structured clone of 100k row objects took
  // seconds to unpack there), and is parsed a batch at a time as it is recorded
  const sorted = [...rows].sort((a, b) => a.line - b.line);
  const batches: string[] = [];
  for (let at = 0; at < sorted.length; at += effortBatchSize)
    batches.push(JSON.stringify(sorted.slice(at, at + effortBatchSize)));
  return { ...digest, batches };
}
