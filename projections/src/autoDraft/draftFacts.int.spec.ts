import {
  academicPeriods,
  courses,
  defaultValueOf,
  facultyProfiles,
  financialData,
  meetings,
  type RecordEvent,
  type ResourceDefinition,
  sections,
  streamIdOf,
  teachingPreferencesStreamId,
  users,
  workgroupMemberships,
  workgroups,
} from '@tams/domain';
import { eventStoreMigrations, NO_STREAM, PostgresEventStore } from '@tams/event-store';
import { createTestDatabase, logReadable, type TestDatabase, testId } from '@tams/tests/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../framework/rebuild.js';
import { requiredPointsProjection } from '../instructors/requiredPointsProjection.js';
import { readModelMigrations } from '../migrations.js';
import type { ReadModels } from '../readModelDatabase.js';
import { projectionOf } from '../readModels/index.js';
import { ensureReadModels } from '../runtime.js';
import { draftFacts } from './draftFacts.js';

/*
 * The facts of a draft (DESIGN §18) on known cases, from events through the read models:
 *   Period P (2026), earlier period P0 (2025); terms T1, T2 of P. Workgroups W, V. Course K "MATH 101".
 *   Sections of P: S1 (W, 3 points, T1 Mon 09:00-10:15), S2 (W, 4 points, 1 covered, T1 Mon 10:00-11:00: overlaps S1),
 *   S3 (W, 3, T2 Mon 09:00-10:15: same time as S1, another term), S4 (W, 2, covered), S5 (V, 3, no meeting).
 *   Faculty A (W, required 10): teaches S6 (V, T1 Mon 09:30-10:00: busy for S1) and 1 point of S2 (busy: teaches it);
 *   taught K in P0; submitted preferences. B (W and V, required 6). C: does not receive assignments.
 */
let database: TestDatabase;
let store: PostgresEventStore;
let db: ReadModels;

const [P, P0, T1, T2, mode, W, V, K] = [900, 901, 902, 903, 904, 905, 906, 907].map(testId) as string[];
const [A, B, C] = [testId(1), testId(2), testId(3)];
const [S1, S2, S3, S4, S5, S6, S0] = [11, 12, 13, 14, 15, 16, 17].map(testId) as string[];

const withDefaults = (definition: ResourceDefinition, values: { id: string } & Record<string, unknown>) => ({
  ...Object.fromEntries(
    Object.entries(definition.fields).map(([name, spec]) => [name, defaultValueOf(spec)]),
  ),
  ...values,
});
const append = (streamId: string, events: RecordEvent[]) =>
  store.appendToStream(streamId, events, { expectedVersion: NO_STREAM });

const faculty = (
  id: string,
  lastName: string,
  pointsRequired: number,
  receiveAssignments = true,
): RecordEvent[] => [
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
      id: testId(200 + Number.parseInt(id.slice(-3), 16)),
      UserId: id,
      isActive: true,
      receiveAssignments,
    }),
  },
  {
    type: 'FinancialDataCreated',
    data: withDefaults(financialData, {
      id: testId(300 + Number.parseInt(id.slice(-3), 16)),
      UserId: id,
      AcademicPeriodId: P,
      pointsRequired,
    }),
  },
];

function sectionStream(
  id: string,
  values: {
    points: number;
    WorkgroupId: string;
    term?: string;
    period?: string;
    meeting?: [string, string];
    taught?: [string, number][];
  },
): RecordEvent[] {
  const period = values.period ?? P;
  return [
    {
      type: 'SectionCreated',
      data: withDefaults(sections, {
        id,
        CourseOfferingId: testId(930),
        name: 'Calculus',
        sectionNumber: id.slice(-3),
        AcademicTermId: values.term ?? T1,
        TeachingModeId: mode,
        WorkgroupId: values.WorkgroupId,
        points: values.points,
        AcademicPeriodId: period,
        CourseId: K,
      }),
    },
    ...(values.meeting
      ? [
          {
            type: 'MeetingCreated',
            data: withDefaults(meetings, {
              id: testId(400 + Number.parseInt(id.slice(-3), 16)),
              SectionId: id,
              days: ['MO'],
              startTime: values.meeting[0],
              endTime: values.meeting[1],
            }),
          } as RecordEvent,
        ]
      : []),
    ...(values.taught ?? []).map(([UserId, points], n): RecordEvent => ({
      type: 'TeachingAssignmentCreated',
      data: {
        id: testId(500 + 10 * Number.parseInt(id.slice(-3), 16) + n),
        SectionId: id,
        UserId,
        points,
        AcademicPeriodId: period,
        WorkgroupId: values.WorkgroupId,
      },
    })),
  ];
}

