import type Router from '@koa/router';
import { isLocalMode } from '@tams/platform';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext, RequestState } from '../context.js';
import { parseBody } from '../http/body.js';
import { UnauthenticatedError } from '../http/errors.js';
import { requestBody } from '../http/requestBody.js';
import { createSession, endSession, sessionCookie, sessionTokenHash } from './sessions.js';

const devSignIn = z.object({ username: z.string().trim().min(1, 'Required').max(100) });

/**
 * Session routes of spec §7 (auth/me, auth, auth/logout) and the dev sign-in of local and development
 * modes. Single sign-on (SAML, Auth0), masquerade and API keys come with identity and access.
 */
export function authRoutes(router: Router, deps: AppContext): void {
  const local = isLocalMode(deps.config.mode);
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: !local,
    path: '/',
    overwrite: true,
  };

  router.post('/api/auth/dev', async (ctx) => {
    if (!local) return; // 404 outside local and development modes
    const { username } = parseBody(devSignIn, requestBody(ctx));
    const { rows } = await sql<{ id: string }>`
      select id from users where lower(username) = lower(${username}) and "isActive"
    `.execute(deps.db);
    if (!rows[0]) throw new UnauthenticatedError(`No active user named "${username}"`);
    const token = await createSession(deps.db, rows[0].id, deps.config.sessionHours);
    ctx.cookies.set(sessionCookie, token, { ...cookieOptions, maxAge: deps.config.sessionHours * 3600_000 });
    ctx.body = { id: rows[0].id };
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
      await deps.events.sessionEnded(sessionTokenHash(token));
    }
    ctx.cookies.set(sessionCookie, null, cookieOptions);
    ctx.body = { ok: true };
  });

  router.get('/api/auth', (ctx) => {
    const { auth } = ctx.state as RequestState;
    if (!auth) throw new UnauthenticatedError();
    ctx.body = auth;
  });

  router.get('/api/auth/me', async (ctx) => {
    const { auth } = ctx.state as RequestState;
    if (!auth) throw new UnauthenticatedError();
    const user = await deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', auth.workingUserId)
      .executeTakeFirst();
    ctx.body = user;
  });
}
