import type { RequiredPointMove } from '../shared/RequiredPointMoves';
import { useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../../providers/httpClient';
import type { RowError } from '../../shared/fileImport/RowErrorsTable';
import { postFile } from '../../shared/fileImport/uploadFile';

export type { RowError } from '../../shared/fileImport/RowErrorsTable';
export { UnreadableFile } from '../../shared/fileImport/uploadFile';

export type ImportMode = 'replace' | 'append';

/** POST effortImports/dryRun's 200 answer: what the file holds, nothing recorded yet. */
export interface DryRun {
  uploadId: string;
  fileName: string;
  format: 'csv' | 'xlsx';
  contentHash: string;
  rowCount: number;
  validRowCount: number;
  /** How many errors (a row may have several), and in how many rows; the first 500 are listed. */
  errorCount: number;
  invalidRowCount: number;
  people: number;
  positions: number;
  payPeriods: { id: string; code: string; rows: number }[];
  columns: Record<string, string>;
  errors: RowError[];
  alreadyImported: null | { id: string; completedAt: string };
  /** Whose required points importing it (replacing its pay periods) would move (DESIGN §19). */
  requiredPoints?: RequiredPointMove[];
}

/** One import as GET effortImports lists it (EffortSourceCount). */
export interface EffortImportRow {
  id: string;
  fileName: string;
  format: string;
  mode: ImportMode;
  status: 'running' | 'completed' | 'failed';
  rowCount: number;
  skippedCount: number;
  peopleCount: number;
  payPeriodCount: number;
  startedBy: string | null;
  startedByName: string | null;
  startedAt: string;
  completedAt: string | null;
  failureReason: string | null;
}

/** The file's bytes as the body (not multipart); 400 and 413 become UnreadableFile. */
export const dryRunImport = (file: File) => postFile<DryRun>(`${apiUrl}/effortImports/dryRun`, file);

export interface ImportRequest {
  uploadId: string;
  mode: ImportMode;
  skipInvalidRows?: boolean;
  /** The name the history shows (the dry run's). */
  fileName?: string;
}

/** 202: the job's id (= the import's id); 200: the same file was imported before. */
export async function startImport(request: ImportRequest): Promise<{ id: string; alreadyImported: boolean }> {
  const { json } = await httpClient(`${apiUrl}/effortImports`, {
    method: 'POST',
    body: JSON.stringify(request),
  });
  const answer = json as { id: string; alreadyImported?: boolean };
  return { id: answer.id, alreadyImported: answer.alreadyImported === true };
}

export async function getImport(id: string): Promise<EffortImportRow> {
  const { json } = await httpClient(`${apiUrl}/effortImports/${encodeURIComponent(id)}`);
  return json as EffortImportRow;
}

export const importHistoryKey = ['effortImports', 'history'];

/** The latest imports, newest first. */
export function useImportHistory() {
  return useQuery({
    queryKey: importHistoryKey,
    queryFn: async () => {
      const range = encodeURIComponent(JSON.stringify([0, 49]));
      const sort = encodeURIComponent(JSON.stringify(['startedAt', 'DESC']));
      const { json } = await httpClient(`${apiUrl}/effortImports?sort=${sort}&range=${range}`);
      return json as EffortImportRow[];
    },
  });
}

export const templateUrl = (format: 'csv' | 'xlsx') => `${apiUrl}/effortImports/template.${format}`;
