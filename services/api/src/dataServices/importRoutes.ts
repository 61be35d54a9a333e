import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { AuthContext } from '@tams/access';
import {
  NotFoundError,
  type SisImportKind,
  type SisImportSummary,
  sisImportDecider,
  sisImportStreamId,
  sisImportStreamPrefix,
  ValidationError,
} from '@tams/domain';
import { completedSisImportOf, sisImportRows } from '@tams/projections';
import {
  type JobQueues,
  maxSisFileBytes,
  prepareSisImport,
  recentPlan,
  rememberPlan,
  type SisImportJobData,
  sisTemplateCsv,
  sisTemplateXlsx,
  TableFileError,
} from '@tams/workers';
import type { Context } from 'koa';
import { authorize } from '../auth/authenticate.js';
import { runStreamCommand } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { fileNameOf } from '../effort/importRequest.js';
import { rawBody } from '../effort/rawBody.js';
import { storedUpload, storeUpload } from '../effort/storedUpload.js';
import { parseBody } from '../http/body.js';
import { isUuid } from '../http/ids.js';
import { requestBody } from '../http/requestBody.js';
import { inUploadSlot } from '../http/uploadSlot.js';
import { starterOf } from '../realtime/jobProgress.js';
import { commandContextOf } from '../resources/recordRoutes.js';
import { dryRunAnswerOf, presentSisImport } from './importAnswers.js';
import { listSisImports } from './importList.js';
import { sisImportKind, startSisImportBody } from './importRequest.js';

const keepFinishedJobs = { age: 7 * 24 * 3600 };
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const kindOf = (ctx: Context): SisImportKind => parseBody(sisImportKind, ctx.params.kind);

/** A file that cannot be read at all: 400 naming the file, with each problem where it is. */
function answerFileError(ctx: Context, error: TableFileError) {
  ctx.status = 400;
  ctx.body = {
    message: error.message,
    errors: { file: error.message },
    problems: error.errors.map(({ line, column, message }) => ({ line, column, reason: message })),
  };
}

async function startImport(deps: AppContext, ctx: Context, auth: AuthContext, summary: SisImportSummary) {
  await runStreamCommand(deps, commandContextOf(ctx, auth), {
    streamId: sisImportStreamId(summary.ImportId),
    streamType: sisImportStreamPrefix,
    decider: sisImportDecider,
    command: { type: 'StartSisImport', summary },
    processors: ['system'],
  });
}

/**
 * Imports from the registrar and HR (Data Services): a kind's template; a dry run that reads the whole
 * file, keeps it (content-addressed) and answers what it would create, change and leave alone with every
 * row error; the import, refused while the file has any error, which starts the import's stream and
 * enqueues the `sisImport` job (progress over the socket, as effort imports); the import history.
 */
export function dataServicesImportRoutes(
  router: Router,
  deps: AppContext,
  queues: JobQueues | undefined,
): void {
  router.get('/api/dataServices/imports/:kind/template.csv', async (ctx) => {
    authorize(ctx, 'manage', 'DataServices');
    const kind = kindOf(ctx);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`${kind}-template.csv`);
    ctx.body = sisTemplateCsv(kind);
  });

  router.get('/api/dataServices/imports/:kind/template.xlsx', async (ctx) => {
    authorize(ctx, 'manage', 'DataServices');
    const kind = kindOf(ctx);
    ctx.type = xlsxType;
    ctx.attachment(`${kind}-template.xlsx`);
    ctx.body = await sisTemplateXlsx(kind);
  });

  router.post('/api/dataServices/imports/:kind/dryRun', async (ctx) => {
    authorize(ctx, 'manage', 'DataServices');
    const kind = kindOf(ctx);
    await inUploadSlot(ctx, async () => {
      const bytes = await rawBody(ctx, maxSisFileBytes);
      const named = ctx.get('x-file-name');
      const fileName = named ? fileNameOf(named) : `${kind}.csv`;
      if (bytes.length === 0) throw new ValidationError({ file: 'Required: the file as the request body' });
      try {
        const prepared = await prepareSisImport(deps, kind, bytes, fileName);
        rememberPlan(prepared);
        await storeUpload(deps, prepared.file.contentHash, prepared.file.format, bytes);
        const already = await completedSisImportOf(deps.db, kind, prepared.file.contentHash);
        ctx.body = dryRunAnswerOf(prepared, fileName, already ?? null);
      } catch (error) {
        if (error instanceof TableFileError) return answerFileError(ctx, error);
        throw error;
      }
    });
  });

  router.post('/api/dataServices/imports', async (ctx) => {
    const { auth } = authorize(ctx, 'manage', 'DataServices');
    const body = parseBody(startSisImportBody, requestBody(ctx));
    const bytes = await storedUpload(deps, body.uploadId);
    if (!bytes)
      throw new ValidationError({ uploadId: 'No file was uploaded with this id: run the dry run again' });
    const fileName = body.fileName ? fileNameOf(body.fileName) : `${body.kind}.csv`;
    let prepared = await recentPlan(deps.store, body.kind, body.uploadId);
    if (!prepared)
      await inUploadSlot(ctx, async () => {
        prepared = await prepareSisImport(deps, body.kind, bytes, fileName).catch((error: unknown) => {
          if (error instanceof TableFileError) throw new ValidationError({ uploadId: error.message });
          throw error;
        });
      });
    if (!prepared) return;
    const { plan, file } = prepared;
    if (plan.errors.length > 0)
      throw new ValidationError(
        {
          uploadId: `${plan.errors.length} problems in ${new Set(plan.errors.map((e) => e.line)).size} rows: fix the file and run the dry run again. Nothing was imported.`,
        },
        'The file has errors: nothing was imported',
      );
    if (!queues) {
      ctx.status = 503;
      ctx.body = { message: 'Jobs cannot be started from this process' };
      return;
    }
    const summary: SisImportSummary = {
      ImportId: randomUUID(),
      kind: body.kind,
      fileName,
      contentHash: file.contentHash,
      format: file.format,
      rows: plan.rows,
      created: plan.created,
      changed: plan.changed,
      unchanged: plan.unchanged,
    };
    await startImport(deps, ctx, auth, summary);
    const data: SisImportJobData = {
      ImportId: summary.ImportId,
      kind: body.kind,
      contentHash: file.contentHash,
      fileName,
      startedBy: starterOf(auth),
      ...(ctx.state.requestId ? { correlationId: String(ctx.state.requestId) } : {}),
    };
    await queues.queue('sisImport').add('sisImport', data, {
      jobId: summary.ImportId,
      attempts: 3,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: keepFinishedJobs,
      removeOnFail: keepFinishedJobs,
    });
    ctx.status = 202;
    ctx.set('Location', `/api/dataServices/imports/${summary.ImportId}`);
    ctx.body = { id: summary.ImportId, jobId: summary.ImportId };
  });

  router.get('/api/dataServices/imports', async (ctx) => {
    authorize(ctx, 'manage', 'DataServices');
    await listSisImports(ctx, deps);
  });

  router.get('/api/dataServices/imports/:id', async (ctx) => {
    authorize(ctx, 'manage', 'DataServices');
    const id = ctx.params.id!;
    const row = isUuid(id)
      ? await sisImportRows(deps.db).where('i.id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw new NotFoundError('imports', id);
    ctx.body = presentSisImport(row);
  });
}
