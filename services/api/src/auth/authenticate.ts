import { type Action, defineAbilityFor, type Subject } from '@tams/access';
import type { Context, Middleware } from 'koa';
import type { AppContext, RequestState } from '../context.js';
import { ForbiddenError, UnauthenticatedError } from '../http/errors.js';
import { authContextOf, sessionCookie, sessionTokenHash } from './sessions.js';

/**
 * Resolves who is calling (session cookie) and their ability, for every /api request. The session row is
 * read once and cached until its user changes or the session ends (app caches), never past its expiry.
 */
export function authenticate(app: AppContext): Middleware {
  return async (ctx, next) => {
    const token = ctx.cookies.get(sessionCookie);
    const session = token
      ? await app.caches.sessions.get(
          sessionTokenHash(token),
          () => authContextOf(app.db, token, app.config),
          (value) => value !== undefined,
        )
      : undefined;
    const auth = session && session.expiresAt > Date.now() ? session.context : undefined;
    const state = ctx.state as RequestState;
    state.auth = auth;
    state.ability = defineAbilityFor(auth);
    await next();
  };
}

/** Every route calls this before it does anything: 401 when anonymous, 403 when not allowed. */
export function authorize(
  ctx: Context,
  action: Action,
  subject: Subject,
  field?: string,
): RequestState & { auth: NonNullable<RequestState['auth']> } {
  const state = ctx.state as RequestState;
  if (!state.auth) throw new UnauthenticatedError();
  if (!state.ability.can(action, subject, field)) throw new ForbiddenError();
  return state as RequestState & { auth: NonNullable<RequestState['auth']> };
}
