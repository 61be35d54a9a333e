import type { Database, Logger } from '@tams/platform';
import type { QueueName } from './queues.js';
import type { JobEvent } from './runtime.js';

/** The Postgres channel that carries job progress from the workers to the API processes. */
export const jobProgressChannel = 'tams_job_progress';

/** Who started a job (kept in its data): its progress goes to this user's connections only. */
export interface JobStarter {
  /** The working user (events are attributed to them). */
  userId: string;
  /** The signed-in user (differs while masquerading). */
  authenticatedUserId: string;
}

/** The socket message of DESIGN §7. */
export interface JobProgressPayload {
  jobId: string;
  queue: QueueName;
  progress: number;
  state: JobEvent['state'];
  result?: unknown;
  error?: string;
}

/** What the workers send on the channel: the payload, and to whom the API relays it. */
export interface JobProgressNotice extends JobProgressPayload {
  startedBy: JobStarter;
}

/** Below Postgres's 8000-byte NOTIFY limit; a larger result is left for GET on the job to answer. */
const payloadLimit = 7500;

/**
 * Each job event becomes a NOTIFY on `tams_job_progress`, so the API process that holds the starter's
 * connection relays it wherever the worker runs (ROLE=workers, or another `all` process). Sent one after
 * the other, never in parallel: notifications from one session arrive in the order sent, so progress
 * never goes backwards at the client. A job without a starter has no one to tell.
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
