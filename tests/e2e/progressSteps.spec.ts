import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Signed, signedIn } from '../support/accessFixtures.js';
import { listQuery, startTestServer, type TestServer } from '../support/index.js';
import { expectOk, type Planning, setUpPlanning } from '../support/planning.js';
import { move, periodWithPlans, stepOf, walkTo } from '../support/progress.js';
import { openSocket, type SocketProbe } from '../support/socketProbe.js';

/**
 * Progress steps of an academic period (DESIGN §11, issue 7): GET /api/progressSteps, advancing and
 * reverting one step at a time through POST /api/progressActions (who may from which step, stale steps,
 * reasons, warnings), the history, publication at step 8, the auth context's step, and the spec §4
 * socket events of periods: activeStepsChanged, activeAcademicPeriodUpdated, workingAcademicPeriodUpdated.
 */
let app: TestServer;
let p: Planning;
let as: Record<'ops' | 'admin' | 'approver' | 'business' | 'faculty1', Signed>;

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_progress_steps' });
  p = await setUpPlanning(app);
  const [ops, admin, approver, business, faculty1] = await Promise.all(
    ['academicOpsAdmin', 'admin', 'academicAffairsApprover', 'businessOfficeAdmin', 'faculty1'].map((name) =>
      signedIn(app, name),
    ),
  );
  as = { ops: ops!, admin: admin!, approver: approver!, business: business!, faculty1: faculty1! };
}, 60_000);
afterAll(() => app?.stop());

