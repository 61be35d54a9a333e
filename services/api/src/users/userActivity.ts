import { streamIdOf, type UserActivityCommand, userActivityDecider, users } from '@tams/domain';
import { type EventMetadata, handleCommand } from '@tams/event-store';
import type { AppContext } from '../context.js';

/**
 * Appends a user's activity (sign-in, masquerade) to their stream. Nothing waits for the read model:
 * lastLoginAt may show a moment later.
 */
export async function recordUserActivity(
  deps: Pick<AppContext, 'store'>,
  command: UserActivityCommand,
  metadata: EventMetadata,
): Promise<void> {
  await handleCommand(deps.store, streamIdOf(users, command.id), userActivityDecider, command, {
    metadata,
    streamType: users.streamPrefix,
  });
}
