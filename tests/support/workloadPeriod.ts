import { randomUUID } from 'node:crypto';
import { appendStreams } from '@tams/demo-data';
import { childRecord, courseOfferings, type NewStream, newRecordStream, sections } from '@tams/domain';
import { PostgresEventStore } from '@tams/event-store';
import { courseOfferingIdOf } from '@tams/platform';
import { type ApiClient, listQuery } from './apiClient.js';
import { newFaculty, setRequired } from './assignments.js';
import { expectOk, type Planning, type Row } from './planning.js';
import type { TestServer } from './testServer.js';
import { eachLimit } from './workloadReaders.js';

/** What sets a generated member's required points, and to what (DESIGN §19). */
export type Required = { points: number | null; source: string | null };

interface Clients {
  app: TestServer;
  ops: ApiClient;
  admin: ApiClient;
  effort: ApiClient;
}

const read = async (client: ApiClient, path: string) => expectOk(await client.get(path), path) as any;
/** A write's answer: 202 when its read model has not caught up yet (a busy machine: caughtUp waits). */
const written = (answer: Awaited<ReturnType<ApiClient['post']>>, what: string) =>
  expectOk(answer, what, [200, 201, 202]);

/** Waits until no read model lags behind the log (GET /api/health), as tests/bench/sectionsData.ts. */
export async function caughtUp(app: TestServer): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    const health = (await (await fetch(`${app.url}/api/health`)).json()) as {
      projections?: { lagEvents: number | null }[];
    };
    if (health.projections?.every((projection) => projection.lagEvents === 0)) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('read models still behind');
}

/** An offering of every active course and 2,000 sections of them, appended as the seed appends them. */
async function generatedSections({ app, ops, admin }: Clients, periodId: string): Promise<string[]> {
  const [courses, terms, modes] = await Promise.all([
    read(ops, `/api/courses${listQuery({ filter: { isActive: true }, range: [0, 999] })}`),
    read(ops, `/api/academicTerms${listQuery({ filter: { AcademicPeriodId: periodId } })}`),
    read(admin, `/api/teachingModes${listQuery({ range: [0, 9] })}`),
  ]);
  const perOffering = Math.ceil(2000 / courses.length);
  const streams: NewStream[] = [];
  const sectionIds: string[] = [];
  for (const [c, course] of (courses as Row[]).entries()) {
    const CourseOfferingId = courseOfferingIdOf(course.id, periodId);
    const TeachingModeId = modes[c % modes.length].id;
    const points = Number(course.sectionCreditHours ?? 3) || 3;
    const termModes = (terms as Row[]).map((term) =>
      childRecord('offeringTermModes', randomUUID(), {
        CourseOfferingId,
        AcademicTermId: term.id,
        TeachingModeId,
      }),
    );
    const offering = { CourseId: course.id, AcademicPeriodId: periodId, points };
    const values = { ...offering, courseNumber: course.courseNumber, name: course.name };
    streams.push(newRecordStream(courseOfferings, CourseOfferingId, values, termModes));
    for (let s = 0; s < perOffering && sectionIds.length < 2000; s++) {
      const id = randomUUID();
      sectionIds.push(id);
      streams.push(
        newRecordStream(sections, id, {
          ...offering,
          CourseOfferingId,
          name: course.name,
          sectionNumber: `G${String(s).padStart(2, '0')}`,
          AcademicTermId: terms[s % terms.length].id,
          TeachingModeId,
          WorkgroupId: course.WorkgroupId ?? null,
          defaultPoints: points,
        }),
      );
    }
  }
  await appendStreams(new PostgresEventStore({ pool: app.database.pool }), streams, { via: 'seed' }, 8);
  await caughtUp(app);
  return sectionIds;
}

/**
 * The period after the active one, made to use advanced effort, with 2,000 sections and 70 new faculty
 * whose required points come from financial data (a quarter; some of them also typed with an expected
 * share: the financial data wins), their instructor type's default (a quarter), the expected teaching
 * share x the type's full-time points (a quarter) or nothing; two do not receive assignments, two are made
 * inactive. 330 teaching assignments (full and partial shares, some to demo faculty) and a dozen
 * administrative ones; then the period is made the active one (the dashboards show that one). Answers
 * what sets each new member's required points.
 */
