import type Router from '@koa/router';
import { type AuthContext, masqueradeAllowed, masqueradeRightsBeyond } from '@tams/access';
import { BusinessRuleError, NotFoundError } from '@tams/domain';
import { userRolesOf } from '@tams/projections';
import type { Context } from 'koa';
import { z } from 'zod';
import { signedIn } from '../auth/authenticate.js';
import { sessionCookie, sessionIdentity, sessionTokenHash, setWorkingUser } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { parseBody } from '../http/body.js';
import { ForbiddenError, UnauthenticatedError } from '../http/errors.js';
import { requestBody } from '../http/requestBody.js';
import { recordUserActivity } from './userActivity.js';

export const masqueradeBody = z.object({ id: z.uuid({ error: 'Must be the id of a user' }) });

/**
 * Masquerade (spec §4, DESIGN §9): POST users/masquerade {id} makes the session act as that user; DELETE
 * ends it. Judged by the signed-in user's own roles (admin, academicOpsAdmin: `masquerade` on User),
 * whoever they act as now; never as an admin or an inactive user, and only as a user whose roles give
 * nothing beyond the signed-in user's own rights (DESIGN §20; an administrator may act as any non-admin);
 * only with a session (not an API key).
 * Both answer the new auth context; each is recorded in the signed-in user's stream. The same rule is
 * judged again on every request (sessionIdentity): a masquerade it no longer allows ends there.
 */
export function masqueradeRoutes(router: Router, deps: AppContext): void {
  /**
   * The session acts as `workingUserId` (null: as itself again); recorded in the signed-in user's stream.
   * Answers the session's new auth context.
   */
  const switchTo = async (ctx: Context, auth: AuthContext, workingUserId: string | null) => {
    const token = ctx.cookies.get(sessionCookie);
    if (!token) throw new UnauthenticatedError('Masquerade needs a signed-in session');
    await setWorkingUser(deps.db, token, workingUserId);
    await deps.events.sessionChanged(sessionTokenHash(token));
    const identity = await sessionIdentity(deps.db, token, deps.config);
    if (!identity) throw new UnauthenticatedError();
    const at = new Date().toISOString();
    const id = auth.authenticatedUserId;
    await recordUserActivity(
      deps,
      workingUserId
        ? { type: 'RecordMasqueradeStarted', id, workingUserId, at }
        : { type: 'RecordMasqueradeEnded', id, workingUserId: auth.workingUserId, at },
      ctx.state.requestId,
    );
    return identity.context;
  };

  router.post('/api/users/masquerade', async (ctx) => {
    const { auth } = signedIn(ctx);
    const { id } = parseBody(masqueradeBody, requestBody(ctx));
    const signedInRoles: string[] = (await userRolesOf(deps.db, auth.authenticatedUserId))?.Roles ?? [];
    // the signed-in user's own right (whoever they act as now); the target is judged below
    if (ctx.state.via !== 'ui' || !masqueradeAllowed(auth, signedInRoles, [])) throw new ForbiddenError();
    const target = await userRolesOf(deps.db, id);
    if (!target) throw new NotFoundError('users', id);
    if (id === auth.authenticatedUserId)
      throw new BusinessRuleError('You cannot masquerade as yourself', 'id');
    if (!target.isActive)
      throw new BusinessRuleError('This user is deactivated: you cannot masquerade as them', 'id');
    const targetRoles = target.Roles as string[];
    if (targetRoles.includes('admin'))
      throw new BusinessRuleError('You cannot masquerade as an administrator', 'id');
    const beyond = masqueradeRightsBeyond(auth, signedInRoles, targetRoles);
    if (beyond.length > 0) {
      throw new ForbiddenError({
        id: `You may not masquerade as this user: their roles allow ${beyond.slice(0, 3).join(', ')}, which yours do not`,
      });
    }
    ctx.body = await switchTo(ctx, auth, id);
  });

  router.delete('/api/users/masquerade', async (ctx) => {
    const { auth } = signedIn(ctx);
    if (auth.authenticatedUserId === auth.workingUserId) {
      ctx.body = auth; // not masquerading: nothing to end
      return;
    }
    ctx.body = await switchTo(ctx, auth, null);
  });
}
