import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, sharedTestServer, type TestServer, createdRecord } from '../support/index.js';

let app: TestServer;
let ops: ApiClient;
let admin: ApiClient;
let scheduler: ApiClient;
const run = `${Date.now() % 100_000}`;

type Row = { id: string; [field: string]: any };
type Meeting = { id: string; SectionId: string; conflicts: { id: string; days: string[] }[] } & Row;

const created = createdRecord;

const schedule = (client: ApiClient, filter: object) => client.get(`/api/schedule${listQuery({ filter })}`);

/** The plan of these tests: a period of its own with two terms, two rooms, two workgroups. */
const ids: Record<string, string> = {};
/** Each meeting's id by its name in the tests. */
const meetings: Record<string, string> = {};

async function createPlan() {
  const [termType] = (await ops.get(`/api/academicTermTypes${listQuery({ take: 1 })}`)).body;
  const [w1, w2] = (await ops.get(`/api/workgroups${listQuery({ take: 2, sort: ['name', 'ASC'] })}`)).body;
  const period = await created(ops, 'academicPeriods', {
    name: `Schedule ${run}`,
    startDate: '2050-08-01',
    endDate: '2051-07-31',
  });
  const term = (name: string, startDate: string, endDate: string) =>
    created(ops, 'academicTerms', {
      AcademicPeriodId: period.id,
      AcademicTermTypeId: termType.id,
      name,
      startDate,
      endDate,
    });
  const [t1, t2, mode, r1, r2] = await Promise.all([
    term('Fall', '2050-08-20', '2050-12-15'),
    term('Spring', '2051-01-10', '2051-05-10'),
    created(admin, 'teachingModes', { name: `In person ${run}` }),
    created(ops, 'locations', { code: `R1-${run}`, description: 'Room one' }),
    created(ops, 'locations', { code: `R2-${run}`, description: 'Room two' }),
  ]);
  Object.assign(ids, { period: period.id, t1: t1.id, t2: t2.id, w1: w1.id, w2: w2.id, r1: r1.id, r2: r2.id });

  const offerings: Row[] = [];
  for (const n of [1, 2, 3]) {
    const course = await created(ops, 'courses', { courseNumber: `SCH${run}${n}`, name: `Scheduling ${n}` });
    const offering = await created(ops, 'courseOfferings', {
      CourseId: course.id,
      AcademicPeriodId: period.id,
      points: 3,
    });
    for (const termId of [t1.id, t2.id])
      await created(ops, 'offeringTermModes', {
        CourseOfferingId: offering.id,
        AcademicTermId: termId,
        TeachingModeId: mode.id,
      });
    offerings.push(offering);
  }
  const plan: [string, number, string, string, string, string[], string, string, string][] = [
    // name, offering, section, term, workgroup, days, start, end, room
    ['A', 0, '01', t1.id, w1.id, ['MO', 'WE'], '10:00', '11:00', r1.id],
    ['B', 1, '01', t1.id, w2.id, ['WE'], '10:30', '11:30', r1.id], // overlaps A on Wednesday
    ['C', 2, '01', t1.id, w1.id, ['MO'], '11:00', '12:00', r1.id], // right after A: adjacent
    ['D', 0, '02', t2.id, w1.id, ['MO'], '10:00', '11:00', r1.id], // as A, in another term
    ['E', 1, '02', t1.id, w2.id, ['MO'], '10:00', '11:00', r2.id], // as A, in another room
    ['F', 2, '02', t1.id, w1.id, ['TU'], '10:00', '11:00', r1.id], // as A, on another day
  ];
  for (const [name, offering, sectionNumber, termId, workgroupId, days, startTime, endTime, room] of plan) {
    const section = await created(ops, 'sections', {
      CourseOfferingId: offerings[offering]!.id,
      name: `Section ${name}`,
      sectionNumber,
      AcademicTermId: termId,
      TeachingModeId: mode.id,
      WorkgroupId: workgroupId,
    });
    const meeting = await created(
      scheduler,
      'meetings',
      {
        SectionId: section.id,
        days,
        startTime,
        endTime,
        frequency: 'weekly',
        LocationId: room,
      },
      '?confirm=true',
    ); // some double-book on purpose
    meetings[name] = meeting.id;
  }
}

const nameOf = (id: string) => Object.entries(meetings).find(([, meetingId]) => meetingId === id)?.[0];
const namesIn = (answer: { meetings: Meeting[] }) => answer.meetings.map((m) => nameOf(m.id)).sort();
const conflictsOf = (answer: { meetings: Meeting[] }, name: string) =>
  answer.meetings.find((m) => m.id === meetings[name])!.conflicts.map((c) => [nameOf(c.id), c.days]);

beforeAll(async () => {
  app = await sharedTestServer();
  [ops, admin, scheduler] = await Promise.all(
    ['academicOpsAdmin', 'admin', 'sectionScheduler'].map((user) => new ApiClient(app.url).signIn(user)),
  );
  await createPlan();
});