describe('GET /api/progressSteps', () => {
  it("answers the working period's steps to every signed-in user, with what each may do", async () => {
    const mine = expectOk(await as.faculty1.client.get('/api/progressSteps'), 'faculty steps');
    expect(mine).toMatchObject({
      AcademicPeriodId: p.period.id,
      periodName: p.period.name,
      currentStep: 5,
      publishedForFaculty: false,
      canAdvance: false,
      canRevert: false,
      advanceTo: 6,
      revertTo: 4,
    });
    expect(mine.steps.map((step: { status: string }) => step.status)).toEqual([
      'done',
      'done',
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(mine.steps[5]).toEqual({ number: 6, name: 'Workgroup review', status: 'upcoming' });
    const ops = expectOk(await as.ops.client.get('/api/progressSteps'), 'ops steps');
    expect(ops).toMatchObject({ canAdvance: true, canRevert: true });
    // academicAffairsApprover moves the period from step 7 only
    const approver = expectOk(await as.approver.client.get('/api/progressSteps'), 'approver steps');
    expect(approver).toMatchObject({ canAdvance: false, canRevert: false });
  });

  it('answers a period asked for, and 400 for one that does not exist', async () => {
    const { period } = await periodWithPlans(p);
    const answer = expectOk(await p.ops.get(`/api/progressSteps?AcademicPeriodId=${period.id}`), 'steps');
    expect(answer).toMatchObject({ currentStep: 1, revertTo: null, canRevert: false, canAdvance: true });
    const missing = await p.ops.get(
      '/api/progressSteps?AcademicPeriodId=00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors.AcademicPeriodId).toBeTruthy();
  });
});

describe('POST /api/progressActions', () => {
  it('advances and reverts one step at a time, recording who, when and why', async () => {
    const { period } = await periodWithPlans(p);
    const advanced = await move(p.ops, period.id, 'advance', 1);
    expect(advanced.status).toBe(201);
    expect(advanced.body.action).toMatchObject({
      AcademicPeriodId: period.id,
      action: 'advance',
      fromStep: 1,
      toStep: 2,
      reason: null,
      actorId: as.ops.auth.workingUserId,
      actorName: expect.any(String),
    });
    expect(advanced.body.progress).toMatchObject({ currentStep: 2, advanceTo: 3, revertTo: 1 });
    // the period's record keeps its own version: editing it does not conflict with the step's change
    const record = expectOk(await p.ops.get(`/api/academicPeriods/${period.id}`), 'period');
    expect(record).toMatchObject({ progressStep: 2, version: period.version });
    expectOk(
      await p.ops.put(`/api/academicPeriods/${period.id}`, {
        name: `${period.name}!`,
        version: period.version,
      }),
      'edit',
    );
    // and the step is not a field a client sets
    await p.ops.put(`/api/academicPeriods/${period.id}`, { progressStep: 8 });
    expect(await stepOf(p, period.id)).toBe(2);

    const stale = await move(p.ops, period.id, 'advance', 1);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/at step 2/);
    const reasonless = await p.ops.post('/api/progressActions', {
      AcademicPeriodId: period.id,
      action: 'revert',
      fromStep: 2,
      reason: '  ',
    });
    expect(reasonless.status).toBe(400);
    expect(reasonless.body.errors.reason).toBeTruthy();
    const reverted = await move(p.ops, period.id, 'revert', 2, { reason: 'Offerings were missing' });
    expect(reverted.status).toBe(201);
    expect(reverted.body.action).toMatchObject({
      action: 'revert',
      toStep: 1,
      reason: 'Offerings were missing',
    });
    expect((await move(p.ops, period.id, 'revert', 1)).status).toBe(409);

    const history = expectOk(
      await p.ops.get(`/api/progressActions${listQuery({ filter: { AcademicPeriodId: period.id } })}`),
      'history',
    ) as unknown as { action: string; fromStep: number }[];
    expect(history.map((row) => [row.action, row.fromStep])).toEqual([
      ['revert', 2],
      ['advance', 1],
    ]);
    const faculty = await as.faculty1.client.get(
      `/api/progressActions${listQuery({ filter: { AcademicPeriodId: period.id } })}`,
    );
    expect(faculty.status).toBe(403);
  });

  it('refuses bad input with 400 on the field, appending nothing', async () => {
    const { period } = await periodWithPlans(p);
    for (const [body, field] of [
      [{ AcademicPeriodId: period.id, action: 'jump', fromStep: 1 }, 'action'],
      [{ AcademicPeriodId: period.id, action: 'advance', fromStep: 9 }, 'fromStep'],
      [{ AcademicPeriodId: period.id, action: 'advance' }, 'fromStep'],
      [{ AcademicPeriodId: 'nope', action: 'advance', fromStep: 1 }, 'AcademicPeriodId'],
    ] as const) {
      const answer = await p.ops.post('/api/progressActions', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors[field], JSON.stringify(answer.body)).toBeTruthy();
    }
    expect(await stepOf(p, period.id)).toBe(1);
  });

  it('lets each role advance and revert only from its steps (403), publishing at step 8', async () => {
    const { period } = await periodWithPlans(p);
    const id = period.id;
    await walkTo(p, id, 5);
    for (const who of [as.approver, as.business, as.faculty1]) {
      const answer = await move(who.client, id, 'advance', 5);
      expect(answer.status, who.auth.Roles[0]!.slug).toBe(403);
      expect(answer.body.message).toBe('Unauthorized request');
    }
    expect((await move(as.admin.client, id, 'advance', 5)).status).toBe(201);
    expect((await move(as.approver.client, id, 'advance', 6)).status).toBe(403);
    expect((await move(as.approver.client, id, 'revert', 6)).status).toBe(403);
    expect((await move(as.ops.client, id, 'advance', 6)).status).toBe(201);
    // academicAffairsApprover sends the plans back from 7, and publishes from 7
    expect((await move(as.approver.client, id, 'revert', 7)).status).toBe(201);
    expect((await move(as.ops.client, id, 'advance', 6)).status).toBe(201);
    const published = await move(as.approver.client, id, 'advance', 7);
    expect(published.status).toBe(201);
    expect(published.body.progress).toMatchObject({
      currentStep: 8,
      publishedForFaculty: true,
      advanceTo: null,
    });
    expect(expectOk(await p.ops.get(`/api/academicPeriods/${id}`), 'period').publishedForFaculty).toBe(true);
    const list = expectOk(await p.ops.get('/api/academicPeriods/publishedForFaculty'), 'published');
    expect((list as unknown as { id: string }[]).map((row) => row.id)).toContain(id);
    expect((await move(as.approver.client, id, 'revert', 8)).status).toBe(403);
    expect((await move(as.ops.client, id, 'advance', 8)).status).toBe(409);
    expect((await move(as.admin.client, id, 'revert', 8)).status).toBe(201);
    expect(expectOk(await p.ops.get(`/api/academicPeriods/${id}`), 'period').publishedForFaculty).toBe(false);
  });

  it('asks to confirm advancing from 6 or 7 past workgroups without an approval of that step', async () => {
    const { period, workgroups } = await periodWithPlans(p, 2);
    await walkTo(p, period.id, 6);
    const warned = await move(p.ops, period.id, 'advance', 6, { confirm: false });
    expect(warned.status).toBe(409);
    expect(warned.body.warnings).toHaveLength(2);
    expect(warned.body.warnings.map((w: { WorkgroupId: string }) => w.WorkgroupId).sort()).toEqual(
      workgroups.map(({ workgroup }) => workgroup.id).sort(),
    );
    expect(warned.body.warnings[0].message).toMatch(/not approved in step 6/);
    expect(await stepOf(p, period.id)).toBe(6);
    expect((await move(p.ops, period.id, 'advance', 6)).status).toBe(201);
  });
});

describe("the period's history", () => {
  it('shows the steps to those who read progress actions, and the approved plans to no one', async () => {
    const { period, workgroups } = await periodWithPlans(p, 1);
    await walkTo(p, period.id, 6);
    const [row] = expectOk(
      await p.ops.get(`/api/workgroupApprovals?AcademicPeriodId=${period.id}`),
      'approvals',
    ) as unknown as { currentPlanVersion: string }[];
    expectOk(
      await as.approver.client.post('/api/workgroupApprovals', {
        AcademicPeriodId: period.id,
        WorkgroupId: workgroups[0]!.workgroup.id,
        planVersion: row!.currentPlanVersion,
      }),
      'approval',
    );
    const typesAs = async (who: Signed) =>
      (
        expectOk(await who.client.get(`/api/academicPeriods/${period.id}/history`), 'history') as unknown as {
          type: string;
        }[]
      ).map((entry) => entry.type);
    const staff = await typesAs(as.ops);
    expect(staff.filter((type) => type === 'AcademicPeriodStepAdvanced')).toHaveLength(5);
    expect(staff).toContain('AcademicPeriodCreated');
    expect(staff).not.toContain('WorkgroupPlanApproved');
    const faculty = await typesAs(as.faculty1);
    expect(faculty).toContain('AcademicPeriodCreated');
    expect(faculty.some((type) => type.startsWith('AcademicPeriodStep'))).toBe(false);
  });
});

describe('the auth context', () => {
  it('takes the step of the working period and follows it (workgroup rights start at 6)', async () => {
    const { period } = await periodWithPlans(p);
    const me = as.ops.auth.workingUserId;
    expectOk(await p.ops.put(`/api/users/${me}/working`, { WorkingAcademicPeriodId: period.id }), 'working');
    try {
      expect(expectOk(await p.ops.get('/api/auth'), 'auth').progressStepId).toBe(1);
      await walkTo(p, period.id, 3);
      expect(expectOk(await p.ops.get('/api/auth'), 'auth').progressStepId).toBe(3);
    } finally {
      expectOk(
        await p.ops.put(`/api/users/${me}/working`, { WorkingAcademicPeriodId: null }),
        'working back',
      );
    }
    expect(expectOk(await p.ops.get('/api/auth'), 'auth').progressStepId).toBe(5);
  });
});

describe('socket events of periods', () => {
  let staff: SocketProbe;
  let faculty: SocketProbe;
  let otherStaff: SocketProbe;
  beforeAll(async () => {
    [staff, faculty, otherStaff] = await Promise.all([
      openSocket(app.url, { cookie: p.ops.cookie }),
      openSocket(app.url, { cookie: as.faculty1.client.cookie }),
      openSocket(app.url, { cookie: p.admin.cookie }),
    ]);
  });
  afterAll(() => {
    for (const probe of [staff, faculty, otherStaff]) probe?.close();
  });

  /** The first message the probe has (or gets within 5 s) that the predicate picks. */
  async function received(probe: SocketProbe, pick: (m: { type: string; payload: any }) => boolean) {
    const deadline = Date.now() + 5000;
    while (!probe.messages.some(pick)) {
      if (Date.now() > deadline) throw new Error(`no such message in ${JSON.stringify(probe.messages)}`);
      await new Promise((done) => setTimeout(done, 20));
    }
    return probe.messages.find(pick)!;
  }

  it('tells every signed-in client of a step change, with its actor', async () => {
    const { period } = await periodWithPlans(p);
    await move(p.ops, period.id, 'advance', 1);
    const pick = (m: { type: string; payload: any }) =>
      m.type === 'activeStepsChanged' && m.payload.AcademicPeriodId === period.id;
    for (const probe of [staff, faculty])
      expect((await received(probe, pick)).payload).toEqual({
        AcademicPeriodId: period.id,
        step: 2,
        actorId: as.ops.auth.workingUserId,
      });
  });

  it('tells everyone of a new active period, once the read models show it', async () => {
    const { period } = await periodWithPlans(p);
    expectOk(await p.ops.post(`/api/academicPeriods/${period.id}/activate`), 'activate');
    try {
      const pick = (m: { type: string; payload: any }) =>
        m.type === 'activeAcademicPeriodUpdated' && m.payload.AcademicPeriodId === period.id;
      const message = await received(faculty, pick);
      expect(message.payload).toEqual({ AcademicPeriodId: period.id, actorId: as.ops.auth.workingUserId });
      await received(otherStaff, pick);
      // what the client refetches on it shows the change
      expect(expectOk(await as.faculty1.client.get('/api/progressSteps'), 'steps').AcademicPeriodId).toBe(
        period.id,
      );
    } finally {
      expectOk(await p.ops.post(`/api/academicPeriods/${p.period.id}/activate`), 'activate back');
    }
  });

  it("tells only the user's own connections of their new working period", async () => {
    const { period } = await periodWithPlans(p);
    const me = as.ops.auth.workingUserId;
    expectOk(await p.ops.put(`/api/users/${me}/working`, { WorkingAcademicPeriodId: period.id }), 'working');
    try {
      const pick = (m: { type: string; payload: any }) =>
        m.type === 'workingAcademicPeriodUpdated' && m.payload.AcademicPeriodId === period.id;
      expect((await received(staff, pick)).payload).toEqual({
        UserId: me,
        AcademicPeriodId: period.id,
        actorId: me,
      });
      expect(expectOk(await p.ops.get('/api/academicPeriods/active'), 'active').id).toBe(period.id);
      await new Promise((done) => setTimeout(done, 200));
      expect(otherStaff.messages.some((m) => m.type === 'workingAcademicPeriodUpdated')).toBe(false);
      expect(faculty.messages.some((m) => m.type === 'workingAcademicPeriodUpdated')).toBe(false);
    } finally {
      expectOk(
        await p.ops.put(`/api/users/${me}/working`, { WorkingAcademicPeriodId: null }),
        'working back',
      );
    }
  });
});
