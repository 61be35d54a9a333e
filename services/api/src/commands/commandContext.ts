import type { AuthContext } from '@tams/access';
import {
  type Checkpoint,
  type Decider,
  type DomainEvent,
  type EventMetadata,
  type EventVia,
  handleCommand,
} from '@tams/event-store';
import { withDerivedProcessors } from '@tams/projections';
import type { Context } from 'koa';
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

/** How long an answer waits, beyond its own read models, for those derived from them. */
const derivedWaitMs = 1000;

/**
 * Read-your-writes (DESIGN §4): wait until the processors the answer reads from have passed the append.
 * True when they have; false after the configured wait (the route then answers 202 with the position).
 * Then, briefly, for the read models derived from them that `events` move (required points: DESIGN §19),
 * so that the next read shows them too. Briefly: a derived model trails every source of its batch, and
 * under load that must not turn the answer about the record itself into a 202.
 */
export async function waitForReadModels(
  deps: AppContext,
  processors: readonly string[],
  position: Checkpoint | undefined,
  events: readonly { type: string }[] = [],
): Promise<boolean> {
  if (!position) return true;
  const visible = await deps.progress.waitFor(processors, position, deps.config.commandWaitMs);
  const derived = withDerivedProcessors(processors, events).slice(processors.length);
  if (visible && derived.length > 0)
    await deps.progress.waitFor(derived, position, Math.min(derivedWaitMs, deps.config.commandWaitMs));
  return visible;
}

/** A decider's command on one stream and the processors whose tables the answer reads. */
export interface StreamCommand<State, Command, Event extends DomainEvent> {
  streamId: string;
  streamType: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  processors: readonly string[];
}

/**
 * Runs a command on its stream with the caller as the events' actor, then read-your-writes on the
 * processors the answer reads. `visible` false: recorded, not shown yet (answer with answerAccepted).
 */
export async function runStreamCommand<State, Command, Event extends DomainEvent>(
  deps: AppContext,
  context: CommandContext,
  { streamId, streamType, decider, command, processors }: StreamCommand<State, Command, Event>,
): Promise<{ visible: boolean; position: Checkpoint | undefined; events: Event[] }> {
  const result = await handleCommand(deps.store, streamId, decider, command, {
    metadata: eventMetadataOf(context),
    streamType,
  });
  const visible = await waitForReadModels(deps, processors, result.position, result.events);
  return { visible, position: result.position, events: result.events };
}

/** The 202 of DESIGN §4: the change is in the log and the read models will show it shortly. */
export function answerAccepted(ctx: Context, position: Checkpoint | undefined, extra: object = {}): void {
  ctx.status = 202;
  ctx.body = { ...extra, message: 'Accepted: the change is recorded and will be visible shortly', position };
}
