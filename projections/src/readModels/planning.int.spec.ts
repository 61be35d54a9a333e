import {
  type Preference,
  type RecordEvent,
  sections,
  streamIdOf,
  type TeachingPreferencesEvent,
  teachingPreferencesStreamId,
  users,
} from '@tams/domain';
import { eventStoreMigrations, NO_STREAM, PostgresEventStore } from '@tams/event-store';
import { createTestDatabase, logReadable, type TestDatabase, testId } from '@tams/tests/support';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../framework/rebuild.js';
import { readModelMigrations } from '../migrations.js';
import { ensureReadModels } from '../runtime.js';
import { planningProjection } from './planning.js';

/**
 * The planning read model folds an assignment into its section's coverage and its instructor's workload
 * in one pass. Sums are recounted, not adjusted: folding the same log in one batch or one event per batch
 * must give the same rows, including an assignment made and removed inside one batch.
 */
let database: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  database = await createTestDatabase('planning_projection', [eventStoreMigrations, readModelMigrations]);
  store = new PostgresEventStore({ pool: database.pool });
  await ensureReadModels(database.db, [planningProjection]);
});
afterAll(() => database?.drop());

const period = testId(93);
const [sectionA, sectionB, userX, userY] = [testId(1), testId(2), testId(3), testId(4)];
const assignment = (n: number) => testId(10 + n);

const userCreated = (id: string, lastName: string): RecordEvent => ({
  type: 'UserCreated',
  data: {
    id,
    username: lastName.toLowerCase(),
    firstName: 'Pat',
    lastName,
    Roles: ['faculty'],
    isFaculty: true,
    isActive: true,
  },
});
const sectionCreated = (id: string, points: number): RecordEvent => ({
  type: 'SectionCreated',
  data: {
    id,
    CourseOfferingId: testId(90),
    name: 'Calculus',
    sectionNumber: id.slice(-3),
    AcademicTermId: testId(91),
    TeachingModeId: testId(92),
    WorkgroupId: null,
    enrollment: 0,
    enrollmentOverride: false,
    defaultPoints: points,
    points,
    notes: null,
    AcademicPeriodId: period,
    CourseId: testId(94),
  },
});
const assigned = (n: number, SectionId: string, UserId: string, points: number): RecordEvent => ({
  type: 'TeachingAssignmentCreated',
  data: { id: assignment(n), SectionId, UserId, points, AcademicPeriodId: period, WorkgroupId: null },
});

const [term, inPerson, online, course] = [testId(91), testId(92), testId(95), testId(94)];
const preference = (
  n: number,
  TeachingModeId: string,
  weight: number,
  CourseIds: string[] = [],
): Preference => ({
  id: testId(60 + n),
  AcademicTermId: term,
  TeachingModeId,
  AssignmentTypeId: null,
  weight,
  notes: null,
  CourseIds,
});
const preferenceEvent = (
  UserId: string,
  type: TeachingPreferencesEvent['type'],
  more: Record<string, unknown> = {},
): TeachingPreferencesEvent =>
  ({ type, data: { UserId, AcademicPeriodId: period, ...more } }) as TeachingPreferencesEvent;
const appendPreferences = (UserId: string, events: TeachingPreferencesEvent[], expectedVersion: number) =>
  store.appendToStream(teachingPreferencesStreamId(UserId, period), events, {
    expectedVersion: expectedVersion === 0 ? NO_STREAM : expectedVersion,
  });

async function appendLog() {
  // X submits before any assignment exists; Y only drafts (alignment reads submitted lists only)
  await appendPreferences(
    userX,
    [
      preferenceEvent(userX, 'TeachingPreferencesSaved', {
        preferences: [preference(1, inPerson, 4, [course])],
      }),
      preferenceEvent(userX, 'TeachingPreferencesSubmitted'),
    ],
    0,
  );
  await appendPreferences(
    userY,
    [preferenceEvent(userY, 'TeachingPreferencesSaved', { preferences: [preference(2, inPerson, 5)] })],
    0,
  );
  await store.appendToStream(streamIdOf(users, userX), [userCreated(userX, 'Xu')], {
    expectedVersion: NO_STREAM,
  });
  await store.appendToStream(
    streamIdOf(users, userY),
    [
      userCreated(userY, 'Young'),
      {
        type: 'FinancialDataCreated',
        data: { id: testId(50), UserId: userY, AcademicPeriodId: period, pointsRequired: 4 },
      },
    ],
    { expectedVersion: NO_STREAM },
  );
  await store.appendToStream(
    streamIdOf(sections, sectionA),
    [sectionCreated(sectionA, 3), assigned(1, sectionA, userX, 1.2), assigned(2, sectionA, userY, 1.8)],
    { expectedVersion: NO_STREAM },
  );
  await store.appendToStream(
    streamIdOf(sections, sectionB),
    [
      sectionCreated(sectionB, 4),
      assigned(3, sectionB, userY, 4),
      { type: 'TeachingAssignmentUpdated', data: { id: assignment(3), changes: { points: 2.5 } } },
      assigned(4, sectionB, userX, 1),
      { type: 'TeachingAssignmentDeleted', data: { id: assignment(4) } },
    ],
    { expectedVersion: NO_STREAM },
  );
  // the instructor is renamed: their assignments' names follow
  await store.appendToStream(
    streamIdOf(users, userX),
    [{ type: 'UserUpdated', data: { id: userX, changes: { displayName: 'Dr. Xu' } } }],
    {
      expectedVersion: 1,
    },
  );
  // reopened and edited: the submitted list still counts; section A moves online: X's assignment there
  // is now partial; X submits the edit (online): aligned again, by the new weight
  await appendPreferences(
    userX,
    [
      preferenceEvent(userX, 'TeachingPreferencesReopened', { reason: 'Online instead' }),
      preferenceEvent(userX, 'TeachingPreferencesSaved', { preferences: [preference(3, online, 2)] }),
    ],
    2,
  );
}

