import { courses, locations, type RecordEvent, sections, streamIdOf, users } from '@tams/domain';
import { eventStoreMigrations, NO_STREAM, PostgresEventStore } from '@tams/event-store';
import { createTestDatabase, logReadable, type TestDatabase, testId } from '@tams/tests/support';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../framework/rebuild.js';
import { readModelMigrations } from '../migrations.js';
import { planningProjection } from '../readModels/planning.js';
import { ensureReadModels } from '../runtime.js';

/**
 * A section's search text follows its course, room and instructors, also when they are renamed after the
 * fact (events of other streams), folded in one batch or one event per batch.
 */
let database: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  database = await createTestDatabase('section_search', [eventStoreMigrations, readModelMigrations]);
  store = new PostgresEventStore({ pool: database.pool });
  await ensureReadModels(database.db, [planningProjection]);
});
afterAll(() => database?.drop());

const [course, room, user, first, second, meeting, assignment] = [1, 2, 3, 4, 5, 6, 7].map(testId);
const sectionCreated = (id: string, sectionNumber: string): RecordEvent => ({
  type: 'SectionCreated',
  data: {
    id,
    CourseOfferingId: testId(90),
    name: 'Pattern Formation',
    sectionNumber,
    AcademicTermId: testId(91),
    TeachingModeId: testId(92),
    WorkgroupId: null,
    enrollment: 0,
    enrollmentOverride: false,
    defaultPoints: 3,
    points: 3,
    notes: null,
    AcademicPeriodId: testId(93),
    CourseId: course,
  },
});
const updated = (type: string, id: string, changes: Record<string, unknown>): RecordEvent => ({
  type,
  data: { id, changes },
});

const searchTexts = async () =>
  (
    await sql<{ id: string; searchText: string }>`
      select id, "searchText" from sections union all select id, "searchText" from "teachingAssignments"
      order by id`.execute(database.db)
  ).rows;

const rebuild = async (batchSize: number) => {
  await logReadable(database.db, store); // no live processor here catches up after the rebuild
  await rebuildProjection({
    db: database.db,
    store,
    projection: planningProjection,
    connectionString: database.url,
    batchSize,
  });
  return searchTexts();
};

describe('section search text', () => {
  it('holds course, section, room and instructor, and follows their renames in any batch size', async () => {
    const append = (stream: string, events: RecordEvent[], expectedVersion: number | typeof NO_STREAM) =>
      store.appendToStream(stream, events, { expectedVersion });
    const courseStream = streamIdOf(courses, course);
    const roomStream = streamIdOf(locations, room);
    const userStream = streamIdOf(users, user);
    await append(
      courseStream,
      [
        {
          type: 'CourseCreated',
          data: { id: course, courseNumber: 'MATH 495', name: 'Mathematical Biology' },
        },
      ],
      NO_STREAM,
    );
    await append(
      roomStream,
      [
        {
          type: 'LocationCreated',
          data: { id: room, code: 'MSB 101', description: 'Mathematical Sciences' },
        },
      ],
      NO_STREAM,
    );
    await append(
      userStream,
      [
        {
          type: 'UserCreated',
          data: {
            id: user,
            username: 'pq',
            firstName: 'Pat',
            lastName: 'Quill',
            Roles: ['faculty'],
            isFaculty: true,
            isActive: true,
          },
        },
      ],
      NO_STREAM,
    );
    await append(
      streamIdOf(sections, first),
      [
        sectionCreated(first, '001'),
        {
          type: 'MeetingCreated',
          data: {
            id: meeting,
            SectionId: first,
            days: ['MO'],
            startTime: '09:00',
            endTime: '10:00',
            frequency: 'weekly',
            exceptions: [],
            LocationId: room,
          },
        },
        {
          type: 'TeachingAssignmentCreated',
          data: { id: assignment, SectionId: first, UserId: user, points: 3, AcademicPeriodId: testId(93) },
        },
      ],
      NO_STREAM,
    );
    const before = 'math 495 math495 mathematical biology 001 pattern formation msb 101 pat quill';
    expect(await rebuild(1000)).toEqual([
      { id: first, searchText: before },
      { id: assignment, searchText: before },
    ]);

    await append(userStream, [updated('UserUpdated', user, { lastName: 'Quillon' })], 1);
    await append(roomStream, [updated('LocationUpdated', room, { code: 'MSB 102' })], 1);
    await append(courseStream, [updated('CourseUpdated', course, { courseNumber: 'MATH 496' })], 1);
    await append(streamIdOf(sections, second), [sectionCreated(second, '002')], NO_STREAM);
    const after = 'math 496 math496 mathematical biology 001 pattern formation msb 102 pat quillon';
    const expected = [
      { id: first, searchText: after },
      { id: second, searchText: 'math 496 math496 mathematical biology 002 pattern formation' },
      { id: assignment, searchText: after },
    ];
    expect(await rebuild(1000)).toEqual(expected);
    expect(await rebuild(1)).toEqual(expected);
  });
});
