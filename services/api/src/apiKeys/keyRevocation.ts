import { type AuthContext, hasRole } from '@tams/access';
import { apiKeys } from '@tams/domain';
import type { CommandContext } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { ForbiddenError } from '../http/errors.js';
import { RecordReads, type Row } from '../resources/recordReads.js';
import { RecordWrites } from '../resources/recordWrites.js';

/**
 * A key is revoked or changed by its issuer (its owner, signed in as themselves) or by an administrator
 * (DESIGN §20): managing keys (spec §6 ApiKey) is no right over another person's credential.
 */
export function refuseUnlessKeyManager(auth: AuthContext, key: Row): void {
  if (key.UserId === auth.authenticatedUserId || hasRole(auth, 'admin')) return;
  throw new ForbiddenError({ UserId: "Only the key's issuer or an administrator may revoke or change it" });
}

/**
 * Revokes every live key of a user, one event per key, as `command`'s actor: a deactivated user's keys end
 * for good (reactivation does not bring them back), and a merged-away duplicate's never change hands.
 * Answers how many it revoked.
 */
export function keyRevocation(deps: AppContext) {
  const writes = new RecordWrites(deps, apiKeys, new RecordReads(deps.db, apiKeys));
  return async (userId: string, command: CommandContext): Promise<number> => {
    const live = await deps.db
      .selectFrom('apiKeys')
      .select(['id', 'version'])
      .where('UserId', '=', userId)
      .where('revokedAt', 'is', null)
      .execute();
    for (const key of live) {
      await writes.update(key.id, { revokedAt: new Date().toISOString() }, Number(key.version), command, {
        trusted: true,
      });
    }
    return live.length;
  };
}
