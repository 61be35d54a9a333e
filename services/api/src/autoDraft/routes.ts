import type Router from '@koa/router';
import { type AuthContext, hasRole } from '@tams/access';
import { type AutoDraftState, defaultDraftWeights, NotFoundError, StateConflictError } from '@tams/domain';
import {
  type AutoDraftJobData,
  type JobQueues,
  percentOf,
  readAutoDraft,
  runAutoDraftCommand,
} from '@tams/workers';
import { v7 as uuidv7 } from 'uuid';
import { authorize } from '../auth/authenticate.js';
import { eventMetadataOf } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { workloadOptionsOf } from '../effort/effortEnabled.js';
import { parseBody } from '../http/body.js';
import { ForbiddenError } from '../http/errors.js';
import { isUuid } from '../http/ids.js';
import { requestBody } from '../http/requestBody.js';
import { isStarter, starterOf } from '../realtime/jobProgress.js';
import { enqueueRecordJob, jobsUnavailable } from '../reports/jobs/jobRequests.js';
import { allowsRecord } from '../resources/readAccess.js';
import { commandContextOf } from '../resources/recordRequests.js';
import { acceptDraft } from './acceptDraft.js';
import {
  acceptBody,
  assignableWorkgroups,
  draftBody,
  refuseUnknownScope,
  weightsOf,
} from './autoDraftRequests.js';

const subject = 'SectionAssignment';
const base = '/api/autoDrafts';

/** Its starter reads a draft; administrators read anyone's. Others get 404: a draft id reveals nothing. */
const mayRead = (auth: AuthContext, state: AutoDraftState) =>
  state.status !== 'none' && (isStarter(auth, state.startedBy ?? undefined) || hasRole(auth, 'admin'));

/** The draft's state as GET answers it: the stream says solved, failed, discarded; the job says the rest. */
async function stateOf(state: AutoDraftState, queues: JobQueues | undefined, id: string) {
  if (state.status === 'discarded') return { state: 'discarded', progress: state.result ? 100 : 0 };
  if (state.status === 'solved') return { state: 'completed', progress: 100 };
  if (state.status === 'failed') return { state: 'failed', progress: 0 };
  const job = await queues?.queue('autoDraft').getJob(id);
  const jobState = job ? await job.getState() : 'waiting';
  const progress = percentOf(job?.progress);
  if (jobState === 'failed') return { state: 'failed', progress, error: job?.failedReason };
  return { state: jobState === 'active' ? 'active' : 'waiting', progress };
}

/**
 * Auto-draft (DESIGN §18; issue 23), for those who assign (create SectionAssignment): POST starts a draft
 * (its request on the draft's stream, an `autoDraft` job solves it), GET answers its state, progress and
 * result, accept turns proposals into ordinary teaching assignments (via autoDraft), DELETE discards it.
 */
export function autoDraftRoutes(router: Router, deps: AppContext, queues: JobQueues | undefined): void {
  /** The draft, if the caller may read it; else 404. */
  const draftOf = async (auth: AuthContext, id: string) => {
    const draft = isUuid(id) ? await readAutoDraft(deps.store, id) : undefined;
    if (!draft || !mayRead(auth, draft.state)) throw new NotFoundError('autoDrafts', id);
    return { id, ...draft };
  };

  router.get(`${base}/defaults`, async (ctx) => {
    authorize(ctx, 'create', subject);
    ctx.body = { weights: defaultDraftWeights };
  });

  router.post(base, async (ctx) => {
    const { auth, ability } = authorize(ctx, 'create', subject);
    const body = parseBody(draftBody, requestBody(ctx));
    await refuseUnknownScope(deps.db, body);
    const WorkgroupId = body.WorkgroupId ?? null;
    if (WorkgroupId && !allowsRecord(ability, 'create', subject, { WorkgroupId })) throw new ForbiddenError();
    if (!queues) return jobsUnavailable(ctx);
    const id = uuidv7();
    const request = {
      AcademicPeriodId: body.AcademicPeriodId,
      WorkgroupId,
      allowOverload: body.allowOverload,
      weights: weightsOf(body),
      WorkgroupIds: WorkgroupId ? null : await assignableWorkgroups(deps.db, ability),
    };
    const startedBy = starterOf(auth);
    const command = {
      type: 'RequestAutoDraft' as const,
      id,
      request,
      startedBy,
      at: new Date().toISOString(),
    };
    const metadata = { ...eventMetadataOf(commandContextOf(ctx, auth)), correlationId: id };
    await runAutoDraftCommand(deps.store, id, command, { metadata });
    const data: AutoDraftJobData = { id, startedBy, effortEnabled: workloadOptionsOf(deps).effortEnabled };
    await enqueueRecordJob(queues, 'autoDraft', id, data);
    ctx.status = 202;
    ctx.set('Location', `${base}/${id}`);
    ctx.body = { id };
  });

  router.get(`${base}/:id`, async (ctx) => {
    const { auth } = authorize(ctx, 'read', subject);
    const { id, state } = await draftOf(auth, ctx.params.id!);
    const { request } = state;
    ctx.body = {
      id,
      ...(await stateOf(state, queues, id)),
      AcademicPeriodId: request!.AcademicPeriodId,
      WorkgroupId: request!.WorkgroupId,
      allowOverload: request!.allowOverload,
      weights: request!.weights,
      startedAt: state.requestedAt,
      result: state.result,
      accepted: state.accepted,
      ...(state.error ? { error: state.error } : {}),
    };
  });

  router.post(`${base}/:id/accept`, async (ctx) => {
    const { auth, ability } = authorize(ctx, 'create', subject);
    const { SectionIds } = parseBody(acceptBody, requestBody(ctx));
    const draft = await draftOf(auth, ctx.params.id!);
    if (draft.state.status === 'discarded') throw new StateConflictError('This draft was discarded');
    ctx.body = await acceptDraft(deps, auth, ability, draft, SectionIds);
  });

  router.delete(`${base}/:id`, async (ctx) => {
    const { auth } = authorize(ctx, 'create', subject);
    const { id } = await draftOf(auth, ctx.params.id!);
    const metadata = { ...eventMetadataOf(commandContextOf(ctx, auth)), correlationId: id };
    await runAutoDraftCommand(deps.store, id, { type: 'DiscardAutoDraft', id }, { metadata });
    ctx.status = 204;
  });
}