async function moveSectionOnline() {
  await store.appendToStream(
    streamIdOf(sections, sectionA),
    [{ type: 'SectionUpdated', data: { id: sectionA, changes: { TeachingModeId: online } } }],
    { expectedVersion: 3 },
  );
}

async function submitAgain() {
  await appendPreferences(userX, [preferenceEvent(userX, 'TeachingPreferencesSubmitted')], 4);
}

const rebuild = async (batchSize: number) => {
  await logReadable(database.db, store); // no live processor here catches up after the rebuild
  return rebuildProjection({
    db: database.db,
    store,
    projection: planningProjection,
    connectionString: database.url,
    batchSize,
  });
};

async function snapshot() {
  const q = async (text: string) => (await sql.raw<Record<string, unknown>>(text).execute(database.db)).rows;
  return {
    sections: await q(
      `select id, "assignedPoints"::float8 as assigned, "assignmentCount" as count, "coverageStatus", variance::float8 as variance from sections order by id`,
    ),
    workloads: await q(
      `select "UserId", "teachingPoints"::float8 as teaching, "pointsAssigned"::float8 as assigned, "sectionCount" from "instructorWorkloads" order by "UserId"`,
    ),
    finance: await q(
      `select "UserId", "pointsAssigned"::float8 as assigned, "pointsRemaining"::float8 as remaining from "financialData"`,
    ),
    assignments: await q(
      `select id, "instructorName", "sectionNumber", points::float8 as points, "preferenceAlignment", "preferenceAlignmentReasons" from "teachingAssignments" order by id`,
    ),
    submissions: await q(
      `select "UserId", status, "preferenceCount", "submittedPreferences", "reopenReason", version from "preferenceSubmissions" order by "UserId"`,
    ),
  };
}

describe('planning read model', () => {
  it('keeps coverage, workload and financial data in step, folded in one batch or one event at a time', async () => {
    await appendLog();
    await rebuild(5000);
    const oneBatch = await snapshot();
    expect(oneBatch.sections).toEqual([
      { id: sectionA, assigned: 3, count: 2, coverageStatus: 'covered', variance: 0 },
      { id: sectionB, assigned: 2.5, count: 1, coverageStatus: 'partial', variance: -1.5 },
    ]);
    expect(oneBatch.workloads).toEqual([
      { UserId: userX, teaching: 1.2, assigned: 1.2, sectionCount: 1 },
      { UserId: userY, teaching: 4.3, assigned: 4.3, sectionCount: 2 },
    ]);
    expect(oneBatch.finance).toEqual([{ UserId: userY, assigned: 4.3, remaining: -0.3 }]);
    expect(oneBatch.assignments.map((row) => row.instructorName)).toEqual([
      'Dr. Xu',
      'Pat Young',
      'Pat Young',
    ]);

    await rebuild(1);
    expect(await snapshot()).toEqual(oneBatch);
  });

  it("keeps each assignment's alignment with its instructor's submitted preferences, in any batch size", async () => {
    const alignments = async () => {
      await rebuild(5000);
      const oneBatch = await snapshot();
      await rebuild(1);
      expect(await snapshot()).toEqual(oneBatch);
      return oneBatch;
    };
    const aligned = (weight: number, ...more: string[]) => [
      `Term preferred (weight ${weight} of 5)`,
      ...more,
    ];
    // (the log of the test above) X's draft after the reopen does not count yet; Y never submitted
    const first = await alignments();
    expect(first.assignments.map((row) => [row.preferenceAlignment, row.preferenceAlignmentReasons])).toEqual(
      [
        ['aligned', aligned(4, 'Teaching mode matches', 'Assignment type matches', 'Course wished for')],
        ['noPreferences', ['No preferences submitted']],
        ['noPreferences', ['No preferences submitted']],
      ],
    );
    expect(first.submissions).toEqual([
      {
        UserId: userX,
        status: 'reopened',
        preferenceCount: 1,
        submittedPreferences: [preference(1, inPerson, 4, [course])],
        reopenReason: 'Online instead',
        version: 4,
      },
      {
        UserId: userY,
        status: 'draft',
        preferenceCount: 1,
        submittedPreferences: null,
        reopenReason: null,
        version: 1,
      },
    ]);

    await moveSectionOnline();
    const moved = await alignments();
    expect(moved.assignments[0]).toMatchObject({
      preferenceAlignment: 'partial',
      preferenceAlignmentReasons: aligned(
        4,
        'Teaching mode differs',
        'Assignment type matches',
        'Course wished for',
      ),
    });

    await submitAgain();
    const resubmitted = await alignments();
    expect(resubmitted.assignments[0]).toMatchObject({
      preferenceAlignment: 'aligned',
      preferenceAlignmentReasons: aligned(2, 'Teaching mode matches', 'Assignment type matches'),
    });
    expect(resubmitted.submissions[0]).toMatchObject({ status: 'submitted', version: 5 });
  });
});
