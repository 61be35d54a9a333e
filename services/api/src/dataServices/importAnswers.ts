import type { SisImportKind } from '@tams/domain';
import { listedSisErrors, type PreparedSisImport } from '@tams/workers';

/**
 * What a dry run answers: the file's counts, how many errors in how many rows, and the first
 * `listedSisErrors` errors by line and column; nothing written. (A file of 40,000 bad rows listed them
 * all: a 4 MB answer whose JSON alone held the server's event loop for over 100 ms.)
 */
export function dryRunAnswerOf(
  prepared: PreparedSisImport,
  fileName: string,
  alreadyImported: { id: string; completedAt: Date | null } | null,
) {
  const { file, plan } = prepared;
  return {
    uploadId: file.contentHash,
    kind: prepared.kind,
    fileName,
    format: file.format,
    rows: plan.rows,
    created: plan.created,
    changed: plan.changed,
    unchanged: plan.unchanged,
    errorCount: plan.errors.length,
    invalidRowCount: new Set(plan.errors.map((error) => error.line)).size,
    errors: plan.errors.slice(0, listedSisErrors),
    ignoredColumns: file.ignoredColumns,
    alreadyImported,
  };
}

/** An import of the history as the routes answer it. */
export function presentSisImport(row: {
  id: string;
  kind: SisImportKind;
  fileName: string;
  status: string;
  startedBy: string | null;
  startedByName: string | null;
  startedAt: Date;
  completedAt: Date | null;
  rows: number;
  created: number;
  changed: number;
  unchanged: number;
  message: string | null;
}) {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    status: row.status,
    startedBy: row.startedBy ? { id: row.startedBy, name: row.startedByName } : null,
    startedAt: row.startedAt,
    completedAt: row.completedAt,
    rows: row.rows,
    created: row.created,
    changed: row.changed,
    unchanged: row.unchanged,
    ...(row.message ? { message: row.message } : {}),
  };
}
