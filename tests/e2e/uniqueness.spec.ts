import { type RawBuilder, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Signed, signedIn } from '../support/accessFixtures.js';
import { type ApiResponse, sharedTestServer, type TestServer } from '../support/index.js';
import { expectOk, newOffering, type Planning, setUpPlanning, uniqueName } from '../support/planning.js';
import { periodWithPlans, walkTo } from '../support/progress.js';

/**
 * Uniqueness that holds under concurrency (issue 15, item 2): every rule that lets one record alone hold a
 * value is claimed with the append (es_unique_keys), not read from a read model first, so 20 requests at
 * once make one record; and a once-only action (an approval, a revoke) appends once. Real concurrent HTTP
 * requests; the log, not the answers alone, is what is counted.
 */
let app: TestServer;
let p: Planning;
let approver: Signed;

const times = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));
const statuses = (answers: ApiResponse[]) => answers.map((answer) => answer.status).sort();
const eventsWhere = async (type: string, where: RawBuilder<unknown>) =>
  Number(
    (
      await sql<{
        n: string;
      }>`select count(*) as n from es_events where event_type = ${type} and ${where}`.execute(app.database.db)
    ).rows[0]!.n,
  );
/** Each refused answer is the 400 of a duplicate value, naming the field. */
const expectRefusedOn = (answers: ApiResponse[], field: string, message = /^Already used by another /) => {
  for (const answer of answers.filter((a) => a.status !== 200 && a.status !== 201)) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.errors[field], JSON.stringify(answer.body)).toMatch(message);
  }
};

beforeAll(async () => {
  app = await sharedTestServer({ env: { FEATURE_FLAGS: 'apiEnabled' } });
  p = await setUpPlanning(app);
  approver = await signedIn(app, 'academicAffairsApprover');
}, 90_000);

describe('unique values under concurrent writes', () => {
  it('creates one course of 20 concurrent creates of one course number', async () => {
    const number = uniqueName('RACE');
    const answers = await times(20, (n) =>
      p.ops.post('/api/courses', { courseNumber: n % 2 ? number : number.toLowerCase(), name: `Race ${n}` }),
    );
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(1);
    expectRefusedOn(answers, 'courseNumber');
    const logged = sql`lower(data->>'courseNumber') = ${number.toLowerCase()}`;
    expect(await eventsWhere('CourseCreated', logged)).toBe(1);
  });

  it('lets one of 20 concurrent updates take a course number, and frees a number on rename and delete', async () => {
    const courses = await times(20, async () =>
      expectOk(
        await p.ops.post('/api/courses', { courseNumber: uniqueName('UPD'), name: 'Update race' }),
        'course',
      ),
    );
    const number = uniqueName('TAKEN');
    const answers = await Promise.all(
      courses.map((course) =>
        p.ops.put(`/api/courses/${course.id}`, { courseNumber: number, version: course.version }),
      ),
    );
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
    expectRefusedOn(answers, 'courseNumber');
    expect(await eventsWhere('CourseUpdated', sql`data->'changes'->>'courseNumber' = ${number}`)).toBe(1);

    const winner = answers.find((answer) => answer.status === 200)!.body;
    const other = courses.find((course) => course.id !== winner.id)!;
    // renamed: its old number is free for another course, the new one taken
    const renamed = expectOk(
      await p.ops.put(`/api/courses/${winner.id}`, { courseNumber: `${number}-B`, version: winner.version }),
      'rename',
    );
    expectOk(
      await p.ops.put(`/api/courses/${other.id}`, { courseNumber: number, version: other.version }),
      'reuse',
    );
    const clash = await p.ops.post('/api/courses', { courseNumber: `${number}-b`, name: 'Clash' });
    expect(clash.status).toBe(400);
    expect(clash.body.errors.courseNumber).toMatch(/^Already used by another course/);
    // deleted: its number is free again
    expect((await p.ops.delete(`/api/courses/${renamed.id}?version=${renamed.version}`)).status).toBe(200);
    expect((await p.ops.post('/api/courses', { courseNumber: `${number}-B`, name: 'Again' })).status).toBe(
      201,
    );
  });

  it('creates one user of 20 concurrent creates of one username (any case)', async () => {
    const username = uniqueName('racer').replace(/\s/g, '-');
    const answers = await times(20, (n) =>
      p.ops.post('/api/users', {
        username: n % 2 ? username.toUpperCase() : username,
        firstName: 'Race',
        lastName: `Number ${n}`,
      }),
    );
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(1);
    expectRefusedOn(answers, 'username');
    expect(await eventsWhere('UserCreated', sql`lower(data->>'username') = ${username.toLowerCase()}`)).toBe(
      1,
    );
  });

  it('creates one section of 20 concurrent creates of one section number in an offering and term', async () => {
    const { offering } = await newOffering(p);
    const sectionNumber = uniqueName('R').slice(0, 20);
    const answers = await times(20, () =>
      p.ops.post('/api/sections', {
        CourseOfferingId: offering.id,
        sectionNumber,
        AcademicTermId: p.terms[0]!.id,
        TeachingModeId: p.modes[0].id,
      }),
    );
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(1);
    expectRefusedOn(
      answers,
      'sectionNumber',
      /^Already used by another section of this offering in this term$/,
    );
    const logged = sql`data->>'CourseOfferingId' = ${offering.id} and data->>'sectionNumber' = ${sectionNumber}`;
    expect(await eventsWhere('SectionCreated', logged)).toBe(1);
  });
});

describe('once-only actions under concurrent requests', () => {
  it('appends one approval of 20 concurrent approvals of one plan', async () => {
    const planned = await periodWithPlans(p, 1);
    const periodId = planned.period.id;
    const workgroupId = planned.workgroups[0]!.workgroup.id;
    await walkTo(p, periodId, 6);
    const rows = expectOk(
      await approver.client.get(`/api/workgroupApprovals?AcademicPeriodId=${periodId}`),
      'rows',
    );
    const planVersion = (rows as unknown as { WorkgroupId: string; currentPlanVersion: string }[]).find(
      (row) => row.WorkgroupId === workgroupId,
    )!.currentPlanVersion;
    const answers = await times(20, () =>
      approver.client.post('/api/workgroupApprovals', {
        AcademicPeriodId: periodId,
        WorkgroupId: workgroupId,
        planVersion,
      }),
    );
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) expect(answer.status).toBe(409);
    const logged = sql`data->>'WorkgroupId' = ${workgroupId} and data->>'AcademicPeriodId' = ${periodId}`;
    expect(await eventsWhere('WorkgroupPlanApproved', logged)).toBe(1);
  });

  it('revokes an API key once of 20 concurrent revokes', async () => {
    const admin = await signedIn(app, 'admin');
    const key = expectOk(await admin.client.post('/api/apiKeys', { name: uniqueName('Race key') }), 'key');
    const answers = await times(20, () => admin.client.post(`/api/apiKeys/${key.id}/revoke`));
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) expect([409, 422]).toContain(answer.status);
    const logged = sql`data->>'id' = ${key.id} and data->'changes' ? 'revokedAt'`;
    expect(await eventsWhere('ApiKeyUpdated', logged)).toBe(1);
  });
});
