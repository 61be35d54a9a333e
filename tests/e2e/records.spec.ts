import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, sharedTestServer, type TestServer } from '../support/index.js';

let app: TestServer;
let ops: ApiClient;
const eventCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from es_events`.execute(app.database.db)).rows[0]!.n);
const firstWorkgroup = async () => (await ops.get(`/api/workgroups${listQuery({ take: 1 })}`)).body[0];

beforeAll(async () => {
  app = await sharedTestServer();
  ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
});

describe('commands over HTTP (DESIGN §4)', () => {
  it('creates a course and a GET right after sees it (read-your-writes)', async () => {
    const workgroup = await firstWorkgroup();
    const created = await ops.post('/api/courses', {
      courseNumber: 'E2E 100',
      name: 'Testing',
      WorkgroupId: workgroup.id,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      courseNumber: 'E2E 100',
      name: 'Testing',
      version: 1,
      isActive: true,
    });
    expect(created.headers.get('location')).toBe(`/api/courses/${created.body.id}`);
    expect(created.headers.get('etag')).toBe('"1"');
    const read = await ops.get(`/api/courses/${created.body.id}`);
    expect(read.status).toBe(200);
    // the answer is the record exactly as a read returns it
    expect(read.body).toEqual(created.body);
  });

  it('answers an update with the new row and the next GET sees it', async () => {
    const { body: course } = await ops.post('/api/courses', { courseNumber: 'E2E 101', name: 'Before' });
    const updated = await ops.put(`/api/courses/${course.id}`, { ...course, name: 'After' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'After', version: 2 });
    expect((await ops.get(`/api/courses/${course.id}`)).body).toEqual(updated.body);
  });

  it('refuses a stale update with 409 and appends nothing', async () => {
    const { body: course } = await ops.post('/api/courses', { courseNumber: 'E2E 102', name: 'One' });
    expect((await ops.put(`/api/courses/${course.id}`, { name: 'Two', version: 1 })).status).toBe(200);
    const before = await eventCount();
    const stale = await ops.put(`/api/courses/${course.id}`, { name: 'Lost', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^This course was changed by someone else/);
    expect(stale.body.errors.root.serverError).toBe(stale.body.message);
    expect(await eventCount()).toBe(before);
    expect((await ops.get(`/api/courses/${course.id}`)).body.name).toBe('Two');
  });

  it('refuses a stale If-Match with 412 and appends nothing', async () => {
    const { body: course } = await ops.post('/api/courses', { courseNumber: 'E2E 103', name: 'One' });
    await ops.put(`/api/courses/${course.id}`, { name: 'Two' }, { 'if-match': '"1"' });
    const before = await eventCount();
    const stale = await ops.put(`/api/courses/${course.id}`, { name: 'Lost' }, { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect(await eventCount()).toBe(before);
  });

  it('lets exactly one of two simultaneous edits of one version win', async () => {
    const { body: course } = await ops.post('/api/courses', { courseNumber: 'E2E 104', name: 'Start' });
    const results = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) => ops.put(`/api/courses/${course.id}`, { name, version: 1 })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await ops.get(`/api/courses/${course.id}`)).body.version).toBe(2);
  });

  it('requires the edited version on an update', async () => {
    const { body: course } = await ops.post('/api/courses', { courseNumber: 'E2E 105', name: 'x' });
    const response = await ops.put(`/api/courses/${course.id}`, { name: 'y' });
    expect(response.status).toBe(400);
    expect(response.body.errors.version).toMatch(/Required/);
  });

  it('answers an invalid body with 400 naming each field, and appends nothing', async () => {
    const before = await eventCount();
    const response = await ops.post('/api/courses', {
      courseNumber: '',
      name: 'x'.repeat(201),
      unitsMax: 'four',
      WorkgroupId: 'not-an-id',
      colour: 'blue',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({
      courseNumber: 'Required',
      name: 'Must be at most 200 characters',
      unitsMax: 'Must be a number',
      WorkgroupId: 'Must be the id of a record in workgroups',
      colour: 'Unknown field',
    });
    expect(await eventCount()).toBe(before);
  });

  it('refuses a reference to a record that does not exist, and a duplicate unique value', async () => {
    const before = await eventCount();
    const missing = await ops.post('/api/courses', {
      courseNumber: 'E2E 106',
      name: 'x',
      WorkgroupId: '0190a000-0000-7000-8000-000000000999',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.WorkgroupId).toMatch(/No workgroup/);
    const duplicate = await ops.post('/api/courses', { courseNumber: 'math 151', name: 'Copy' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors.courseNumber).toMatch(/Already used/);
    expect(await eventCount()).toBe(before);
  });

  it('answers malformed JSON with 400 and a non-JSON body with 415', async () => {
    const malformed = await ops.request('POST', '/api/courses', '{"courseNumber":', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON body');
    const text = await ops.request('POST', '/api/courses', 'courseNumber=X', {
      'content-type': 'text/plain',
    });
    expect(text.status).toBe(415);
    const array = await ops.post('/api/courses', [1, 2]);
    expect(array.status).toBe(400);
  });

  it('appends nothing for an update that changes nothing', async () => {
    const { body: course } = await ops.post('/api/courses', { courseNumber: 'E2E 107', name: 'Same' });
    const before = await eventCount();
    const response = await ops.put(`/api/courses/${course.id}`, { ...course });
    expect(response.status).toBe(200);
    expect(response.body.version).toBe(1);
    expect(await eventCount()).toBe(before);
  });

  it('deletes, then answers 404; an unknown or malformed id is a 404', async () => {
    const { body: course } = await ops.post('/api/courses', { courseNumber: 'E2E 108', name: 'Gone' });
    const deleted = await ops.delete(`/api/courses/${course.id}`, { 'if-match': '"1"' });
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(course.id);
    expect((await ops.get(`/api/courses/${course.id}`)).status).toBe(404);
    expect((await ops.get('/api/courses/nope')).status).toBe(404);
    expect(
      (await ops.put('/api/courses/0190a000-0000-7000-8000-000000000999', { name: 'x', version: 1 })).status,
    ).toBe(404);
  });

  it('shows a record history with actor names and the changes', async () => {
    const { body: course } = await ops.post('/api/courses', { courseNumber: 'E2E 109', name: 'Old' });
    await ops.put(`/api/courses/${course.id}`, { name: 'New', version: 1 });
    const history = await ops.get(`/api/courses/${course.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.map((entry: { type: string }) => entry.type)).toEqual([
      'CourseCreated',
      'CourseUpdated',
    ]);
    expect(history.body[1]).toMatchObject({
      actorName: 'Olivia Operations',
      via: 'ui',
      data: { changes: { name: 'New' } },
    });
  });
});
