import {
  effortBatchSize,
  type EffortActualRow,
  type EffortImportSummary,
  type EffortRowError,
  type ImportMode,
  validateEffortRows,
} from '@tams/domain';
import { payPeriodFacts, type ReadModels } from '@tams/projections';
import { derivedId } from '@tams/platform';
import { type EffortFile, readEffortFile } from './effortFile.js';

/** A payroll file read and checked against today's pay periods: what a dry run shows and a job records. */
export interface PreparedEffortImport {
  file: EffortFile;
  rows: EffortActualRow[];
  errors: EffortRowError[];
  /** Pay period id -> code, for the ones the valid rows name. */
  payPeriodCodes: Map<string, string>;
}

/** The import's id: one per file content, so the same file twice is the same import. */
export const effortImportIdOf = (contentHash: string) => derivedId('effortImport', contentHash);

export async function prepareEffortImport(
  db: ReadModels,
  bytes: Buffer,
  fileName: string,
): Promise<PreparedEffortImport> {
  const [file, payPeriods] = await Promise.all([readEffortFile(bytes, fileName), payPeriodFacts(db)]);
  const { rows, errors } = validateEffortRows(file.rows, payPeriods);
  const used = new Set(rows.map((row) => row.PayPeriodId));
  const payPeriodCodes = new Map(payPeriods.filter((p) => used.has(p.id)).map((p) => [p.id, p.code]));
  return { file, rows, errors, payPeriodCodes };
}

/** What the import's first event records about it. */
export function importSummaryOf(
  prepared: PreparedEffortImport,
  fileName: string,
  mode: ImportMode,
): EffortImportSummary {
  const { file, rows, errors } = prepared;
  return {
    ImportId: effortImportIdOf(file.contentHash),
    fileName,
    contentHash: file.contentHash,
    format: file.format,
    mode,
    rowCount: rows.length,
    skippedCount: new Set(errors.map((error) => error.line)).size,
    peopleCount: new Set(rows.map((row) => row.EmployeeId)).size,
    PayPeriodIds: [...prepared.payPeriodCodes.keys()].sort(),
    batchCount: Math.ceil(rows.length / effortBatchSize),
  };
}
