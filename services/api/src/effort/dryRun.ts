import type { RequiredPointsMove } from '@tams/projections';
import type { EffortImportDigest } from '@tams/workers';

/**
 * What a dry run answers: the file's summary, its problems by line and column, and whose required points
 * the import would move (before -> after, DESIGN §19), nothing recorded.
 */
export function dryRunAnswer(
  prepared: EffortImportDigest,
  fileName: string,
  alreadyImported: { id: string; completedAt: Date | null } | null,
  requiredPoints: RequiredPointsMove[] = [],
) {
  const { file } = prepared;
  return {
    uploadId: file.contentHash,
    fileName,
    format: file.format,
    contentHash: file.contentHash,
    rowCount: prepared.rowCount,
    validRowCount: prepared.validRowCount,
    errorCount: prepared.errorCount,
    invalidRowCount: prepared.invalidRowCount,
    people: prepared.people,
    positions: prepared.positions,
    payPeriods: prepared.payPeriods,
    columns: file.columns,
    ignoredColumns: file.ignoredColumns,
    errors: prepared.errors,
    alreadyImported,
    requiredPoints,
  };
}
