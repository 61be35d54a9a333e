import { type Action, type AuthContext, type RecordChange, subjectOf, writeRefusal } from '@tams/access';
import { NotFoundError, type ResourceDefinition, withComposites } from '@tams/domain';
import type { Context } from 'koa';
import { authorize } from '../auth/authenticate.js';
import type { CommandContext } from '../commands/commandContext.js';
import { answerWrite } from '../commands/runStreamCommand.js';
import type { AppContext, RequestState } from '../context.js';
import { ForbiddenError } from '../http/errors.js';
import { isUuid } from '../http/ids.js';
import { forbiddenFields, refuseForbiddenInput, stripForbidden } from './fieldAccess.js';
import { type HistoryEntry, historyOf } from './history.js';
import { allowsRecord, readAccessOf } from './readAccess.js';
import { RecordReads, type Row } from './recordReads.js';
import {
  type CreateOptions,
  type DeleteOptions,
  type RecordHooks,
  RecordWrites,
  type UpdateOptions,
  type WriteResult,
} from './recordWrites.js';

export interface RecordRouteOptions extends RecordHooks {
  /** More to embed in a record read by id (e.g. a user's faculty profile). */
  embed?(ctx: Context, row: Row): Promise<void>;
  /** What rows answer beyond their columns, in lists and reads by id alike (a section's course number). */
  decorate?(rows: Row[]): Promise<void>;
  /** Routes this resource does not offer through the generic mechanism (its own routes do it). */
  without?: readonly ('create' | 'update' | 'delete' | 'history')[];
  /** Values the server sets from other records, and checks against them (see ServerValues). */
  serverValues?(
    ctx: Context,
    values: Record<string, unknown>,
    current?: Row,
  ): Promise<Record<string, unknown>>;
}

/**
 * The steps of a request on one record as the generic routes take them, for a feature that writes its own
 * route (authorize -> read facts -> run -> answer) and passes what differs: a guard, server values, an id.
 * Each write authorizes, refuses fields the caller may not set and records outside their conditions.
 */
export interface RecordRequests {
  reads: RecordReads;
  writes: RecordWrites;
  /** The record of the path's `:id`, if the caller may `action` (and read) it; else 404 (never reveal others'). */
  found(ctx: Context, action: Action): Promise<Row>;
  /** The answer for one record as the caller may see it (fields stripped, embeds added). */
  present(ctx: Context, row: Row): Promise<Row>;
  /** A create as POST makes it; `options` may add a guard, server values (instead of the resource's), an id. */
  create(ctx: Context, body: unknown, options?: Omit<CreateOptions, 'trusted'>): Promise<WriteResult>;
  /** An update as PUT /{id} makes it (the caller's conditions, checks and server values). */
  update(
    ctx: Context,
    id: string,
    body: unknown,
    expectedVersion: number | undefined,
    options?: Pick<UpdateOptions, 'guard' | 'named'>,
  ): Promise<WriteResult>;
  /** A delete as DELETE /{id} makes it. */
  remove(
    ctx: Context,
    id: string,
    expectedVersion: number | undefined,
    options?: DeleteOptions,
  ): Promise<WriteResult>;
  /** The record's history as the caller may see it. */
  history(ctx: Context, row: Row): Promise<HistoryEntry[]>;
  /** The answer to a write: the record (a delete: as it was), or 202 with where to find it once visible. */
  answer(ctx: Context, result: WriteResult, change: 'created' | 'updated' | 'deleted'): Promise<void>;
}

export const commandContextOf = (ctx: Context, auth: CommandContext['auth']): CommandContext => ({
  auth,
  requestId: ctx.state.requestId,
  via: (ctx.state as RequestState).via ?? 'ui',
});

