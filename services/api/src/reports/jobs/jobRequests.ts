import type { AppAbility, AuthContext } from '@tams/access';
import type { JobQueues, JobsOptions, QueueName } from '@tams/workers';
import type { Context } from 'koa';

const unfinished = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
const keepFinishedJobs = { age: 7 * 24 * 3600 };

export function jobsUnavailable(ctx: Context): void {
  ctx.status = 503;
  ctx.body = { message: 'Jobs cannot be started from this process' };
}

/**
 * Adds the job of a record (its id is the job id, so a repeated request is the same job) unless it is
 * still to run; a retry after a lost connection goes on from what the record says.
 */
export async function enqueueRecordJob(
  queues: JobQueues,
  queue: QueueName,
  id: string,
  data: object,
  options: JobsOptions = {},
): Promise<void> {
  const handle = queues.queue(queue);
  const existing = await handle.getJob(id);
  if (existing && unfinished.has(await existing.getState())) return;
  if (existing) await existing.remove();
  await handle.add(queue, data, {
    jobId: id,
    attempts: 3,
    backoff: { type: 'exponential', delay: 2000 },
    removeOnComplete: keepFinishedJobs,
    removeOnFail: keepFinishedJobs,
    ...options,
  });
}

/** A job's record is read by who asked for it (the working user), and by those who manage the subject. */
export const mayReadRecordOf = (
  auth: Pick<AuthContext, 'workingUserId'>,
  ability: AppAbility,
  subject: 'Report' | 'DataExport',
  requestedBy: string,
) => auth.workingUserId === requestedBy || ability.can('manage', subject);
