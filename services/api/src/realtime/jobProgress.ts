import type { AuthContext } from '@tams/access';
import type { NotificationHub } from '@tams/event-store';
import type { Database, Logger } from '@tams/platform';
import type { JobEvent, QueueName } from '@tams/workers';
import type { SocketHub, SocketMessage } from './socketHub.js';

export const jobProgressChannel = 'tams_job_progress';

/** Who started a job (kept in its data): its progress goes to this user's connections only. */
export interface JobStarter {
  /** The working user (events are attributed to them). */
  userId: string;
  /** The signed-in user (differs while masquerading). */
  authenticatedUserId: string;
}

export const starterOf = (auth: AuthContext): JobStarter => ({
  userId: auth.workingUserId,
  authenticatedUserId: auth.authenticatedUserId,
});

/** The person who started it, in any of their sessions, or a session acting as the user it acted as. */
export const isStarter = (auth: AuthContext, starter: JobStarter | undefined): boolean =>
  !!starter &&
  (auth.workingUserId === starter.userId || auth.authenticatedUserId === starter.authenticatedUserId);

/** The socket message of DESIGN §7. */
export interface JobProgressPayload {
  jobId: string;
  queue: QueueName;
  progress: number;
  state: JobEvent['state'];
  result?: unknown;
  error?: string;
}

interface JobProgressNotice extends JobProgressPayload {
  startedBy: JobStarter;
}

/** Below Postgres's 8000-byte NOTIFY limit; a larger result is left for GET on the job to answer. */
const payloadLimit = 7500;

/**
 * The workers' side: each job event becomes a NOTIFY on `tams_job_progress`, so the API process that holds
 * the starter's connection relays it wherever the worker runs (ROLE=workers, or another `all` process).
 * Sent one after the other, never in parallel: notifications from one session arrive in the order sent,
 * so progress never goes backwards at the client. A job without a starter has no one to tell.
 */
export function jobProgressNotifier(pool: Database['pool'], logger: Logger): (event: JobEvent) => void {
  let chain = Promise.resolve();
  return (event) => {
    const startedBy = (event.job.data as { startedBy?: JobStarter } | undefined)?.startedBy;
    if (!startedBy || !event.job.id) return;
    const notice: JobProgressNotice = {
      jobId: event.job.id,
      queue: event.queue,
      progress: event.progress,
      state: event.state,
      startedBy,
      ...(event.result !== undefined ? { result: event.result } : {}),
      ...(event.error !== undefined ? { error: event.error.slice(0, 500) } : {}),
    };
    let payload = JSON.stringify(notice);
    if (Buffer.byteLength(payload) > payloadLimit) payload = JSON.stringify({ ...notice, result: undefined });
    chain = chain
      .then(() => pool.query('select pg_notify($1, $2)', [jobProgressChannel, payload]))
      .then(
        () => {},
        (error: unknown) => logger.warn({ err: error, jobId: notice.jobId }, 'job progress not sent'),
      );
  };
}

/** The API's side: relays each job notice to the connections of the user who started the job. */
export function relayJobProgress(listener: NotificationHub, sockets: SocketHub): Promise<() => void> {
  return listener.listen(jobProgressChannel, (text) => {
    let notice: JobProgressNotice;
    try {
      notice = JSON.parse(text) as JobProgressNotice;
    } catch {
      return;
    }
    const { startedBy, ...payload } = notice;
    const message: SocketMessage<JobProgressPayload> = { type: 'jobProgress', payload };
    sockets.publish(message, (client) => isStarter(client.identity.auth, startedBy));
  });
}
