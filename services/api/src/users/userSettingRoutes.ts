import type Router from '@koa/router';
import { userSettings } from '@tams/domain';
import { signedIn } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
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
  recordRoutes(router, deps, userSettings, {
    defaults: (ctx) => ({ UserId: ctx.state.auth?.workingUserId }),
  });
}
