import type Router from '@koa/router';
import {
  academicPeriods,
  activeAcademicPeriodDecider,
  activeAcademicPeriodStreamId,
  activePeriodDeleteRefusal,
  NotFoundError,
  progressEventTypes,
} from '@tams/domain';
import {
  projectionOf,
  publishedForFacultyPeriods,
  systemActivePeriod,
  workingPeriodOf,
} from '@tams/projections';
import type { Context } from 'koa';
import { authorize } from '../auth/authenticate.js';
import { answerAccepted, runStreamCommand } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { setListHeaders } from '../http/listHeaders.js';
import { etagOf } from '../http/preconditions.js';
import { forbiddenFields, stripForbidden } from '../resources/fieldAccess.js';
import { commandContextOf, recordRoutes } from '../resources/recordRoutes.js';
import { isUuid } from '../http/ids.js';

/** The system's active period, from its stream: the source of truth for rules (the read model may lag). */
async function systemActivePeriodId(deps: AppContext): Promise<string | null> {
  const { events } = await deps.store.readStream(activeAcademicPeriodStreamId);
  return events.reduce(
    (state, event, index) => activeAcademicPeriodDecider.evolve(state, event as never, index + 1),
    activeAcademicPeriodDecider.initialState(),
  ).AcademicPeriodId;
}

/**
 * Academic periods: the generic record routes plus the calls of spec §7 (active, active/id, systemActive,
 * publishedForFaculty) and `POST /{id}/activate`, which makes a period the system's active one.
 * Registered before the generic `/:id` routes so those paths are not taken for ids.
 */
export function academicPeriodRoutes(router: Router, deps: AppContext): void {
  const hide = (ctx: Context) =>
    forbiddenFields(ctx.state.ability, 'read', 'AcademicPeriod', academicPeriods);

  /** The caller's working period when set (and still there), else the system's active one. */
  const activeFor = (userId: string) => workingPeriodOf(deps.db, userId);
  const noActive = () => new NotFoundError('academicPeriods', 'active (no active academic period is set)');

  router.get('/api/academicPeriods/active', async (ctx) => {
    const { auth } = authorize(ctx, 'read', 'AcademicPeriod');
    const row = await activeFor(auth.workingUserId);
    if (!row) throw noActive();
    ctx.body = stripForbidden(row, hide(ctx));
  });

  router.get('/api/academicPeriods/active/id', async (ctx) => {
    const { auth } = authorize(ctx, 'read', 'AcademicPeriod');
    const row = await activeFor(auth.workingUserId);
    if (!row) throw noActive();
    ctx.body = { id: row.id };
  });

  router.get('/api/academicPeriods/systemActive', async (ctx) => {
    authorize(ctx, 'read', 'AcademicPeriod');
    const row = await systemActivePeriod(deps.db);
    if (!row) throw noActive();
    ctx.body = stripForbidden(row, hide(ctx));
  });

  router.get('/api/academicPeriods/publishedForFaculty', async (ctx) => {
    authorize(ctx, 'read', 'AcademicPeriod');
    const rows = await publishedForFacultyPeriods(deps.db);
    setListHeaders(ctx, 'academicPeriods', 0, rows.length, rows.length);
    ctx.body = rows.map((row) => stripForbidden(row, hide(ctx)));
  });

  const records = recordRoutes(router, deps, academicPeriods, {
    without: ['history'],
    async beforeDelete(row) {
      if ((await systemActivePeriodId(deps)) === row.id) throw activePeriodDeleteRefusal(String(row.name));
    },
  });
  const { reads } = records;

  router.get('/api/academicPeriods/:id/history', async (ctx) => {
    const { ability } = authorize(ctx, 'read', 'AcademicPeriod');
    const entries = await records.history(ctx, await records.found(ctx, 'read'));
    // the period's stream also holds its progress: the steps for those who read progress actions; the
    // approvals (with the plans they approved) only through GET /api/workgroupApprovals, which scopes them
    const shows = (type: string) =>
      type === progressEventTypes.approved || type === progressEventTypes.withdrawn
        ? false
        : type === progressEventTypes.advanced || type === progressEventTypes.reverted
          ? ability.can('read', 'ProgressAction')
          : true;
    ctx.body = entries.filter((entry) => shows(entry.type));
  });

  router.post('/api/academicPeriods/:id/activate', async (ctx) => {
    const { auth } = authorize(ctx, 'update', 'AcademicPeriod');
    const id = ctx.params.id!;
    const period = isUuid(id) ? await reads.get(id) : undefined;
    if (!period) throw new NotFoundError('academicPeriods', id);
    const { visible, position } = await runStreamCommand(deps, commandContextOf(ctx, auth), {
      streamId: activeAcademicPeriodStreamId,
      streamType: 'system',
      decider: activeAcademicPeriodDecider,
      command: { type: 'SetActiveAcademicPeriod', AcademicPeriodId: id },
      processors: [projectionOf('academicPeriods').name],
    });
    if (!visible) return answerAccepted(ctx, position);
    const row = (await reads.get(id))!;
    ctx.set('ETag', etagOf(row.version));
    ctx.body = stripForbidden(row, hide(ctx));
  });
}
