import { streamIdOf, type UserActivityCommand, userActivityDecider, users } from '@tams/domain';
import { handleCommand } from '@tams/event-store';
import type { AppContext } from '../context.js';

/**
 * Appends what a signed-in user did (sign-in, masquerade) to their own stream, as their own act (not the
 * user they act as). Nothing waits for the read model: lastLoginAt may show a moment later.
 */
export async function recordUserActivity(
  deps: Pick<AppContext, 'store'>,
  command: UserActivityCommand,
  requestId: string,
): Promise<void> {
  await handleCommand(deps.store, streamIdOf(users, command.id), userActivityDecider, command, {
    metadata: { actorId: command.id, authenticatedUserId: command.id, correlationId: requestId, via: 'ui' },
    streamType: users.streamPrefix,
  });
}
