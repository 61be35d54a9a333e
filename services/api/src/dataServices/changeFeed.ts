import type { AppAbility } from '@tams/access';
import type { Checkpoint, EventStore } from '@tams/event-store';
import type { Kysely } from 'kysely';
import { isUuid } from '../http/ids.js';
import { type ReadableEvent, readableEvents } from './changeFeedReadRules.js';

export interface FeedEvent {
  position: Checkpoint;
  type: string;
  streamId: string;
  recordId: string;
  /** The resource the event is about (`sections`, `meetings`, ...); null for events of no resource. */
  resource: string | null;
  data: Record<string, unknown>;
  actor: { id: string; name: string | null } | null;
  recordedAt: Date;
}

export interface FeedPage {
  events: FeedEvent[];
  /** Where to continue from: past the last event read, shown or not. */
  position: Checkpoint;
}

/** How many events one page looks through at most for readable ones (then answers what it found). */
const scanBudget = 5000;
/** Events read from the log at once, however small the page: a reader who may read little scans on. */
const minBatch = 250;

/**
 * Up to `limit` events after `after` in log order that the reader may read (changeFeedReadRules.ts). An
 * event they may not read is left out, but the position moves past it, so a follower never reads it again.
 */
export async function readFeedPage(
  db: Kysely<any>,
  store: EventStore,
  ability: AppAbility,
  after: Checkpoint,
  limit: number,
): Promise<FeedPage> {
  const shown: ReadableEvent[] = [];
  let position = after;
  const batchSize = Math.max(limit, minBatch);
  for (let scanned = 0; shown.length < limit && scanned < scanBudget;) {
    const batch = await store.readAll(position, batchSize);
    if (batch.events.length === 0) break;
    scanned += batch.events.length;
    const judged = await readableEvents(db, ability, batch.events);
    for (const [index, event] of batch.events.entries()) {
      position = event.position;
      const readable = judged[index];
      if (readable) shown.push(readable);
      if (shown.length === limit) break;
    }
    if (batch.events.length < batchSize) break;
  }
  return { events: await withActors(db, shown), position };
}

async function withActors(db: Kysely<any>, shown: readonly ReadableEvent[]): Promise<FeedEvent[]> {
  const actorIds = [...new Set(shown.map(({ event }) => event.metadata.actorId).filter(isUuid))];
  const users = actorIds.length
    ? await db
        .selectFrom('users')
        .select(['id', 'displayName', 'firstName', 'lastName'])
        .where('id', 'in', actorIds)
        .execute()
    : [];
  const nameOf = new Map(
    users.map((user) => [user.id as string, user.displayName || `${user.firstName} ${user.lastName}`]),
  );
  return shown.map(({ event, resource, recordId, data }) => {
    const actorId = event.metadata.actorId;
    return {
      position: event.position,
      type: event.type,
      streamId: event.streamId,
      recordId,
      resource,
      data,
      actor: actorId ? { id: actorId, name: nameOf.get(actorId) ?? null } : null,
      recordedAt: event.recordedAt,
    };
  });
}