export function recordRequests(
  deps: AppContext,
  definition: ResourceDefinition,
  options: RecordRouteOptions = {},
): RecordRequests {
  const subject = subjectOf(definition.name);
  const reads = new RecordReads(deps.db, definition, deps.caches.listTotals);
  const writes = new RecordWrites(deps, definition, reads, options);
  const hidden = (ctx: Context, action: 'read' | 'create' | 'update') =>
    action === 'read'
      ? readAccessOf(ctx.state.ability)(definition).hidden
      : forbiddenFields(ctx.state.ability, action, subject, definition);
  const guard = (ctx: Context, action: Action) => (row: Row) => {
    if (!allowsRecord(ctx.state.ability, action, subject, row))
      throw new NotFoundError(definition.name, row.id);
  };
  // who writes which record, beyond the ability (DESIGN §20: e.g. nobody changes their own membership)
  const refuseWrite = (auth: AuthContext, change: RecordChange, record: Record<string, unknown>) => {
    const refusal = writeRefusal(definition.name, auth, change, record);
    if (refusal) throw new ForbiddenError(refusal);
  };
  const serverValuesOf = (ctx: Context) =>
    options.serverValues &&
    ((values: Record<string, unknown>, current?: Row) => options.serverValues!(ctx, values, current));

  const present = async (ctx: Context, row: Row) => {
    const shown = { ...row };
    await options.embed?.(ctx, shown);
    await options.decorate?.([shown]);
    return withComposites(definition, stripForbidden(shown, hidden(ctx, 'read')));
  };

  return {
    reads,
    writes,
    present,

    async found(ctx, action) {
      const id = ctx.params.id!;
      const row = isUuid(id) ? await reads.get(id) : undefined;
      if (
        !row ||
        !allowsRecord(ctx.state.ability, action, subject, row) ||
        !readAccessOf(ctx.state.ability)(definition).allows(row)
      )
        throw new NotFoundError(definition.name, id);
      return row;
    },

    async create(ctx, body, { guard: check, ...write } = {}) {
      const { ability, auth } = authorize(ctx, 'create', subject);
      refuseForbiddenInput(body, hidden(ctx, 'create'));
      return writes.create({ ...(body as object) }, commandContextOf(ctx, auth), {
        ...write,
        serverValues: write.serverValues ?? serverValuesOf(ctx),
        guard: (values) => {
          if (!allowsRecord(ability, 'create', subject, values)) throw new ForbiddenError();
          refuseWrite(auth, 'create', values);
          check?.(values);
        },
      });
    },

    async update(ctx, id, body, expectedVersion, { guard: check, named } = {}) {
      const { auth } = authorize(ctx, 'update', subject);
      refuseForbiddenInput(body, hidden(ctx, 'update'));
      return writes.update(id, body, expectedVersion, commandContextOf(ctx, auth), {
        ...(named ? { named } : {}),
        serverValues: serverValuesOf(ctx),
        guard: (current) => {
          guard(ctx, 'update')(current);
          refuseWrite(auth, 'update', current);
          check?.(current);
        },
        // the conditions hold for the record as it will be too: a faculty member's own administrative
        // assignment cannot be moved to a colleague (403, as creating it for them is)
        guardNext: (next) => {
          if (!allowsRecord(ctx.state.ability, 'update', subject, next)) throw new ForbiddenError();
        },
      });
    },

    async remove(ctx, id, expectedVersion, { guard: check } = {}) {
      const { auth } = authorize(ctx, 'delete', subject);
      return writes.delete(id, expectedVersion, commandContextOf(ctx, auth), {
        guard: (current) => {
          guard(ctx, 'delete')(current);
          refuseWrite(auth, 'delete', current);
          check?.(current);
        },
      });
    },

    history: (ctx, row) => historyOf(deps.db, deps.store, definition, row, readAccessOf(ctx.state.ability)),

    async answer(ctx, result, change) {
      if (change === 'deleted' && result.visible) {
        ctx.body = stripForbidden(result.row!, hidden(ctx, 'read'));
        return;
      }
      await answerWrite(ctx, result, {
        resource: definition.name,
        status: change === 'created' ? 201 : 200,
        location: `/api/${definition.name}/${result.id}`,
        present: (row) => present(ctx, row),
      });
    },
  };
}
