import { type Action, defineAbilityFor, type Subject } from '@tams/access';
import type { Context, Middleware } from 'koa';
import type { AppContext, RequestState } from '../context.js';
import { ForbiddenError, UnauthenticatedError } from '../http/errors.js';
import { apiKeyHash, apiKeyIdentity } from './apiKeyIdentity.js';
import { sessionCookie, sessionIdentity, sessionTokenHash } from './sessions.js';

/** The API key of `Authorization: Bearer <key>`, if the request has one (it then counts alone, no cookie). */
export const bearerKeyOf = (ctx: Context): string | undefined =>
  /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'))?.[1];

/** Cache keys: a session by its token's hash, an API key by `key:` and its hash. */
export const apiKeyCacheKey = (key: string) => `key:${apiKeyHash(key)}`;

/**
 * Resolves who is calling, for every /api request: `Authorization: Bearer <API key>` (when apiEnabled)
 * or the session cookie. The identity is cached until its users, their memberships, the key or the
 * session change (app caches), never past its expiry.
 */
export function authenticate(app: AppContext): Middleware {
  return async (ctx, next) => {
    const state = ctx.state as RequestState;
    const key = bearerKeyOf(ctx);
    let resolved;
    if (key !== undefined) {
      state.via = 'api-key';
      if (app.config.featureFlags.apiEnabled !== true) state.authRefusal = 'API keys are not enabled';
      else {
        resolved = await app.caches.sessions.get(
          apiKeyCacheKey(key),
          () => apiKeyIdentity(app.db, key, app.config),
          (value) => value !== undefined,
        );
        if (!resolved) state.authRefusal = 'The API key is unknown, revoked or expired';
      }
    } else {
      state.via = 'ui';
      const token = ctx.cookies.get(sessionCookie);
      resolved = token
        ? await app.caches.sessions.get(
            sessionTokenHash(token),
            () => sessionIdentity(app.db, token, app.config),
            (value) => value !== undefined,
          )
        : undefined;
    }
    const auth = resolved && resolved.expiresAt > Date.now() ? resolved.context : undefined;
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
  if (!state.auth) throw new UnauthenticatedError(state.authRefusal);
  if (!state.ability.can(action, subject, field)) throw new ForbiddenError();
  return state as RequestState & { auth: NonNullable<RequestState['auth']> };
}

/** Routes open to every signed-in user (their own session, the dashboard's context): 401 when anonymous. */
export function signedIn(ctx: Context): RequestState & { auth: NonNullable<RequestState['auth']> } {
  return authorize(ctx, 'read', 'Dashboard');
}
