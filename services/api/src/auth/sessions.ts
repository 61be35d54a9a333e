import { createHash, randomBytes } from 'node:crypto';
import { type AuthContext, isMasquerading, masqueradeAllowed } from '@tams/access';
import { type Config, isLocalMode } from '@tams/platform';
import type { ReadModels } from '@tams/projections';
import { sql } from 'kysely';
import { type AuthContextRow, authContextFromRow, workingUserColumns } from './authContext.js';

/**
 * A row of the sessions table (api_0001_sessions in database/migrations.ts), which lives beside the read
 * models in the app's database: the functions here take that database (ReadModels, as every route has it)
 * and query the table in SQL, typing their rows from this.
 */
export interface SessionsTable {
  token_hash: string;
  authenticated_user_id: string;
  working_user_id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
}

export const sessionCookie = 'tams_session';

/** httpOnly, SameSite=Lax, and secure outside local and development modes (DESIGN §9). */
export const sessionCookieOptions = (config: Pick<Config, 'mode'>) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: !isLocalMode(config.mode),
  path: '/',
  overwrite: true,
});

/** Only a token's hash is stored: a leaked sessions table opens no session. */
export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
const hashOf = sessionTokenHash;

export async function createSession(db: ReadModels, userId: string, hours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sql`
    insert into sessions (token_hash, authenticated_user_id, working_user_id, expires_at)
    values (${hashOf(token)}, ${userId}, ${userId}, now() + make_interval(secs => ${hours * 3600}))
  `.execute(db);
  return token;
}

export async function endSession(db: ReadModels, token: string): Promise<void> {
  await sql`delete from sessions where token_hash = ${hashOf(token)}`.execute(db);
}

/**
 * Ends every session signed in as, or acting as, the user (deactivation, merge): a session never comes
 * back when the user is reactivated. Other processes drop their cached copies through the notification.
 */
export async function endSessionsOf(
  deps: { db: ReadModels; events: { sessionChanged(tokenHash: string): Promise<void> } },
  userId: string,
): Promise<void> {
  const { rows } = await sql<Pick<SessionsTable, 'token_hash'>>`
    delete from sessions where authenticated_user_id = ${userId} or working_user_id = ${userId}
    returning token_hash
  `.execute(deps.db);
  for (const row of rows) await deps.events.sessionChanged(row.token_hash);
}

/** Masquerade (DESIGN §9): the session acts as another user, or again as its own (null). */
export async function setWorkingUser(
  db: ReadModels,
  token: string,
  workingUserId: string | null,
): Promise<void> {
  await sql`
    update sessions set working_user_id = coalesce(${workingUserId}::uuid, authenticated_user_id)
    where token_hash = ${hashOf(token)}
  `.execute(db);
}

export interface ResolvedIdentity {
  context: AuthContext;
  expiresAt: number;
}

/**
 * The auth context of a session token, or undefined. Server-side rows (DESIGN §9): logout deletes the row,
 * and a deactivated user (signed in or acted as) loses the session on the next request.
 *
 * A masquerade is judged again here, on every resolution (and the identity cache drops a session whenever
 * either of its users changes, so every request and socket sees the judgement): once the signed-in user
 * may no longer masquerade, or the user acted as has become an administrator, the masquerade ends in the
 * session row and the session goes on as the signed-in user.
 */
export async function sessionIdentity(
  db: ReadModels,
  token: string,
  config: Pick<Config, 'mode' | 'featureFlags' | 'sessionHours' | 'version'>,
): Promise<ResolvedIdentity | undefined> {
  const { rows } = await sql<
    AuthContextRow & Pick<SessionsTable, 'expires_at'> & { stale: boolean; authenticated_roles: string[] }
  >`
    select s.expires_at, s.authenticated_user_id, a."Roles" as authenticated_roles, ${workingUserColumns},
           s.last_seen_at < now() - interval '1 minute' as stale
    from sessions s
    join users a on a.id = s.authenticated_user_id and a."isActive"
    join users w on w.id = s.working_user_id and w."isActive"
    where s.token_hash = ${hashOf(token)} and s.expires_at > now()
  `.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const context = authContextFromRow(row, config);
  if (isMasquerading(context) && !masqueradeAllowed(context, row.authenticated_roles, row.Roles)) {
    // only this masquerade: a concurrent new one (another working user) is judged on its own
    await sql`
      update sessions set working_user_id = authenticated_user_id
      where token_hash = ${hashOf(token)} and working_user_id = ${row.working_user_id}
    `.execute(db);
    return sessionIdentity(db, token, config);
  }
  if (row.stale) {
    // sliding expiry, written at most once a minute per session
    await sql`
      update sessions set last_seen_at = now(), expires_at = now() + make_interval(secs => ${config.sessionHours * 3600})
      where token_hash = ${hashOf(token)}
    `.execute(db);
  }
  return { context, expiresAt: row.expires_at.getTime() };
}
