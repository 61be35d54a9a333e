import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ExpectedVersionConflictError } from '../errors.js';
import { ANY, type EventStore, type NewEvent, NO_STREAM, type RecordedEvent } from '../types.js';
import type { EventStoreFixture, EventStoreFixtureFactory, HeldTransaction } from './fixture.js';
import { processorContract } from './processorContract.js';

const event = (type: string, data: Record<string, unknown> = {}): NewEvent => ({ type, data });
const stream = (prefix = 'contract') => `${prefix}-${randomUUID()}`;

/** Every event after the store's start, paging with a small batch to exercise the cursor. */
export async function readEverything(store: EventStore, batch = 1000): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  let checkpoint = store.start;
  for (;;) {
    const page = await store.readAll(checkpoint, batch);
    if (page.events.length === 0) return all;
    all.push(...page.events);
    checkpoint = page.checkpoint;
  }
}

const ofStreams = (events: RecordedEvent[], ...ids: string[]) =>
  events.filter((e) => ids.includes(e.streamId));

/**
 * Visibility after a commit is "eventually": another write transaction still open in the same database (or,
 * in the KurrentDB adapter, its own lag) holds the readers back for a moment. Invisibility while OUR older transaction is open is
 * deterministic and asserted directly.
 */
const eventually = (assertion: () => Promise<void>) => vi.waitFor(assertion, { timeout: 5000, interval: 5 });

/** A reader that keeps its checkpoint between drains, like a processor. */
function tail(store: EventStore, batch: number) {
  let checkpoint = store.start;
  const seen: RecordedEvent[] = [];
  return {
    seen,
    async drain() {
      for (
        let page = await store.readAll(checkpoint, batch);
        page.events.length > 0;
        page = await store.readAll(checkpoint, batch)
      ) {
        seen.push(...page.events);
        checkpoint = page.checkpoint;
      }
    },
  };
}

/**
 * The event store contract (DESIGN §3): every implementation of the port passes this suite.
 * The race cases run 20 times each (issue 2: "the race suite passes 20 times in a row").
 */
