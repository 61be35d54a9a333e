import type Router from '@koa/router';
import { facultyProfiles, financialData, users } from '@tams/domain';
import { BusinessRuleError } from '@tams/domain';
import { keyRevocation } from '../apiKeys/keyRevocation.js';
import { authorize } from '../auth/authenticate.js';
import type { CommandContext } from '../commands/commandContext.js';
import { endSessionsOf } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { expectedVersionOf } from '../http/preconditions.js';
import { requestBody } from '../http/requestBody.js';
import type { Row } from '../resources/recordReads.js';
import { commandContextOf, recordRoutes } from '../resources/recordRoutes.js';
import { currentUserRoutes } from './currentUserRoutes.js';
import { masqueradeRoutes } from './masquerade.js';
import { mergeRoutes } from './merge.js';
import { checkRoleChange } from './roleChanges.js';
import { userEmbeds } from './userProfileEmbed.js';
import { userSettingRoutes } from './userSettingRoutes.js';

/**
 * Users and what their streams hold (spec §7 Users, User settings; DESIGN §11): the special calls first,
 * then the routes of users (role changes have rules of their own: checkRoleChange), faculty profiles,
 * financial data and user settings.
 */
export function userRoutes(router: Router, deps: AppContext): void {
  currentUserRoutes(router, deps);
  masqueradeRoutes(router, deps);
  mergeRoutes(router, deps);
  const records = recordRoutes(router, deps, users, {
    without: ['create', 'update', 'delete'],
    embed: userEmbeds(deps),
    beforeDelete: refuseSelfDelete,
  });
  const revokeKeysOf = keyRevocation(deps);

  router.post('/api/users', async (ctx) => {
    authorize(ctx, 'create', 'User');
    const result = await records.create(ctx, withoutEmbeds(requestBody(ctx)), {
      guard: (values) => checkRoleChange(ctx, values),
    });
    await records.answer(ctx, result, 'created');
  });

  router.put('/api/users/:id', async (ctx) => {
    const { auth } = authorize(ctx, 'update', 'User');
    const body = withoutEmbeds(requestBody(ctx));
    const result = await records.update(ctx, ctx.params.id!, body, expectedVersionOf(ctx, body, true), {
      guard: (current) => checkRoleChange(ctx, (body ?? {}) as Record<string, unknown>, current),
    });
    // deactivation ends the user's sessions and keys for good (reactivation revives neither)
    if ((body as Row | undefined)?.isActive === false) {
      await endSessionsOf(deps, result.id);
      await revokeKeysOf(result.id, commandContextOf(ctx, auth));
    }
    await records.answer(ctx, result, 'updated');
  });

  router.delete('/api/users/:id', async (ctx) => {
    const { auth } = authorize(ctx, 'delete', 'User');
    const expected = expectedVersionOf(ctx, requestBody(ctx), false);
    const result = await records.remove(ctx, ctx.params.id!, expected, {
      // a user who may not change an administrator may not delete one either
      guard: (current) => checkRoleChange(ctx, {}, current),
    });
    // a deleted user's keys end too: undoing the removal does not bring them back
    await revokeKeysOf(result.id, commandContextOf(ctx, auth));
    await records.answer(ctx, result, 'deleted');
  });

  recordRoutes(router, deps, facultyProfiles);
  recordRoutes(router, deps, financialData);
  userSettingRoutes(router, deps);
}

/** A client may send a user back as it read it: the embeds (userEmbeds) are not fields to set. */
function withoutEmbeds(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const embeds = ['FacultyProfile', 'FinancialData'];
  return Object.fromEntries(Object.entries(body).filter(([key]) => !embeds.includes(key)));
}

/** Nobody deletes the account they are signed in with (or acting as): another admin may. */
async function refuseSelfDelete(row: Row, context: CommandContext): Promise<void> {
  if (row.id === context.auth.authenticatedUserId || row.id === context.auth.workingUserId) {
    throw new BusinessRuleError(
      'You cannot delete the user you are signed in as. Ask another administrator.',
    );
  }
}
