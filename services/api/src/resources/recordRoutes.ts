import type Router from '@koa/router';
import { type Action, subjectOf } from '@tams/access';
import { NotFoundError, type ResourceDefinition } from '@tams/domain';
import type { Context } from 'koa';
import { authorize } from '../auth/authenticate.js';
import { answerAccepted, type CommandContext } from '../commands/commandContext.js';
import type { AppContext, RequestState } from '../context.js';
import { ForbiddenError } from '../http/errors.js';
import { setListHeaders } from '../http/listHeaders.js';
import { parseListQuery } from '../http/listQuery.js';
import { etagOf, expectedVersionOf } from '../http/preconditions.js';
import { requestBody } from '../http/requestBody.js';
import { allowListOf } from './allowList.js';
import { forbiddenFields, refuseForbiddenInput, stripForbidden } from './fieldAccess.js';
import { historyOf } from './history.js';
import { allowsRecord, readAccessOf } from './readAccess.js';
import { RecordReads, type Row } from './recordReads.js';
import { type RecordHooks, RecordWrites, type WriteResult } from './recordWrites.js';
import { uuidPattern } from '../http/ids.js';

export interface RecordRoutes {
  reads: RecordReads;
  writes: RecordWrites;
  /** The answer for one record as the caller may see it (fields stripped, embeds added). */
  present(ctx: Context, row: Row): Promise<Row>;
  /** An update as PUT /{id} makes it (the caller's conditions, checks and server values), for other routes. */
  update(ctx: Context, id: string, body: unknown, expectedVersion: number | undefined): Promise<WriteResult>;
}

export interface RecordRouteOptions extends RecordHooks {
  /** Values a create takes when the body leaves them out (e.g. UserId: the caller). */
  defaults?(ctx: Context): Record<string, unknown>;
  /** More to embed in a record read by id (e.g. a user's faculty profile). */
  embed?(ctx: Context, row: Row): Promise<void>;
  /** Routes this resource does not offer through the generic mechanism (its own routes do it). */
  without?: readonly ('create' | 'update' | 'delete')[];
  /** Rules on a write beyond the ability: `current` is absent for a create; throw to refuse. */
  checkWrite?(ctx: Context, values: Record<string, unknown>, current?: Row): void;
  /** What follows a recorded create or update (`values`: what the request set). */
  afterWrite?(ctx: Context, id: string, values: Record<string, unknown>): Promise<void>;
  /** Values the server sets from other records, and checks against them (see ServerValues). */
  serverValues?(
    ctx: Context,
    values: Record<string, unknown>,
    current?: Row,
  ): Promise<Record<string, unknown>>;
  /** More keys on every record answered, lists included, that follow from the row alone. */
  rowExtras?(row: Row): Record<string, unknown>;
  /** Whether the caller sees an event of the record's stream in its history (default: every event). */
  historyShows?(ctx: Context, eventType: string): boolean;
}

/** One record judged against the ability: kept importable from here, where the routes that judge records look. */
export { allowsRecord };

export const commandContextOf = (ctx: Context, auth: CommandContext['auth']): CommandContext => ({
  auth,
  requestId: ctx.state.requestId,
  via: (ctx.state as RequestState).via ?? 'ui',
});

/**
 * CRUD + history of a simple resource under /api/{name} (DESIGN §6). Every route authorizes first; lists
 * hold only the records the ability lets the caller read (its conditions become SQL); records leave out
 * fields the user may not read; writes refuse fields the user may not set and records outside the
 * caller's conditions (e.g. another user's settings: 404, as if absent). What a list shows, a read by
 * id, an `include` and a history entry show too, no more: all judge by readAccessOf.
 */
