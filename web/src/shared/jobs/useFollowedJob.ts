import { useCallback, useEffect, useRef, useState } from 'react';
import { useSocketMessages, useSocketStatus } from '../../providers/liveUpdates/useSocket';

/** A job as the socket's jobProgress messages tell it (DESIGN §7). */
export interface JobSnapshot {
  jobId: string;
  progress: number;
  state: string;
  error?: string;
}

export const isJobFinished = (job: { state: string } | undefined) =>
  job?.state === 'completed' || job?.state === 'failed';

/** While the socket is down, the job is read every few seconds instead. */
const pollWhileOfflineMs = 3000;

/** A message or read that is behind what is shown already (a read started before the last message). */
const isBehind = (next: JobSnapshot, current: JobSnapshot | undefined) =>
  !!current &&
  current.jobId === next.jobId &&
  !isJobFinished(next) &&
  (isJobFinished(current) || next.progress < current.progress);

export interface FollowedJobOptions<Job extends JobSnapshot> {
  /** The queue whose jobProgress messages are this page's (cloneResources, effortImport). */
  queue: string;
  /** Reads the job from the API: how the job looks after the read, given how it looked before. */
  read(jobId: string): Promise<(current: Job | undefined) => Job>;
  /** A finished job still lacking what the page shows at the end (its report): read once more. */
  lacksResult(job: Job): boolean;
}

/**
 * Follows one job: its progress as the socket's jobProgress messages bring it (heard from the page's start,
 * so a quick job's first messages are not lost before the POST answers with its id); the job is read when
 * the socket is (again) open, every few seconds while it is down, and once more when it finished without
 * its result. The cloning and effort import pages follow their jobs with it.
 */
export function useFollowedJob<Job extends JobSnapshot>({
  queue,
  read,
  lacksResult,
}: FollowedJobOptions<Job>) {
  const [jobId, setJobId] = useState<string>();
  const [job, setJob] = useState<Job>();
  const heard = useRef(new Map<string, JobSnapshot>());
  const status = useSocketStatus();

  const update = useCallback((next: (current: Job | undefined) => Job) => {
    setJob((current) => {
      const after = next(current);
      return isBehind(after, current) ? current : after;
    });
  }, []);

  useSocketMessages<JobSnapshot & { queue?: string }>('jobProgress', (message) => {
    if (message.queue && message.queue !== queue) return;
    heard.current.set(message.jobId, message);
    if (message.jobId === jobId) update((current) => ({ ...current, ...message }) as Job);
  });

  const refresh = useCallback((id: string) => read(id).then(update, () => undefined), [read, update]);

  /** Before a start: what was heard of an earlier run of the same job is not this run's. */
  const forget = useCallback(() => heard.current.clear(), []);

  /** Follows the job the start answered with, from what was heard of it already (or `initial`). */
  const follow = useCallback((id: string, initial?: Partial<Job>) => {
    const first = heard.current.get(id);
    setJob({ jobId: id, progress: 0, state: 'waiting', ...first, ...initial } as Job);
    setJobId(id);
  }, []);

  const finished = isJobFinished(job);
  useEffect(() => {
    if (!jobId || finished) return;
    if (status === 'open') {
      void refresh(jobId);
      return;
    }
    const timer = setInterval(() => void refresh(jobId), pollWhileOfflineMs);
    return () => clearInterval(timer);
  }, [jobId, finished, status, refresh]);

  const missingResult = !!job && finished && lacksResult(job);
  useEffect(() => {
    if (jobId && missingResult) void refresh(jobId);
  }, [jobId, missingResult, refresh]);

  const reset = useCallback(() => {
    setJobId(undefined);
    setJob(undefined);
  }, []);

  return { job: job && job.jobId === jobId ? job : undefined, follow, forget, reset };
}
