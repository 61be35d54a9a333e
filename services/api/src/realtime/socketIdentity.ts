import { type IncomingMessage, ServerResponse } from 'node:http';
import type { AppAbility, AuthContext } from '@tams/access';
import type Koa from 'koa';
import { authenticate } from '../auth/authenticate.js';
import { sessionCookie, sessionTokenHash } from '../auth/sessions.js';
import type { AppContext, RequestState } from '../context.js';
import { isOurOrigin } from '../http/servedHosts.js';

/** Who a socket connection acts for: the same auth context and ability a request would get. */
export interface SocketIdentity {
  auth: AuthContext;
  ability: AppAbility;
  via: 'ui' | 'api-key';
  /** The session's token hash (sessionChanged names it); undefined for an API key. */
  sessionKey: string | undefined;
}

export type Identified = { identity: SocketIdentity } | { identity: undefined; refusal: string };

/**
 * Resolves the upgrade request exactly as the API's authenticate middleware resolves a request (session
 * cookie, or `Authorization: Bearer <API key>` when apiEnabled; the same identity cache), so the socket
 * can never let in someone the REST API would refuse.
 */
export async function identifyRequest(
  app: Koa,
  deps: AppContext,
  request: IncomingMessage,
): Promise<Identified> {
  const ctx = app.createContext(request, new ServerResponse(request));
  await authenticate(deps)(ctx, async () => {});
  const state = ctx.state as RequestState;
  if (!state.auth) return { identity: undefined, refusal: state.authRefusal ?? 'Authentication required' };
  const token = state.via === 'ui' ? ctx.cookies.get(sessionCookie) : undefined;
  return {
    identity: {
      auth: state.auth,
      ability: state.ability,
      via: state.via,
      sessionKey: token ? sessionTokenHash(token) : undefined,
    },
  };
}

/**
 * Whether a browser's handshake comes from our own pages: a cookie rides along on a cross-site WebSocket
 * handshake (no CORS applies to it), so a page elsewhere could otherwise listen as the signed-in user.
 * Clients without an Origin (integrations with an API key) are not browsers.
 */
export function isOwnOrigin(request: IncomingMessage, deps: Pick<AppContext, 'config'>): boolean {
  const origin = request.headers.origin;
  return !origin || isOurOrigin(origin, request, deps.config);
}
