import {
  academicPeriods,
  defaultValueOf,
  emptyGridState,
  facultyProfiles,
  financialData,
  type ResourceDefinition,
  instructorRatesStreamId,
  type RecordEvent,
  sections,
  streamIdOf,
  users,
} from '@tams/domain';
import { eventStoreMigrations, NO_STREAM, PostgresEventStore } from '@tams/event-store';
import { createTestDatabase, logReadable, type TestDatabase, testId } from '@tams/tests/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../framework/rebuild.js';
import { requiredPointsProjection } from '../instructors/requiredPointsProjection.js';
import { readModelMigrations } from '../migrations.js';
import { projectionOf } from '../readModels/index.js';
import type { ReadModels } from '../readModelDatabase.js';
import { reportRowsQuery } from '../reports/reportQuery.js';
import { ensureReadModels } from '../runtime.js';
import { instructorCostsBuilder } from './costReportSource.js';
import { periodCostsOf } from './costQueries.js';

/*
 * The cost figures of the Instructor Cost Matrix (DESIGN §17) on known cases, from events through the
 * read models to periodCostsOf: under, met and overload instructors, no rate, a section two instructors
 * share; then an assignment removed and one added, and the costs follow. The report's SQL gives the same.
 *
 * Rate (type T, rank R): 1000 a point, 500 an overload point; rank R2 has no rate.
 *   A: required 10, S1 3 + S3 3 = 6   -> under,    6000 (1000 a point)
 *   B: required 6,  S2 6              -> met,      6000
 *   C: required 4,  S1 3 + S4 3 = 6   -> overload, 4 x 1000 + 2 x 500 = 5000 (833.33 a point)
 *   D: rank R2, required 3, S5 3      -> no rate,  unknown
 * S1 (shared by A and C) = 3000 + 2500 = 5500; S2 = 6000; S3 = 3000; S4 = 2500; S5 unknown.
 * Courses: K1 = S1 + S2, K2 = S3 + S4 + S5. Workgroups: W1 = S1 + S2 + S3, W2 = S4 + S5.
 */
let database: TestDatabase;
let store: PostgresEventStore;
let db: ReadModels;
beforeAll(async () => {
  database = await createTestDatabase('instructor_costs', [eventStoreMigrations, readModelMigrations]);
  store = new PostgresEventStore({ pool: database.pool });
  db = database.db as unknown as ReadModels;
  await ensureReadModels(database.db);
});
afterAll(() => database?.drop());

const period = testId(900);
const [typeT, rankR, rankR2] = [testId(901), testId(902), testId(903)];
const [W1, W2, K1, K2] = [testId(911), testId(912), testId(921), testId(922)];
const [A, B, C, D] = [testId(1), testId(2), testId(3), testId(4)];
const [S1, S2, S3, S4, S5] = [testId(11), testId(12), testId(13), testId(14), testId(15)];
const assignmentId = (n: number) => testId(100 + n);

/** A record's values as its decider would record them: every field's default, then these. */
const withDefaults = (definition: ResourceDefinition, values: { id: string } & Record<string, unknown>) => ({
  ...Object.fromEntries(
    Object.entries(definition.fields).map(([name, spec]) => [name, defaultValueOf(spec)]),
  ),
  ...values,
});

const faculty = (id: string, lastName: string, RankId: string, pointsRequired: number): RecordEvent[] => [
  {
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
  },
  {
    type: 'FacultyProfileCreated',
    data: withDefaults(facultyProfiles, {
      id: testId(Number.parseInt(id.slice(-3), 16) + 200),
      UserId: id,
      InstructorTypeId: typeT,
      RankId,
      isActive: true,
    }),
  },
  {
    type: 'FinancialDataCreated',
    data: withDefaults(financialData, {
      id: testId(Number.parseInt(id.slice(-3), 16) + 300),
      UserId: id,
      AcademicPeriodId: period,
      pointsRequired,
    }),
  },
];
const section = (id: string, points: number, CourseId: string, WorkgroupId: string): RecordEvent => ({
  type: 'SectionCreated',
  data: {
    id,
    CourseOfferingId: testId(930),
    name: 'Section',
    sectionNumber: id.slice(-3),
    AcademicTermId: testId(931),
    TeachingModeId: testId(932),
    WorkgroupId,
    enrollment: 0,
    enrollmentOverride: false,
    defaultPoints: points,
    points,
    notes: null,
    AcademicPeriodId: period,
    CourseId,
  },
});
const assigned = (
  n: number,
  SectionId: string,
  UserId: string,
  points: number,
  WorkgroupId: string,
): RecordEvent => ({
  type: 'TeachingAssignmentCreated',
  data: { id: assignmentId(n), SectionId, UserId, points, AcademicPeriodId: period, WorkgroupId },
});

