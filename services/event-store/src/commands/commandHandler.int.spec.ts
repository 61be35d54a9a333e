import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@tams/tests/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../postgres/postgresEventStore.js';
import { eventStoreMigrations } from '../postgres/schema.js';
import type { EventStore } from '../types.js';
import { handleCommand } from './commandHandler.js';
import type { Decider } from './decider.js';

/**
 * handleCommand with a command still being built (its facts read from read models): the facts and the
 * stream are read at the same time, and everything the command's builder refuses appends nothing.
 */
let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase('es_command_handler', [eventStoreMigrations], { max: 4 });
  store = new PostgresEventStore({ pool: database.pool });
});
afterAll(() => database?.drop());

type Added = { type: 'Added'; data: { by: number; total: number } };
/** A counter: each command adds `by`, and its event records the total it saw plus `by`. */
const counter: Decider<number, { by: number }, Added> = {
  initialState: () => 0,
  evolve: (_, event) => event.data.total,
  decide: ({ by }, total) => [{ type: 'Added', data: { by, total: total + by } }],
};
const metadata = { actorId: 'test', correlationId: 'test', via: 'api-key' as const };
const later = <T>(value: T, ms = 30) => new Promise<T>((done) => setTimeout(() => done(value), ms));
const totalsOf = async (streamId: string) =>
  (await store.readStream(streamId)).events.map((event) => (event.data as Added['data']).total);

describe('handleCommand with a pending command', () => {
  it('decides the command once both it and the stream are read', async () => {
    const streamId = `counter-${randomUUID()}`;
    await handleCommand(store, streamId, counter, { by: 2 }, { metadata });
    const result = await handleCommand(store, streamId, counter, later({ by: 5 }), { metadata });
    expect(result.version).toBe(2);
    expect(await totalsOf(streamId)).toEqual([2, 7]);
  });

  it('appends nothing when building the command fails, and the error is the builder’s', async () => {
    const streamId = `counter-${randomUUID()}`;
    await handleCommand(store, streamId, counter, { by: 1 }, { metadata });
    const refused = new Error('the section is not yours');
    const pending = later(undefined).then(() => Promise.reject(refused));
    await expect(handleCommand(store, streamId, counter, pending, { metadata })).rejects.toBe(refused);
    expect(await totalsOf(streamId)).toEqual([1]);
  });

  it('decides the same command again on fresh state after an append race', async () => {
    const streamId = `counter-${randomUUID()}`;
    await handleCommand(store, streamId, counter, { by: 1 }, { metadata });
    // another writer appends between this command's read and its append, once
    let raced = false;
    const racing: EventStore = Object.create(store, {
      appendToStream: {
        value: async (...args: Parameters<EventStore['appendToStream']>) => {
          if (!raced) {
            raced = true;
            await handleCommand(store, streamId, counter, { by: 10 }, { metadata });
          }
          return store.appendToStream(...args);
        },
      },
    });
    await handleCommand(racing, streamId, counter, later({ by: 100 }), { metadata });
    expect(await totalsOf(streamId)).toEqual([1, 11, 111]);
  });
});