export function eventStoreContract(name: string, createFixture: EventStoreFixtureFactory): void {
  describe(`${name} event store contract`, () => {
    let fixture: EventStoreFixture;
    let store: EventStore;
    beforeAll(async () => {
      fixture = await createFixture({
        upcasters: {
          ContractRenamed: {
            1: (data) => ({ ...(data as object), name: (data as { title: string }).title }),
          },
        },
      });
      store = fixture.store;
    });
    afterAll(() => fixture?.close());

    // A held transaction left open by a failing test would hold back every reader's xmin: end them all.
    const held: HeldTransaction[] = [];
    const openTransaction = async () => {
      const transaction = await fixture.openTransaction();
      held.push(transaction);
      return transaction;
    };
    afterEach(async () => {
      for (const transaction of held.splice(0)) await transaction.rollback().catch(() => {});
    });

    it('appends with NO_STREAM and reads the stream back in order with versions and metadata', async () => {
      const id = stream();
      const result = await store.appendToStream(id, [event('A', { n: 1 }), event('B', { n: 2 })], {
        expectedVersion: NO_STREAM,
        metadata: { actorId: 'u1', via: 'ui' },
      });
      expect(result.nextExpectedVersion).toBe(2);
      const read = await store.readStream(id);
      expect(read.version).toBe(2);
      expect(read.events.map((e) => [e.type, e.streamVersion, e.data])).toEqual([
        ['A', 1, { n: 1 }],
        ['B', 2, { n: 2 }],
      ]);
      expect(read.events[0]!.metadata).toMatchObject({ actorId: 'u1', via: 'ui' });
      expect(read.events[0]!.recordedAt).toBeInstanceOf(Date);
      expect(read.events[1]!.position).toBe(result.position);
    });

    it('reads a missing stream as version 0 with no events', async () => {
      expect(await store.readStream(stream())).toEqual({ version: 0, events: [] });
    });

    it('refuses an empty append', async () => {
      await expect(store.appendToStream(stream(), [], { expectedVersion: NO_STREAM })).rejects.toThrow(
        RangeError,
      );
    });

    it('conflicts on NO_STREAM for an existing stream and appends nothing', async () => {
      const id = stream();
      await store.appendToStream(id, [event('A')], { expectedVersion: NO_STREAM });
      const attempt = store.appendToStream(id, [event('B')], { expectedVersion: NO_STREAM });
      await expect(attempt).rejects.toBeInstanceOf(ExpectedVersionConflictError);
      await expect(attempt).rejects.toMatchObject({ actualVersion: 1 });
      expect((await store.readStream(id)).events.map((e) => e.type)).toEqual(['A']);
    });

    it('conflicts on a stale expected version and appends nothing', async () => {
      const id = stream();
      await store.appendToStream(id, [event('A'), event('B')], { expectedVersion: NO_STREAM });
      await expect(store.appendToStream(id, [event('C')], { expectedVersion: 1 })).rejects.toBeInstanceOf(
        ExpectedVersionConflictError,
      );
      await expect(store.appendToStream(id, [event('C')], { expectedVersion: 3 })).rejects.toBeInstanceOf(
        ExpectedVersionConflictError,
      );
      const appended = await store.appendToStream(id, [event('C')], { expectedVersion: 2 });
      expect(appended.nextExpectedVersion).toBe(3);
      expect((await store.readStream(id)).events.map((e) => e.type)).toEqual(['A', 'B', 'C']);
    });

    it('appends with ANY to new and existing streams', async () => {
      const id = stream();
      await store.appendToStream(id, [event('A')], { expectedVersion: ANY });
      const result = await store.appendToStream(id, [event('B')], { expectedVersion: ANY });
      expect(result.nextExpectedVersion).toBe(2);
    });

    it('reads the global log in order, each event once, across pages', async () => {
      const a = stream();
      const b = stream();
      await store.appendToStream(a, [event('A1'), event('A2')], { expectedVersion: NO_STREAM });
      await store.appendToStream(b, [event('B1')], { expectedVersion: NO_STREAM });
      await store.appendToStream(a, [event('A3')], { expectedVersion: 2 });
      let all: RecordedEvent[] = [];
      await eventually(async () => {
        all = ofStreams(await readEverything(store, 2), a, b);
        expect(all.map((e) => e.type)).toEqual(['A1', 'A2', 'B1', 'A3']);
      });
      const positions = all.map((e) => e.position);
      expect([...positions].sort()).toEqual(positions);
      expect(new Set(positions).size).toBe(positions.length);
    });

    it('upcasts old event versions on read and never rewrites them', async () => {
      const id = stream();
      await store.appendToStream(id, [{ type: 'ContractRenamed', data: { title: 'x' }, schemaVersion: 1 }], {
        expectedVersion: NO_STREAM,
      });
      const [read] = (await store.readStream(id)).events;
      expect(read).toMatchObject({ schemaVersion: 2, data: { title: 'x', name: 'x' } });
    });

    describe('races', () => {
      const repeats = 20;

      it('two appends with the same expected version: exactly one wins', { repeats }, async () => {
        const id = stream();
        await store.appendToStream(id, [event('A')], { expectedVersion: NO_STREAM });
        const attempts = await Promise.allSettled(
          Array.from({ length: 8 }, (_, i) =>
            store.appendToStream(id, [event(`W${i}`)], { expectedVersion: 1 }),
          ),
        );
        expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
        for (const failed of attempts.filter((a) => a.status === 'rejected')) {
          expect((failed as PromiseRejectedResult).reason).toBeInstanceOf(ExpectedVersionConflictError);
        }
        expect((await store.readStream(id)).version).toBe(2);
      });

      it('concurrent creates of one stream: exactly one wins', { repeats }, async () => {
        const id = stream();
        const attempts = await Promise.allSettled(
          Array.from({ length: 6 }, () =>
            store.appendToStream(id, [event('Created')], { expectedVersion: NO_STREAM }),
          ),
        );
        expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
        expect((await store.readStream(id)).events).toHaveLength(1);
      });

      it(
        "a read racing a stream's creation sees its events or version 0, never a version without them",
        {
          repeats,
        },
        async () => {
          const ids = Array.from({ length: 10 }, () => stream());
          const reads = ids.map(async (id) => {
            const seen = [];
            for (let attempt = 0; attempt < 5; attempt++) seen.push(await store.readStream(id));
            return seen;
          });
          await Promise.all(
            ids.map((id) => store.appendToStream(id, [event('Created')], { expectedVersion: NO_STREAM })),
          );
          for (const read of (await Promise.all(reads)).flat()) expect(read.version).toBe(read.events.length);
          const later = await store.readStream(ids[0]!, { fromVersion: 2 });
          expect(later).toEqual({ version: 1, events: [] });
        },
      );

      it(
        "keeps each stream's versions in order in the global log under concurrent ANY appends",
        {
          repeats,
        },
        async () => {
          const id = stream();
          await Promise.all(
            Array.from({ length: 12 }, (_, i) =>
              store.appendToStream(id, [event(`E${i}`)], { expectedVersion: ANY }),
            ),
          );
          await eventually(async () => {
            const versions = ofStreams(await readEverything(store, 500), id).map((e) => e.streamVersion);
            expect(versions).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
          });
        },
      );

      it(
        'a later-starting transaction that commits first is read, and the earlier one still after it',
        {
          repeats,
        },
        async () => {
          const [early, late] = [stream('early'), stream('late')];
          const slow = await openTransaction();
          await slow.takeTransactionId();
          await store.appendToStream(late, [event('Late')], { expectedVersion: NO_STREAM });
          await slow.append(early, [event('Early')], NO_STREAM);
          await slow.commit();
          await eventually(async () => {
            const seen = ofStreams(await readEverything(store), early, late).map((e) => e.type);
            expect(seen.sort()).toEqual(['Early', 'Late']);
          });
        },
      );

      it(
        'an event committed while an older transaction is open stays invisible until that one ends',
        {
          repeats,
        },
        async () => {
          const [older, newer] = [stream('older'), stream('newer')];
          const slow = await openTransaction();
          await slow.takeTransactionId();
          await slow.append(older, [event('Older')], NO_STREAM);
          await store.appendToStream(newer, [event('Newer')], { expectedVersion: NO_STREAM });
          if (fixture.transactionsHoldBackReaders !== false) {
            expect(ofStreams(await readEverything(store), older, newer)).toEqual([]);
          }
          await slow.commit();
          await eventually(async () => {
            const seen = ofStreams(await readEverything(store), older, newer).map((e) => e.type);
            expect(seen.sort()).toEqual(['Newer', 'Older']);
          });
        },
      );

      it(
        'out-of-order commits are never skipped: a slow low-xid append with a higher position',
        {
          repeats,
        },
        async () => {
          const [slowStream, fastStream] = [stream('slow'), stream('fast')];
          const slow = await openTransaction();
          await slow.takeTransactionId(); // lower transaction id ...
          await store.appendToStream(fastStream, [event('Fast')], { expectedVersion: NO_STREAM }); // lower position
          await slow.append(slowStream, [event('Slow')], NO_STREAM); // ... higher position
          const reader = tail(store, 3);
          await reader.drain();
          expect(ofStreams(reader.seen, slowStream, fastStream)).toEqual([]);
          await slow.commit();
          await eventually(async () => {
            await reader.drain();
            expect(
              ofStreams(reader.seen, slowStream, fastStream)
                .map((e) => e.type)
                .sort(),
            ).toEqual(['Fast', 'Slow']);
          });
        },
      );

      it('out-of-order commits with several events and two slow transactions', { repeats }, async () => {
        const [s1, s2, fast] = [stream('s1'), stream('s2'), stream('fast')];
        const slow1 = await openTransaction();
        const slow2 = await openTransaction();
        await slow1.takeTransactionId();
        await slow2.takeTransactionId();
        await store.appendToStream(fast, [event('F1'), event('F2')], { expectedVersion: NO_STREAM });
        await slow2.append(s2, [event('S2a'), event('S2b')], NO_STREAM);
        await slow1.append(s1, [event('S1a'), event('S1b'), event('S1c')], NO_STREAM);
        const reader = tail(store, 2);
        await reader.drain();
        await slow2.commit();
        await reader.drain();
        await slow1.commit();
        await eventually(async () => {
          await reader.drain();
          const types = ofStreams(reader.seen, s1, s2, fast).map((e) => e.type);
          expect(types.sort()).toEqual(['F1', 'F2', 'S1a', 'S1b', 'S1c', 'S2a', 'S2b']);
        });
        expect(ofStreams(reader.seen, s1).map((e) => e.type)).toEqual(['S1a', 'S1b', 'S1c']);
      });

      it('a rolled-back append leaves nothing and readers pass its gap', { repeats }, async () => {
        const [gone, kept] = [stream('gone'), stream('kept')];
        const doomed = await openTransaction();
        await doomed.append(gone, [event('Gone')], NO_STREAM);
        await store.appendToStream(kept, [event('Kept')], { expectedVersion: NO_STREAM });
        await doomed.rollback();
        await eventually(async () => {
          expect(ofStreams(await readEverything(store), gone, kept).map((e) => e.type)).toEqual(['Kept']);
        });
        expect((await store.readStream(gone)).version).toBe(0);
      });
    });

    processorContract(() => fixture);
  });
}
