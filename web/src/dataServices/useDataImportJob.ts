import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { isJobFinished, type JobSnapshot, useFollowedJob } from '../shared/jobs/useFollowedJob';
import { type DataImport, dataImportHistoryKey, getDataImport, startDataImport } from './dataServicesApi';

/** The queue the import jobs run on (its jobProgress messages are this page's). */
export const dataImportQueue = 'sisImport';

/** An import job as the socket tells it, and at the end its row (the counts). */
export interface DataImportJob extends JobSnapshot {
  row?: DataImport;
}

/** What a read of the import row says of its job (a running row says nothing of the progress). */
export function jobFromRow(
  jobId: string,
  row: DataImport,
  current: DataImportJob | undefined,
): DataImportJob {
  const base = { jobId, row, progress: current?.progress ?? 0 };
  if (row.status === 'completed') return { ...base, progress: 100, state: 'completed' };
  if (row.status === 'failed') return { ...base, state: 'failed', error: row.message ?? undefined };
  return { ...base, state: current?.state ?? 'active' };
}

/**
 * Starts an import and follows its job (useFollowedJob: the socket's progress, reads when it is down)
 * until the import's row gives the counts; the history is refreshed when it finishes.
 */
export function useDataImportJob() {
  const queryClient = useQueryClient();
  // the job's messages name the job; the counts are read from the import
  const importIds = useRef(new Map<string, string>());
  const read = useCallback(async (jobId: string) => {
    const row = await getDataImport(importIds.current.get(jobId) ?? jobId);
    return (current: DataImportJob | undefined) => jobFromRow(jobId, row, current);
  }, []);
  const { job, follow, forget, reset } = useFollowedJob<DataImportJob>({
    queue: dataImportQueue,
    read,
    lacksResult: (followed) => !followed.row || followed.row.status === 'running',
  });

  const start = useCallback(
    async (request: Parameters<typeof startDataImport>[0]) => {
      forget();
      const { id, jobId } = await startDataImport(request);
      importIds.current.set(jobId, id);
      follow(jobId);
    },
    [follow, forget],
  );

  const finished = isJobFinished(job);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: dataImportHistoryKey });
  }, [finished, queryClient]);

  return { job, start, reset };
}
