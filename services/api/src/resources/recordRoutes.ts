import type Router from '@koa/router';
import { subjectOf } from '@tams/access';
import { NotFoundError, type ResourceDefinition, resourceDefinition } from '@tams/domain';
import type { Context } from 'koa';
import { authorize } from '../auth/authenticate.js';
import type { CommandContext } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { ForbiddenError } from '../http/errors.js';
import { setListHeaders } from '../http/listHeaders.js';
import { parseListQuery } from '../http/listQuery.js';
import { etagOf, expectedVersionOf } from '../http/preconditions.js';
import { requestBody } from '../http/requestBody.js';
import { allowListOf } from './allowList.js';
import { forbiddenFields, refuseForbiddenInput, stripForbidden } from './fieldAccess.js';
import { historyOf } from './history.js';
import { RecordReads, type Row } from './recordReads.js';
import { type RecordHooks, RecordWrites, type WriteResult } from './recordWrites.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RecordRoutes {
  reads: RecordReads;
  writes: RecordWrites;
}

/**
 * CRUD + history of a simple resource under /api/{name} (DESIGN §6). Every route authorizes first; lists
 * and records leave out fields the user may not read; writes refuse fields the user may not set.
 */
export function recordRoutes(
  router: Router,
  deps: AppContext,
  definition: ResourceDefinition,
  hooks: RecordHooks = {},
): RecordRoutes {
  const subject = subjectOf(definition.name);
  const reads = new RecordReads(deps.db, definition, deps.caches.listTotals);
  const writes = new RecordWrites(deps, definition, reads, hooks);
  const allow = allowListOf(definition);
  const base = `/api/${definition.name}`;
  const commandContext = (ctx: Context, auth: CommandContext['auth']): CommandContext => ({
    auth,
    requestId: ctx.state.requestId,
    via: 'ui',
  });

  const readableIncludes = (ctx: Context, include: readonly string[]) => {
    for (const name of include) {
      const reference = Object.values(definition.fields).find(
        (spec) => spec.kind === 'reference' && spec.include === name,
      );
      const target = reference?.kind === 'reference' ? reference.resource : undefined;
      if (target && !ctx.state.ability.can('read', subjectOf(resourceDefinition(target).name)))
        throw new ForbiddenError();
    }
  };

  const found = async (ctx: Context, include: readonly string[] = []): Promise<Row> => {
    const id = ctx.params.id!;
    const row = uuidPattern.test(id) ? await reads.get(id, include) : undefined;
    if (!row) throw new NotFoundError(definition.name, id);
    return row;
  };

  const respond = (ctx: Context, result: WriteResult, status: 200 | 201, hide: ReadonlySet<string>) => {
    if (!result.visible) {
      // the change is recorded; the read model had not caught up within the wait: say where to find it
      ctx.status = 202;
      ctx.set('Location', `${base}/${result.id}`);
      ctx.body = {
        id: result.id,
        message: 'Accepted: the change is recorded and will be visible shortly',
        position: result.position,
      };
      return;
    }
    if (!result.row) throw new NotFoundError(definition.name, ctx.params.id ?? '');
    ctx.status = status;
    ctx.set('ETag', etagOf(result.row.version));
    if (status === 201) ctx.set('Location', `${base}/${result.row.id}`);
    ctx.body = stripForbidden(result.row, hide);
  };

  router.get(base, async (ctx) => {
    const { ability } = authorize(ctx, 'read', subject);
    const query = parseListQuery(ctx.query, allow);
    const hide = forbiddenFields(ability, 'read', subject, definition);
    if ([...query.filters, ...query.sort].some(({ field }) => hide.has(field))) throw new ForbiddenError();
    readableIncludes(ctx, query.include);
    const { rows, total } = await reads.list(query);
    setListHeaders(ctx, definition.name, query.offset, rows.length, total);
    ctx.body = rows.map((row) => stripForbidden(row, hide));
  });

  router.get(`${base}/:id`, async (ctx) => {
    const { ability } = authorize(ctx, 'read', subject);
    const include = parseListQuery({ include: ctx.query.include }, allow).include;
    readableIncludes(ctx, include);
    const row = await found(ctx, include);
    ctx.set('ETag', etagOf(row.version));
    ctx.body = stripForbidden(row, forbiddenFields(ability, 'read', subject, definition));
  });

  router.get(`${base}/:id/history`, async (ctx) => {
    const { ability } = authorize(ctx, 'read', subject);
    const row = await found(ctx);
    ctx.body = await historyOf(
      deps.db,
      deps.store,
      definition,
      row,
      forbiddenFields(ability, 'read', subject, definition),
    );
  });

  router.post(base, async (ctx) => {
    const { ability, auth } = authorize(ctx, 'create', subject);
    const body = requestBody(ctx);
    refuseForbiddenInput(body, forbiddenFields(ability, 'create', subject, definition));
    const result = await writes.create(body, commandContext(ctx, auth));
    respond(ctx, result, 201, forbiddenFields(ability, 'read', subject, definition));
  });

  router.put(`${base}/:id`, async (ctx) => {
    const { ability, auth } = authorize(ctx, 'update', subject);
    const body = requestBody(ctx);
    const expected = expectedVersionOf(ctx, body, true);
    refuseForbiddenInput(body, forbiddenFields(ability, 'update', subject, definition));
    const result = await writes.update(ctx.params.id!, body, expected, commandContext(ctx, auth));
    respond(ctx, result, 200, forbiddenFields(ability, 'read', subject, definition));
  });

  router.delete(`${base}/:id`, async (ctx) => {
    const { ability, auth } = authorize(ctx, 'delete', subject);
    const expected = expectedVersionOf(ctx, requestBody(ctx), false);
    const result = await writes.delete(ctx.params.id!, expected, commandContext(ctx, auth));
    if (!result.visible) return respond(ctx, result, 200, new Set());
    ctx.body = stripForbidden(result.row!, forbiddenFields(ability, 'read', subject, definition));
  });

  return { reads, writes };
}
