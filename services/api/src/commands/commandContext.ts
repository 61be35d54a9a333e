import type { AuthContext } from '@tams/access';
import type { Checkpoint, EventMetadata, EventVia } from '@tams/event-store';
import type { AppContext } from '../context.js';

/** Who issues a command and through what: becomes the metadata of every event it appends (DESIGN §3). */
export interface CommandContext {
  auth: AuthContext;
  requestId: string;
  via: EventVia;
}

export const eventMetadataOf = (context: CommandContext): EventMetadata => ({
  actorId: context.auth.workingUserId,
  authenticatedUserId: context.auth.authenticatedUserId,
  correlationId: context.requestId,
  via: context.via,
});

/**
 * Read-your-writes (DESIGN §4): wait until the processors the answer reads from have passed the append.
 * True when they have; false after the configured wait (the route then answers 202 with the position).
 */
export async function waitForReadModels(
  deps: AppContext,
  processors: readonly string[],
  position: Checkpoint | undefined,
): Promise<boolean> {
  if (!position) return true;
  return deps.progress.waitFor(processors, position, deps.config.commandWaitMs);
}
