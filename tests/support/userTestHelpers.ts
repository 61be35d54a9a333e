import { sql } from 'kysely';
import type { TestServer } from './testServer.js';

/** An event as stored in es_events (the columns the user suites look at). */
export interface StoredEvent {
  stream_id: string;
  stream_version: number;
  event_type: string;
  data: Record<string, any>;
  metadata: Record<string, any>;
}

/** The id of the user with this username (demo users: the role slug, faculty1..24). */
export async function userIdOf(app: TestServer, username: string): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    select id from users where username = ${username}`.execute(app.database.db);
  if (!rows[0]) throw new Error(`no user ${username}`);
  return rows[0].id;
}

/** How many events the log holds. */
export async function eventCount(app: TestServer): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from es_events`.execute(app.database.db);
  return Number(rows[0]!.n);
}

/** The events of one stream, in order. */
export async function streamEvents(app: TestServer, streamId: string): Promise<StoredEvent[]> {
  const { rows } = await sql<StoredEvent>`
    select stream_id, stream_version, event_type, data, metadata from es_events
    where stream_id = ${streamId} order by stream_version`.execute(app.database.db);
  return rows;
}

/** Every event whose metadata carries this correlation id. */
export async function eventsCorrelatedWith(app: TestServer, correlationId: string): Promise<StoredEvent[]> {
  const { rows } = await sql<StoredEvent>`
    select stream_id, stream_version, event_type, data, metadata from es_events
    where metadata->>'correlationId' = ${correlationId} order by global_position`.execute(app.database.db);
  return rows;
}

/** Events appended after `afterCount` events, in log order. */
export async function eventsSince(app: TestServer, afterCount: number): Promise<StoredEvent[]> {
  const { rows } = await sql<StoredEvent>`
    select stream_id, stream_version, event_type, data, metadata from es_events
    order by global_position offset ${afterCount}`.execute(app.database.db);
  return rows;
}

/** Calls `read` until `done` holds for its value (or the time is up) and answers the last value. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
