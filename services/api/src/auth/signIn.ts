import type { Context } from 'koa';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { recordUserActivity } from '../users/userActivity.js';
import { insecureTransport } from './secureTransport.js';
import { createSession, sessionCookie, sessionCookieOptions } from './sessions.js';

/** How a person proved who they are; recorded with the sign-in. */
export type SignInMethod = 'dev' | 'saml' | 'auth0';

export type SignInMatch = { userId: string } | { refusal: string };

/**
 * The TAMS user an identity provider vouched for: matched by username or email, case-insensitively
 * (DESIGN §9). Unknown and deactivated users are refused with a message a person can act on.
 */
export async function matchUser(
  deps: Pick<AppContext, 'db'>,
  identity: { username?: string | undefined; email?: string | undefined },
): Promise<SignInMatch> {
  const keys = [identity.username, identity.email]
    .map((value) => value?.trim().toLowerCase())
    .filter((value): value is string => Boolean(value));
  if (keys.length === 0) return { refusal: 'The identity provider named no username or email' };
  const { rows } = await sql<{ id: string; isActive: boolean }>`
    select id, "isActive" from users
    where lower(username) = any(${keys}::text[]) or lower(email) = any(${keys}::text[])
    order by "isActive" desc, (lower(username) = any(${keys}::text[])) desc
    limit 1
  `.execute(deps.db);
  const user = rows[0];
  if (!user) return { refusal: `No TAMS user has the username or email ${keys.join(' / ')}` };
  if (!user.isActive)
    return { refusal: 'This TAMS account is deactivated. Please contact your TAMS administrator.' };
  return { userId: user.id };
}

/** Starts a server-side session for the user and sets its cookie (httpOnly, SameSite=Lax). */
export async function completeSignIn(
  ctx: Context,
  deps: AppContext,
  userId: string,
  method: SignInMethod,
): Promise<void> {
  const insecure = insecureTransport(ctx, deps.config);
  if (insecure) ctx.throw(400, insecure);
  const token = await createSession(deps.db, userId, deps.config.sessionHours);
  ctx.cookies.set(sessionCookie, token, {
    ...sessionCookieOptions(deps.config),
    maxAge: deps.config.sessionHours * 3600_000,
  });
  await recordUserActivity(
    deps,
    { type: 'RecordSignIn', id: userId, method, at: new Date().toISOString() },
    ctx.state.requestId,
  );
}
