import type Router from '@koa/router';
import { type AuthContext, hasRole } from '@tams/access';
import { NotFoundError } from '@tams/domain';
import type { CloneJobData, Job, JobQueues } from '@tams/workers';
import type { Context } from 'koa';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { parseBody } from '../http/body.js';
import { requestBody } from '../http/requestBody.js';
import { isStarter, starterOf } from '../realtime/jobProgress.js';
import { cloneBody, cloneJobIdOf, refuseUnknownPeriods } from './cloneRequest.js';
import { isUuid } from '../http/ids.js';

const unfinished = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
const keepFinishedJobs = { age: 7 * 24 * 3600 };

const percentOf = (progress: unknown) => (typeof progress === 'number' ? progress : 0);

/** Its starter reads a job; administrators read anyone's. Others get 404: a job id reveals nothing. */
const mayRead = (auth: AuthContext, job: Job | undefined): job is Job =>
  !!job && (isStarter(auth, (job.data as CloneJobData).startedBy) || hasRole(auth, 'admin'));

function unavailable(ctx: Context) {
  ctx.status = 503;
  ctx.body = { message: 'Jobs cannot be started from this process' };
}

/**
 * Spec §2 Clone Resources (`manage` on Clone): POST cloning enqueues the clone (202 with the job id) and
 * GET cloning/{jobId} answers its state, progress and, once done, its report. Progress also reaches the
 * starter's socket connections as `jobProgress` messages.
 */
export function cloningRoutes(router: Router, deps: AppContext, queues: JobQueues | undefined): void {
  router.post('/api/cloning', async (ctx) => {
    const { auth } = authorize(ctx, 'manage', 'Clone');
    const request = parseBody(cloneBody, requestBody(ctx));
    await refuseUnknownPeriods(deps.db, request);
    if (!queues) return unavailable(ctx);
    const queue = queues.queue('cloneResources');
    const startedBy = starterOf(auth);
    const jobId = cloneJobIdOf(startedBy, request);
    const existing = await queue.getJob(jobId);
    const running = existing ? unfinished.has(await existing.getState()) : false;
    if (!running) {
      // a finished run of the same request: run it again (a job id is added once while it is kept)
      if (existing) await existing.remove();
      const data: CloneJobData = { ...request, startedBy, correlationId: ctx.state.requestId };
      await queue.add('cloneResources', data, {
        jobId,
        // idempotent: a retry after a lost database connection goes on where the attempt stopped
        attempts: 3,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: keepFinishedJobs,
        removeOnFail: keepFinishedJobs,
      });
    }
    ctx.status = 202;
    ctx.set('Location', `/api/cloning/${jobId}`);
    ctx.body = { jobId };
  });

  router.get('/api/cloning/:jobId', async (ctx) => {
    const { auth } = authorize(ctx, 'manage', 'Clone');
    const { jobId } = ctx.params as { jobId: string };
    if (!queues) return unavailable(ctx);
    const job = isUuid(jobId) ? await queues.queue('cloneResources').getJob(jobId) : undefined;
    if (!mayRead(auth, job)) throw new NotFoundError('cloning job', jobId);
    const data = job.data as CloneJobData;
    ctx.body = {
      jobId,
      state: await job.getState(),
      progress: percentOf(job.progress),
      result: job.returnvalue ?? null,
      ...(job.failedReason ? { error: job.failedReason } : {}),
      sourceAcademicPeriodId: data.sourceAcademicPeriodId,
      targetAcademicPeriodId: data.targetAcademicPeriodId,
      includeMeetings: data.includeMeetings,
    };
  });
}
