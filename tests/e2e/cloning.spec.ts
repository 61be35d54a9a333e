import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { targetSectionIdOf } from '../../workers/src/cloning/cloneStreams.js';
import { ApiClient, startTestServer, type TestServer, testRedisUrl } from '../support/index.js';
import { createPeriod, type Period, type Plan, planPeriod } from './cloningFixtures.js';
import { openSocket, type SocketProbe } from '../support/socketProbe.js';

/*
 * Spec §2 Clone Resources as a job: 5 000 sections cloned with progress over the socket to the starter
 * only, term mapping by type, idempotence, and the refusals. On Redis when there is one (TEST_REDIS_URL or
 * the local server); tests/e2e/cloningRoles.spec.ts runs it on BullMQ's PostgreSQL backend across processes.
 */

let app: TestServer;
let admin: ApiClient;
let ops: ApiClient;
let faculty: ApiClient;
let source: Period;
let full: Period;
let noSummer: Period;
let plan: Plan;
const sockets: SocketProbe[] = [];

const socketOf = async (client: ApiClient) => {
  const probe = await openSocket(app.url, { cookie: client.cookie });
  sockets.push(probe);
  return probe;
};
const clone = (client: ApiClient, target: Period, includeMeetings: boolean) =>
  client.post('/api/cloning', {
    sourceAcademicPeriodId: source.id,
    targetAcademicPeriodId: target.id,
    includeMeetings,
  });
const refusal = (headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/api/socket`, { headers });
    socket.once('unexpected-response', (_, response) => resolve(response.statusCode ?? 0));
    socket.once('open', () => reject(new Error('the socket was let in')));
    socket.once('error', reject);
  });

beforeAll(async () => {
  const redis = testRedisUrl();
  app = await startTestServer({
    label: 'e2e_cloning',
    env: { FEATURE_FLAGS: 'apiEnabled', ...(redis ? { REDIS_URL: redis } : {}) },
  });
  [admin, ops, faculty] = await Promise.all(
    ['admin', 'academicOpsAdmin', 'faculty1'].map((name) => new ApiClient(app.url).signIn(name)),
  );
  source = await createPeriod(ops, 'Clone source 2060', 2060, ['Fall', 'Spring', 'Summer']);
  // the same term types under other names, made in another order: terms map by type, not name or order
  full = await createPeriod(ops, 'Clone target 2061', 2061, ['Summer', 'Spring', 'Fall'], 'Term of ');
  noSummer = await createPeriod(ops, 'Clone target 2062', 2062, ['Fall', 'Spring']);
  plan = await planPeriod(ops, app.database, source, { offerings: 100, perOffering: 50 });
}, 180_000);
afterAll(async () => {
  for (const probe of sockets) probe.close();
  await app?.stop();
});

describe('cloning a period of 5 000 sections', () => {
  let jobId: string;
  let progress: any[];
  let othersHeard: SocketProbe[];

  it('runs as a job, with progress to the starter over the socket ending at 100 and completed', async () => {
    const starter = await socketOf(admin);
    othersHeard = [await socketOf(ops), await socketOf(faculty)];
    const started = Date.now();
    const first = await clone(admin, full, true);
    const again = await clone(admin, full, true); // a double click while it runs: the same job
    expect(first.status).toBe(202);
    expect(again.body.jobId).toBe(first.body.jobId);
    jobId = first.body.jobId;
    progress = await starter.finished(jobId);
    const seconds = (Date.now() - started) / 1000;
    console.info(`cloned ${plan.sections} sections in ${seconds.toFixed(1)} s`);
    const values = progress.map((p) => p.progress);
    expect(values.length).toBeGreaterThan(5);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(progress.at(-1)).toMatchObject({ jobId, progress: 100, state: 'completed' });
    expect(progress.filter((p) => p.state === 'completed')).toHaveLength(1);
  });

  it('reports what it created: every offering, term mode, section and meeting', () => {
    const { result } = progress.at(-1);
    expect(result.created).toEqual({
      offerings: plan.offerings,
      termModes: plan.termModes,
      sections: plan.sections,
      meetings: plan.sections,
    });
    expect(result.skipped).toMatchObject({
      offerings: 0,
      termModes: 0,
      sections: 0,
      meetings: 0,
      reasons: [],
    });
    expect(result.notes.join(' ')).toMatch(/until.*exceptions/);
  });

  it("sends nothing of the job to other users' sockets", () => {
    for (const probe of othersHeard)
      expect(probe.messages.filter((m) => m.payload?.jobId === jobId)).toEqual([]);
  });

  it('answers the job to its starter, 404 to another clone manager, 403 to faculty, 401 anonymous', async () => {
    const read = await admin.get(`/api/cloning/${jobId}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      jobId,
      state: 'completed',
      progress: 100,
      result: progress.at(-1).result,
    });
    expect((await ops.get(`/api/cloning/${jobId}`)).status).toBe(404);
    expect((await faculty.get(`/api/cloning/${jobId}`)).status).toBe(403);
    expect((await new ApiClient(app.url).get(`/api/cloning/${jobId}`)).status).toBe(401);
  });

  it('maps terms by type, resets enrollment and copies the meeting without until and exceptions', async () => {
    const { rows } = await sql<any>`
      select s.id, s."sectionNumber", s.points, s.enrollment, s.notes, s."AcademicTermId", s."AcademicPeriodId",
             s."coverageStatus", m.days, m."startTime", m.until, m.exceptions, m."LocationId"
      from sections s join meetings m on m."SectionId" = s.id
      where s."AcademicPeriodId" = ${source.id} and s."AcademicTermId" = ${source.terms.Fall} limit 1
    `.execute(app.database.db);
    const original = rows[0];
    const cloneId = targetSectionIdOf(original.id, full.id);
    let copy: any;
    await expect
      .poll(
        async () => {
          const { rows: copies } = await sql<any>`
            select s.*, m.days, m."startTime", m.until, m.exceptions, m."LocationId" as "meetingLocation"
            from sections s join meetings m on m."SectionId" = s.id where s.id = ${cloneId}
          `.execute(app.database.db);
          copy = copies[0];
          return copy !== undefined;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    expect(copy).toMatchObject({
      sectionNumber: original.sectionNumber,
      points: original.points,
      enrollment: 0,
      notes: null,
      AcademicTermId: full.terms.Fall,
      AcademicPeriodId: full.id,
      coverageStatus: 'uncovered',
      days: original.days,
      startTime: original.startTime,
      until: null,
      exceptions: [],
      meetingLocation: original.LocationId,
    });
  });

  it('creates nothing on a second run and reports everything skipped', async () => {
    const starter = await socketOf(admin);
    const second = await clone(admin, full, true);
    expect(second.body.jobId).toBe(jobId); // the same request, run again once the first finished
    const { result } = (await starter.finished(jobId)).at(-1);
    expect(result.created).toEqual({ offerings: 0, termModes: 0, sections: 0, meetings: 0 });
    expect(result.skipped).toMatchObject({
      offerings: plan.offerings,
      termModes: plan.termModes,
      sections: plan.sections,
      meetings: plan.sections,
    });
    expect(result.skipped.reasons).toHaveLength(25);
    expect(result.skipped.reasonsLeftOut).toBe(plan.offerings + plan.sections - 25);
    expect(result.skipped.reasons[0].reason).toMatch(/^Already exists in the target period/);
  });
});

