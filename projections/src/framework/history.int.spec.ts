import { type RecordEvent, streamIdOf, workgroups } from '@tams/domain';
import {
  eventStoreMigrations,
  executeWrites,
  PostgresEventStore,
  type RecordedEvent,
} from '@tams/event-store';
import { withAsOf } from '@tams/platform';
import { createTestDatabase, logReadable, type TestDatabase, testId } from '@tams/tests/support';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelMigrations } from '../migrations.js';
import { ensureReadModels } from '../runtime.js';
import { keepingHistory } from './history.js';
import { prepareEvents } from './projection.js';
import { rebuildProjection } from './rebuild.js';
import { recordProjection } from './recordProjection.js';

const projection = keepingHistory(recordProjection(workgroups), ['workgroups']);
let database: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  database = await createTestDatabase('history_framework', [eventStoreMigrations, readModelMigrations]);
  store = new PostgresEventStore({ pool: database.pool });
  await ensureReadModels(database.db, [projection]);
});
afterAll(() => database?.drop());

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
const created = (id: string, name: string): RecordEvent => ({
  type: 'WorkgroupCreated',
  data: { id, name, description: null, isActive: true },
});
const updated = (id: string, changes: Record<string, unknown>): RecordEvent => ({
  type: 'WorkgroupUpdated',
  data: { id, changes },
});
const deleted = (id: string): RecordEvent => ({ type: 'WorkgroupDeleted', data: { id } });

/** Appends one event at a time, a few milliseconds apart; answers each event as recorded. */
async function appendApart(id: string, events: RecordEvent[]): Promise<RecordedEvent[]> {
  let version = -1;
  for (const event of events) {
    await pause();
    const result = await store.appendToStream(streamIdOf(workgroups, id), [event], {
      expectedVersion: version < 0 ? 'no_stream' : version,
    } as never);
    version = result.nextExpectedVersion;
  }
  await pause();
  return (await store.readStream(streamIdOf(workgroups, id))).events;
}

const nameAsOf = async (id: string, instant: Date) =>
  withAsOf(instant, async () => {
    const { rows } = await sql<{ name: string }>`select name from workgroups where id = ${id}`.execute(
      database.db,
    );
    return rows[0]?.name ?? null;
  });
const justBefore = (event: RecordedEvent) => new Date(event.recordedAt.getTime() - 1);

describe('history of a read-model table', () => {
  it('answers each row as it was at an instant, whether the events came in one batch or one by one', async () => {
    const one = testId(1);
    const events = await appendApart(one, [
      created(one, 'Mathematics'),
      updated(one, { description: 'same name' }),
      updated(one, { name: 'Applied Mathematics' }),
      deleted(one),
    ]);
    await logReadable(database.db, store);
    // a rebuild folds all four events in one batch: the versions still follow each event
    await rebuildProjection({ db: database.db, store, projection, connectionString: database.url });
    expect(await nameAsOf(one, justBefore(events[0]!))).toBeNull();
    expect(await nameAsOf(one, events[0]!.recordedAt)).toBe('Mathematics');
    expect(await nameAsOf(one, events[1]!.recordedAt)).toBe('Mathematics');
    expect(await nameAsOf(one, justBefore(events[3]!))).toBe('Applied Mathematics');
    expect(await nameAsOf(one, events[3]!.recordedAt)).toBeNull();
    const { rows } = await sql<{ removed: boolean; description: string | null }>`
      select removed, description from workgroups_history where id = ${one} order by "validFrom"`.execute(
      database.db,
    );
    expect(rows.map((row) => row.removed)).toEqual([false, false, false, true]);

    const two = testId(2);
    const later = await appendApart(two, [
      created(two, 'Physics'),
      updated(two, { name: 'Physics & Astronomy' }),
    ]);
    for (const event of later) {
      const batch = await prepareEvents(projection, [event], database.db, 'live');
      await executeWrites(database.db, batch.writes);
    }
    expect(await nameAsOf(two, justBefore(later[1]!))).toBe('Physics');
    expect(await nameAsOf(two, new Date())).toBe('Physics & Astronomy');
    // now, outside the scope, the same query reads the live table again
    const { rows: now } = await sql<{ name: string }>`select name from workgroups`.execute(database.db);
    expect(now.map((row) => row.name)).toEqual(['Physics & Astronomy']);
  });

  it('closes the open version when a row the batch never loaded is deleted (a recount dropping a row)', async () => {
    const three = testId(3);
    const [made, gone] = await appendApart(three, [created(three, 'Chemistry'), deleted(three)]);
    await executeWrites(database.db, (await prepareEvents(projection, [made!], database.db, 'live')).writes);
    // the same projection, but deleting blind: the batch holds no row for it, as workloadRecount's deletes
    const blind = { ...projection, touches: () => {} };
    await executeWrites(database.db, (await prepareEvents(blind, [gone!], database.db, 'live')).writes);
    expect(await nameAsOf(three, justBefore(gone!))).toBe('Chemistry');
    expect(await nameAsOf(three, gone!.recordedAt)).toBeNull();
  });

  it('refuses writes while reading the past', async () => {
    await expect(
      withAsOf(new Date(), () => sql`delete from workgroups`.execute(database.db)),
    ).rejects.toThrow(/read-only/);
  });
});
