import { effortBatchSize, type EffortImportSummary, type ImportMode } from '@tams/domain';
import { payPeriodFacts, type ReadModels } from '@tams/projections';
import { derivedId } from '@tams/platform';
import { inUploadThread } from '../uploadThread/inUploadThread.js';
import type { EffortImportDigest, PreparedEffortImport } from './effortDigest.js';

export { type EffortImportDigest, listedEffortErrors, type PreparedEffortImport } from './effortDigest.js';

/** The import's id: one per file content, so the same file twice is the same import. */
export const effortImportIdOf = (contentHash: string) => derivedId('effortImport', contentHash);

/**
 * A payroll file read and checked against today's pay periods, in a thread of its own (uploadThread/):
 * what a dry run shows and, with `batches`, the rows a job records.
 */
export async function prepareEffortImport(
  db: ReadModels,
  bytes: Buffer,
  fileName: string,
  { batches = false } = {},
): Promise<PreparedEffortImport> {
  const payPeriods = await payPeriodFacts(db);
  const { done } = await inUploadThread({ type: 'effort', bytes, fileName, payPeriods, batches });
  return done;
}

/** What the import's first event records about it. */
export function importSummaryOf(
  prepared: EffortImportDigest,
  fileName: string,
  mode: ImportMode,
): EffortImportSummary {
  const { file, validRowCount } = prepared;
  return {
    ImportId: effortImportIdOf(file.contentHash),
    fileName,
    contentHash: file.contentHash,
    format: file.format,
    mode,
    rowCount: validRowCount,
    skippedCount: prepared.invalidRowCount,
    peopleCount: prepared.people,
    PayPeriodIds: prepared.payPeriods.map((period) => period.id).sort(),
    batchCount: Math.ceil(validRowCount / effortBatchSize),
  };
}
