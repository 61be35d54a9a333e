import { useCallback, useEffect, useRef, useState } from 'react';
import { useSocketMessages, useSocketStatus } from '../providers/liveUpdates/useSocket';
import { type CloneJob, type CloneRequest, getCloneJob, isFinished, startClone } from './cloningApi';

/** While the socket is down, the job's state is read every few seconds instead. */
const pollWhileOfflineMs = 3000;

/** A message or read that is behind what is shown already (a read started before the last message). */
const isBehind = (next: CloneJob, current: CloneJob | undefined) =>
  !!current &&
  current.jobId === next.jobId &&
  !isFinished(next) &&
  (isFinished(current) || next.progress < current.progress);

/**
 * Starts a clone and follows its job: progress as the socket's jobProgress messages bring it (heard from
 * the page's start, so a quick job's first messages are not lost before the POST answers with its id),
 * then its report. The job is read when the socket is (again) open, every few seconds while it is down,
 * and once more when it finished without its report in the message.
 */
export function useCloneJob() {
  const [jobId, setJobId] = useState<string>();
  const [job, setJob] = useState<CloneJob>();
  const heard = useRef(new Map<string, CloneJob>());
  const status = useSocketStatus();

  const update = useCallback((next: CloneJob) => {
    setJob((current) => (isBehind(next, current) ? current : next));
  }, []);

  useSocketMessages<CloneJob & { queue?: string }>('jobProgress', (message) => {
    if (message.queue && message.queue !== 'cloneResources') return;
    heard.current.set(message.jobId, message);
    if (message.jobId === jobId) update(message);
  });

  const read = useCallback((id: string) => getCloneJob(id).then(update, () => undefined), [update]);

  const start = useCallback(async (request: CloneRequest) => {
    // what was heard of an earlier run of the same request is not this run's
    heard.current.clear();
    const id = await startClone(request);
    setJob(heard.current.get(id) ?? { jobId: id, progress: 0, state: 'waiting' });
    setJobId(id);
  }, []);

  const finished = isFinished(job);
  useEffect(() => {
    if (!jobId || finished) return;
    if (status === 'open') {
      void read(jobId);
      return;
    }
    const timer = setInterval(() => void read(jobId), pollWhileOfflineMs);
    return () => clearInterval(timer);
  }, [jobId, finished, status, read]);

  const missingReport = job?.state === 'completed' && !job.result;
  useEffect(() => {
    if (jobId && missingReport) void read(jobId);
  }, [jobId, missingReport, read]);

  return { job: job && job.jobId === jobId ? job : undefined, start };
}
