import type Router from '@koa/router';
import { userSettings } from '@tams/domain';
import { authorize, signedIn } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { requestBody } from '../http/requestBody.js';
import { recordRoutes } from '../resources/recordRoutes.js';

/**
 * A user's own settings (spec §7 User settings): userSettings and userSettings/mine list the caller's
 * (the ability's UserSetting condition), a create is for the caller unless it names another user it may
 * manage, and others' settings are not found.
 */
export function userSettingRoutes(router: Router, deps: AppContext): void {
  router.get('/api/userSettings/mine', async (ctx) => {
    const { auth } = signedIn(ctx);
    ctx.body = await deps.db
      .selectFrom('userSettings')
      .selectAll()
      .where('UserId', '=', auth.workingUserId)
      .orderBy('machineName')
      .execute();
  });
  const settings = recordRoutes(router, deps, userSettings, { without: ['create'] });
  router.post('/api/userSettings', async (ctx) => {
    const { auth } = authorize(ctx, 'create', 'UserSetting');
    const body = { UserId: auth.workingUserId, ...(requestBody(ctx) as object) };
    await settings.answer(ctx, await settings.create(ctx, body), 'created');
  });
}
