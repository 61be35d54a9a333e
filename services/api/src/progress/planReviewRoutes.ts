import type Router from '@koa/router';
import { NotFoundError } from '@tams/domain';
import { approvalById, approvalsInForce } from '@tams/projections';
import { askedOrWorkingPeriodId } from '../academicPeriods/workingPeriod.js';
import { authorize } from '../auth/authenticate.js';
import { answerAccepted } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { ForbiddenError } from '../http/errors.js';
import { isUuid } from '../http/ids.js';
import { allowsRecord } from '../resources/recordRoutes.js';
import { approvalRowOf, approvalScopeOf, inScope, summaryOf } from './approvalReads.js';
import { planReviewOf } from './planReview.js';
import { workgroupPlans } from './plans.js';
import { actorOf, runProgressCommand } from './progressCommands.js';
import { periodProgress } from './progressReads.js';

/**
 * What an approver needs beside the approvals list (issue 20 item 8): one workgroup's plan to review
 * (read WorkgroupApproval, scoped as the list is: 404 for a workgroup outside the caller's scope), and
 * withdrawing one's own approval (WithdrawApproval in the period's stream; the decider says whose).
 */
export function planReviewRoutes(router: Router, deps: AppContext): void {
  router.get('/api/workgroupApprovals/:id/plan', async (ctx) => {
    const { auth, ability } = authorize(ctx, 'read', 'WorkgroupApproval');
    const workgroupId = ctx.params.id!;
    const periodId = await askedOrWorkingPeriodId(deps.db, ctx.query.AcademicPeriodId, auth.workingUserId);
    const period = periodId ? await periodProgress(deps.db, periodId) : undefined;
    if (!period) throw new NotFoundError('academicPeriods', 'working (no academic period is set)');
    const inScopeNow = isUuid(workgroupId) && inScope(approvalScopeOf(auth), workgroupId);
    const [plan] = inScopeNow ? await workgroupPlans(deps.db, period.id, workgroupId) : [];
    if (!plan) throw new NotFoundError('workgroupApprovals', workgroupId);
    const inForce = await approvalsInForce(deps.db, period.id);
    const row = approvalRowOf(plan, period, inForce, { actor: actorOf(auth), ability });
    ctx.body = await planReviewOf(deps.db, ability, { row, periodName: period.name, plan: plan.plan });
  });

  router.post('/api/workgroupApprovals/:id/withdraw', async (ctx) => {
    const { auth, ability } = authorize(ctx, 'create', 'WorkgroupApproval');
    const id = ctx.params.id!;
    const record = isUuid(id) ? await approvalById(deps.db, id) : undefined;
    if (!record || !inScope(approvalScopeOf(auth), record.WorkgroupId))
      throw new NotFoundError('workgroupApprovals', id);
    if (!allowsRecord(ability, 'create', 'WorkgroupApproval', { WorkgroupId: record.WorkgroupId }))
      throw new ForbiddenError();
    const { visible, position } = await runProgressCommand(deps, ctx, auth, {
      type: 'WithdrawApproval',
      AcademicPeriodId: record.AcademicPeriodId,
      WorkgroupId: record.WorkgroupId,
      approvalId: record.id,
      approvedBy: record.approvedBy,
      actor: actorOf(auth),
    });
    if (!visible) return answerAccepted(ctx, position);
    const withdrawn = await approvalById(deps.db, id);
    ctx.body = {
      ...summaryOf(withdrawn!, withdrawn!.planVersion),
      withdrawnAt: withdrawn!.withdrawnAt ? new Date(withdrawn!.withdrawnAt).toISOString() : null,
      withdrawnByName: withdrawn!.withdrawnByName,
    };
  });
}
