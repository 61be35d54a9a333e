import type Router from '@koa/router';
import type { AppAbility, AuthContext } from '@tams/access';
import {
  NotFoundError,
  parseGridState,
  reportSnapshotDecider,
  reportSnapshotStreamId,
  reportSnapshotStreamPrefix,
  isoTimestamp,
  safeText,
  ValidationError,
} from '@tams/domain';
import { projectionOf, reportRowsQuery } from '@tams/projections';
import type { JobQueues, ReportSnapshotJobData } from '@tams/workers';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { authorize } from '../../auth/authenticate.js';
import { runStreamCommand } from '../../commands/commandContext.js';
import type { AppContext } from '../../context.js';
import { parseBody } from '../../http/body.js';
import { resolveReport } from '../reportResolution.js';
import { isUuid } from '../../http/ids.js';
import { setListHeaders } from '../../http/listHeaders.js';
import { requestBody } from '../../http/requestBody.js';
import { starterOf } from '../../realtime/jobProgress.js';
import { commandContextOf } from '../../resources/recordRequests.js';
import { enqueueRecordJob, jobsUnavailable, mayReadRecordOf } from './jobRequests.js';

export const snapshotBody = z.strictObject({
  reportType: z.string({ error: 'Required: a report type' }),
  gridState: z.unknown().optional(),
  name: safeText(200, 'Required'),
  savedReportId: z.uuid({ error: 'Must be the id of a saved report' }).nullish(),
  AcademicPeriodId: z.uuid({ error: 'Must be the id of an academic period' }).nullish(),
  scheduledFor: isoTimestamp().nullish(),
});

type SnapshotBody = z.infer<typeof snapshotBody>;

/**
 * The report the snapshot freezes, checked as the grid would check it (type, rights, grid state), and
 * the period a period-scoped report reads: the one asked for, else the requester's working period.
 */
async function checkedReport(deps: AppContext, ability: AppAbility, auth: AuthContext, body: SnapshotBody) {
  if (body.reportType === 'SnapshotReport')
    throw new ValidationError({ reportType: 'Not a report type that can be snapshotted' });
  const report = await resolveReport(deps, ability, auth.workingUserId, {
    type: body.reportType,
    AcademicPeriodId: body.AcademicPeriodId ?? undefined,
  });
  const gridState = parseGridState(body.gridState ?? {});
  // builds (never runs) the query: unknown or unreadable columns and bad filters are refused here, as 400
  reportRowsQuery(deps.db, report.source, gridState, report.reader, report.context);
  return { gridState, periodId: report.context.periodId };
}

export const snapshotColumns = [
  'id',
  'name',
  'reportType',
  'gridState',
  'savedReportId',
  'AcademicPeriodId',
  'scheduledFor',
  'status',
  'position',
  'asOf',
  'rowCount',
  'failureReason',
  'requestedBy',
  'requestedAt',
  'takenAt',
  'version',
] as const;

const processorOfSnapshots = () => projectionOf('reportSnapshots').name;

/**
 * Snapshots (SnapshotReport, DESIGN §15): POST records the request and enqueues the `reportSnapshot` job
 * (delayed until `scheduledFor` when given), answering 202 with the job id: the progress reaches the
 * requester's socket. The rows are read through /api/reports/types/SnapshotReport/rows?snapshotId=.
 */
export function reportSnapshotRoutes(router: Router, deps: AppContext, queues: JobQueues | undefined): void {
  router.post('/api/reportSnapshots', async (ctx) => {
    const { auth, ability } = authorize(ctx, 'create', 'Report');
    const body = parseBody(snapshotBody, requestBody(ctx));
    const { gridState, periodId } = await checkedReport(deps, ability, auth, body);
    if (!queues) return jobsUnavailable(ctx);
    const id = uuidv7();
    const scheduledFor = body.scheduledFor ? new Date(body.scheduledFor).toISOString() : null;
    await runStreamCommand(deps, commandContextOf(ctx, auth), {
      streamId: reportSnapshotStreamId(id),
      streamType: reportSnapshotStreamPrefix,
      decider: reportSnapshotDecider,
      command: {
        type: 'RequestReportSnapshot',
        request: {
          id,
          name: body.name,
          reportType: body.reportType,
          gridState,
          savedReportId: body.savedReportId ?? null,
          AcademicPeriodId: periodId,
          scheduledFor,
          requestedBy: auth.workingUserId,
        },
      },
      processors: [processorOfSnapshots()],
    });
    const data: ReportSnapshotJobData = {
      SnapshotId: id,
      auth,
      startedBy: starterOf(auth),
      correlationId: ctx.state.requestId,
    };
    const delay = scheduledFor ? Math.max(0, Date.parse(scheduledFor) - Date.now()) : 0;
    await enqueueRecordJob(queues, 'reportSnapshot', id, data, delay > 0 ? { delay } : {});
    ctx.status = 202;
    ctx.set('Location', `/api/reportSnapshots/${id}`);
    ctx.body = { id, jobId: id };
  });

  router.get('/api/reportSnapshots', async (ctx) => {
    const { auth, ability } = authorize(ctx, 'read', 'Report');
    let query = deps.db.selectFrom('reportSnapshots').select([...snapshotColumns]);
    if (!ability.can('manage', 'Report')) query = query.where('requestedBy', '=', auth.workingUserId);
    const rows = await query.orderBy('requestedAt', 'desc').orderBy('id', 'desc').limit(1000).execute();
    setListHeaders(ctx, 'reportSnapshots', 0, rows.length, rows.length);
    ctx.body = rows;
  });

  router.get('/api/reportSnapshots/:id', async (ctx) => {
    const { auth, ability } = authorize(ctx, 'read', 'Report');
    const id = ctx.params.id!;
    const row = isUuid(id)
      ? await deps.db
          .selectFrom('reportSnapshots')
          .select([...snapshotColumns, 'columns'])
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined;
    if (!row || !mayReadRecordOf(auth, ability, 'Report', String(row.requestedBy)))
      throw new NotFoundError('reportSnapshots', id);
    ctx.body = row;
  });
}
