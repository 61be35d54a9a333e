import { createTestDatabase, type TestDatabase } from '@tams/tests/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_STREAM } from '../types.js';
import { type HeadRead, headReadSql, readHeadOnce, visibleLogHead } from './logHead.js';
import { PostgresEventStore } from './postgresEventStore.js';
import { eventStoreMigrations } from './schema.js';
import { runningHereSql } from './visibleBound.js';

/*
 * The log's visible bound (visibleBound.ts): a write transaction open in ANOTHER database of the cluster
 * cannot append to ours and no longer holds our readers back; one open in ours still does (the contract
 * suite's out-of-order tests assert that no event is ever skipped). The head (logHead.ts) waits for the
 * transactions running at the call, so it names every event committed before it.
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
      // a transaction that stays open past the head's wait: the head stays behind it, as readers do
      expect(await visibleLogHead(ours.db, store.start, { settleMs: 50 })).toBe(before);
    } finally {
      await end();
    }
    const { events } = await store.readAll(before, 100);
    expect(events.map((event) => event.streamId)).toEqual(['course-2']);
  });

  it('names, as the head, an event committed while an older write transaction of this database was open, once that one ends', async () => {
    const end = await heldWriteTransaction(ours);
    const appended = await store.appendToStream('course-3', [{ type: 'CourseCreated', data: { n: 3 } }], {
      expectedVersion: NO_STREAM,
    });
    // the head is asked while the older transaction is open; it ends 200 ms later (as an append does)
    const head = visibleLogHead(ours.db, store.start);
    setTimeout(() => void end(), 200);
    expect(await head).toBe(appended.position);
    // and a reader from the head finds nothing committed before the call
    expect((await store.readAll(await head, 100)).events).toEqual([]);
  });

  it('names, as the head, an event committed before it when its first read met a transaction of another database ending between its snapshot and its look at the running backends', async () => {
    // The change feed's failure in full runs (issue 37: a follower "from now" was answered 100 old events),
    // replayed exactly: the head's statement takes its snapshot while a transaction of another database,
    // older than our event, is running; it has ended when the same statement looks at pg_stat_activity, so
    // it is taken for one of ours and holds the bound behind our event. A repeatable-read transaction keeps
    // that snapshot while the other one ends (pg_current_snapshot is the transaction's snapshot there, and
    // pg_stat_activity is read afresh at its first use). Before the head read again past a holder that had
    // ended (logHead.ts), it named a position behind the event, every time.
    const end = await heldWriteTransaction(other);
    const appended = await store.appendToStream('course-held', [{ type: 'CourseCreated', data: { n: 4 } }], {
      expectedVersion: NO_STREAM,
    });
    const racing = await ours.pool.connect();
    try {
      await racing.query('begin isolation level repeatable read');
      await racing.query('select 1'); // the snapshot, with the other database's transaction running
      await end();
      const readMeetingTheRace = async (): Promise<HeadRead> =>
        (await racing.query<HeadRead>(headReadSql(runningHereSql))).rows[0]!;
      const firstRead = await readMeetingTheRace();
      expect(firstRead.ended, 'the first read is held by a transaction that has ended').toBe(true);
      const head = await visibleLogHead(ours.db, store.start, {
        read: (db, reads) => (reads === 1 ? readMeetingTheRace() : readHeadOnce(db)),
      });
      expect(head).toBe(appended.position);
    } finally {
      await racing.query('rollback');
      racing.release();
    }
  });

  it('names, as the head, every event committed before it while transactions of another database end as it is read', async () => {
    // a transaction of another database, older than our event, that ends between the head's snapshot and
    // its look at pg_stat_activity was taken for one of ours and held the head behind our event: the
    // change feed's failure in full runs beside other suites (issue 37). Under load this failed 2 of 3
    // runs before the head read again past such a holder (logHead.ts)
    const behind: number[] = [];
    for (let round = 0; round < 200; round++) {
      const end = await heldWriteTransaction(other);
      const appended = await store.appendToStream(
        `course-race-${round}`,
        [{ type: 'CourseCreated', data: { round } }],
        { expectedVersion: NO_STREAM },
      );
      const ending = new Promise((done) => setTimeout(done, round % 3)).then(end);
      const [head] = await Promise.all([visibleLogHead(ours.db, store.start), ending]);
      if (head < appended.position) behind.push(round);
    }
    expect(behind).toEqual([]);
  });
});
