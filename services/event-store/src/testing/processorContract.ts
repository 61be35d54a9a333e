import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckpointConflictError, readCheckpoint, setCheckpoint } from '../processor/checkpoints.js';
import { type BatchHandler, ProcessorRunner } from '../processor/processorRunner.js';
import { NO_STREAM, type RecordedEvent } from '../types.js';
import type { EventStoreFixture } from './fixture.js';

/**
 * A handler that records each event it applies in a table whose primary key makes a double application
 * fail loudly. `gate` lets a test hold a batch in the middle of its transaction.
 */
function recordingHandler(name: string, streamPrefix: string, style: 'handle' | 'prepare' = 'handle') {
  let gate: Promise<void> | undefined;
  let entered: (() => void) | undefined;
  const waitAtGate = async (mine: readonly RecordedEvent[]) => {
    if (mine.length > 0 && gate) {
      entered?.();
      await gate;
    }
  };
  const handler: BatchHandler & { hold(): { entered: Promise<void>; release: () => void } } = {
    name,
    ...(style === 'handle'
      ? {
          async handle(events: readonly RecordedEvent[], trx: Kysely<any>) {
            const mine = events.filter((e) => e.streamId.startsWith(streamPrefix));
            for (const e of mine) {
              await sql`insert into contract_applied (processor, event_id) values (${name}, ${e.eventId})`.execute(
                trx,
              );
            }
            await waitAtGate(mine);
            return [{ resource: 'contract', ids: mine.map((e) => e.eventId) }];
          },
        }
      : {
          async prepare(events: readonly RecordedEvent[]) {
            const mine = events.filter((e) => e.streamId.startsWith(streamPrefix));
            await waitAtGate(mine);
            return {
              writes: mine.map(
                (e) => sql`insert into contract_applied (processor, event_id) values (${name}, ${e.eventId})`,
              ),
              changes: [{ resource: 'contract', ids: mine.map((e) => e.eventId) }],
            };
          },
        }),
    hold() {
      let open!: () => void;
      gate = new Promise((resolve) => {
        open = resolve;
      });
      const reached = new Promise<void>((resolve) => {
        entered = resolve;
      });
      return {
        entered: reached,
        release() {
          gate = undefined;
          open();
        },
      };
    },
  };
  return handler;
}

const appliedBy = async (fixture: EventStoreFixture, processor: string) =>
  (
    await sql<{
      event_id: string;
    }>`select event_id from contract_applied where processor = ${processor}`.execute(fixture.db)
  ).rows.map((row) => row.event_id);

export function processorContract(getFixture: () => EventStoreFixture): void {
  describe('processor', () => {
    let fixture: EventStoreFixture;
    beforeAll(async () => {
      fixture = getFixture();
      await sql`create table if not exists contract_applied (processor text, event_id uuid, primary key (processor, event_id))`.execute(
        fixture.db,
      );
    });

    const runner = (handler: BatchHandler) =>
      new ProcessorRunner({
        handler,
        store: fixture.store,
        db: fixture.db,
        connectionString: fixture.connectionString,
        pollIntervalMs: 50,
        standbyRetryMs: 50,
        batchSize: 50,
      });

    it.each(['handle', 'prepare'] as const)(
      'a checkpoint compare-and-set mismatch rolls the batch back (%s)',
      { repeats: 20 },
      async (style) => {
        const name = `cas-${randomUUID()}`;
        const prefix = `cas${randomUUID().slice(0, 8)}`;
        const handler = recordingHandler(name, prefix, style);
        await fixture.store.appendToStream(`${prefix}-1`, [{ type: 'X', data: {} }], {
          expectedVersion: NO_STREAM,
        });
        const gate = handler.hold();
        const processor = runner(handler);
        processor.start();
        // the batch is inside its transaction, its rows written, the checkpoint not yet moved: move it
        await gate.entered;
        const later = await fixture.store.appendToStream(`${prefix}-2`, [{ type: 'Y', data: {} }], {
          expectedVersion: NO_STREAM,
        });
        await setCheckpoint(fixture.db, name, later.position);
        gate.release();
        await vi.waitFor(async () =>
          expect((await readCheckpoint(fixture.db, name))! >= later.position).toBe(true),
        );
        await processor.stop();
        expect(await appliedBy(fixture, name)).toEqual([]);
      },
    );

    it('the compare-and-set throws on a stale expected checkpoint', async () => {
      const name = `cas-direct-${randomUUID()}`;
      const { storeCheckpoint, ensureCheckpoint } = await import('../processor/checkpoints.js');
      const start = await ensureCheckpoint(fixture.db, name);
      const appended = await fixture.store.appendToStream(
        `direct-${randomUUID()}`,
        [{ type: 'X', data: {} }],
        {
          expectedVersion: NO_STREAM,
        },
      );
      await setCheckpoint(fixture.db, name, appended.position);
      const batch = fixture.db.transaction().execute(async (trx) => {
        await sql`insert into contract_applied (processor, event_id) values (${name}, ${randomUUID()})`.execute(
          trx,
        );
        await storeCheckpoint(trx, name, start, appended.position);
      });
      await expect(batch).rejects.toBeInstanceOf(CheckpointConflictError);
      expect(await appliedBy(fixture, name)).toEqual([]);
    });

    it('one owner at a time; a standby takes over and every event is applied exactly once', async () => {
      const name = `owner-${randomUUID()}`;
      const prefix = `own${randomUUID().slice(0, 8)}`;
      const first = runner(recordingHandler(name, prefix));
      const second = runner(recordingHandler(name, prefix));
      first.start();
      await vi.waitFor(() => expect(first.isOwner).toBe(true), { timeout: 5000 });
      second.start();
      const ids: string[] = [];
      for (let i = 0; i < 30; i++) {
        await fixture.store.appendToStream(
          `${prefix}-${i}`,
          [{ type: 'X', data: { i }, id: ids[ids.push(randomUUID()) - 1]! }],
          {
            expectedVersion: NO_STREAM,
          },
        );
        if (i === 15) await first.stop();
      }
      await vi.waitFor(async () => expect((await appliedBy(fixture, name)).sort()).toEqual([...ids].sort()), {
        timeout: 10000,
      });
      expect(second.isOwner).toBe(true);
      await second.stop();
    });
  });
}