describe('GET /api/schedule', () => {
  it("answers a scheduler the period's meetings with their section, course, term, workgroup and room", async () => {
    const { status, body } = await schedule(scheduler, { AcademicPeriodId: ids.period });
    expect(status).toBe(200);
    expect(body.period).toEqual({ id: ids.period, name: `Schedule ${run}` });
    expect(body.truncated).toBe(false);
    expect(namesIn(body)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(body.meetings.find((m: Meeting) => m.id === meetings.A)).toMatchObject({
      sectionNumber: '01',
      sectionName: 'Section A',
      courseNumber: `SCH${run}1`,
      courseName: 'Scheduling 1',
      AcademicTermId: ids.t1,
      termName: 'Fall',
      WorkgroupId: ids.w1,
      days: ['MO', 'WE'],
      startTime: '10:00',
      endTime: '11:00',
      frequency: 'weekly',
      LocationId: ids.r1,
      locationCode: `R1-${run}`,
      locationDescription: 'Room one',
      instructors: [],
    });
  });

  it('defaults to the caller’s working period', async () => {
    const working = await scheduler.get('/api/academicPeriods/active');
    const { status, body } = await scheduler.get('/api/schedule');
    expect(status).toBe(200);
    expect(body.period.id).toBe(working.body.id);
    expect(body.meetings.some((m: Meeting) => nameOf(m.id))).toBe(false);
  });

  it('flags two sections in the same room at overlapping times on a shared day, both ways', async () => {
    const { body } = await schedule(scheduler, { AcademicPeriodId: ids.period });
    expect(conflictsOf(body, 'A')).toEqual([['B', ['WE']]]);
    expect(conflictsOf(body, 'B')).toEqual([['A', ['WE']]]);
  });

  it('does not flag adjacent times, another term, another room or another day', async () => {
    const { body } = await schedule(scheduler, { AcademicPeriodId: ids.period });
    for (const name of ['C', 'D', 'E', 'F']) expect(conflictsOf(body, name), name).toEqual([]);
  });

  it('filters by term, workgroup and location', async () => {
    expect(namesIn((await schedule(scheduler, { AcademicTermId: ids.t2 })).body)).toEqual(['D']);
    const fall = await schedule(scheduler, { AcademicPeriodId: ids.period, AcademicTermId: ids.t1 });
    expect(namesIn(fall.body)).toEqual(['A', 'B', 'C', 'E', 'F']);
    const w2 = await schedule(scheduler, { AcademicPeriodId: ids.period, WorkgroupId: ids.w2 });
    expect(namesIn(w2.body)).toEqual(['B', 'E']);
    // a conflict with a meeting the filter leaves out is still one
    expect(conflictsOf(w2.body, 'B')).toEqual([['A', ['WE']]]);
    const r2 = await schedule(scheduler, { AcademicPeriodId: ids.period, LocationId: ids.r2 });
    expect(namesIn(r2.body)).toEqual(['E']);
  });

  it('filters by instructor: no meeting matches while no section has teaching assignments', async () => {
    const me = (await scheduler.get('/api/auth')).body;
    const { status, body } = await schedule(scheduler, {
      AcademicPeriodId: ids.period,
      UserId: me.workingUserId,
    });
    expect(status).toBe(200);
    expect(body.meetings).toEqual([]);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const cases: [string, string][] = [
      [listQuery({ filter: { AcademicTermId: 'fall' } }), 'AcademicTermId'],
      [listQuery({ filter: { LocationId: 12 } }), 'LocationId'],
      [listQuery({ filter: { room: ids.r1 } }), 'filter'],
      ['?filter=%7Bnot-json', 'filter'],
      [listQuery({ filter: { AcademicTermId: '0190a000-0000-7000-8000-000000000999' } }), 'AcademicTermId'],
      [
        listQuery({ filter: { AcademicPeriodId: '0190a000-0000-7000-8000-000000000999' } }),
        'AcademicPeriodId',
      ],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await scheduler.get(`/api/schedule${query}`);
      expect(status, query).toBe(400);
      expect(Object.keys(body.errors), query).toContain(field);
    }
    const active = (await scheduler.get('/api/academicPeriods/active')).body;
    const otherPeriod = await schedule(scheduler, { AcademicPeriodId: active.id, AcademicTermId: ids.t1 });
    expect(otherPeriod.status).toBe(400);
    expect(otherPeriod.body.errors.AcademicTermId).toMatch(/Not a term of the academic period/);
  });

  it('is 403 for faculty and 401 anonymous', async () => {
    const faculty = await new ApiClient(app.url).signIn('faculty1');
    const refused = await schedule(faculty, { AcademicPeriodId: ids.period });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Unauthorized request');
    expect((await schedule(new ApiClient(app.url), {})).status).toBe(401);
  });
});

describe('GET /api/schedule/choices', () => {
  it("answers the period's terms, the workgroups and locations, and no instructors yet", async () => {
    const { status, body } = await scheduler.get(
      `/api/schedule/choices${listQuery({ filter: { AcademicPeriodId: ids.period } })}`,
    );
    expect(status).toBe(200);
    expect(body.terms.map((t: Row) => [t.id, t.name, t.startDate])).toEqual([
      [ids.t1, 'Fall', '2050-08-20'],
      [ids.t2, 'Spring', '2051-01-10'],
    ]);
    expect(body.workgroups.map((w: Row) => w.id)).toEqual(expect.arrayContaining([ids.w1, ids.w2]));
    expect(body.locations).toEqual(
      expect.arrayContaining([{ id: ids.r2, code: `R2-${run}`, description: 'Room two' }]),
    );
    expect(body.instructors).toEqual([]);
  });

  it('refuses a filter by anything but the period, and faculty', async () => {
    const bad = await scheduler.get(`/api/schedule/choices${listQuery({ filter: { LocationId: ids.r1 } })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.filter).toMatch(/Cannot filter by "LocationId"/);
    const faculty = await new ApiClient(app.url).signIn('faculty1');
    expect((await faculty.get('/api/schedule/choices')).status).toBe(403);
  });
});