async function appendKnownCases() {
  for (const [id, name, start] of [
    [P, '2026-2027', '2026-08-01'],
    [P0, '2025-2026', '2025-08-01'],
  ] as const)
    await append(streamIdOf(academicPeriods, id), [
      {
        type: 'AcademicPeriodCreated',
        data: withDefaults(academicPeriods, {
          id,
          name,
          startDate: start,
          endDate: `${Number(start.slice(0, 4)) + 1}-07-31`,
        }),
      },
    ]);
  await append(streamIdOf(courses, K), [
    {
      type: 'CourseCreated',
      data: withDefaults(courses, { id: K, courseNumber: 'MATH 101', name: 'Calculus', WorkgroupId: W }),
    },
  ]);
  await append(streamIdOf(users, A), faculty(A, 'Avery', 10));
  await append(streamIdOf(users, B), faculty(B, 'Blake', 6));
  await append(streamIdOf(users, C), faculty(C, 'Casey', 6, false));
  for (const [workgroup, members] of [
    [W, [A, B, C]],
    [V, [B]],
  ] as const)
    await append(streamIdOf(workgroups, workgroup), [
      {
        type: 'WorkgroupCreated',
        data: withDefaults(workgroups, { id: workgroup, name: `WG ${workgroup.slice(-3)}` }),
      },
      ...members.map((UserId, n): RecordEvent => ({
        type: 'WorkgroupMembershipCreated',
        data: withDefaults(workgroupMemberships, {
          id: testId(600 + 10 * Number.parseInt(workgroup.slice(-3), 16) + n),
          WorkgroupId: workgroup,
          UserId,
          permission: 0,
        }),
      })),
    ]);
  await append(
    streamIdOf(sections, S1),
    sectionStream(S1, { points: 3, WorkgroupId: W, meeting: ['09:00', '10:15'] }),
  );
  await append(
    streamIdOf(sections, S2),
    sectionStream(S2, { points: 4, WorkgroupId: W, meeting: ['10:00', '11:00'], taught: [[A, 1]] }),
  );
  await append(
    streamIdOf(sections, S3),
    sectionStream(S3, { points: 3, WorkgroupId: W, term: T2, meeting: ['09:00', '10:15'] }),
  );
  await append(streamIdOf(sections, S4), sectionStream(S4, { points: 2, WorkgroupId: W, taught: [[B, 2]] }));
  await append(streamIdOf(sections, S5), sectionStream(S5, { points: 3, WorkgroupId: V }));
  await append(
    streamIdOf(sections, S6),
    sectionStream(S6, { points: 1, WorkgroupId: V, meeting: ['09:30', '10:00'], taught: [[A, 1]] }),
  );
  await append(
    streamIdOf(sections, S0),
    sectionStream(S0, { points: 3, WorkgroupId: W, period: P0, term: testId(908), taught: [[A, 3]] }),
  );
  const preference = {
    id: testId(700),
    AcademicTermId: T1,
    TeachingModeId: mode,
    AssignmentTypeId: null,
    weight: 5,
    notes: null,
    CourseIds: [K],
  };
  await store.appendToStream(
    teachingPreferencesStreamId(A, P),
    [
      {
        type: 'TeachingPreferencesSaved',
        data: { UserId: A, AcademicPeriodId: P, preferences: [preference] },
      },
      { type: 'TeachingPreferencesSubmitted', data: { UserId: A, AcademicPeriodId: P } },
    ],
    { expectedVersion: NO_STREAM },
  );
}

