import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, startTestServer, type TestServer } from '../support/index.js';

/**
 * Issue 35 item 4: inputs that passed validation and then failed in PostgreSQL or a read model (a 500,
 * or a 202 whose events were parked), or that were read as something else (2026-02-31 as 3 March, a
 * garbage If-Match as no precondition). Each is a 400 naming what is wrong; nothing is appended, and the
 * health stays ok with nothing parked.
 */
let app: TestServer;
let admin: ApiClient;
let ops: ApiClient;
let effortManager: ApiClient;

const eventCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from es_events`.execute(app.database.db)).rows[0]!.n);

/** The request is refused with a 400 whose errors name `field`, and no event is appended. */
async function expectRefused(request: () => Promise<{ status: number; body: any }>, field: string) {
  const before = await eventCount();
  const answer = await request();
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(Object.keys(answer.body.errors ?? {})).toContain(field);
  expect(await eventCount()).toBe(before);
}

const health = async () => (await fetch(`${app.url}/api/health`)).json() as Promise<any>;
const badTexts = ['a\u0000b', 'x\ud800', '\udc00y'];
const snapshot = { reportType: 'SectionsBuilder', name: 'Poison', gridState: {} };

beforeAll(async () => {
  app = await startTestServer({
    label: 'e2e_poison_inputs',
    env: { FEATURE_FLAGS: 'aemEnabled,aemEnabledFaculty' },
  });
  [admin, ops, effortManager] = await Promise.all(
    ['admin', 'academicOpsAdmin', 'effortManager'].map((name) => new ApiClient(app.url).signIn(name)),
  );
}, 180_000);
afterAll(async () => {
  await app?.stop();
});

describe('timestamps outside what PostgreSQL and the app can hold', () => {
  it('a snapshot scheduled for year 0 or year 1 (+14:00) is refused, not parked', async () => {
    for (const scheduledFor of ['0000-06-01T00:00:00Z', '0001-01-01T00:00:00+14:00', '2026-02-31T00:00:00Z'])
      await expectRefused(
        () => admin.post('/api/reportSnapshots', { ...snapshot, scheduledFor }),
        'scheduledFor',
      );
  });

  it('asOf=2026-02-31 is refused, not read as 3 March', async () => {
    for (const asOf of ['2026-02-31T00:00:00Z', '2026-13-01T00:00:00Z', '0000-01-01T00:00:00Z'])
      await expectRefused(() => admin.get(`/api/sections?asOf=${encodeURIComponent(asOf)}`), 'asOf');
    const real = await admin.get(`/api/sections?asOf=${encodeURIComponent(new Date().toISOString())}`);
    expect(real.status).toBe(200);
  });
});

describe('text with NUL or a lone surrogate', () => {
  it('in an email subject and body', async () => {
    for (const text of badTexts) {
      await expectRefused(
        () => admin.post('/api/emailSends', { filters: {}, subject: text, body: 'b' }),
        'subject',
      );
      await expectRefused(
        () => admin.post('/api/emailSends', { filters: {}, subject: 's', body: text }),
        'body',
      );
    }
  });

  it("in a snapshot's name", async () => {
    for (const name of badTexts)
      await expectRefused(() => admin.post('/api/reportSnapshots', { ...snapshot, name }), 'name');
  });

  it("in an instructor effort's reason", async () => {
    const list = await effortManager.get(`/api/instructorEfforts${listQuery({ take: 1 })}`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const [row] = list.body;
    expect(row?.id).toBeTruthy();
    for (const reason of badTexts)
      await expectRefused(
        () =>
          effortManager.put(`/api/instructorEfforts/${row.id}`, {
            expectedTeachingShare: 0.5,
            reason,
            version: row.version ?? 0,
          }),
        'reason',
      );
  });

  it('in a path id', async () => {
    const answer = await admin.get('/api/effortPositions/%00/timeline');
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(Object.keys(answer.body.errors)).toContain('id');
  });
});

describe('a malformed If-Match', () => {
  it('is refused, also where the route reads the version from the body', async () => {
    const course = { courseNumber: 'IFM 1', name: 'If-Match probe' };
    for (const ifMatch of ['banana', '"1', 'W/"x"', '"1", "2"'])
      await expectRefused(
        () =>
          ops.request('POST', '/api/courses', JSON.stringify(course), {
            'content-type': 'application/json',
            'if-match': ifMatch,
          }),
        'version',
      );
    const created = await ops.request('POST', '/api/courses', JSON.stringify(course), {
      'content-type': 'application/json',
    });
    expect(created.status).toBe(201);
  });
});

describe('after every attempt', () => {
  it('the health is ok and nothing is parked', async () => {
    await new Promise((done) => setTimeout(done, 1000));
    const body = await health();
    expect(body.parkedEvents.count, JSON.stringify(body.parkedEvents)).toBe(0);
    expect(body.status).toBe('ok');
  });
});
