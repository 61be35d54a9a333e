import type Router from '@koa/router';
import {
  dataExportDecider,
  dataExportStreamId,
  dataExportStreamPrefix,
  NotFoundError,
  StateConflictError,
} from '@tams/domain';
import { projectionOf } from '@tams/projections';
import type { DataExportJobData, JobQueues } from '@tams/workers';
import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { authorize } from '../../auth/authenticate.js';
import { runStreamCommand } from '../../commands/commandContext.js';
import type { AppContext } from '../../context.js';
import { parseBody } from '../../http/body.js';
import { isUuid } from '../../http/ids.js';
import { setListHeaders } from '../../http/listHeaders.js';
import { requestBody } from '../../http/requestBody.js';
import { starterOf } from '../../realtime/jobProgress.js';
import { commandContextOf } from '../../resources/recordRequests.js';
import { z } from 'zod';
import { enqueueRecordJob, jobsUnavailable, mayReadRecordOf } from './jobRequests.js';

export const exportColumns = [
  'id',
  'status',
  'files',
  'rowCount',
  'byteCount',
  'position',
  'asOf',
  'failureReason',
  'requestedBy',
  'requestedAt',
  'completedAt',
  'version',
] as const;

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * DataExport (exportsEnabled; DESIGN §15): POST starts the whole-dataset export job (202 with the job id,
 * progress on the socket); the list and the download are the requester's, or any for who manages
 * DataExport. The ability carries the flag: without it, or without DataExport, 403.
 */
export function dataExportRoutes(router: Router, deps: AppContext, queues: JobQueues | undefined): void {
  const readExport = async (id: string) =>
    isUuid(id)
      ? deps.db
          .selectFrom('dataExports')
          .select([...exportColumns])
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined;

  router.post('/api/dataExports', async (ctx) => {
    const { auth } = authorize(ctx, 'create', 'DataExport');
    parseBody(z.strictObject({}), requestBody(ctx));
    if (!queues) return jobsUnavailable(ctx);
    const id = uuidv7();
    await runStreamCommand(deps, commandContextOf(ctx, auth), {
      streamId: dataExportStreamId(id),
      streamType: dataExportStreamPrefix,
      decider: dataExportDecider,
      command: { type: 'RequestDataExport', id, requestedBy: auth.workingUserId },
      processors: [projectionOf('dataExports').name],
    });
    const data: DataExportJobData = {
      ExportId: id,
      auth,
      startedBy: starterOf(auth),
      correlationId: ctx.state.requestId,
    };
    await enqueueRecordJob(queues, 'dataExport', id, data);
    ctx.status = 202;
    ctx.set('Location', `/api/dataExports/${id}`);
    ctx.body = { id, jobId: id };
  });

  router.get('/api/dataExports', async (ctx) => {
    const { auth, ability } = authorize(ctx, 'read', 'DataExport');
    let query = deps.db.selectFrom('dataExports').select([...exportColumns]);
    if (!ability.can('manage', 'DataExport')) query = query.where('requestedBy', '=', auth.workingUserId);
    const rows = await query.orderBy('requestedAt', 'desc').orderBy('id', 'desc').limit(1000).execute();
    setListHeaders(ctx, 'dataExports', 0, rows.length, rows.length);
    ctx.body = rows;
  });

  router.get('/api/dataExports/:id', async (ctx) => {
    const { auth, ability } = authorize(ctx, 'read', 'DataExport');
    const id = ctx.params.id!;
    const row = await readExport(id);
    if (!row || !mayReadRecordOf(auth, ability, 'DataExport', String(row.requestedBy)))
      throw new NotFoundError('dataExports', id);
    ctx.body = row;
  });

  router.get('/api/dataExports/:id/download', async (ctx) => {
    const { auth, ability } = authorize(ctx, 'read', 'DataExport');
    const id = ctx.params.id!;
    const row = await readExport(id);
    if (!row || !mayReadRecordOf(auth, ability, 'DataExport', String(row.requestedBy)))
      throw new NotFoundError('dataExports', id);
    if (row.status !== 'completed')
      throw new StateConflictError(`The export is ${row.status}, not completed`);
    const { rows } = await sql<{ bytes: Buffer }>`
      select bytes from data_export_files where export_id = ${id}
    `.execute(deps.db);
    if (!rows[0]) throw new NotFoundError('dataExports', id);
    ctx.type = 'application/zip';
    ctx.attachment(`tams-export-${day(row.completedAt instanceof Date ? row.completedAt : new Date())}.zip`);
    ctx.body = rows[0].bytes;
  });
}
