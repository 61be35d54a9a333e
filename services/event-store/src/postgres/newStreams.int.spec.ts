import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@tams/tests/support';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UniqueKeyTakenError } from '../errors.js';
import { NO_STREAM } from '../types.js';
import { PostgresEventStore } from './postgresEventStore.js';
import { eventStoreMigrations } from './schema.js';

/**
 * Many new streams in one append (newStreamsSql.ts): each created as a create would make it, an existing
 * one skipped, the claims claimed with them, a batch with a claim another stream holds refused whole.
 */
let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase('es_new_streams', [eventStoreMigrations], { max: 4 });
  store = new PostgresEventStore({ pool: database.pool });
});
afterAll(() => database?.drop());

const stream = (name: string) => ({
  streamId: `thing-${randomUUID()}`,
  events: [
    { type: 'ThingCreated', data: { name } },
    { type: 'ThingNamed', data: { name } },
  ],
  claims: [{ scope: 'things.name', key: name }],
});
const countOf = async (streamIds: string[]) =>
  Number(
    (
      await sql<{
        count: string;
      }>`select count(*) from es_events where stream_id = any(${streamIds})`.execute(database.db)
    ).rows[0]!.count,
  );

describe('appendToNewStreams', () => {
  it('creates each stream with its versions and keys, skipping one that exists', async () => {
    const existing = stream(`old ${randomUUID()}`);
    await store.appendToStream(existing.streamId, existing.events, { expectedVersion: NO_STREAM });
    const fresh = [stream(`a ${randomUUID()}`), stream(`b ${randomUUID()}`)];
    const result = await store.appendToNewStreams([fresh[0]!, existing, fresh[1]!], {
      metadata: { via: 'import' },
    });
    expect([...result.created].sort()).toEqual(fresh.map((s) => s.streamId).sort());
    expect(result.position).toBeDefined();
    const read = await store.readStream(fresh[1]!.streamId);
    expect(read.version).toBe(2);
    expect(read.events.map((e) => [e.type, e.streamVersion, e.metadata.via])).toEqual([
      ['ThingCreated', 1, 'import'],
      ['ThingNamed', 2, 'import'],
    ]);
    expect(await countOf([existing.streamId])).toBe(2);
    const { rows } = await sql<{ stream_id: string }>`
      select stream_id from es_unique_keys where key = ${fresh[0]!.claims[0]!.key}`.execute(database.db);
    expect(rows).toEqual([{ stream_id: fresh[0]!.streamId }]);
  });

  it('refuses the whole batch when another stream holds a key, appending nothing', async () => {
    const holder = stream(`held ${randomUUID()}`);
    await store.appendToNewStreams([holder], { metadata: {} });
    const batch = [stream(`c ${randomUUID()}`), { ...stream('x'), claims: holder.claims }];
    await expect(store.appendToNewStreams(batch, { metadata: {} })).rejects.toBeInstanceOf(
      UniqueKeyTakenError,
    );
    expect(await countOf(batch.map((s) => s.streamId))).toBe(0);
  });
});
