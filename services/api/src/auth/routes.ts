import type Router from '@koa/router';
import { safeText } from '@tams/domain';
import { isLocalMode } from '@tams/platform';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { signedIn } from './authenticate.js';
import { parseBody } from '../http/body.js';
import { UnauthenticatedError } from '../http/errors.js';
import { requestBody } from '../http/requestBody.js';
import { endSession, sessionCookie, sessionCookieOptions, sessionTokenHash } from './sessions.js';
import { completeSignIn, matchUser } from './signIn.js';

export const devSignIn = z.object({ username: safeText(100).pipe(z.string().min(1, 'Required')) });

/**
 * Session routes of spec §7 (auth/me, auth, auth/logout) and the dev sign-in of local and development
 * modes (404 in production and staging-build). Single sign-on lives in saml/ and auth0/.
 */
export function authRoutes(router: Router, deps: AppContext): void {
  const local = isLocalMode(deps.config.mode);

  router.post('/api/auth/dev', async (ctx) => {
    if (!local) return; // 404 outside local and development modes
    const { username } = parseBody(devSignIn, requestBody(ctx));
    const match = await matchUser(deps, { username });
    if ('refusal' in match) throw new UnauthenticatedError(match.refusal);
    await completeSignIn(ctx, deps, match.userId, 'dev');
    ctx.body = { id: match.userId };
  });

  /** The users a developer can sign in as, grouped by the login page by role (local and development only). */
  router.get('/api/auth/dev/users', async (ctx) => {
    if (!local) return;
    ctx.body = await deps.db
      .selectFrom('users')
      .select(['id', 'username', 'displayName', 'firstName', 'lastName', 'Roles', 'isFaculty'])
      .where('isActive', '=', true)
      .orderBy('username')
      .limit(500)
      .execute();
  });

  router.get('/api/auth/logout', async (ctx) => {
    const token = ctx.cookies.get(sessionCookie);
    if (token) {
      await endSession(deps.db, token);
      await deps.events.sessionChanged(sessionTokenHash(token));
    }
    ctx.cookies.set(sessionCookie, null, sessionCookieOptions(deps.config));
    ctx.body = { ok: true };
  });

  router.get('/api/auth', (ctx) => {
    ctx.body = signedIn(ctx).auth;
  });

  router.get('/api/auth/me', async (ctx) => {
    const { auth } = signedIn(ctx);
    const user = await deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', auth.workingUserId)
      .executeTakeFirst();
    ctx.body = user;
  });
}
