import type Router from '@koa/router';
import {
  NotFoundError,
  planDifferences,
  type WorkgroupApprovalDetail,
  type WorkgroupApprovalRow,
  ValidationError,
  safeText,
} from '@tams/domain';
import { approvalById, approvalsInForce } from '@tams/projections';
import type { Context } from 'koa';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { askedOrWorkingPeriodId } from '../academicPeriods/workingPeriod.js';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { parseBody } from '../http/body.js';
import { ForbiddenError } from '../http/errors.js';
import { setListHeaders } from '../http/listHeaders.js';
import { type ListAllowList, parseListQuery } from '@tams/projections';
import { requestBody } from '../http/requestBody.js';
import { allowsRecord } from '../resources/recordRoutes.js';
import { approvalRowOf, approvalScopeOf, inScope, latestPerStep, summaryOf } from './approvalReads.js';
import { workgroupPlans } from './plans.js';
import { actorOf, runProgressCommand } from './progressCommands.js';
import { answerAccepted } from '../commands/commandContext.js';
import { periodOfBody, periodProgress } from './progressReads.js';
import { isUuid } from '../http/ids.js';

const statuses = ['approved', 'changedSinceApproval', 'notApproved', 'notOpen'] as const;

const approvalsAllowList: ListAllowList = {
  fields: {
    AcademicPeriodId: { kind: 'uuid', ops: ['eq'] },
    WorkgroupId: { kind: 'uuid', ops: ['eq', 'in'] },
    status: { kind: 'enum', ops: ['eq', 'in'], values: statuses },
  },
  sortable: new Set(['workgroupName', 'status', 'assignmentCount']),
  includes: new Set(),
  search: [],
  meta: false,
  defaultSort: [{ field: 'workgroupName', direction: 'ASC' }],
};

export const approveRequest = z.object({
  AcademicPeriodId: z.string({ error: 'Required: the academic period' }),
  WorkgroupId: z.uuid({ error: 'Must be the id of a workgroup' }),
  planVersion: safeText(64, 'Required: the version of the plan you approve, as you loaded it').pipe(
    z.string().min(1, { error: 'Required: the version of the plan you approve, as you loaded it' }),
  ),
  note: safeText(2000).nullish(),
});

const matches = (row: WorkgroupApprovalRow, clause: { field: string; value: unknown }) => {
  const values = Array.isArray(clause.value) ? clause.value : [clause.value];
  return values.includes(row[clause.field as 'WorkgroupId' | 'status']);
};
const compare = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/**
 * Workgroup approvals (DESIGN §11): one row per workgroup with sections in the period, its plan's status
 * against the approval of the period's step; one approval with its plan as approved, the plan now and
 * what changed; and approving (create WorkgroupApproval; the progress decider says at which step whom).
 * The plan and its version are read from the teaching assignments when asked (no read model keeps them).
 */