export function recordRoutes(
  router: Router,
  deps: AppContext,
  definition: ResourceDefinition,
  options: RecordRouteOptions = {},
): RecordRoutes {
  const subject = subjectOf(definition.name);
  const reads = new RecordReads(deps.db, definition, deps.caches.listTotals);
  const writes = new RecordWrites(deps, definition, reads, options);
  const allow = allowListOf(definition);
  const base = `/api/${definition.name}`;
  const offers = (route: 'create' | 'update' | 'delete') => !options.without?.includes(route);
  const hidden = (ctx: Context, action: 'read' | 'create' | 'update') =>
    action === 'read'
      ? readAccessOf(ctx.state.ability)(definition).hidden
      : forbiddenFields(ctx.state.ability, action, subject, definition);

  /** The record, if it exists and the caller may `action` (and read) it; else 404 (never reveal others'). */
  const found = async (ctx: Context, action: Action): Promise<Row> => {
    const id = ctx.params.id!;
    const row = uuidPattern.test(id) ? await reads.get(id) : undefined;
    if (
      !row ||
      !allowsRecord(ctx.state.ability, action, subject, row) ||
      !readAccessOf(ctx.state.ability)(definition).allows(row)
    )
      throw new NotFoundError(definition.name, id);
    return row;
  };
  const guard = (ctx: Context, action: Action) => (row: Row) => {
    if (!allowsRecord(ctx.state.ability, action, subject, row))
      throw new NotFoundError(definition.name, row.id);
  };

  const withExtras = (row: Row): Row => (options.rowExtras ? { ...row, ...options.rowExtras(row) } : row);
  const present = async (ctx: Context, row: Row) => {
    const shown = withExtras(row);
    await options.embed?.(ctx, shown);
    return stripForbidden(shown, hidden(ctx, 'read'));
  };
  const serverValuesOf = (ctx: Context) =>
    options.serverValues &&
    ((values: Record<string, unknown>, current?: Row) => options.serverValues!(ctx, values, current));

  const update = async (ctx: Context, id: string, body: unknown, expected: number | undefined) => {
    const { auth } = authorize(ctx, 'update', subject);
    refuseForbiddenInput(body, hidden(ctx, 'update'));
    const input = (body ?? {}) as Record<string, unknown>;
    const result = await writes.update(id, body, expected, commandContextOf(ctx, auth), {
      guard: (current) => {
        guard(ctx, 'update')(current);
        options.checkWrite?.(ctx, input, current);
      },
      serverValues: serverValuesOf(ctx),
    });
    await options.afterWrite?.(ctx, result.id, input);
    return result;
  };

  const respond = async (ctx: Context, result: WriteResult, status: 200 | 201) => {
    if (!result.visible) {
      // the change is recorded; the read model had not caught up within the wait: say where to find it
      ctx.set('Location', `${base}/${result.id}`);
      return answerAccepted(ctx, result.position, { id: result.id });
    }
    if (!result.row) throw new NotFoundError(definition.name, ctx.params.id ?? '');
    ctx.status = status;
    ctx.set('ETag', etagOf(result.row.version));
    if (status === 201) ctx.set('Location', `${base}/${result.row.id}`);
    ctx.body = await present(ctx, result.row);
  };

  router.get(base, async (ctx) => {
    const { ability } = authorize(ctx, 'read', subject);
    const query = parseListQuery(ctx.query, allow);
    const hide = hidden(ctx, 'read');
    if ([...query.filters, ...query.sort].some(({ field }) => hide.has(field))) throw new ForbiddenError();
    const readAccess = readAccessOf(ability);
    const access = readAccess(definition).condition;
    if (access === null) throw new ForbiddenError();
    const { rows, total } = await reads.list(query, access);
    await reads.embed(rows, query.include, readAccess);
    setListHeaders(ctx, definition.name, query.offset, rows.length, total);
    const pick = query.select;
    ctx.body = rows.map((row) => {
      const visible = stripForbidden(withExtras(row), hide);
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

  router.get(`${base}/:id/history`, async (ctx) => {
    const { ability } = authorize(ctx, 'read', subject);
    const row = await found(ctx, 'read');
    const entries = await historyOf(deps.db, deps.store, definition, row, readAccessOf(ability));
    ctx.body = options.historyShows
      ? entries.filter((entry) => options.historyShows!(ctx, entry.type))
      : entries;
  });

  if (offers('create')) {
    router.post(base, async (ctx) => {
      const { ability, auth } = authorize(ctx, 'create', subject);
      const body = requestBody(ctx);
      refuseForbiddenInput(body, hidden(ctx, 'create'));
      const input = { ...options.defaults?.(ctx), ...(body as object) };
      const result = await writes.create(
        input,
        commandContextOf(ctx, auth),
        false,
        (values) => {
          if (!allowsRecord(ability, 'create', subject, values)) throw new ForbiddenError();
          options.checkWrite?.(ctx, values);
        },
        serverValuesOf(ctx),
      );
      await options.afterWrite?.(ctx, result.id, input);
      await respond(ctx, result, 201);
    });
  }

  if (offers('update')) {
    router.put(`${base}/:id`, async (ctx) => {
      authorize(ctx, 'update', subject);
      const body = requestBody(ctx);
      const result = await update(ctx, ctx.params.id!, body, expectedVersionOf(ctx, body, true));
      await respond(ctx, result, 200);
    });
  }

  if (offers('delete')) {
    router.delete(`${base}/:id`, async (ctx) => {
      const { auth } = authorize(ctx, 'delete', subject);
      const expected = expectedVersionOf(ctx, requestBody(ctx), false);
      const result = await writes.delete(ctx.params.id!, expected, commandContextOf(ctx, auth), (current) => {
        guard(ctx, 'delete')(current);
        options.checkWrite?.(ctx, {}, current);
      });
      if (!result.visible) return respond(ctx, result, 200);
      ctx.body = stripForbidden(result.row!, hidden(ctx, 'read'));
    });
  }

  return { reads, writes, present, update };
}
