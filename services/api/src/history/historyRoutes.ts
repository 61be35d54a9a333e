import type Router from '@koa/router';
import { pastReadAbility } from '@tams/access';
import { ValidationError } from '@tams/domain';
import { currentAsOf } from '@tams/platform';
import type { Context } from 'koa';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { workloadOptionsOf } from '../effort/effortEnabled.js';
import { isUuid } from '../http/ids.js';
import { formatOf, sendExport } from '../reports/exports/exportRoutes.js';
import { parseInstant } from './asOfReads.js';
import { periodDifference } from './difference.js';
import { differenceExport } from './differenceExport.js';
import { explainInstructor, explainSection } from './explain.js';
import { periodOf } from './periodPlan.js';
import { periodTimeline } from './timeline.js';

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value) as string | undefined;

/** History routes read the past of what the reader may read now (pastReads.ts). */
const historyReader = (ctx: Context) => {
  const state = authorize(ctx, 'read', 'History');
  return { ...state, ability: pastReadAbility(state.ability) };
};

/** The instant the scope reads as of (`?asOf`, set up by asOfRequests), undefined: now. */
const scopeInstant = () => {
  const instant = currentAsOf();
  return instant ? new Date(instant) : undefined;
};

/**
 * History for auditors (DESIGN §16): the time control's range of a period, the difference between two
 * instants (also as CSV/XLSX), and every points total explained as of an instant.
 */
export function historyRoutes(router: Router, deps: AppContext): void {
  router.get('/api/history/timeline', async (ctx) => {
    const { ability } = historyReader(ctx);
    ctx.body = await periodTimeline(deps.db, ability, await periodOf(deps.db, single(ctx.query.periodId)));
  });

  router.get('/api/history/difference', async (ctx) => {
    const { ability } = historyReader(ctx);
    const format = ctx.query.format === undefined ? undefined : formatOf(single(ctx.query.format));
    const from = parseInstant('from', ctx.query.from);
    const to = parseInstant('to', ctx.query.to);
    if (from.getTime() > to.getTime()) throw new ValidationError({ to: 'Must not be before from' });
    const period = await periodOf(deps.db, single(ctx.query.periodId));
    const difference = await periodDifference(deps.db, ability, period, from, to, workloadOptionsOf(deps));
    if (format) return sendExport(ctx, differenceExport(difference), format);
    ctx.body = difference;
  });

  router.get('/api/history/explain/instructors/:id', async (ctx) => {
    const { ability } = historyReader(ctx);
    if (!ability.can('read', 'Instructor')) authorize(ctx, 'read', 'Instructor');
    const id = ctx.params.id!;
    if (!isUuid(id)) throw new ValidationError({ id: 'Must be a user id' });
    const period = await periodOf(deps.db, single(ctx.query.periodId));
    ctx.body = await explainInstructor(deps.db, ability, id, period, scopeInstant(), workloadOptionsOf(deps));
  });

  router.get('/api/history/explain/sections/:id', async (ctx) => {
    const { ability } = historyReader(ctx);
    if (!ability.can('read', 'Section')) authorize(ctx, 'read', 'Section');
    const id = ctx.params.id!;
    if (!isUuid(id)) throw new ValidationError({ id: 'Must be a section id' });
    ctx.body = await explainSection(deps.db, ability, id, scopeInstant());
  });
}
