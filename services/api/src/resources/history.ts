import type { ResourceDefinition } from '@tams/domain';
import { streamIdOf, streamOwnerOf } from '@tams/domain';
import type { EventStore } from '@tams/event-store';
import type { Kysely } from 'kysely';
import type { Row } from './recordReads.js';

export interface HistoryEntry {
  id: string;
  version: number;
  type: string;
  recordedAt: Date;
  actorId: string | null;
  actorName: string | null;
  authenticatedUserId: string | null;
  authenticatedUserName: string | null;
  via: string | null;
  data: Record<string, unknown>;
}

/**
 * A record's history straight from the log (the audit trail): the events of its stream, or for a child
 * record the events about it, with who did it (and who was signed in, if they differ: masquerade) and when.
 */
export async function historyOf(
  db: Kysely<any>,
  store: EventStore,
  definition: ResourceDefinition,
  row: Row,
  hide: ReadonlySet<string>,
): Promise<HistoryEntry[]> {
  const owner = streamOwnerOf(definition);
  const rootId = definition.parent ? String(row[definition.parent.field]) : row.id;
  const { events } = await store.readStream(streamIdOf(owner, rootId));
  const mine = definition.parent
    ? events.filter((event) => (event.data as { id?: string }).id === row.id)
    : events;
  const userIds = [
    ...new Set(
      mine.flatMap((event) => [event.metadata.actorId, event.metadata.authenticatedUserId]).filter(Boolean),
    ),
  ] as string[];
  const users = userIds.length
    ? await db
        .selectFrom('users')
        .select(['id', 'displayName', 'firstName', 'lastName'])
        .where('id', 'in', userIds)
        .execute()
    : [];
  const nameOf = new Map(
    users.map((user) => [user.id, user.displayName || `${user.firstName} ${user.lastName}`]),
  );
  const visible = (data: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(data)
        .filter(([key]) => !hide.has(key))
        .map(([key, value]) =>
          key === 'changes' && typeof value === 'object' && value !== null
            ? [key, visible(value as Record<string, unknown>)]
            : [key, value],
        ),
    );
  return mine.map((event) => {
    const actorId = event.metadata.actorId ?? null;
    const authenticatedUserId = event.metadata.authenticatedUserId ?? null;
    return {
      id: event.eventId,
      version: event.streamVersion,
      type: event.type,
      recordedAt: event.recordedAt,
      actorId,
      actorName: actorId ? (nameOf.get(actorId) ?? null) : null,
      authenticatedUserId,
      authenticatedUserName: authenticatedUserId ? (nameOf.get(authenticatedUserId) ?? null) : null,
      via: event.metadata.via ?? null,
      data: visible(event.data as Record<string, unknown>),
    };
  });
}
