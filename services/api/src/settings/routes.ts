import type Router from '@koa/router';
import {
  defaultPrimaryColor,
  NotFoundError,
  settingTypeOf,
  settingTypes,
  ValidationError,
} from '@tams/domain';
import { settingIdOf } from '@tams/platform';
import type { Context } from 'koa';
import { authorize } from '../auth/authenticate.js';
import type { AppContext, RequestState } from '../context.js';
import { setListHeaders } from '../http/listHeaders.js';
import { type ListAllowList, parseListQuery } from '@tams/projections';
import { etagOf, expectedVersionOf } from '../http/preconditions.js';
import { requestBody } from '../http/requestBody.js';
import { commandContextOf } from '../resources/recordRoutes.js';
import { logoRoutes } from './logoRoutes.js';
import { publicEntry, type SettingEntry, SettingStore } from './settingEntries.js';

const typeAllow: ListAllowList = {
  fields: { machineName: { kind: 'text', ops: ['eq', 'in'] }, public: { kind: 'boolean', ops: ['eq'] } },
  sortable: new Set(['machineName']),
  includes: new Set(),
  search: [],
  meta: false,
  defaultSort: [{ field: 'machineName', direction: 'ASC' }],
};

/** Only Configuration readers see every setting; everyone else (also before sign-in) the public ones. */
const readsAll = (ctx: Context) => {
  const state = ctx.state as RequestState;
  return state.auth !== undefined && state.ability.can('read', 'Configuration');
};

/**
 * System settings (spec §7 Settings and app info): GET settings (every setting with its `Setting.value`,
 * Configuration), GET settingTypes (the same entries, filterable by machineName; the public ones for
 * everyone, before sign-in too: the login page names the institution), GET settings/primaryColor (text),
 * PUT settings/{machineName} (Configuration), and the logo (logoRoutes).
 */
export function settingRoutes(router: Router, deps: AppContext): void {
  const store = new SettingStore(deps);

  router.get('/api/settings/primaryColor', async (ctx) => {
    const entry = await store.entry('primary_color');
    ctx.type = 'text/plain';
    ctx.body = entry?.value || defaultPrimaryColor;
  });

  logoRoutes(router, deps, store);

  router.get('/api/settings', async (ctx) => {
    authorize(ctx, 'read', 'Configuration');
    const entries = await store.entries();
    setListHeaders(ctx, 'settings', 0, entries.length, entries.length);
    ctx.body = entries;
  });

  router.get('/api/settingTypes', async (ctx) => {
    const query = parseListQuery(ctx.query, typeAllow);
    const visible = settingTypes.filter((type) => type.public || readsAll(ctx));
    const matching = visible.filter((type) =>
      query.filters.every((clause) => {
        const actual = clause.field === 'machineName' ? type.machineName : type.public;
        return clause.op === 'in' ? (clause.value as unknown[]).includes(actual) : actual === clause.value;
      }),
    );
    if (query.sort[0]?.direction === 'DESC') matching.reverse();
    const page = (await store.entries(matching)).slice(query.offset, query.offset + query.limit);
    setListHeaders(ctx, 'settingTypes', query.offset, page.length, matching.length);
    ctx.body = readsAll(ctx) ? page : page.map(publicEntry);
  });

  const entryOrNotFound = async (idOrName: string): Promise<SettingEntry> => {
    const type = settingTypeOf(idOrName) ?? settingTypes.find((t) => settingIdOf(t.machineName) === idOrName);
    const entry = type ? await store.entry(type.machineName) : undefined;
    if (!entry) throw new NotFoundError('settings', idOrName);
    return entry;
  };

  router.get('/api/settings/:id', async (ctx) => {
    authorize(ctx, 'read', 'Configuration');
    const entry = await entryOrNotFound(ctx.params.id!);
    ctx.set('ETag', etagOf(entry.version));
    ctx.body = entry;
  });

  /** Sets a value; send the entry's `version` (0 while never set). An empty value goes back to the default. */
  router.put('/api/settings/:id', async (ctx) => {
    const { auth } = authorize(ctx, 'update', 'Configuration');
    const entry = await entryOrNotFound(ctx.params.id!);
    const body = requestBody(ctx);
    if (typeof body !== 'object' || body === null || !('value' in body)) {
      throw new ValidationError({ value: 'Required (null or "" for the default)' });
    }
    const expected = expectedVersionOf(ctx, body, entry.Setting !== null);
    await store.set(
      entry.machineName,
      (body as { value: unknown }).value,
      expected,
      commandContextOf(ctx, auth),
    );
    const saved = (await store.entry(entry.machineName))!;
    ctx.set('ETag', etagOf(saved.version));
    ctx.body = saved;
  });
}