export function workgroupApprovalRoutes(router: Router, deps: AppContext): void {
  /** The approval, if it exists and the caller may see its workgroup's plan; else 404. */
  const visibleApproval = async (ctx: Context) => {
    const { auth } = authorize(ctx, 'read', 'WorkgroupApproval');
    const id = ctx.params.id!;
    const record = isUuid(id) ? await approvalById(deps.db, id) : undefined;
    if (!record || !inScope(approvalScopeOf(auth), record.WorkgroupId))
      throw new NotFoundError('workgroupApprovals', id);
    return record;
  };

  router.get('/api/workgroupApprovals', async (ctx) => {
    const { auth, ability } = authorize(ctx, 'read', 'WorkgroupApproval');
    const query = parseListQuery(ctx.query, approvalsAllowList);
    const periodFilter = query.filters.find((clause) => clause.field === 'AcademicPeriodId');
    const asked = ctx.query.AcademicPeriodId ?? periodFilter?.value;
    const periodId = await askedOrWorkingPeriodId(deps.db, asked, auth.workingUserId);
    const period = periodId ? await periodProgress(deps.db, periodId) : undefined;
    if (!period) throw new NotFoundError('academicPeriods', 'working (no academic period is set)');
    const scope = approvalScopeOf(auth);
    const actor = actorOf(auth);
    const [plans, inForce] = await Promise.all([
      workgroupPlans(deps.db, period.id),
      approvalsInForce(deps.db, period.id),
    ]);
    let rows = plans
      .filter((plan) => inScope(scope, plan.WorkgroupId))
      .map((plan) => approvalRowOf(plan, period, inForce, { actor, ability }));
    for (const clause of query.filters)
      if (clause !== periodFilter) rows = rows.filter((row) => matches(row, clause));
    for (const { field, direction } of [...query.sort].reverse()) {
      const sign = direction === 'DESC' ? -1 : 1;
      rows = [...rows].sort(
        (a, b) =>
          sign * compare(a[field as keyof WorkgroupApprovalRow], b[field as keyof WorkgroupApprovalRow]),
      );
    }
    const page = rows.slice(query.offset, query.offset + query.limit);
    setListHeaders(ctx, 'workgroupApprovals', query.offset, page.length, rows.length);
    ctx.body = page;
  });

  router.get('/api/workgroupApprovals/:id', async (ctx) => {
    const record = await visibleApproval(ctx);
    const [current, workgroup] = await Promise.all([
      workgroupPlans(deps.db, record.AcademicPeriodId, record.WorkgroupId),
      deps.db.selectFrom('workgroups').select('name').where('id', '=', record.WorkgroupId).executeTakeFirst(),
    ]);
    const currentPlan = current[0]?.plan ?? [];
    const detail: WorkgroupApprovalDetail = {
      ...summaryOf(record, current[0]?.planVersion ?? ''),
      WorkgroupId: record.WorkgroupId,
      workgroupName: String(workgroup?.name ?? current[0]?.workgroupName ?? ''),
      AcademicPeriodId: record.AcademicPeriodId,
      clearedAt: record.clearedAt ? new Date(record.clearedAt).toISOString() : null,
      plan: record.plan,
      currentPlan,
      differences: planDifferences(record.plan, currentPlan),
    };
    ctx.body = detail;
  });

  router.post('/api/workgroupApprovals', async (ctx) => {
    const { auth } = authorize(ctx, 'create', 'WorkgroupApproval');
    const request = parseBody(approveRequest, requestBody(ctx));
    if (!allowsRecord(ctx.state.ability, 'create', 'WorkgroupApproval', { WorkgroupId: request.WorkgroupId }))
      throw new ForbiddenError();
    const period = await periodOfBody(deps.db, request.AcademicPeriodId);
    const [[current], inForce] = await Promise.all([
      workgroupPlans(deps.db, period.id, request.WorkgroupId),
      approvalsInForce(deps.db, period.id),
    ]);
    if (!current)
      throw new ValidationError({ WorkgroupId: 'This workgroup has no sections in this academic period' });
    // the approval this one replaces, as the caller can see it: the decider refuses if another came meanwhile
    const replaced = latestPerStep(
      inForce.filter((record) => record.WorkgroupId === request.WorkgroupId),
    ).find((record) => Number(record.step) === period.progressStep);
    const id = uuidv7();
    const { visible, position } = await runProgressCommand(deps, ctx, auth, {
      type: 'ApproveWorkgroupPlan',
      id,
      AcademicPeriodId: period.id,
      WorkgroupId: request.WorkgroupId,
      planVersion: request.planVersion,
      currentPlanVersion: current.planVersion,
      approvalInForce: replaced?.id ?? null,
      plan: current.plan,
      note: request.note ?? null,
      actor: actorOf(auth),
    });
    if (!visible) return answerAccepted(ctx, position);
    const record = await approvalById(deps.db, id);
    ctx.status = 201;
    ctx.body = summaryOf(record!, current.planVersion);
  });
}
