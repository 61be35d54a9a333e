import { randomUUID } from 'node:crypto';
import { courses, sections } from '@tams/domain';
import { eventStoreMigrations, NO_STREAM, PostgresEventStore } from '@tams/event-store';
import { createTestDatabase, type TestDatabase } from '@tams/tests/support';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newRecordStream } from '@tams/domain';
import { uniqueKeysBackfill } from './uniqueKeysBackfill.js';

/**
 * Records written before es_unique_keys existed keep their values' keys: the migration rebuilds them from
 * the log with the commands' own deciders, the older record keeping a value two of them shared.
 */
let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase('unique_keys_backfill', [eventStoreMigrations]);
  store = new PostgresEventStore({ pool: database.pool });
});
afterAll(() => database?.drop());

/** Appended as the log held them before: without claiming any key. */
const append = async (streamId: string, events: { type: string; data: unknown }[], expected: number) =>
  store.appendToStream(streamId, events, { expectedVersion: expected === 0 ? NO_STREAM : expected });
const course = async (courseNumber: string) => {
  const id = randomUUID();
  const stream = newRecordStream(courses, id, { courseNumber, name: courseNumber });
  await append(stream.streamId, stream.events, 0);
  return { id, streamId: stream.streamId };
};

it('claims the keys of existing records from the log, the older record first', async () => {
  const older = await course('MATH 1');
  await course('math 1 '); // a duplicate written before uniqueness was atomic
  const renamed = await course('OLD 2');
  await append(
    renamed.streamId,
    [{ type: 'CourseUpdated', data: { id: renamed.id, changes: { courseNumber: 'NEW 2' } } }],
    1,
  );
  const deleted = await course('GONE 3');
  await append(deleted.streamId, [{ type: 'CourseDeleted', data: { id: deleted.id } }], 1);
  const [offering, term, mode] = [randomUUID(), randomUUID(), randomUUID()];
  const sectionId = randomUUID();
  const section = newRecordStream(sections, sectionId, {
    CourseOfferingId: offering,
    name: 'Intro',
    sectionNumber: '001',
    AcademicTermId: term,
    TeachingModeId: mode,
    points: 3,
  });
  await append(section.streamId, section.events, 0);

  await uniqueKeysBackfill.unique_0001_keys_of_existing_records!.up(database.db);

  const { rows } = await sql<{ scope: string; key: string; stream_id: string }>`
    select scope, key, stream_id from es_unique_keys order by scope, key`.execute(database.db);
  expect(rows).toEqual([
    { scope: 'courses.courseNumber', key: 'math 1', stream_id: older.streamId },
    { scope: 'courses.courseNumber', key: 'new 2', stream_id: renamed.streamId },
    {
      scope: 'sections.sectionNumber',
      key: JSON.stringify([offering, term, '001']),
      stream_id: section.streamId,
    },
  ]);
});
