import { createTestDatabase, type TestDatabase } from '@tams/tests/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_STREAM } from '../types.js';
import { visibleLogHead } from './logHead.js';
import { PostgresEventStore } from './postgresEventStore.js';
import { eventStoreMigrations } from './schema.js';

/*
 * The log's visible bound (visibleBound.ts): a write transaction open in ANOTHER database of the cluster
 * cannot append to ours and no longer holds our readers back; one open in ours still does (the contract
 * suite's out-of-order tests assert that no event is ever skipped).
 */
let ours: TestDatabase;
let other: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  ours = await createTestDatabase('es_bound_ours', [eventStoreMigrations]);
  other = await createTestDatabase('es_bound_other');
  store = new PostgresEventStore({ pool: ours.pool });
});
afterAll(async () => {
  await ours?.drop();
  await other?.drop();
});

/** A transaction with an xid, open until `end` is called. */
async function heldWriteTransaction(database: TestDatabase) {
  const client = await database.pool.connect();
  await client.query('begin');
  await client.query('select pg_current_xact_id()');
  return async () => {
    await client.query('rollback');
    client.release();
  };
}

describe('the visible bound of the log', () => {
  it('reads past a write transaction open in another database, at once', async () => {
    const end = await heldWriteTransaction(other);
    try {
      const appended = await store.appendToStream('course-1', [{ type: 'CourseCreated', data: { n: 1 } }], {
        expectedVersion: NO_STREAM,
      });
      const { events } = await store.readAll(store.start, 100);
      expect(events.map((event) => event.streamId)).toEqual(['course-1']);
      expect(await visibleLogHead(ours.db, store.start)).toBe(appended.position);
    } finally {
      await end();
    }
  });

  it('holds back behind a write transaction open in this database, which could still append', async () => {
    const before = await visibleLogHead(ours.db, store.start);
    const end = await heldWriteTransaction(ours);
    try {
      await store.appendToStream('course-2', [{ type: 'CourseCreated', data: { n: 2 } }], {
        expectedVersion: NO_STREAM,
      });
      const { events } = await store.readAll(before, 100);
      expect(events).toEqual([]);
      expect(await visibleLogHead(ours.db, store.start)).toBe(before);
    } finally {
      await end();
    }
    const { events } = await store.readAll(before, 100);
    expect(events.map((event) => event.streamId)).toEqual(['course-2']);
  });
});