describe('cloning into a period without a Summer term, without meetings', () => {
  it('skips what runs in Summer with the reason, and copies no meeting', async () => {
    const starter = await socketOf(ops);
    const started = await clone(ops, noSummer, false);
    expect(started.status).toBe(202);
    const { result } = (await starter.finished(started.body.jobId)).at(-1);
    expect(result.created).toEqual({
      offerings: plan.offerings,
      termModes: plan.offerings * 2,
      sections: plan.sections - plan.byType.Summer!,
      meetings: 0,
    });
    expect(result.skipped).toMatchObject({
      offerings: 0,
      termModes: plan.offerings,
      sections: plan.byType.Summer,
    });
    expect(result.skipped.reasons[0]).toMatchObject({ reason: 'No Summer term in the target period' });
    expect(result.notes).toEqual([]);
    await expect
      .poll(
        async () => {
          const { rows } = await sql<{ sections: number; meetings: number }>`
            select count(*)::int as sections,
                   count(m.id)::int as meetings
            from sections s left join meetings m on m."SectionId" = s.id
            where s."AcademicPeriodId" = ${noSummer.id}
          `.execute(app.database.db);
          return rows[0];
        },
        { timeout: 60_000 },
      )
      .toEqual({ sections: plan.sections - plan.byType.Summer!, meetings: 0 });
  });
});

describe('refusals', () => {
  it('refuses the same period, an unknown one and a malformed body with 400 naming the field', async () => {
    const same = await admin.post('/api/cloning', {
      sourceAcademicPeriodId: source.id,
      targetAcademicPeriodId: source.id,
    });
    expect(same.status).toBe(400);
    expect(same.body.errors.targetAcademicPeriodId).toBe('Must be another period than the source');
    const unknown = await admin.post('/api/cloning', {
      sourceAcademicPeriodId: '0190a000-0000-7000-8000-000000000999',
      targetAcademicPeriodId: full.id,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.sourceAcademicPeriodId).toBe('No academic period with this id');
    const malformed = await admin.post('/api/cloning', {
      sourceAcademicPeriodId: 'x',
      targetAcademicPeriodId: full.id,
      includeMeetings: 'yes',
    });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.errors)).toEqual(
      expect.arrayContaining(['sourceAcademicPeriodId', 'includeMeetings']),
    );
  });

  it('refuses faculty with 403 and anonymous callers with 401', async () => {
    expect((await clone(faculty, full, false)).status).toBe(403);
    expect((await clone(new ApiClient(app.url), full, false)).status).toBe(401);
  });

  it('refuses a socket without a session, with an unknown key or from another origin', async () => {
    expect(await refusal({})).toBe(401);
    expect(await refusal({ cookie: 'tams_session=not-a-session' })).toBe(401);
    expect(await refusal({ authorization: 'Bearer tams_unknown' })).toBe(401);
    expect(await refusal({ cookie: admin.cookie, origin: 'https://elsewhere.example' })).toBe(403);
  });

  it('closes the socket of a session that signs out (4401), at once', async () => {
    const session = await new ApiClient(app.url).signIn('faculty2');
    const probe = await openSocket(app.url, { cookie: session.cookie });
    const closed = new Promise<number>((done) => probe.socket.once('close', (code) => done(code)));
    await session.get('/api/auth/logout');
    expect(await closed).toBe(4401);
  });

  it('lets in a socket with an API key, acting as its owner', async () => {
    const issued = await admin.post('/api/apiKeys', { name: 'Clone socket key' });
    expect(issued.status).toBe(201);
    const probe = await openSocket(app.url, { authorization: `Bearer ${issued.body.key}` });
    sockets.push(probe);
    expect(probe.socket.readyState).toBe(WebSocket.OPEN);
  });
});
