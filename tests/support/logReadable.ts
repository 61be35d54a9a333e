import { type EventStore, zeroCheckpoint } from '@tams/event-store';
import { type Kysely, sql } from 'kysely';
import { expect, vi } from 'vitest';

/**
 * Until every event appended so far can be read from the global log. Readers see only the events below
 * the cluster's oldest running transaction (notes/event-store.md §4.4): another test file's open
 * transaction can hold the last appends back a moment. A rebuild in a test with no live processor to
 * catch up afterwards waits for this first.
 */
export async function logReadable(db: Kysely<any>, store: EventStore): Promise<void> {
  const appended = await sql<{ count: number }>`select count(*)::int as count from es_events`.execute(db);
  await vi.waitFor(
    async () =>
      expect((await store.readAll(zeroCheckpoint, 100_000)).events.length).toBe(appended.rows[0]!.count),
    { timeout: 10_000 },
  );
}
