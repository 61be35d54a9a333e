import type Router from '@koa/router';
import { approvalSteps, NotFoundError, safeText } from '@tams/domain';
import { progressActionById, progressActionRows } from '@tams/projections';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { askedOrWorkingPeriodId } from '../academicPeriods/workingPeriod.js';
import { authorize, signedIn } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { parseBody } from '../http/body.js';
import { setListHeaders } from '../http/listHeaders.js';
import { parseListQuery } from '@tams/projections';
import { requestBody } from '../http/requestBody.js';
import { applyFilters, applySort, countRows } from '@tams/projections';
import { workgroupPlans } from './plans.js';
import { actorOf, runProgressCommand } from './progressCommands.js';
import { answerAccepted } from '../commands/commandContext.js';
import { periodOfBody, periodProgress, progressActionsAllowList, progressStepsOf } from './progressReads.js';

export const progressActionRequest = z.object({
  AcademicPeriodId: z.string({ error: 'Required: the academic period' }),
  action: z.enum(['advance', 'revert'], { error: 'Must be advance or revert' }),
  fromStep: z
    .number({ error: 'Required: the step the period is at, as you saw it' })
    .int({ error: 'Must be a whole number' })
    .min(1, { error: 'Must be a step from 1 to 8' })
    .max(8, { error: 'Must be a step from 1 to 8' }),
  reason: safeText(2000).nullish(),
});

/**
 * The progress steps of an academic period (DESIGN §11): where it is and what the caller may do next
 * (every signed-in user reads it: the dashboard and the My pages show it), its history (read
 * ProgressAction), and advancing or reverting it one step (create ProgressAction; the progress decider
 * says which role may move it from which step, and asks to confirm advancing past unapproved plans).
 */
export function progressStepRoutes(router: Router, deps: AppContext): void {
  router.get('/api/progressSteps', async (ctx) => {
    const { auth, ability } = signedIn(ctx);
    const periodId = await askedOrWorkingPeriodId(deps.db, ctx.query.AcademicPeriodId, auth.workingUserId);
    const period = periodId ? await periodProgress(deps.db, periodId) : undefined;
    if (!period) throw new NotFoundError('academicPeriods', 'working (no academic period is set)');
    ctx.body = progressStepsOf(period, actorOf(auth), ability);
  });

  router.get('/api/progressActions', async (ctx) => {
    authorize(ctx, 'read', 'ProgressAction');
    const query = parseListQuery(ctx.query, progressActionsAllowList);
    const filtered = applyFilters(
      deps.db.selectFrom(progressActionRows(deps.db).as('a')).selectAll(),
      query,
      { search: [], arrayColumns: new Map() },
    );
    const [rows, total] = await Promise.all([
      applySort(filtered, query.sort).offset(query.offset).limit(query.limit).execute(),
      countRows(deps.db, filtered),
    ]);
    setListHeaders(ctx, 'progressActions', query.offset, rows.length, total);
    ctx.body = rows;
  });

  router.post('/api/progressActions', async (ctx) => {
    const { auth, ability } = authorize(ctx, 'create', 'ProgressAction');
    const request = parseBody(progressActionRequest, requestBody(ctx));
    const period = await periodOfBody(deps.db, request.AcademicPeriodId);
    const confirmed = ctx.query.confirm === 'true';
    const id = uuidv7();
    const actor = actorOf(auth);
    const base = { id, AcademicPeriodId: period.id, fromStep: request.fromStep, actor };
    // the warnings of an advance from an approval step need each workgroup's plan as it is now
    const warnable = request.action === 'advance' && approvalSteps.includes(request.fromStep) && !confirmed;
    const workgroups = warnable
      ? (await workgroupPlans(deps.db, period.id)).map(({ WorkgroupId, workgroupName, planVersion }) => ({
          WorkgroupId,
          name: workgroupName,
          planVersion,
        }))
      : [];
    const { visible, position } = await runProgressCommand(
      deps,
      ctx,
      auth,
      request.action === 'advance'
        ? { type: 'AdvanceStep', ...base, confirmed, workgroups }
        : { type: 'RevertStep', ...base, reason: request.reason ?? '' },
    );
    if (!visible) return answerAccepted(ctx, position);
    const [action, now] = await Promise.all([
      progressActionById(deps.db, id),
      periodProgress(deps.db, period.id),
    ]);
    ctx.status = 201;
    ctx.body = { action, progress: progressStepsOf(now!, actor, ability) };
  });
}
