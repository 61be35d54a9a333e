import type { AuthContext } from '@tams/access';
import { HttpError } from 'react-admin';
import { apiUrl } from './httpClient';

/** How long one `GET /api/auth` answers checkAuth, getPermissions, getIdentity and canAccess. */
const cacheMs = 5_000;

let cached: { context: Promise<AuthContext>; at: number } | undefined;

async function fetchAuthContext(): Promise<AuthContext> {
  const response = await fetch(`${apiUrl}/auth`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const body = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new HttpError(body?.message ?? response.statusText, response.status, body);
  }
  return body as AuthContext;
}

/**
 * The signed-in user's auth context (roles, feature flags, mode), fetched once per few seconds: react-admin
 * asks for it on every page and for every access check. A failure is never cached.
 */
export function getAuthContext(): Promise<AuthContext> {
  if (cached && Date.now() - cached.at < cacheMs) return cached.context;
  const context = fetchAuthContext();
  const entry = { context, at: Date.now() };
  cached = entry;
  context.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return context;
}

/** After sign-in and sign-out: the next question goes to the server. */
export function forgetAuthContext(): void {
  cached = undefined;
}