async function appendKnownCases() {
  const periodCreated = withDefaults(academicPeriods, {
    id: period,
    name: '2026-2027',
    startDate: '2026-08-01',
    endDate: '2027-07-31',
  });
  await store.appendToStream(
    streamIdOf(academicPeriods, period),
    [{ type: 'AcademicPeriodCreated', data: periodCreated }],
    { expectedVersion: NO_STREAM },
  );
  for (const [id, name, rank, required] of [
    [A, 'Avery', rankR, 10],
    [B, 'Blake', rankR, 6],
    [C, 'Casey', rankR, 4],
    [D, 'Devon', rankR2, 3],
  ] as const)
    await store.appendToStream(streamIdOf(users, id), faculty(id, name, rank, required), {
      expectedVersion: NO_STREAM,
    });
  const sectionsOf: [string, number, string, string, [number, string, number][]][] = [
    [
      S1,
      6,
      K1,
      W1,
      [
        [1, A, 3],
        [2, C, 3],
      ],
    ],
    [S2, 6, K1, W1, [[3, B, 6]]],
    [S3, 3, K2, W1, [[4, A, 3]]],
    [S4, 3, K2, W2, [[5, C, 3]]],
    [S5, 3, K2, W2, [[6, D, 3]]],
  ];
  for (const [id, points, course, workgroup, teachers] of sectionsOf)
    await store.appendToStream(
      streamIdOf(sections, id),
      [
        section(id, points, course, workgroup),
        ...teachers.map(([n, user, share]) => assigned(n, id, user, share, workgroup)),
      ],
      { expectedVersion: NO_STREAM },
    );
  await store.appendToStream(
    instructorRatesStreamId(period),
    [
      {
        type: 'InstructorRatesSet',
        data: {
          AcademicPeriodId: period,
          rates: [{ InstructorTypeId: typeT, RankId: rankR, costPerPoint: 1000, overloadRate: 500 }],
          cleared: [],
        },
      },
    ],
    { expectedVersion: NO_STREAM },
  );
}

async function catchUp() {
  await logReadable(database.db, store);
  const sources = ['sections', 'instructorRates', 'academicPeriods'].map(projectionOf);
  // required points last: computed over the others (only those this test runs are waited for)
  for (const projection of [...sources, requiredPointsProjection(sources)])
    await rebuildProjection({
      db: database.db,
      store,
      projection,
      connectionString: database.url,
      batchSize: 1000,
    });
}

async function costs() {
  await catchUp();
  const figures = await periodCostsOf(db, period);
  const instructor = (id: string) => figures.instructors.find((row) => row.id === id)!;
  const groupOf = (groups: { id: string | null; cost: number; unknownCount: number }[], id: string) => {
    const group = groups.find((row) => row.id === id);
    return group && { cost: group.cost, unknownCount: group.unknownCount };
  };
  return {
    figures,
    instructor: (id: string) => ({ cost: instructor(id).cost, status: instructor(id).status }),
    section: (id: string) => groupOf(figures.sections, id),
    course: (id: string) => groupOf(figures.courses, id),
    workgroup: (id: string) => groupOf(figures.workgroups, id),
  };
}

