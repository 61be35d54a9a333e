import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { isJobFinished, type JobSnapshot, useFollowedJob } from '../../shared/jobs/useFollowedJob';
import {
  type EffortImportRow,
  getImport,
  importHistoryKey,
  type ImportRequest,
  startImport,
} from './effortImportApi';

/** An import job as the socket's jobProgress messages tell it, and at the end its row (the counts). */
export interface ImportJob extends JobSnapshot {
  row?: EffortImportRow;
  alreadyImported?: boolean;
}

export const isFinished = isJobFinished;

/** What a read of the import row says of its job (a running row says nothing of the progress). */
export function jobFromRow(row: EffortImportRow, current: ImportJob | undefined): ImportJob {
  const base = { jobId: row.id, row, progress: current?.progress ?? 0 };
  if (row.status === 'completed') return { ...base, progress: 100, state: 'completed' };
  if (row.status === 'failed') return { ...base, state: 'failed', error: row.failureReason ?? undefined };
  return { ...base, state: current?.state ?? 'active' };
}

const readImport = (jobId: string) =>
  getImport(jobId).then((row) => (current: ImportJob | undefined) => jobFromRow(row, current));
const lacksRow = (job: ImportJob) => !job.row && !job.alreadyImported;

/**
 * Starts an import and follows its job (useFollowedJob) until its row gives the counts; the history is
 * refreshed when the import finishes.
 */
export function useEffortImportJob() {
  const queryClient = useQueryClient();
  const { job, follow, forget, reset } = useFollowedJob<ImportJob>({
    queue: 'effortImport',
    read: readImport,
    lacksResult: lacksRow,
  });

  const start = useCallback(
    async (request: ImportRequest) => {
      forget();
      const { id, alreadyImported } = await startImport(request);
      follow(id, alreadyImported ? { progress: 100, state: 'completed', alreadyImported } : {});
    },
    [follow, forget],
  );

  const finished = isFinished(job);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: importHistoryKey });
  }, [finished, queryClient]);

  return { job, start, reset };
}