export async function generatedPeriod(clients: Clients) {
  const { app, ops, admin, effort } = clients;
  const run = Date.now() % 100_000;
  const active = await read(ops, '/api/academicPeriods/systemActive');
  const periods = await read(ops, `/api/academicPeriods${listQuery({ sort: ['startDate', 'ASC'] })}`);
  const periodId = periods[periods.findIndex((row: Row) => row.id === active.id) + 1].id as string;
  const { name, startDate, endDate, version } = await read(ops, `/api/academicPeriods/${periodId}`);
  const advanced = { name, startDate, endDate, useAdvancedEffort: true, version };
  written(await ops.put(`/api/academicPeriods/${periodId}`, advanced), 'advanced effort');
  const sectionIds = await generatedSections(clients, periodId);
  const type = async (typeName: string, defaultPointsRequired: number) =>
    written(
      await admin.post('/api/instructorTypes', { name: `${typeName} ${run}`, defaultPointsRequired }),
      'instructor type',
    );
  const [lecturer, professor] = [await type('Lecturer', 12), await type('Professor', 18.5)];
  const p = { ops, period: { id: periodId } } as Planning;
  const people: string[] = new Array(70);
  const definition = new Map<string, Required>();
  await eachLimit([...Array(70).keys()], 4, async (i) => {
    const lastName = `Agree ${run} ${String(i).padStart(2, '0')}`;
    const { user, username } = await newFaculty(app, p, { lastName });
    people[i] = user.id;
    // an address: Email Instructors lists the points of those it can write to
    const email = `${username}@agreement.example.edu`;
    written(await ops.put(`/api/users/${user.id}`, { ...user, email }), 'email');
    const kind = i % 4;
    const set = 9 + ((i * 379) % 1000) / 100;
    if (kind === 0) await setRequired(app, user.id, periodId, set);
    const typed = kind === 1 ? lecturer : kind === 2 || i % 8 === 0 ? professor : null;
    const resting = i === 3 || i === 7;
    if (typed || resting) {
      const profile = { UserId: user.id, InstructorTypeId: typed?.id ?? null, receiveAssignments: !resting };
      written(await ops.post('/api/facultyProfiles', profile), 'profile');
    }
    const share = 3500 + ((i * 1373) % 6000); // hundredths of a percent
    if (typed === professor) {
      const filter = { AcademicPeriodId: periodId, UserId: user.id };
      const [row] = await read(effort, `/api/instructorEfforts${listQuery({ filter })}`);
      const body = { expectedTeachingShare: share / 100, reason: 'Agreement test', version: row.version };
      written(await effort.put(`/api/instructorEfforts/${row.id}`, body), 'expected share');
    }
    // financial data wins; else the share x the type's full-time points, to the hundredth; else the type's
    const byKind: Required[] = [
      { points: set, source: 'set' },
      { points: 12, source: 'instructorType' },
      { points: Math.round((share * 185) / 1000) / 100, source: 'effort' },
      { points: null, source: null },
    ];
    definition.set(user.id, byKind[kind]!);
  });
  const faculty = await read(ops, `/api/users${listQuery({ filter: { isFaculty: true }, range: [0, 999] })}`);
  const demo = faculty
    .filter((user: Row) => /^faculty[1-5]$/.test(user.username))
    .map((user: Row) => user.id);
  const assignees = [...people.filter((_id, i) => i !== 3 && i !== 7), ...demo];
  await eachLimit([...Array(330).keys()], 4, async (k) => {
    const points = k % 5 === 0 ? { points: 1.25 } : k % 7 === 0 ? { points: 0.5 } : {};
    const body = { SectionId: sectionIds[k * 6]!, UserId: assignees[k % assignees.length]!, ...points };
    written(await ops.post('/api/teachingAssignments?confirm=true', body), 'teaching assignment');
  });
  const [adminType] = await read(ops, `/api/administrativeAssignmentTypes${listQuery({ range: [0, 0] })}`);
  for (let k = 0; k < 12; k++) {
    const body = {
      UserId: assignees[(k * 5) % assignees.length],
      AcademicPeriodId: periodId,
      AdministrativeAssignmentTypeId: adminType.id,
      points: 1.5 + k * 0.25,
    };
    written(await ops.post('/api/administrativeAssignments', body), 'administrative assignment');
  }
  for (const id of [people[11]!, people[15]!]) {
    const user = await read(ops, `/api/users/${id}`);
    written(await ops.put(`/api/users/${id}`, { ...user, isActive: false }), 'inactive');
  }
  written(await ops.post(`/api/academicPeriods/${periodId}/activate`), 'activate');
  await caughtUp(app);
  return { periodId, sectionId: sectionIds.at(-1)!, definition, people, types: { lecturer, professor } };
}