describe('instructor costs', () => {
  it('costs each instructor: under, met, overload, and unknown without a rate', async () => {
    await appendKnownCases();
    const { instructor, figures } = await costs();
    expect(instructor(A)).toEqual({ cost: 6000, status: 'under' });
    expect(instructor(B)).toEqual({ cost: 6000, status: 'met' });
    expect(instructor(C)).toEqual({ cost: 5000, status: 'overload' });
    expect(instructor(D)).toEqual({ cost: null, status: 'noRate' });
    expect(figures.instructors.find((row) => row.id === C)).toMatchObject({
      pointsRequired: 4,
      pointsAssigned: 6,
      regularPoints: 4,
      overloadPoints: 2,
      costPerPoint: 1000,
      overloadRate: 500,
    });
    expect(figures.total).toEqual({ cost: 17000, unknownCount: 1 });
  });

  it('splits a shared section by points, spreading overload proportionally, and totals courses and workgroups', async () => {
    const { section, course, workgroup, figures } = await costs();
    expect(section(S1)).toEqual({ cost: 5500, unknownCount: 0 });
    expect(figures.sections.find((row) => row.id === S1)!.instructors).toEqual([
      { UserId: A, name: 'Pat Avery', points: 3, cost: 3000 },
      { UserId: C, name: 'Pat Casey', points: 3, cost: 2500 },
    ]);
    expect(section(S2)).toEqual({ cost: 6000, unknownCount: 0 });
    expect(section(S3)).toEqual({ cost: 3000, unknownCount: 0 });
    expect(section(S4)).toEqual({ cost: 2500, unknownCount: 0 });
    expect(section(S5)).toEqual({ cost: 0, unknownCount: 1 });
    expect(course(K1)).toEqual({ cost: 11500, unknownCount: 0 });
    expect(course(K2)).toEqual({ cost: 5500, unknownCount: 1 });
    expect(workgroup(W1)).toEqual({ cost: 14500, unknownCount: 0 });
    expect(workgroup(W2)).toEqual({ cost: 2500, unknownCount: 1 });
  });

  it('follows an assignment removed and one added', async () => {
    // C leaves S4: 3 points, under their 4 -> 3000; S1's share of C now 1000 a point
    await store.appendToStream(
      streamIdOf(sections, S4),
      [{ type: 'TeachingAssignmentDeleted', data: { id: assignmentId(5) } }],
      { expectedVersion: 2 },
    );
    let now = await costs();
    expect(now.instructor(C)).toEqual({ cost: 3000, status: 'under' });
    expect(now.section(S1)).toEqual({ cost: 6000, unknownCount: 0 });
    expect(now.section(S4)).toBeUndefined();
    expect(now.workgroup(W2)).toEqual({ cost: 0, unknownCount: 1 });

    // B takes 2 points of S3: 8 of 6 required -> 6000 + 2 x 500 = 7000, 875 a point
    await store.appendToStream(streamIdOf(sections, S3), [assigned(7, S3, B, 2, W1)], { expectedVersion: 2 });
    now = await costs();
    expect(now.instructor(B)).toEqual({ cost: 7000, status: 'overload' });
    expect(now.section(S2)).toEqual({ cost: 5250, unknownCount: 0 });
    expect(now.section(S3)).toEqual({ cost: 3000 + 1750, unknownCount: 0 });
    expect(now.course(K1)).toEqual({ cost: 6000 + 5250, unknownCount: 0 });
    expect(now.figures.total).toEqual({ cost: 6000 + 7000 + 3000, unknownCount: 1 });
  });

  it("the cost report's SQL gives the figures of the domain's formula", async () => {
    const { figures } = await costs();
    const { query } = reportRowsQuery(
      database.db,
      instructorCostsBuilder,
      emptyGridState(),
      { columns: instructorCostsBuilder.columns },
      { periodId: period, effortEnabled: false },
    );
    const rows = (await query.execute()) as Record<string, unknown>[];
    const pick = (row: Record<string, unknown>) => ({
      id: row.id,
      cost: row.cost,
      status: row.status,
      regularPoints: row.regularPoints,
      overloadPoints: row.overloadPoints,
    });
    const sortById = <T extends { id: unknown }>(list: T[]) =>
      [...list].sort((a, b) => String(a.id).localeCompare(String(b.id)));
    expect(sortById(rows.map(pick))).toEqual(sortById(figures.instructors.map((row) => pick(row as never))));
  });
});
