import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@tams/tests/support';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../commands/commandHandler.js';
import type { Decider } from '../commands/decider.js';
import { ExpectedVersionConflictError, UniqueKeyTakenError } from '../errors.js';
import { NO_STREAM, type UniqueKey } from '../types.js';
import { PostgresEventStore } from './postgresEventStore.js';
import { eventStoreMigrations } from './schema.js';

/**
 * Unique keys (uniqueKeys.ts): claimed and released in the statement of the holder's events, so that no
 * two streams hold one key however many writers race, and a refused append appends nothing.
 */
let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase('es_unique_keys', [eventStoreMigrations], { max: 24 });
  store = new PostgresEventStore({ pool: database.pool });
});
afterAll(() => database?.drop());

const key = (value: string): UniqueKey => ({ scope: 'things.name', key: value });
const named = (name: string) => [{ type: 'ThingNamed', data: { name } }];
const holderOf = async (value: string) =>
  (
    await sql<{
      stream_id: string;
    }>`select stream_id from es_unique_keys where scope = 'things.name' and key = ${value}`.execute(
      database.db,
    )
  ).rows.map((row) => row.stream_id);
const eventsOf = async (streamIds: string[]) =>
  Number(
    (
      await sql<{
        count: string;
      }>`select count(*) from es_events where stream_id = any(${streamIds})`.execute(database.db)
    ).rows[0]!.count,
  );

describe('PostgreSQL unique keys', () => {
  it('lets exactly one of 20 concurrent new streams claim a key; the others append nothing', async () => {
    for (let round = 0; round < 3; round++) {
      const value = `race-${randomUUID()}`;
      const streams = Array.from({ length: 20 }, () => `thing-${randomUUID()}`);
      const outcomes = await Promise.allSettled(
        streams.map((streamId) =>
          store.appendToStream(streamId, named(value), {
            expectedVersion: NO_STREAM,
            uniqueKeys: { claim: [key(value)] },
          }),
        ),
      );
      const won = streams.filter((_, index) => outcomes[index]!.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
        expect(outcome.reason).toBeInstanceOf(UniqueKeyTakenError);
        expect(outcome.reason.keys).toEqual([key(value)]);
      }
      expect(await holderOf(value)).toEqual(won);
      expect(await eventsOf(streams)).toBe(1);
      expect((await store.readStream(streams.find((s) => !won.includes(s))!)).version).toBe(0);
    }
  });

  it('keeps a key with its stream until released, then lets another stream claim it', async () => {
    const value = `held-${randomUUID()}`;
    const [first, second] = [`thing-${randomUUID()}`, `thing-${randomUUID()}`];
    await store.appendToStream(first, named(value), {
      expectedVersion: NO_STREAM,
      uniqueKeys: { claim: [key(value)] },
    });
    // claiming a key the stream holds already is no conflict (a retried command, a case-only change)
    await store.appendToStream(first, named(value), {
      expectedVersion: 1,
      uniqueKeys: { claim: [key(value)] },
    });
    await expect(
      store.appendToStream(second, named(value), {
        expectedVersion: NO_STREAM,
        uniqueKeys: { claim: [key(value)] },
      }),
    ).rejects.toBeInstanceOf(UniqueKeyTakenError);
    // another stream's release does not free it
    await store.appendToStream(`thing-${randomUUID()}`, named('x'), {
      expectedVersion: NO_STREAM,
      uniqueKeys: { release: [key(value)] },
    });
    expect(await holderOf(value)).toEqual([first]);
    // a change of value: the old key released, the new one claimed, in one append
    const renamed = `renamed-${randomUUID()}`;
    await store.appendToStream(first, named(renamed), {
      expectedVersion: 2,
      uniqueKeys: { claim: [key(renamed)], release: [key(value)] },
    });
    expect(await holderOf(renamed)).toEqual([first]);
    await store.appendToStream(second, named(value), {
      expectedVersion: NO_STREAM,
      uniqueKeys: { claim: [key(value)] },
    });
    expect(await holderOf(value)).toEqual([second]);
  });

  it('claims and releases nothing when the append loses on its expected version', async () => {
    const value = `stale-${randomUUID()}`;
    const streamId = `thing-${randomUUID()}`;
    await store.appendToStream(streamId, named('a'), {
      expectedVersion: NO_STREAM,
      uniqueKeys: { claim: [key(value)] },
    });
    await store.appendToStream(streamId, named('b'), { expectedVersion: 1 });
    const other = `other-${randomUUID()}`;
    await expect(
      store.appendToStream(streamId, named(other), {
        expectedVersion: 1,
        uniqueKeys: { claim: [key(other)], release: [key(value)] },
      }),
    ).rejects.toBeInstanceOf(ExpectedVersionConflictError);
    expect(await holderOf(other)).toEqual([]);
    expect(await holderOf(value)).toEqual([streamId]);
    // a create of a stream that exists claims nothing either
    await expect(
      store.appendToStream(streamId, named(other), {
        expectedVersion: NO_STREAM,
        uniqueKeys: { claim: [key(other)] },
      }),
    ).rejects.toBeInstanceOf(ExpectedVersionConflictError);
    expect(await holderOf(other)).toEqual([]);
  });
});

type Thing = { name: string | null; deleted: boolean };
type ThingCommand = { type: 'Name'; name: string } | { type: 'Delete' };
type ThingEvent = { type: 'ThingNamed'; data: { name: string } } | { type: 'ThingDeleted'; data: object };
const things: Decider<Thing, ThingCommand, ThingEvent> = {
  initialState: () => ({ name: null, deleted: false }),
  evolve: (state, event) =>
    event.type === 'ThingNamed' ? { ...state, name: event.data.name } : { ...state, deleted: true },
  decide: (command) =>
    command.type === 'Name'
      ? { type: 'ThingNamed', data: { name: command.name } }
      : { type: 'ThingDeleted', data: {} },
};
const keysOfThing = (state: Thing) => (state.name && !state.deleted ? [key(state.name.toLowerCase())] : []);
const run = (streamId: string, command: ThingCommand) =>
  handleCommand(store, streamId, things, command, { metadata: {}, uniqueKeys: keysOfThing });

describe('handleCommand with unique keys', () => {
  it('claims the keys the new state adds and releases those it drops', async () => {
    const value = `cmd-${randomUUID()}`;
    const streams = Array.from({ length: 20 }, () => `thing-${randomUUID()}`);
    const outcomes = await Promise.allSettled(
      streams.map((streamId) => run(streamId, { type: 'Name', name: value })),
    );
    const won = streams.filter((_, index) => outcomes[index]!.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(await eventsOf(streams)).toBe(1);

    // same key in another case: no change of key, no claim, no conflict
    await run(won[0]!, { type: 'Name', name: value.toUpperCase() });
    const loser = streams.find((streamId) => streamId !== won[0])!;
    await expect(run(loser, { type: 'Name', name: value })).rejects.toBeInstanceOf(UniqueKeyTakenError);
    await run(won[0]!, { type: 'Delete' });
    expect(await holderOf(value)).toEqual([]);
    await run(loser, { type: 'Name', name: value });
    expect(await holderOf(value)).toEqual([loser]);
  });
});
