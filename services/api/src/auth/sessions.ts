import { createHash, randomBytes } from 'node:crypto';
import {
  type AuthContext,
  type FacultyPageFlagName,
  facultyPageFlagNames,
  featureFlagNames,
} from '@tams/access';
import { type Config, isLocalMode } from '@tams/platform';
import { type Kysely, sql } from 'kysely';

export const sessionCookie = 'tams_session';

/** httpOnly, SameSite=Lax, and secure outside local and development modes (DESIGN §9). */
export const sessionCookieOptions = (config: Pick<Config, 'mode'>) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: !isLocalMode(config.mode),
  path: '/',
  overwrite: true,
});

/** Only the token's hash is stored: a leaked sessions table opens no session. */
export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
const hashOf = sessionTokenHash;

export async function createSession(db: Kysely<any>, userId: string, hours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sql`
    insert into sessions (token_hash, authenticated_user_id, working_user_id, expires_at)
    values (${hashOf(token)}, ${userId}, ${userId}, now() + make_interval(secs => ${hours * 3600}))
  `.execute(db);
  return token;
}

export async function endSession(db: Kysely<any>, token: string): Promise<void> {
  await sql`delete from sessions where token_hash = ${hashOf(token)}`.execute(db);
}

/** FeatureFlags and the faculty pages' flags of the auth context (spec §3), from the configuration. */
export function authContextFlags(config: Pick<Config, 'featureFlags'>) {
  const flags = config.featureFlags;
  return {
    FeatureFlags: Object.fromEntries(featureFlagNames.map((name) => [name, flags[name] === true])),
    ...(Object.fromEntries(facultyPageFlagNames.map((name) => [name, flags[name] === true])) as Record<
      FacultyPageFlagName,
      boolean
    >),
  };
}

interface SessionRow {
  expires_at: Date;
  authenticated_user_id: string;
  working_user_id: string;
  displayName: string | null;
  firstName: string;
  lastName: string;
  Roles: string[];
  stale: boolean;
}

/**
 * The auth context of a session token, or undefined. Server-side rows (DESIGN §9): logout deletes the row,
 * and a deactivated user (signed in or acted as) loses the session on the next request.
 */
export async function authContextOf(
  db: Kysely<any>,
  token: string,
  config: Pick<Config, 'mode' | 'featureFlags' | 'sessionHours' | 'version'>,
): Promise<{ context: AuthContext; expiresAt: number } | undefined> {
  const { rows } = await sql<SessionRow>`
    select s.expires_at, s.authenticated_user_id, s.working_user_id, w."displayName", w."firstName", w."lastName", w."Roles",
           s.last_seen_at < now() - interval '1 minute' as stale
    from sessions s
    join users a on a.id = s.authenticated_user_id and a."isActive"
    join users w on w.id = s.working_user_id and w."isActive"
    where s.token_hash = ${hashOf(token)} and s.expires_at > now()
  `.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  if (row.stale) {
    // sliding expiry, written at most once a minute per session
    await sql`
      update sessions set last_seen_at = now(), expires_at = now() + make_interval(secs => ${config.sessionHours * 3600})
      where token_hash = ${hashOf(token)}
    `.execute(db);
  }
  const context: AuthContext = {
    authenticatedUserId: row.authenticated_user_id,
    workingUserId: row.working_user_id,
    displayName: row.displayName || `${row.firstName} ${row.lastName}`,
    Roles: row.Roles.map((slug) => ({ slug })),
    ...authContextFlags(config),
    workgroupPermissions: [],
    progressStepId: null,
    version: config.version,
    mode: config.mode,
  };
  return { context, expiresAt: row.expires_at.getTime() };
}
