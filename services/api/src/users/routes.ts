import type Router from '@koa/router';
import { facultyProfiles, financialData, users } from '@tams/domain';
import { BusinessRuleError } from '@tams/domain';
import type { CommandContext } from '../commands/commandContext.js';
import { endSessionsOf } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import type { Row } from '../resources/recordReads.js';
import { recordRoutes } from '../resources/recordRoutes.js';
import { currentUserRoutes } from './currentUserRoutes.js';
import { masqueradeRoutes } from './masquerade.js';
import { mergeRoutes } from './merge.js';
import { checkRoleChange } from './roleChanges.js';
import { userEmbeds } from './userProfileEmbed.js';
import { userSettingRoutes } from './userSettingRoutes.js';

/**
 * Users and what their streams hold (spec §7 Users, User settings; DESIGN §11): the special calls first,
 * then the generic routes of users, faculty profiles, financial data and user settings.
 */
export function userRoutes(router: Router, deps: AppContext): void {
  currentUserRoutes(router, deps);
  masqueradeRoutes(router, deps);
  mergeRoutes(router, deps);
  recordRoutes(router, deps, users, {
    embed: userEmbeds(deps),
    embedded: ['FacultyProfile', 'FinancialData'],
    beforeDelete: refuseSelfDelete,
    checkWrite: checkRoleChange,
    // deactivation ends the user's sessions for good (reactivation does not revive them)
    afterWrite: async (_ctx, id, values) => {
      if (values.isActive === false) await endSessionsOf(deps, id);
    },
  });
  recordRoutes(router, deps, facultyProfiles);
  recordRoutes(router, deps, financialData);
  userSettingRoutes(router, deps);
}

/** Nobody deletes the account they are signed in with (or acting as): another admin may. */
async function refuseSelfDelete(row: Row, context: CommandContext): Promise<void> {
  if (row.id === context.auth.authenticatedUserId || row.id === context.auth.workingUserId) {
    throw new BusinessRuleError(
      'You cannot delete the user you are signed in as. Ask another administrator.',
    );
  }
}
