import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { isJobFinished, type JobSnapshot, useFollowedJob } from '../shared/jobs/useFollowedJob';
import { type EmailSend, emailKeys, getSend, resendTo, startSend } from './emailApi';

/** The queue the sends run on (its jobProgress messages are this page's). */
export const emailQueue = 'email';

export interface EmailSendJob extends JobSnapshot {
  send?: EmailSend;
}

/** What a read of the send says of its job (a send still sending says nothing of the progress). */
export function jobFromSend(jobId: string, send: EmailSend, current: EmailSendJob | undefined): EmailSendJob {
  const base = { jobId, send, progress: current?.progress ?? 0 };
  if (send.status === 'completed') return { ...base, progress: 100, state: 'completed' };
  return { ...base, state: current?.state === 'failed' ? 'failed' : (current?.state ?? 'active') };
}

/**
 * Starts a send (or a resend) and follows its job (useFollowedJob: the socket's progress, reads while it is
 * down) until the send's results are read; the history and outbox are refreshed when it finishes.
 */
export function useEmailSend() {
  const queryClient = useQueryClient();
  const read = useCallback(async (jobId: string) => {
    const send = await getSend(jobId);
    return (current: EmailSendJob | undefined) => jobFromSend(jobId, send, current);
  }, []);
  const { job, follow, forget, reset } = useFollowedJob<EmailSendJob>({
    queue: emailQueue,
    read,
    lacksResult: (followed) => followed.state === 'completed' && followed.send?.status !== 'completed',
  });

  const start = useCallback(
    async (request: Parameters<typeof startSend>[0]) => {
      forget();
      follow((await startSend(request)).jobId);
    },
    [follow, forget],
  );
  const resend = useCallback(
    async (sendId: string, userIds: string[]) => {
      forget();
      follow((await resendTo(sendId, userIds)).jobId);
    },
    [follow, forget],
  );

  const finished = isJobFinished(job);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: emailKeys.all });
  }, [finished, queryClient]);

  return { job, start, resend, reset };
}
