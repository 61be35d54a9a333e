import { eventUpcasters, type RecordEvent, sections, streamIdOf } from '@tams/domain';
import { eventStoreMigrations, NO_STREAM, PostgresEventStore } from '@tams/event-store';
import { createTestDatabase, logReadable, type TestDatabase, testId } from '@tams/tests/support';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../framework/rebuild.js';
import { readModelMigrations } from '../migrations.js';
import { ensureReadModels } from '../runtime.js';
import { sectionsProjection } from './projection.js';

let database: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  database = await createTestDatabase('sections_projection', [eventStoreMigrations, readModelMigrations]);
  // as the app reads the log: meetings written before their exceptions were a list read as one
  store = new PostgresEventStore({ pool: database.pool, upcasters: eventUpcasters });
  await ensureReadModels(database.db, [sectionsProjection]);
});
afterAll(() => database?.drop());

const rebuild = async () => {
  await logReadable(database.db, store); // no live processor here catches up after the rebuild
  return rebuildProjection({
    db: database.db,
    store,
    projection: sectionsProjection,
    connectionString: database.url,
  });
};
const sectionRow = async (id: string) =>
  (
    await sql<Record<string, unknown>>`
      select version, "LocationId", points, variance, "coverageStatus" from sections where id = ${id}`.execute(
      database.db,
    )
  ).rows[0];
const append = (sectionId: string, events: RecordEvent[], expectedVersion: number | typeof NO_STREAM) =>
  store.appendToStream(streamIdOf(sections, sectionId), events, { expectedVersion });

const sectionCreated = (id: string): RecordEvent => ({
  type: 'SectionCreated',
  data: {
    id,
    CourseOfferingId: testId(90),
    name: 'Calculus I',
    sectionNumber: '001',
    AcademicTermId: testId(91),
    TeachingModeId: testId(92),
    WorkgroupId: null,
    enrollment: 0,
    enrollmentOverride: false,
    defaultPoints: 3,
    points: 3,
    notes: null,
    AcademicPeriodId: testId(93),
    CourseId: testId(94),
  },
});
const meetingCreated = (id: string, SectionId: string, LocationId: string | null): RecordEvent => ({
  type: 'MeetingCreated',
  data: {
    id,
    SectionId,
    days: ['MO'],
    startTime: '09:00',
    endTime: '10:00',
    frequency: 'weekly',
    LocationId,
  },
});

describe('sections read model', () => {
  it("keeps a section's LocationId its meeting's, and its version and coverage its own", async () => {
    const [section, meeting, room, otherRoom] = [testId(1), testId(2), testId(3), testId(4)];
    await append(section, [sectionCreated(section), meetingCreated(meeting, section, room)], NO_STREAM);
    await rebuild();
    expect(await sectionRow(section)).toMatchObject({
      version: 1,
      LocationId: room,
      coverageStatus: 'uncovered',
    });
    expect(Number((await sectionRow(section))!.variance)).toBe(-3);

    await append(
      section,
      [
        { type: 'MeetingUpdated', data: { id: meeting, changes: { LocationId: otherRoom } } },
        { type: 'SectionUpdated', data: { id: section, changes: { points: 4.5 } } },
      ],
      2,
    );
    await rebuild();
    const moved = await sectionRow(section);
    expect(moved).toMatchObject({ version: 4, LocationId: otherRoom });
    expect(Number(moved!.variance)).toBe(-4.5);

    await append(section, [{ type: 'MeetingDeleted', data: { id: meeting } }], 4);
    await rebuild();
    expect(await sectionRow(section)).toMatchObject({ version: 4, LocationId: null });
  });

  it('deletes a section and its meeting together, and takes a meeting without a location', async () => {
    const [gone, kept] = [testId(11), testId(12)];
    await append(
      gone,
      [
        sectionCreated(gone),
        meetingCreated(testId(13), gone, testId(3)),
        { type: 'MeetingDeleted', data: { id: testId(13) } },
        { type: 'SectionDeleted', data: { id: gone } },
      ],
      NO_STREAM,
    );
    await append(kept, [sectionCreated(kept), meetingCreated(testId(14), kept, null)], NO_STREAM);
    await rebuild();
    expect(await sectionRow(gone)).toBeUndefined();
    expect(await sectionRow(kept)).toMatchObject({ LocationId: null });
    const meetings = await sql<{ id: string }>`select id from meetings where "SectionId" = ${gone}`.execute(
      database.db,
    );
    expect(meetings.rows).toEqual([]);
  });
});
