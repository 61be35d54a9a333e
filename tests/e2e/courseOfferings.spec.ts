import { courseOfferingIdOf } from '@tams/platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { specRoles } from '../../services/access/src/specTable.js';
import { ApiClient, listQuery, sharedTestServer, type TestServer } from '../support/index.js';
import {
  addTermMode,
  newCourse,
  newOffering,
  newSection,
  type Planning,
  setUpPlanning,
} from '../support/planning.js';
import { eventCount } from '../support/userTestHelpers.js';

/**
 * Course offerings and their term modes over HTTP (spec §3 Course offering; §6 CourseOffering: admin
 * reads, academicOpsAdmin manages): one offering per course and period, values copied from the course,
 * term modes in the offering's period, deletes refused while sections use what would go.
 */
let app: TestServer;
let p: Planning;
const appended = async (since: number) => (await eventCount(app)) - since;

beforeAll(async () => {
  app = await sharedTestServer();
  p = await setUpPlanning(app);
});

describe('POST /api/courseOfferings', () => {
  it('offers a course in a period under the id of (course, period), with its number and name', async () => {
    const course = await newCourse(p, { name: 'Linear Algebra' });
    const created = await p.ops.post('/api/courseOfferings', {
      CourseId: course.id,
      AcademicPeriodId: p.period.id,
      points: 3.5,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: courseOfferingIdOf(course.id, p.period.id),
      CourseId: course.id,
      AcademicPeriodId: p.period.id,
      courseNumber: course.courseNumber,
      name: 'Linear Algebra',
      version: 1,
    });
    expect(Number(created.body.points)).toBe(3.5);
    expect((await p.ops.get(`/api/courseOfferings/${created.body.id}`)).body).toEqual(created.body);
  });

  it("ignores a course number and name the client sends: they are the course's", async () => {
    const course = await newCourse(p);
    const created = await p.ops.post('/api/courseOfferings', {
      CourseId: course.id,
      AcademicPeriodId: p.period.id,
      points: 3,
      courseNumber: 'FAKE 1',
      name: 'Not the course',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ courseNumber: course.courseNumber, name: course.name });
  });

  it('refuses a second offering of the course in the period with 409, naming the period', async () => {
    const { course, offering } = await newOffering(p);
    const before = await eventCount(app);
    const again = await p.ops.post('/api/courseOfferings', {
      CourseId: course.id,
      AcademicPeriodId: p.period.id,
      points: 4,
    });
    expect(again.status).toBe(409);
    expect(again.body.errors.CourseId).toBe(`${course.courseNumber} is already offered in ${p.period.name}`);
    expect(await appended(before)).toBe(0);
    expect(Number((await p.ops.get(`/api/courseOfferings/${offering.id}`)).body.points)).toBe(3);
  });

  it('refuses an id that is not the one of its course and period', async () => {
    const course = await newCourse(p);
    const refused = await p.ops.post('/api/courseOfferings', {
      id: '0190a000-0000-7000-8000-000000000abc',
      CourseId: course.id,
      AcademicPeriodId: p.period.id,
      points: 3,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.id).toMatch(/follows from its values/);
  });

  it('refuses an inactive course and a course marked not offered (400 on CourseId)', async () => {
    const [inactive, notOffered] = await Promise.all([
      newCourse(p, { isActive: false }),
      newCourse(p, { isOffered: false }),
    ]);
    const before = await eventCount(app);
    const offer = (CourseId: string) =>
      p.ops.post('/api/courseOfferings', { CourseId, AcademicPeriodId: p.period.id, points: 3 });
    const first = await offer(inactive.id);
    expect(first.status).toBe(400);
    expect(first.body.errors.CourseId).toBe(
      `${inactive.courseNumber} is not active: activate it in the catalog first`,
    );
    const second = await offer(notOffered.id);
    expect(second.status).toBe(400);
    expect(second.body.errors.CourseId).toBe(
      `${notOffered.courseNumber} is marked as not offered in the catalog`,
    );
    expect(await appended(before)).toBe(0);
  });

  it('answers bad input with 400 naming each field, and appends nothing', async () => {
    const before = await eventCount(app);
    const bad = await p.ops.post('/api/courseOfferings', {
      CourseId: 'not-an-id',
      points: 101,
      colour: 'blue',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      CourseId: 'Must be the id of a record in courses',
      points: 'Must be at most 100',
      colour: 'Unknown field',
    });
    const empty = await p.ops.post('/api/courseOfferings', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      CourseId: 'Required',
      AcademicPeriodId: 'Required',
      points: 'Required',
    });
    const missing = await p.ops.post('/api/courseOfferings', {
      CourseId: '0190a000-0000-7000-8000-000000000999',
      AcademicPeriodId: p.period.id,
      points: -1,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.points).toBe('Must be at least 0');
    const unknown = await p.ops.post('/api/courseOfferings', {
      CourseId: '0190a000-0000-7000-8000-000000000999',
      AcademicPeriodId: p.period.id,
      points: 1,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.CourseId).toMatch(/^No course/);
    expect(await appended(before)).toBe(0);
  });
});

describe('PUT /api/courseOfferings/:id', () => {
  it("changes the points; the course, period and name stay (400), the number and name are the server's", async () => {
    const { offering } = await newOffering(p);
    const changed = await p.ops.put(`/api/courseOfferings/${offering.id}`, { ...offering, points: 4.5 });
    expect(changed.status).toBe(200);
    // the version is the stream's (the term mode added is version 2)
    expect(changed.body).toMatchObject({ version: 3, courseNumber: offering.courseNumber });
    expect(Number(changed.body.points)).toBe(4.5);

    const other = await newCourse(p);
    const before = await eventCount(app);
    const moved = await p.ops.put(`/api/courseOfferings/${offering.id}`, { CourseId: other.id, version: 3 });
    expect(moved.status).toBe(400);
    expect(moved.body.errors.CourseId).toBe('Cannot be changed once the record exists');
    // the name is the course's: a PUT that sets it is refused by name (it used to be silently ignored)
    const renamed = await p.ops.put(`/api/courseOfferings/${offering.id}`, { name: 'Renamed', version: 3 });
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors.name).toMatch(/^Read-only/);
    expect(await appended(before)).toBe(0);
  });

  it('refuses a stale version with 409, and a stale If-Match with 412, appending nothing', async () => {
    const { offering } = await newOffering(p);
    expect((await p.ops.put(`/api/courseOfferings/${offering.id}`, { points: 4, version: 1 })).status).toBe(
      200,
    );
    const before = await eventCount(app);
    const stale = await p.ops.put(`/api/courseOfferings/${offering.id}`, { points: 5, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^This course offering was changed by someone else/);
    const staleIfMatch = await p.ops.put(
      `/api/courseOfferings/${offering.id}`,
      { points: 5 },
      { 'if-match': '"1"' },
    );
    expect(staleIfMatch.status).toBe(412);
    expect(await appended(before)).toBe(0);
  });
});

describe('reads', () => {
  it('embeds the term modes with include=OfferingTermModes, by id and in lists', async () => {
    const { offering, termMode } = await newOffering(p);
    const second = await addTermMode(p, offering.id, p.terms[1]!, p.modes[1]);
    const one = await p.ops.get(`/api/courseOfferings/${offering.id}?include=OfferingTermModes`);
    expect(one.status).toBe(200);
    expect(one.body.OfferingTermModes.map((row: { id: string }) => row.id).sort()).toEqual(
      [termMode.id, second.id].sort(),
    );
    const list = await p.ops.get(
      `/api/courseOfferings${listQuery({ filter: { id: offering.id }, include: ['OfferingTermModes'] })}`,
    );
    expect(list.status).toBe(200);
    expect(list.body[0].OfferingTermModes).toHaveLength(2);
    expect(list.body[0].OfferingTermModes[0]).toMatchObject({ CourseOfferingId: offering.id });
  });

  it("lists the period's offerings filtered and sorted by course number", async () => {
    const { offering } = await newOffering(p, { course: { name: 'Zymurgy for planners' } });
    const found = await p.ops.get(
      `/api/courseOfferings${listQuery({ filter: { AcademicPeriodId: p.period.id, q: 'zymurgy' }, sort: ['courseNumber', 'DESC'] })}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.map((row: { id: string }) => row.id)).toEqual([offering.id]);
  });
});

describe('term modes (POST/PUT/DELETE /api/offeringTermModes)', () => {
  it("refuses a term outside the offering's period (400 naming it) and a pair the offering has", async () => {
    const { offering } = await newOffering(p);
    const before = await eventCount(app);
    const outside = await p.ops.post('/api/offeringTermModes', {
      CourseOfferingId: offering.id,
      AcademicTermId: p.otherTerm.id,
      TeachingModeId: p.modes[0].id,
    });
    expect(outside.status).toBe(400);
    expect(outside.body.errors.AcademicTermId).toBe(
      `${p.otherTerm.name} is not a term of ${p.period.name}, the period of this offering`,
    );
    const twice = await p.ops.post('/api/offeringTermModes', {
      CourseOfferingId: offering.id,
      AcademicTermId: p.terms[0]!.id,
      TeachingModeId: p.modes[0].id,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors.TeachingModeId).toBe(
      'The offering already runs in this term with this teaching mode',
    );
    const noOffering = await p.ops.post('/api/offeringTermModes', {
      CourseOfferingId: '0190a000-0000-7000-8000-000000000999',
      AcademicTermId: p.terms[0]!.id,
      TeachingModeId: p.modes[0].id,
    });
    expect(noOffering.status).toBe(400);
    expect(noOffering.body.errors.CourseOfferingId).toMatch(/^No course offering/);
    expect(await appended(before)).toBe(0);
  });

  it('refuses to delete or change a term mode that sections use (422 saying how many), deletes an unused one', async () => {
    const { offering, termMode } = await newOffering(p);
    const unused = await addTermMode(p, offering.id, p.terms[1]!, p.modes[0]);
    await newSection(p, offering);
    await newSection(p, offering);
    const before = await eventCount(app);
    const refused = await p.ops.delete(`/api/offeringTermModes/${termMode.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(
      /^This term mode cannot be deleted: 2 sections of the offering use it/,
    );
    const changed = await p.ops.put(`/api/offeringTermModes/${termMode.id}`, {
      TeachingModeId: p.modes[1].id,
      version: termMode.version,
    });
    expect(changed.status).toBe(422);
    expect(changed.body.message).toMatch(/^This term mode cannot be changed: 2 sections/);
    expect(await appended(before)).toBe(0);
    expect((await p.ops.delete(`/api/offeringTermModes/${unused.id}`)).status).toBe(200);
    expect((await p.ops.get(`/api/offeringTermModes/${unused.id}`)).status).toBe(404);
  });
});

describe('DELETE /api/courseOfferings/:id', () => {
  it('is refused while sections refer to it, saying how many; then deletes it with its term modes', async () => {
    const { course, offering, termMode } = await newOffering(p);
    const sections = await Promise.all([1, 2, 3].map(() => newSection(p, offering)));
    const before = await eventCount(app);
    const refused = await p.ops.delete(`/api/courseOfferings/${offering.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'This course offering cannot be deleted: 3 sections refer to it. Change or remove them first.',
    );
    expect(await appended(before)).toBe(0);

    for (const section of sections)
      expect((await p.ops.delete(`/api/sections/${section.id}`)).status).toBe(200);
    const deleted = await p.ops.delete(`/api/courseOfferings/${offering.id}`);
    expect(deleted.status).toBe(200);
    expect((await p.ops.get(`/api/courseOfferings/${offering.id}`)).status).toBe(404);
    expect((await p.ops.get(`/api/offeringTermModes/${termMode.id}`)).status).toBe(404);

    // the course may be offered in the period again, under the same id
    const again = await p.ops.post('/api/courseOfferings', {
      CourseId: course.id,
      AcademicPeriodId: p.period.id,
      points: 2,
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: offering.id });
  });

  it('keeps a course from being deleted while it is offered', async () => {
    const { course } = await newOffering(p);
    const refused = await p.ops.delete(`/api/courses/${course.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^This course cannot be deleted: 1 course offering refers to it/);
  });
});

describe('spec §6 Course and CourseOffering: admin reads, academicOpsAdmin manages', () => {
  it.each(specRoles.map((role) => [role]))('as %s', async (role) => {
    const client = await new ApiClient(app.url).signIn(role);
    const { offering, termMode } = await newOffering(p);
    const course = await newCourse(p);
    const reads = role === 'admin' || role === 'academicOpsAdmin';
    const manages = role === 'academicOpsAdmin';
    const status = (allowed: boolean, ok: number) => (allowed ? ok : 403);
    expect((await client.get('/api/courses')).status).toBe(status(reads, 200));
    expect((await client.get('/api/courseOfferings')).status).toBe(status(reads, 200));
    expect((await client.get(`/api/courseOfferings/${offering.id}`)).status).toBe(status(reads, 200));
    expect((await client.get(`/api/offeringTermModes/${termMode.id}`)).status).toBe(status(reads, 200));
    const create = await client.post('/api/courseOfferings', {
      CourseId: course.id,
      AcademicPeriodId: p.period.id,
      points: 1,
    });
    expect(create.status).toBe(status(manages, 201));
    if (!manages) expect(create.body.message).toBe('Unauthorized request');
    const update = await client.put(`/api/courseOfferings/${offering.id}`, { points: 2, version: 1 });
    expect(update.status).toBe(status(manages, 200));
    const addMode = await client.post('/api/offeringTermModes', {
      CourseOfferingId: offering.id,
      AcademicTermId: p.terms[1]!.id,
      TeachingModeId: p.modes[1].id,
    });
    expect(addMode.status).toBe(status(manages, 201));
    expect((await client.delete(`/api/offeringTermModes/${termMode.id}`)).status).toBe(status(manages, 200));
    expect((await new ApiClient(app.url).get('/api/courseOfferings')).status).toBe(401);
  });
});
