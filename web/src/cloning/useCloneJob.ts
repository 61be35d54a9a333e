import { useCallback } from 'react';
import { useFollowedJob } from '../shared/jobs/useFollowedJob';
import { type CloneJob, type CloneRequest, getCloneJob, startClone } from './cloningApi';

const readClone = (jobId: string) => getCloneJob(jobId).then((job) => () => job);
const lacksReport = (job: CloneJob) => job.state === 'completed' && !job.result;

/** Starts a clone and follows its job (useFollowedJob) until its report. */
export function useCloneJob() {
  const { job, follow, forget } = useFollowedJob<CloneJob>({
    queue: 'cloneResources',
    read: readClone,
    lacksResult: lacksReport,
  });
  const start = useCallback(
    async (request: CloneRequest) => {
      forget();
      follow(await startClone(request));
    },
    [follow, forget],
  );
  return { job, start };
}
