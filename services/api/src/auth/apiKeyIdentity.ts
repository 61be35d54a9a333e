import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '@tams/platform';
import type { ReadModels } from '@tams/projections';
import { sql } from 'kysely';
import { type AuthContextRow, authContextFromRow, workingUserColumns } from './authContext.js';
import type { ResolvedIdentity } from './sessions.js';

const keyPrefix = 'tams_';

/** A new API key: shown once; only its hash is kept (DESIGN §9). */
export function newApiKey(): { key: string; prefix: string; tokenHash: string } {
  const key = `${keyPrefix}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, keyPrefix.length + 6), tokenHash: apiKeyHash(key) };
}

export const apiKeyHash = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * The owner's auth context for a live API key (not revoked, not expired, owner active), or undefined.
 * The key acts as its owner with the owner's abilities.
 */
export async function apiKeyIdentity(
  db: ReadModels,
  key: string,
  config: Pick<Config, 'mode' | 'featureFlags' | 'version'>,
): Promise<ResolvedIdentity | undefined> {
  if (!key.startsWith(keyPrefix) || key.length > 200) return undefined;
  const { rows } = await sql<AuthContextRow>`
    select w.id as authenticated_user_id, ${workingUserColumns}
    from "apiKeys" k
    join users w on w.id = k."UserId" and w."isActive"
    where k."tokenHash" = ${apiKeyHash(key)} and k."revokedAt" is null
      and (k."expiresOn" is null or k."expiresOn" >= current_date)
  `.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return { context: authContextFromRow(row, config), expiresAt: Date.now() + 60_000 };
}
