import type Router from '@koa/router';
import type { AuthContext } from '@tams/access';
import {
  type EffortImportSummary,
  effortImportDecider,
  effortImportStreamId,
  effortImportStreamPrefix,
  NotFoundError,
  ValidationError,
} from '@tams/domain';
import { completedImportOf, effortImportRows } from '@tams/projections';
import {
  EffortFileError,
  type EffortImportDigest,
  type EffortImportJobData,
  type JobQueues,
  effortTemplateCsv,
  effortTemplateXlsx,
  importSummaryOf,
  maxEffortFileBytes,
  prepareEffortImport,
} from '@tams/workers';
import type { Context } from 'koa';
import { authorize } from '../auth/authenticate.js';
import { runStreamCommand } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { ForbiddenError } from '../http/errors.js';
import { parseBody } from '../http/body.js';
import { isUuid } from '../http/ids.js';
import { requestBody } from '../http/requestBody.js';
import { inUploadSlot } from '../http/uploadSlot.js';
import { starterOf } from '../realtime/jobProgress.js';
import { commandContextOf } from '../resources/recordRoutes.js';
import { dryRunAnswer } from './dryRun.js';
import { dryRunModeOf, dryRunRequiredPoints } from './dryRunRequiredPoints.js';
import { workloadOptionsOf } from './effortEnabled.js';
import { fileNameOf, startImportBody } from './importRequest.js';
import { listEffortImports } from './importList.js';
import { rawBody } from './rawBody.js';
import { storeUpload, storedUpload } from './storedUpload.js';

const unfinished = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
const keepFinishedJobs = { age: 7 * 24 * 3600 };

/** EffortImport needs no flag in spec §6, but its page does (/effort/* needs aemEnabled): so does its API. */
function authorizeImport(ctx: Context, action: 'create' | 'read') {
  const state = authorize(ctx, action, 'EffortImport');
  if (!state.auth.FeatureFlags.aemEnabled) throw new ForbiddenError();
  return state;
}

function answerFileError(ctx: Context, error: EffortFileError) {
  ctx.status = 400;
  ctx.body = { message: error.message, errors: error.errors };
}

async function enqueue(queues: JobQueues, data: EffortImportJobData) {
  const queue = queues.queue('effortImport');
  const existing = await queue.getJob(data.ImportId);
  if (existing && unfinished.has(await existing.getState())) return;
  if (existing) await existing.remove();
  await queue.add('effortImport', data, {
    jobId: data.ImportId,
    attempts: 3,
    backoff: { type: 'exponential', delay: 2000 },
    removeOnComplete: keepFinishedJobs,
    removeOnFail: keepFinishedJobs,
  });
}

async function startImport(deps: AppContext, ctx: Context, auth: AuthContext, summary: EffortImportSummary) {
  await runStreamCommand(deps, commandContextOf(ctx, auth), {
    streamId: effortImportStreamId(summary.ImportId),
    streamType: effortImportStreamPrefix,
    decider: effortImportDecider,
    command: { type: 'StartEffortImport', summary },
    processors: ['effort'],
  });
}

/**
 * Import Effort (spec §2 /effort/import, DESIGN §14): a dry run reads and checks the file and keeps it; the
 * import starts the import's stream and enqueues the `effortImport` job that records the rows, its
 * progress reaching the starter's socket. The imports list is EffortSourceCount.
 */
export function effortImportRoutes(router: Router, deps: AppContext, queues: JobQueues | undefined): void {
  router.post('/api/effortImports/dryRun', async (ctx) => {
    authorizeImport(ctx, 'create');
    await inUploadSlot(ctx, async () => {
      const bytes = await rawBody(ctx, maxEffortFileBytes);
      const fileName = fileNameOf(ctx.get('x-file-name'));
      if (bytes.length === 0) throw new ValidationError({ file: 'Required: the file as the request body' });
      try {
        const mode = dryRunModeOf(ctx.query.mode);
        const options = workloadOptionsOf(deps);
        // the rows too, where effort sets required points: whose would move (DESIGN §19)
        const prepared = await prepareEffortImport(deps.db, bytes, fileName, {
          batches: options.effortEnabled,
        });
        await storeUpload(deps, prepared.file.contentHash, prepared.file.format, bytes);
        const [already, requiredPoints] = await Promise.all([
          completedImportOf(deps.db, prepared.file.contentHash),
          dryRunRequiredPoints(deps.db, prepared, fileName, mode, options),
        ]);
        ctx.body = dryRunAnswer(prepared, fileName, already ?? null, requiredPoints);
      } catch (error) {
        if (error instanceof EffortFileError) return answerFileError(ctx, error);
        throw error;
      }
    });
  });

  router.post('/api/effortImports', async (ctx) => {
    const { auth } = authorizeImport(ctx, 'create');
    const body = parseBody(startImportBody, requestBody(ctx));
    const bytes = await storedUpload(deps, body.uploadId);
    if (!bytes)
      throw new ValidationError({ uploadId: 'No file was uploaded with this id: run the dry run again' });
    let prepared: EffortImportDigest | undefined;
    await inUploadSlot(ctx, async () => {
      prepared = await prepareEffortImport(deps.db, bytes, 'upload').catch((error: unknown) => {
        if (error instanceof EffortFileError) throw new ValidationError({ uploadId: error.message });
        throw error;
      });
    });
    if (!prepared) return;
    const already = await completedImportOf(deps.db, prepared.file.contentHash);
    if (already) {
      ctx.body = { id: already.id, alreadyImported: true, completedAt: already.completedAt };
      return;
    }
    if (prepared.errorCount > 0 && !body.skipInvalidRows)
      throw new ValidationError({
        skipInvalidRows: `${prepared.errorCount} problems in ${prepared.invalidRowCount} rows: fix the file, or import without those rows`,
      });
    if (prepared.validRowCount === 0)
      throw new ValidationError({ uploadId: 'The file has no valid rows to import' });
    if (!queues) {
      ctx.status = 503;
      ctx.body = { message: 'Jobs cannot be started from this process' };
      return;
    }
    const fileName = body.fileName ? fileNameOf(body.fileName) : `effort.${prepared.file.format}`;
    const summary = importSummaryOf(prepared, fileName, body.mode);
    await startImport(deps, ctx, auth, summary);
    await enqueue(queues, {
      ImportId: summary.ImportId,
      contentHash: summary.contentHash,
      fileName: summary.fileName,
      startedBy: starterOf(auth),
      correlationId: ctx.state.requestId,
    });
    ctx.status = 202;
    ctx.set('Location', `/api/effortImports/${summary.ImportId}`);
    ctx.body = { id: summary.ImportId, jobId: summary.ImportId };
  });

  router.get('/api/effortImports/template.csv', async (ctx) => {
    authorizeImport(ctx, 'read');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment('effort-template.csv');
    ctx.body = effortTemplateCsv();
  });

  router.get('/api/effortImports/template.xlsx', async (ctx) => {
    authorizeImport(ctx, 'read');
    ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    ctx.attachment('effort-template.xlsx');
    ctx.body = await effortTemplateXlsx();
  });

  router.get('/api/effortImports', async (ctx) => {
    authorizeImport(ctx, 'read');
    await listEffortImports(ctx, deps);
  });

  router.get('/api/effortImports/:id', async (ctx) => {
    authorizeImport(ctx, 'read');
    const id = ctx.params.id!;
    const row = isUuid(id)
      ? await effortImportRows(deps.db).where('i.id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw new NotFoundError('effortImports', id);
    ctx.body = row;
  });
}
