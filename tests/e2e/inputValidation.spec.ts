import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, sharedTestServer, type TestServer } from '../support/index.js';

/**
 * Issue 15, items 1, 5 and 6: values a read model cannot store, list queries naming built-in object keys,
 * ids that are not UUIDs, and writes whose body says more than the route reads. Each is a 400 (or 404,
 * 409) naming what is wrong, never a 5xx, and nothing is appended.
 */
let app: TestServer;
/** academicOpsAdmin manages the academic records; admin, the API keys. */
let ops: ApiClient;
let admin: ApiClient;
const eventCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from es_events`.execute(app.database.db)).rows[0]!.n);
const firstOf = async (resource: string) =>
  (await ops.get(`/api/${resource}${listQuery({ take: 1 })}`)).body[0];

/** The request is refused with `status`, its errors name `field`, and no event is appended. */
async function expectRefused(
  request: () => Promise<{ status: number; body: any }>,
  field: string,
  status = 400,
) {
  const before = await eventCount();
  const answer = await request();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(Object.keys(answer.body.errors ?? {})).toContain(field);
  expect(await eventCount()).toBe(before);
  return answer;
}

/** A JSON body as text, so that keys such as `__proto__` go out as they are. */
const rawJson = (client: ApiClient, method: string, path: string, text: string) =>
  client.request(method, path, text, { 'content-type': 'application/json' });

beforeAll(async () => {
  app = await sharedTestServer({ env: { FEATURE_FLAGS: 'apiEnabled' } });
  ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
  admin = await new ApiClient(app.url).signIn('admin');
});

describe('values a read model cannot store are refused before they are appended', () => {
  const period = { name: 'Poison 1', startDate: '2050-08-01', endDate: '2051-07-31' };

  it('a start date of 0000-01-01 or 2024-02-31 (create and update)', async () => {
    for (const startDate of ['0000-01-01', '2024-02-31', '1899-12-31', '3000-01-01', '2024-2-1']) {
      await expectRefused(() => ops.post('/api/academicPeriods', { ...period, startDate }), 'startDate');
    }
    const created = await ops.post('/api/academicPeriods', period);
    expect(created.status).toBe(201);
    await expectRefused(
      () => ops.put(`/api/academicPeriods/${created.body.id}`, { startDate: '0000-01-01', version: 1 }),
      'startDate',
    );
    // the edges of the range are real dates
    const edge = await ops.post('/api/academicPeriods', {
      name: 'Edge',
      startDate: '1900-01-01',
      endDate: '2999-12-31',
    });
    expect(edge.status).toBe(201);
  });

  it("a meeting's until of 0000-01-01", async () => {
    const meeting = await firstOf('meetings');
    await expectRefused(
      () => ops.put(`/api/meetings/${meeting.id}`, { until: '0000-01-01', version: meeting.version }),
      'until',
    );
  });

  it('text with NUL or a lone surrogate, in a body and in a list filter', async () => {
    for (const name of ['a\u0000b', 'x\ud800', '\udc00y']) {
      await expectRefused(() => ops.post('/api/courses', { courseNumber: 'NUL 1', name }), 'name');
      await expectRefused(() => ops.get(`/api/courses${listQuery({ filter: { name } })}`), 'filter');
      await expectRefused(() => ops.get(`/api/courses${listQuery({ filter: { q: name } })}`), 'filter');
    }
    // a pair of surrogates is one character (an emoji) and is stored
    expect(
      (await ops.post('/api/courses', { courseNumber: 'EMOJI 1', name: 'Fun \ud83d\ude00' })).status,
    ).toBe(201);
  });

  it('a whole number beyond its int4 column, in a filter', async () => {
    await expectRefused(
      () => ops.get(`/api/courses${listQuery({ filter: { sectionMaxStudents: 3_000_000_000 } })}`),
      'filter',
    );
    await expectRefused(
      () => ops.get(`/api/sections${listQuery({ filter: { enrollment: { gt: -3_000_000_000 } } })}`),
      'filter',
    );
  });

  it('a timestamp filter of "1" and an impossible date filter', async () => {
    await expectRefused(
      () => ops.get(`/api/courses${listQuery({ filter: { createdAt: { gt: '1' } } })}`),
      'filter',
    );
    await expectRefused(
      () => ops.get(`/api/academicPeriods${listQuery({ filter: { startDate: '2024-02-31' } })}`),
      'filter',
    );
  });
});

describe('built-in object names are no field', () => {
  const names = ['toString', 'constructor', '__proto__', 'hasOwnProperty'];

  it('as filter, sort and select keys of a list', async () => {
    for (const name of names) {
      await expectRefused(
        () => ops.get(`/api/courses?filter=${encodeURIComponent(`{"${name}":"x"}`)}`),
        'filter',
      );
      await expectRefused(() => ops.get(`/api/courses${listQuery({ sort: [name, 'ASC'] })}`), 'sort');
      await expectRefused(() => ops.get(`/api/courses?select=${name}`), 'select');
    }
  });

  it('as body keys of a create and an update', async () => {
    const course = await firstOf('courses');
    for (const name of names) {
      const body = `{"courseNumber":"PROTO 1","name":"Proto","${name}":{"isAdmin":true}}`;
      await expectRefused(() => rawJson(ops, 'POST', '/api/courses', body), name);
      await expectRefused(
        () => rawJson(ops, 'PUT', `/api/courses/${course.id}`, `{"version":${course.version},"${name}":1}`),
        name,
      );
    }
  });
});

describe('keys a command body does not know', () => {
  it('are refused by name on the routes with their own body schema', async () => {
    const section = await firstOf('sections');
    for (const name of ['constructor', 'toString', 'hasOwnProperty', 'colour']) {
      await expectRefused(
        () =>
          rawJson(
            ops,
            'POST',
            '/api/teachingAssignments/preview',
            `{"SectionId":"${section.id}","UserId":"${section.createdBy}","${name}":1}`,
          ),
        name,
      );
      await expectRefused(
        () => rawJson(new ApiClient(app.url), 'POST', '/api/auth/dev', `{"username":"admin","${name}":1}`),
        name,
      );
    }
    await expectRefused(
      () => rawJson(new ApiClient(app.url), 'POST', '/api/auth/dev', '{"username":"admin","__proto__":{}}'),
      '__proto__',
    );
  });
});

describe('ids that are not UUIDs', () => {
  const notIds = ['z'.repeat(36), 'a'.repeat(36), '-'.repeat(36), '00000000-0000-0000-0000-00000000000g'];

  it('on activate, revoke, read, update and delete: 404, never 500', async () => {
    for (const id of notIds) {
      for (const [method, path] of [
        ['POST', `/api/academicPeriods/${id}/activate`],
        ['POST', `/api/apiKeys/${id}/revoke`],
        ['GET', `/api/courses/${id}`],
        ['PUT', `/api/courses/${id}`],
        ['DELETE', `/api/courses/${id}`],
      ] as const) {
        const before = await eventCount();
        const client = path.startsWith('/api/apiKeys') ? admin : ops;
        const answer = await client.request(
          method,
          path,
          method === 'PUT' ? { name: 'x', version: 1 } : undefined,
        );
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(await eventCount()).toBe(before);
      }
    }
  });
});

describe('sign-in', () => {
  it('refuses a username with NUL (400 naming it), signed out', async () => {
    const anonymous = new ApiClient(app.url);
    await expectRefused(() => anonymous.post('/api/auth/dev', { username: 'ad\u0000min' }), 'username');
    await expectRefused(() => anonymous.post('/api/auth/dev', { username: '\ud800' }), 'username');
  });
});

describe('writes that look like reads (item 6)', () => {
  const newCourse = async (courseNumber: string) =>
    (await ops.post('/api/courses', { courseNumber, name: 'Writes' })).body;

  it('a DELETE honours the version in its body: stale answers 409 and deletes nothing', async () => {
    const course = await newCourse('DEL 1');
    expect((await ops.put(`/api/courses/${course.id}`, { name: 'Changed', version: 1 })).status).toBe(200);
    await expectRefused(
      () => ops.request('DELETE', `/api/courses/${course.id}`, { version: 1 }),
      'root',
      409,
    );
    expect((await ops.get(`/api/courses/${course.id}`)).status).toBe(200);
    await expectRefused(
      () => ops.request('DELETE', `/api/courses/${course.id}`, { version: 'two' }),
      'version',
    );
    expect((await ops.request('DELETE', `/api/courses/${course.id}`, { version: 2 })).status).toBe(200);
    expect((await ops.get(`/api/courses/${course.id}`)).status).toBe(404);
  });

  it('a PUT whose body id is not the path id answers 400 naming id', async () => {
    const course = await newCourse('PUT 1');
    const other = await newCourse('PUT 2');
    await expectRefused(
      () => ops.put(`/api/courses/${course.id}`, { id: other.id, name: 'Moved', version: 1 }),
      'id',
    );
    expect((await ops.get(`/api/courses/${other.id}`)).body.name).toBe('Writes');
  });

  it('a PUT that changes what the server sets answers 400 naming it; echoing it unchanged works', async () => {
    const course = await newCourse('PUT 3');
    for (const [field, value] of [
      ['createdAt', '2001-01-01T00:00:00Z'],
      ['updatedAt', '2001-01-01T00:00:00Z'],
      ['createdBy', '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      await expectRefused(() => ops.put(`/api/courses/${course.id}`, { [field]: value, version: 1 }), field);
    }
    const section = await firstOf('sections');
    await expectRefused(
      () =>
        ops.put(`/api/sections/${section.id}`, {
          assignedPoints: Number(section.assignedPoints) + 7,
          version: section.version,
        }),
      'assignedPoints',
    );
    const echoed = await ops.put(`/api/courses/${course.id}`, { ...course, name: 'Echoed' });
    expect(echoed.status).toBe(200);
    expect(echoed.body.name).toBe('Echoed');
  });

  it('a stale version with changed server values is a 409, not a 400', async () => {
    const course = await newCourse('PUT 4');
    expect((await ops.put(`/api/courses/${course.id}`, { name: 'Second', version: 1 })).status).toBe(200);
    const stale = await ops.put(`/api/courses/${course.id}`, { ...course, name: 'Lost' });
    expect(stale.status).toBe(409);
  });

  it('a load preview for a user who does not exist answers 400 naming UserId', async () => {
    const section = await firstOf('sections');
    await expectRefused(
      () =>
        ops.post('/api/teachingAssignments/preview', {
          SectionId: section.id,
          UserId: '00000000-0000-4000-8000-000000000000',
        }),
      'UserId',
    );
  });
});
