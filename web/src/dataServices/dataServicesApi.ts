import { useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';
import { postFile } from '../shared/fileImport/uploadFile';

/** What the imports read (DESIGN §15): courses, course offerings with sections and meetings, people. */
export const importKinds = ['courses', 'sections', 'people'] as const;
export type ImportKind = (typeof importKinds)[number];

/** POST dataServices/imports/:kind/dryRun's answer: what importing the file would do, nothing recorded. */
export interface DataImportDryRun {
  uploadId: string;
  kind: ImportKind;
  fileName: string;
  format: 'csv' | 'xlsx';
  rows: number;
  created: number;
  changed: number;
  unchanged: number;
  /** How many errors (a row may have several), and in how many rows; the first 500 are listed. */
  errorCount: number;
  invalidRowCount: number;
  errors: { line: number; column: string; reason: string }[];
  /** Headers of the file that no column of the kind reads. */
  ignoredColumns?: string[];
  alreadyImported: null | { id: string; completedAt: string };
}

/** One import as GET dataServices/imports lists it. */
export interface DataImport {
  id: string;
  kind: ImportKind;
  fileName: string;
  status: 'running' | 'completed' | 'failed';
  startedBy: { id: string; name: string } | null;
  startedAt: string;
  completedAt: string | null;
  rows: number;
  created: number;
  changed: number;
  unchanged: number;
  message?: string | null;
}

const importsUrl = `${apiUrl}/dataServices/imports`;

export const templateUrlOf = (kind: ImportKind) => (format: 'csv' | 'xlsx') =>
  `${importsUrl}/${kind}/template.${format}`;

export const dryRunDataImport = (kind: ImportKind, file: File) =>
  postFile<DataImportDryRun>(`${importsUrl}/${kind}/dryRun`, file);

/** 202: the import's id and its job's (the socket's jobProgress messages name the job). */
export async function startDataImport(request: {
  kind: ImportKind;
  uploadId: string;
  fileName: string;
}): Promise<{ id: string; jobId: string }> {
  const { json } = await httpClient(importsUrl, { method: 'POST', body: JSON.stringify(request) });
  const answer = json as { id: string; jobId?: string };
  return { id: answer.id, jobId: answer.jobId ?? answer.id };
}

export async function getDataImport(id: string): Promise<DataImport> {
  const { json } = await httpClient(`${importsUrl}/${encodeURIComponent(id)}`);
  return json as DataImport;
}

export const dataImportHistoryKey = ['dataServices', 'imports'];

/** The latest imports of every kind, newest first. */
export function useDataImportHistory() {
  return useQuery({
    queryKey: dataImportHistoryKey,
    queryFn: async () => {
      const range = encodeURIComponent(JSON.stringify([0, 49]));
      const sort = encodeURIComponent(JSON.stringify(['startedAt', 'DESC']));
      const { json } = await httpClient(`${importsUrl}?sort=${sort}&range=${range}`);
      return json as DataImport[];
    },
  });
}

/** The change feed's head: where a client that starts now continues from. */
export function useFeedPosition() {
  return useQuery({
    queryKey: ['dataServices', 'position'],
    queryFn: async () => {
      const { json } = await httpClient(`${apiUrl}/dataServices/position`);
      return (json as { position: number | string }).position;
    },
  });
}
