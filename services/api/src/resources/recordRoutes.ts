import type Router from '@koa/router';
import { subjectOf } from '@tams/access';
import { removalPreviewed, type ResourceDefinition, withComposites } from '@tams/domain';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { ForbiddenError } from '../http/errors.js';
import { setListHeaders } from '../http/listHeaders.js';
import { parseListQuery } from '@tams/projections';
import { etagOf, expectedVersionOf } from '../http/preconditions.js';
import { requestBody } from '../http/requestBody.js';
import { allowListOf } from './allowList.js';
import { parseHistoryPage } from './historyPage.js';
import { stripForbidden } from './fieldAccess.js';
import { allowsRecord, readAccessOf } from './readAccess.js';
import { type RecordRequests, type RecordRouteOptions, recordRequests } from './recordRequests.js';
import { removalEffects } from './removalEffects.js';

export type { RecordRequests, RecordRouteOptions };
export { commandContextOf } from './recordRequests.js';

/** One record judged against the ability: kept importable from here, where the routes that judge records look. */
export { allowsRecord };

/**
 * CRUD + history of a simple resource under /api/{name} (DESIGN §6). Every route authorizes first; lists
 * hold only the records the ability lets the caller read (its conditions become SQL); records leave out
 * fields the user may not read; writes refuse fields the user may not set and records outside the
 * caller's conditions (e.g. another user's settings: 404, as if absent). What a list shows, a read by
 * id, an `include` and a history entry show too, no more: all judge by readAccessOf.
 * A route named in `without` is the feature's own, built from the steps returned (RecordRequests).
 */
export function recordRoutes(
  router: Router,
  deps: AppContext,
  definition: ResourceDefinition,
  options: RecordRouteOptions = {},
): RecordRequests {
  const records = recordRequests(deps, definition, options);
  const { reads, found, present } = records;
  const subject = subjectOf(definition.name);
  const allow = allowListOf(definition);
  const base = `/api/${definition.name}`;
  const offers = (route: 'create' | 'update' | 'delete' | 'history') => !options.without?.includes(route);

  router.get(base, async (ctx) => {
    const { ability } = authorize(ctx, 'read', subject);
    const query = parseListQuery(ctx.query, allow);
    const readAccess = readAccessOf(ability);
    const { hidden, condition } = readAccess(definition);
    if ([...query.filters, ...query.sort].some(({ field }) => hidden.has(field))) throw new ForbiddenError();
    if (condition === null) throw new ForbiddenError();
    const { rows, total } = await reads.list(query, condition);
    await reads.embed(rows, query.include, readAccess);
    await options.decorate?.(rows);
    setListHeaders(ctx, definition.name, query.offset, rows.length, total);
    const pick = query.select;
    ctx.body = rows.map((row) => {
      const visible = withComposites(definition, stripForbidden(row, hidden));
      return pick
        ? Object.fromEntries(pick.filter((key) => key in visible).map((key) => [key, visible[key]]))
        : visible;
    });
  });

  router.get(`${base}/:id`, async (ctx) => {
    const { ability } = authorize(ctx, 'read', subject);
    const include = parseListQuery({ include: ctx.query.include }, allow).include;
    const row = await found(ctx, 'read');
    await reads.embed([row], include, readAccessOf(ability));
    ctx.set('ETag', etagOf(row.version));
    ctx.body = await present(ctx, row);
  });

  if (offers('history')) {
    router.get(`${base}/:id/history`, async (ctx) => {
      authorize(ctx, 'read', subject);
      const page = parseHistoryPage(ctx.query);
      const entries = await records.history(ctx, await found(ctx, 'read'));
      const ordered = page?.newestFirst ? entries.toReversed() : entries;
      const shown = page ? ordered.slice(page.offset, page.offset + page.limit) : ordered;
      setListHeaders(ctx, 'history', page?.offset ?? 0, shown.length, entries.length);
      ctx.body = shown;
    });
  }

  if (offers('create')) {
    router.post(base, async (ctx) => {
      authorize(ctx, 'create', subject);
      await records.answer(ctx, await records.create(ctx, requestBody(ctx)), 'created');
    });
  }

  if (offers('update')) {
    router.put(`${base}/:id`, async (ctx) => {
      authorize(ctx, 'update', subject);
      const body = requestBody(ctx);
      const result = await records.update(ctx, ctx.params.id!, body, expectedVersionOf(ctx, body, true));
      await records.answer(ctx, result, 'updated');
    });
  }

  if (removalPreviewed.has(definition.name)) {
    // what a delete would remove with the record, or what keeps it from being deleted: for its confirmation
    // (also where the feature deletes by its own route)
    router.get(`${base}/:id/removal`, async (ctx) => {
      authorize(ctx, 'delete', subject);
      ctx.body = await removalEffects(deps.db, definition, (await found(ctx, 'delete')).id);
    });
  }

  if (offers('delete')) {
    router.delete(`${base}/:id`, async (ctx) => {
      authorize(ctx, 'delete', subject);
      const expected = expectedVersionOf(ctx, requestBody(ctx), false);
      await records.answer(ctx, await records.remove(ctx, ctx.params.id!, expected), 'deleted');
    });
  }

  return records;
}
