import { progressStepOf } from '@tams/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, startTestServer, type TestServer } from '../support/index.js';
import { expectOk, newOffering, newSection, setUpPlanning, workgroupMember } from '../support/planning.js';

/**
 * GET /api/dashboard (spec §2 "Dashboard at /", §6 "Dashboard: everyone reads"; DESIGN §11 workload and
 * coverage): each part only for the abilities that allow it, numbers from the read models.
 */
let app: TestServer;
let ops: ApiClient;
let finance: ApiClient;
let activePeriod: { id: string; name: string };

interface FinancialRow {
  id: string;
  version: number;
  UserId: string;
  pointsRequired: string | number;
  pointsAssigned: string | number;
}
interface InstructorRow {
  isActive: boolean;
  pointsRequired: number | null;
  pointsAssigned: number;
  workloadStatus: 'over' | 'under' | 'met' | 'notSet';
}

const userIdOf = async (username: string) => {
  const found = await ops.get(`/api/users${listQuery({ filter: { username } })}`);
  expect(found.body).toHaveLength(1);
  return found.body[0].id as string;
};
const dashboardOf = async (client: ApiClient) => {
  const answer = await client.get('/api/dashboard');
  expect(answer.status).toBe(200);
  return answer.body;
};
const financialDataOf = async (filter: object): Promise<FinancialRow[]> => {
  const answer = await finance.get(`/api/financialData${listQuery({ filter, take: 1000 })}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

/** The faculty workload as /api/instructors has it (required from financial data or instructor type). */
const hundredths = (value: number) => Math.round(value * 100) / 100;

async function expectedWorkload(periodId: string) {
  const answer = await ops.get(
    `/api/instructors${listQuery({ filter: { AcademicPeriodId: periodId }, take: 1000 })}`,
  );
  expect(answer.status).toBe(200);
  const rows = (answer.body as InstructorRow[]).filter((row) => row.isActive);
  const withRequired = rows.filter((row) => row.pointsRequired !== null);
  const count = (status: InstructorRow['workloadStatus']) =>
    rows.filter((row) => row.workloadStatus === status).length;
  return {
    faculty: rows.length,
    over: count('over'),
    under: count('under'),
    met: count('met'),
    notSet: count('notSet'),
    // DESIGN §19: required over those with it set, assigned over every active member, two decimals
    pointsRequired: hundredths(withRequired.reduce((n, row) => n + Number(row.pointsRequired), 0)),
    pointsAssigned: hundredths(rows.reduce((n, row) => n + row.pointsAssigned, 0)),
  };
}
const instructorOf = async (username: string, periodId: string) => {
  const answer = await ops.get(`/api/instructors/${await userIdOf(username)}?AcademicPeriodId=${periodId}`);
  expect(answer.status).toBe(200);
  return answer.body as InstructorRow;
};

/** The active period's sections by coverage as the caller's own sections list counts them (none: unavailable). */
async function expectedCoverage(client: ApiClient) {
  const statuses = ['uncovered', 'partial', 'covered', 'over'] as const;
  const counts = await Promise.all(
    statuses.map(async (coverageStatus) => {
      const filter = { AcademicPeriodId: activePeriod.id, coverageStatus };
      const answer = await client.get(`/api/sections${listQuery({ filter, take: 1 })}`);
      expect(answer.status).toBe(200);
      return Number(answer.headers.get('x-total-count'));
    }),
  );
  if (counts.every((count) => count === 0)) return { available: false };
  return { available: true, ...Object.fromEntries(statuses.map((status, i) => [status, counts[i]])) };
}

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_dashboard' });
  ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
  finance = await new ApiClient(app.url).signIn('financialReportingUser');
  activePeriod = (await ops.get('/api/academicPeriods/systemActive')).body;
});
afterAll(() => app?.stop());

describe('GET /api/dashboard', () => {
  it('refuses anonymous callers with 401', async () => {
    const answer = await new ApiClient(app.url).get('/api/dashboard');
    expect(answer.status).toBe(401);
  });

  it('shows staff the period, progress, coverage and the faculty workload (no own summary)', async () => {
    const body = await dashboardOf(ops);
    expect(body.period).toEqual({ id: activePeriod.id, name: activePeriod.name, isSystemActive: true });
    // the demo drafts its assignments (step 5); its sections by coverage, as the sections list counts them
    expect(body.progress).toEqual({ step: progressStepOf(5) });
    expect(body.coverage).toEqual(await expectedCoverage(ops));
    expect(body.mine).toBeNull();
    expect(body.facultyWorkload).toEqual(await expectedWorkload(activePeriod.id));
    // the demo: 24 faculty plus the faculty role user, over, under, at and without their required points
    expect(body.facultyWorkload).toMatchObject({ faculty: 25, over: 4, under: 12, met: 6, notSet: 3 });
    expect(body.facultyWorkload.pointsRequired).toBeGreaterThan(0);
    expect(body.facultyWorkload.pointsAssigned).toBeGreaterThan(0);
  });

  it("shows a faculty member their own summary and workgroups, nobody else's workload", async () => {
    const faculty1 = await new ApiClient(app.url).signIn('faculty1');
    const own = await instructorOf('faculty1', activePeriod.id);
    const body = await dashboardOf(faculty1);
    expect(body.period.id).toBe(activePeriod.id);
    expect(body.facultyWorkload).toBeNull();
    expect(body.progress).toBeNull();
    // faculty1 chairs a workgroup: they read (and count) its sections only
    expect(body.coverage).toEqual(await expectedCoverage(faculty1));
    // the demo: faculty1 teaches and chairs, which comes to their required points exactly; the period is
    // not published to faculty yet, so their own card counts the chair's admin points only (issue 20 item 9)
    expect(own.pointsRequired).toBeGreaterThan(0);
    expect(own.pointsAssigned).toBe(own.pointsRequired);
    const adminPoints = Number((own as { adminPoints?: number }).adminPoints);
    expect(body.mine).toMatchObject({
      published: false,
      pointsRequired: own.pointsRequired,
      pointsAssigned: adminPoints,
      pointsRemaining: Number(own.pointsRequired) - adminPoints,
    });
    const myWorkload = (await faculty1.get('/api/myWorkload')).body;
    expect(body.mine).toMatchObject({
      pointsAssigned: myWorkload.pointsAssigned,
      pointsRemaining: myWorkload.pointsRemaining,
    });
    expect(body.mine.name).toBeTruthy();
    expect(body.mine.workgroups).toHaveLength(1);
    expect(body.mine.workgroups[0]).toMatchObject({ permission: 3 });
    expect(typeof body.mine.workgroups[0].name).toBe('string');
  });

  it('shows roles without Instructor read no workload: reportingUser nothing, sectionScheduler coverage', async () => {
    const reporting = await dashboardOf(await new ApiClient(app.url).signIn('reportingUser'));
    expect(reporting).toEqual({
      period: { id: activePeriod.id, name: activePeriod.name, isSystemActive: true },
      progress: null,
      coverage: null,
      facultyWorkload: null,
      mine: null,
    });
    const schedulerClient = await new ApiClient(app.url).signIn('sectionScheduler');
    const scheduler = await dashboardOf(schedulerClient);
    expect(scheduler).toMatchObject({
      coverage: await expectedCoverage(schedulerClient),
      facultyWorkload: null,
      mine: null,
    });
  });

  it("moves the numbers when a faculty member's required points change", async () => {
    const faculty1 = await new ApiClient(app.url).signIn('faculty1');
    const before = (await dashboardOf(ops)).facultyWorkload;
    const [row] = await financialDataOf({
      UserId: await userIdOf('faculty1'),
      AcademicPeriodId: activePeriod.id,
    });
    const required = Number(row!.pointsRequired);
    const assigned = Number(row!.pointsAssigned);
    // the demo: faculty1 meets their required points
    expect(assigned).toBe(required);

    // 0 required: what they teach puts them over
    const zero = await finance.put(`/api/financialData/${row!.id}`, {
      pointsRequired: 0,
      version: row!.version,
    });
    expect(zero.status).toBe(200);
    const after = (await dashboardOf(ops)).facultyWorkload;
    expect(after).toMatchObject({
      faculty: before.faculty,
      over: before.over + 1,
      met: before.met - 1,
      pointsRequired: hundredths(before.pointsRequired - required),
    });
    expect(after).toEqual(await expectedWorkload(activePeriod.id));
    // the demo's active period is not published to faculty: their own card counts their admin points only,
    // exactly as My Workload does (issue 20 item 9)
    const myWorkload = (await faculty1.get('/api/myWorkload')).body;
    expect(myWorkload.published).toBe(false);
    expect(myWorkload.pointsAssigned).toBeLessThan(assigned);
    expect((await dashboardOf(faculty1)).mine).toMatchObject({
      published: false,
      pointsRequired: 0,
      pointsAssigned: myWorkload.pointsAssigned,
      pointsRemaining: -myWorkload.pointsAssigned,
    });

    const more = await finance.put(`/api/financialData/${row!.id}`, {
      pointsRequired: assigned + 7.5,
      version: zero.body.version,
    });
    expect(more.status).toBe(200);
    expect((await dashboardOf(ops)).facultyWorkload).toMatchObject({
      over: before.over,
      under: before.under + 1,
      met: before.met - 1,
      pointsRequired: hundredths(before.pointsRequired - required + assigned + 7.5),
    });
    expect((await dashboardOf(faculty1)).mine).toMatchObject({
      pointsRequired: assigned + 7.5,
      pointsAssigned: myWorkload.pointsAssigned,
      pointsRemaining: assigned + 7.5 - myWorkload.pointsAssigned,
    });
    expect((await faculty1.get('/api/myWorkload')).body).toMatchObject({
      pointsRequired: assigned + 7.5,
      pointsRemaining: assigned + 7.5 - myWorkload.pointsAssigned,
    });
  });

  it('counts a new faculty member without required points as not set, then as under once set', async () => {
    const before = (await dashboardOf(ops)).facultyWorkload;
    const user = await ops.post('/api/users', {
      username: 'dashboardfaculty',
      firstName: 'Dana',
      lastName: 'Board',
      Roles: ['faculty'],
      isFaculty: true,
    });
    expect(user.status).toBe(201);
    expect((await dashboardOf(ops)).facultyWorkload).toMatchObject({
      faculty: before.faculty + 1,
      notSet: before.notSet + 1,
      under: before.under,
    });
    const mine = (await dashboardOf(await new ApiClient(app.url).signIn('dashboardfaculty'))).mine;
    expect(mine).toMatchObject({
      pointsRequired: null,
      pointsAssigned: 0,
      pointsRemaining: null,
      workgroups: [],
    });

    const set = await finance.post('/api/financialData', {
      UserId: user.body.id,
      AcademicPeriodId: activePeriod.id,
      pointsRequired: 6,
    });
    expect(set.status).toBe(201);
    expect((await dashboardOf(ops)).facultyWorkload).toMatchObject({
      faculty: before.faculty + 1,
      notSet: before.notSet,
      under: before.under + 1,
      pointsRequired: before.pointsRequired + 6,
    });
  });

  it("follows the caller's working period", async () => {
    const opsId = await userIdOf('academicOpsAdmin');
    const { body: periods } = await ops.get(
      `/api/academicPeriods${listQuery({ filter: { name: '2027-2028' } })}`,
    );
    const other = periods[0] as { id: string; name: string };
    const moved = await ops.put(`/api/users/${opsId}/working`, { WorkingAcademicPeriodId: other.id });
    expect(moved.status).toBe(200);
    try {
      const body = await dashboardOf(ops);
      expect(body.period).toEqual({ id: other.id, name: other.name, isSystemActive: false });
      // no financial data nor assignments in that period: the instructor types' defaults, nothing assigned
      expect(body.facultyWorkload).toEqual(await expectedWorkload(other.id));
      expect(body.facultyWorkload).toMatchObject({ over: 0, met: 0, pointsAssigned: 0 });
      expect(body.facultyWorkload.notSet).toBeGreaterThan(0);
      expect(body.facultyWorkload.under).toBe(body.facultyWorkload.faculty - body.facultyWorkload.notSet);
    } finally {
      await ops.put(`/api/users/${opsId}/working`, { WorkingAcademicPeriodId: null });
    }
    expect((await dashboardOf(ops)).period.id).toBe(activePeriod.id);
  });

  it('ignores query parameters it does not know', async () => {
    const answer = await ops.get('/api/dashboard?filter=%7Bbad&range=x&periodId=1');
    expect(answer.status).toBe(200);
    expect(answer.body.period.id).toBe(activePeriod.id);
  });

  // last: it adds sections to the active period
  it("counts the working period's sections by coverage, only those the caller may read", async () => {
    const p = await setUpPlanning(app);
    const before = (await dashboardOf(ops)).coverage;
    const workgroup = expectOk(
      await ops.post('/api/workgroups', { name: 'Dashboard sections' }),
      'workgroup',
    );
    const { offering } = await newOffering(p, { course: { WorkgroupId: workgroup.id } });
    await Promise.all([newSection(p, offering), newSection(p, offering)]);
    await newSection(p, (await newOffering(p)).offering);

    const staff = (await dashboardOf(ops)).coverage;
    expect(staff).toEqual(await expectedCoverage(ops));
    expect(staff.uncovered).toBe((before.available ? before.uncovered : 0) + 3);
    const member = await workgroupMember(app, p, workgroup.id);
    expect((await dashboardOf(member)).coverage).toEqual({
      available: true,
      uncovered: 2,
      partial: 0,
      covered: 0,
      over: 0,
    });
  });
});
