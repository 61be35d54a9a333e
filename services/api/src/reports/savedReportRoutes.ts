import type Router from '@koa/router';
import {
  type BuilderType,
  isReportType,
  parseGridState,
  type SavedReportCommand,
  savedReportDecider,
  savedReportStreamId,
  savedReportStreamPrefix,
  ValidationError,
} from '@tams/domain';
import { planReport, projectionOf, reportReaderOf, reportSources } from '@tams/projections';
import type { Context } from 'koa';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { authorize } from '../auth/authenticate.js';
import { answerAccepted, runStreamCommand } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { parseBody } from '../http/body.js';
import { ForbiddenError } from '../http/errors.js';
import { commandContextOf } from '../resources/recordRoutes.js';
import { listedReports, openedReport } from './savedReportAccess.js';

const processors = [projectionOf('savedReports').name];
const version = z.number().int().min(0);
export const createBody = z.object({ name: z.string(), reportType: z.string(), gridState: z.unknown() });
export const changeBody = z.object({
  name: z.string().optional(),
  gridState: z.unknown().optional(),
  version,
});
export const deleteBody = z.object({ version: version.optional() });
export const duplicateBody = z.object({ name: z.string().optional() });

/** A grid state for `reportType` that the user may run: 400 naming the field for any column they may not read. */
function checkedState(ctx: Context, reportType: unknown, input: unknown) {
  const { ability } = ctx.state as { ability: Parameters<typeof reportReaderOf>[0] };
  if (!isReportType(reportType) || reportType === 'SnapshotReport')
    throw new ValidationError({ reportType: `No report type "${String(reportType)}" to save` });
  const reader = reportReaderOf(ability, reportSources[reportType as BuilderType]);
  if (!reader) throw new ForbiddenError();
  const state = parseGridState(input);
  planReport(reader, state);
  return { reportType: reportType as BuilderType, state };
}

/**
 * Saved reports (spec §3, DESIGN §15): a user saves, renames, changes, duplicates and deletes their own;
 * those who manage Report publish one as a custom report for everyone who may read its type.
 */
export function savedReportRoutes(router: Router, deps: AppContext): void {
  async function run(ctx: Context, id: string, command: SavedReportCommand, status = 200) {
    const { auth } = ctx.state as { auth: Parameters<typeof commandContextOf>[1] };
    const { visible, position } = await runStreamCommand(deps, commandContextOf(ctx, auth), {
      streamId: savedReportStreamId(id),
      streamType: savedReportStreamPrefix,
      decider: savedReportDecider,
      command,
      processors,
    });
    if (!visible) return answerAccepted(ctx, position, { id });
    if (command.type === 'DeleteSavedReport') {
      ctx.body = { id };
      return;
    }
    ctx.status = status;
    ctx.body = await openedReport(deps, ctx.state.ability, auth.workingUserId, id);
  }
  const actorOf = (ctx: Context) => {
    const { auth, ability } = authorize(ctx, 'create', 'Report');
    return { actorUserId: auth.workingUserId, managesReports: ability.can('manage', 'Report') };
  };

  router.get('/api/savedReports', async (ctx) => {
    const { ability, auth } = authorize(ctx, 'read', 'Report');
    const reports = await listedReports(deps, ability, auth.workingUserId, {
      everyones: ctx.query.all === 'true',
    });
    ctx.set('Content-Range', `savedReports 0-${Math.max(reports.length - 1, 0)}/${reports.length}`);
    ctx.set('X-Total-Count', String(reports.length));
    ctx.body = reports;
  });

  router.get('/api/savedReports/:id', async (ctx) => {
    const { ability, auth } = authorize(ctx, 'read', 'Report');
    ctx.body = await openedReport(deps, ability, auth.workingUserId, ctx.params.id);
  });

  router.post('/api/savedReports', async (ctx) => {
    const actor = actorOf(ctx);
    const body = parseBody(createBody, ctx.request.body);
    const { reportType, state } = checkedState(ctx, body.reportType, body.gridState);
    const id = uuidv7();
    await run(
      ctx,
      id,
      { type: 'SaveReport', id, ...actor, name: body.name, reportType, gridState: state },
      201,
    );
  });

  router.put('/api/savedReports/:id', async (ctx) => {
    const actor = actorOf(ctx);
    const body = parseBody(changeBody, ctx.request.body);
    const report = await openedReport(deps, ctx.state.ability, actor.actorUserId, ctx.params.id);
    if (!report.mine) throw new ForbiddenError();
    const gridState =
      body.gridState === undefined ? undefined : checkedState(ctx, report.reportType, body.gridState).state;
    const { name, version: expectedVersion } = body;
    await run(ctx, report.id, {
      type: 'ChangeSavedReport',
      id: report.id,
      ...actor,
      expectedVersion,
      name,
      gridState,
    });
  });

  router.delete('/api/savedReports/:id', async (ctx) => {
    const actor = actorOf(ctx);
    const body = parseBody(deleteBody, ctx.request.body ?? {});
    const report = await openedReport(deps, ctx.state.ability, actor.actorUserId, ctx.params.id, {
      evenUnavailable: true,
    });
    if (report.kind === 'system') throw new ForbiddenError();
    await run(ctx, report.id, {
      type: 'DeleteSavedReport',
      id: report.id,
      ...actor,
      expectedVersion: body.version,
    });
  });

  router.post('/api/savedReports/:id/duplicate', async (ctx) => {
    const actor = actorOf(ctx);
    const body = parseBody(duplicateBody, ctx.request.body ?? {});
    const report = await openedReport(deps, ctx.state.ability, actor.actorUserId, ctx.params.id);
    const id = uuidv7();
    const name = body.name ?? `Copy of ${report.name}`.slice(0, 120);
    const { reportType } = checkedState(ctx, report.reportType, report.gridState);
    await run(
      ctx,
      id,
      { type: 'SaveReport', id, ...actor, name, reportType, gridState: report.gridState },
      201,
    );
  });

  for (const action of ['publish', 'unpublish'] as const) {
    router.post(`/api/savedReports/:id/${action}`, async (ctx) => {
      const { auth, ability } = authorize(ctx, 'manage', 'Report');
      const report = await openedReport(deps, ability, auth.workingUserId, ctx.params.id);
      if (report.kind === 'system')
        throw new ValidationError({ id: 'A system report is everyone’s already' });
      const type = action === 'publish' ? 'PublishSavedReport' : 'UnpublishSavedReport';
      await run(ctx, report.id, {
        type,
        id: report.id,
        actorUserId: auth.workingUserId,
        managesReports: true,
      });
    });
  }
}