beforeAll(async () => {
  database = await createTestDatabase('draft_facts', [eventStoreMigrations, readModelMigrations]);
  store = new PostgresEventStore({ pool: database.pool });
  db = database.db as unknown as ReadModels;
  await ensureReadModels(database.db);
  await appendKnownCases();
  await logReadable(database.db, store);
  const projections = new Set(
    [
      'sections',
      'academicPeriods',
      'courses',
      'workgroups',
      'workgroupMemberships',
      'preferenceSubmissions',
    ].map(projectionOf),
  );
  // required points last: computed over the others (only those this test runs are waited for)
  for (const projection of [...projections, requiredPointsProjection([...projections])])
    await rebuildProjection({
      db: database.db,
      store,
      projection,
      connectionString: database.url,
      batchSize: 1000,
    });
}, 60_000);
afterAll(() => database?.drop());

describe('draftFacts', () => {
  it('takes the uncovered and partial sections of the workgroup, with what is left to cover', async () => {
    const facts = await draftFacts(db, { AcademicPeriodId: P, WorkgroupId: W });
    expect(facts.sections.map((s) => [s.id, s.points, s.label])).toEqual([
      [S1, 3, 'MATH 101-00b'],
      [S2, 3, 'MATH 101-00c'],
      [S3, 3, 'MATH 101-00d'],
    ]);
  });

  it('restricts a period draft to the workgroups named', async () => {
    expect((await draftFacts(db, { AcademicPeriodId: P })).sections.map((s) => s.id).sort()).toEqual(
      [S1, S2, S3, S5].sort(),
    );
    expect(
      (await draftFacts(db, { AcademicPeriodId: P, WorkgroupIds: [V] })).sections.map((s) => s.id),
    ).toEqual([S5]);
    expect((await draftFacts(db, { AcademicPeriodId: P, WorkgroupIds: [] })).sections).toEqual([]);
  });

  it('drafts the active faculty who receive assignments, with load, workgroups, preferences and history', async () => {
    const facts = await draftFacts(db, { AcademicPeriodId: P, WorkgroupId: W, allowOverload: true });
    expect(facts.allowOverload).toBe(true);
    expect(facts.instructors.map((i) => i.id)).toEqual([A, B]);
    const [avery, blake] = facts.instructors;
    expect(avery).toMatchObject({ pointsRequired: 10, pointsAssigned: 2, taught: { [K]: ['2025-2026'] } });
    expect([...avery!.WorkgroupIds]).toEqual([W]);
    expect(avery!.preferences).toHaveLength(1);
    expect(blake).toMatchObject({ pointsRequired: 6, pointsAssigned: 2, preferences: null, taught: {} });
    expect([...blake!.WorkgroupIds].sort()).toEqual([V, W].sort());
  });

  it('says who is busy for which section, and which draft sections overlap', async () => {
    const facts = await draftFacts(db, { AcademicPeriodId: P, WorkgroupId: W });
    const busy = (sectionId: string) =>
      facts.busy
        .filter((b) => b.SectionId === sectionId)
        .map((b) => [b.UserId, b.with])
        .sort((x, y) => x[1]!.localeCompare(y[1]!));
    // S6 meets Mon 09:30-10:00 in T1, and so does A's share of S2 (10:00-11:00 overlaps 09:00-10:15)
    expect(busy(S1)).toEqual([
      [A, expect.stringMatching(/^MATH 101-00c \(Mon /)],
      [A, expect.stringMatching(/^MATH 101-010 \(Mon /)],
    ]);
    expect(busy(S2)).toEqual([[A, 'MATH 101-00c (teaches it already)']]);
    // S3 meets at S1's time, in another term: nobody is busy for it
    expect(busy(S3)).toEqual([]);
    // S1 and S2 overlap in T1; S3 meets at S1's time in another term
    expect(facts.overlaps).toEqual([[S1, S2]]);
  });
});
