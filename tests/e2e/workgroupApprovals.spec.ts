import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWith, type Signed, signedIn } from '../support/accessFixtures.js';
import { assign, newFaculty } from '../support/assignments.js';
import { startTestServer, type TestServer } from '../support/index.js';
import { expectOk, type Planning, type Row, setUpPlanning } from '../support/planning.js';
import { move, type PlannedPeriod, periodWithPlans, walkTo } from '../support/progress.js';
import { openSocket, type SocketProbe } from '../support/socketProbe.js';

/**
 * Workgroup approvals (DESIGN §11, issue 7): one row per workgroup with sections in a period, its plan
 * (the teaching assignments) against the approval of the period's step; who approves at which step; an
 * approval records the plan it approved, so a later change shows as "changed since approval" with the
 * differences, and changing it back makes it "approved" again.
 */
let app: TestServer;
let p: Planning;
let planned: PlannedPeriod;
let W: Row; // a workgroup with a chair (bit 1), an assigner (bit 2) and one section
let V: Row; // another workgroup
let taughtInW: Row; // the teaching assignment of W's section
let chair: Signed & { user: Row };
let assigner: Signed;
// scheduler: reads no approvals (the demo's faculty user now reads its workgroup's: issue 20 item 11)
let as: Record<'ops' | 'admin' | 'approver' | 'business' | 'scheduler', Signed>;

const periodId = () => planned.period.id;
const rowsAs = async (who: Signed) =>
  expectOk(
    await who.client.get(`/api/workgroupApprovals?AcademicPeriodId=${periodId()}`),
    'approvals',
  ) as unknown as Row[];
const rowOf = (rows: Row[], workgroup: Row) => rows.find((row) => row.WorkgroupId === workgroup.id);
const approve = async (who: Signed, workgroup: Row, extra: object = {}) => {
  const row = rowOf(await rowsAs(as.ops), workgroup)!;
  return who.client.post('/api/workgroupApprovals', {
    AcademicPeriodId: periodId(),
    WorkgroupId: workgroup.id,
    planVersion: row.currentPlanVersion,
    ...extra,
  });
};

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_workgroup_approvals' });
  p = await setUpPlanning(app);
  planned = await periodWithPlans(p, 2);
  [W, V] = planned.workgroups.map(({ workgroup }) => workgroup) as [Row, Row];
  const [ops, admin, approver, business, scheduler] = await Promise.all(
    ['academicOpsAdmin', 'admin', 'academicAffairsApprover', 'businessOfficeAdmin', 'sectionScheduler'].map(
      (name) => signedIn(app, name),
    ),
  );
  as = { ops: ops!, admin: admin!, approver: approver!, business: business!, scheduler: scheduler! };
  [chair, assigner] = await Promise.all([memberWith(app, p, W.id, 1), memberWith(app, p, W.id, 2)]);
  const [first, second] = await Promise.all([newFaculty(app, p), newFaculty(app, p)]);
  taughtInW = await assign(p, planned.workgroups[0]!.section.id, first.user.id, { points: 2 });
  await assign(p, planned.workgroups[1]!.section.id, second.user.id, { points: 3 });
  await walkTo(p, periodId(), 5);
}, 90_000);
afterAll(() => app?.stop());

describe('before step 6', () => {
  it('lists each workgroup with sections in the period, its plan not open for approval', async () => {
    const rows = await rowsAs(as.ops);
    expect(rows.map((row) => row.WorkgroupId).sort()).toEqual([W.id, V.id].sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        id: row.WorkgroupId,
        AcademicPeriodId: periodId(),
        currentStep: 5,
        sectionCount: 1,
        assignmentCount: 1,
        canApprove: false,
        status: 'notOpen',
        approvals: [],
      });
      expect(row.currentPlanVersion).toMatch(/^[0-9a-f]{16}$/);
    }
    const early = await approve(as.approver, W);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Approvals are open in steps 6 and 7');
  });
});

describe('in step 6 (workgroup review)', () => {
  beforeAll(() => walkTo(p, periodId(), 6));

  it('shows a bit-1 member their own workgroup only, which they may approve', async () => {
    const rows = await rowsAs(chair);
    expect(rows.map((row) => row.WorkgroupId)).toEqual([W.id]);
    expect(rows[0]).toMatchObject({ canApprove: true, status: 'notApproved' });
    expect(rowOf(await rowsAs(assigner), W)).toMatchObject({ canApprove: false });
    expect(rowOf(await rowsAs(as.approver), V)).toMatchObject({ canApprove: true });
    expect(rowOf(await rowsAs(as.ops), V)).toMatchObject({ canApprove: false });
  });

  it('lets the chair approve their workgroup only, at the plan version they loaded', async () => {
    const other = await approve(chair, V);
    expect(other.status).toBe(403);
    const stale = await approve(chair, W, { planVersion: '0000000000000000' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The plan changed since you loaded it');
    for (const who of [assigner, as.ops, as.admin, as.business, as.scheduler])
      expect((await approve(who, W)).status, who.auth.Roles[0]!.slug).toBe(403);
    const approved = await approve(chair, W, { note: 'Reviewed with the department' });
    expect(approved.status).toBe(201);
    expect(approved.body).toMatchObject({
      step: 6,
      note: 'Reviewed with the department',
      approvedBy: chair.user.id,
      approvedByName: expect.stringContaining('Member'),
      changedSinceApproval: false,
    });
    const rows = await rowsAs(as.ops);
    expect(rowOf(rows, W)).toMatchObject({
      status: 'approved',
      approvals: [{ id: approved.body.id, step: 6 }],
    });
    expect(rowOf(rows, V)).toMatchObject({ status: 'notApproved' });
  });

  it('shows a change to an approved plan as changed since approval, with the differences, until it is undone', async () => {
    const [approval] = rowOf(await rowsAs(as.ops), W)!.approvals;
    const change = await p.ops.put(`/api/teachingAssignments/${taughtInW.id}`, {
      points: 1.5,
      version: taughtInW.version,
    });
    expect(change.status).toBe(200);
    const changed = rowOf(await rowsAs(as.ops), W)!;
    expect(changed.status).toBe('changedSinceApproval');
    expect(changed.approvals[0]).toMatchObject({ id: approval.id, changedSinceApproval: true });
    expect(changed.currentPlanVersion).not.toBe(approval.planVersion);

    const detail = expectOk(await p.ops.get(`/api/workgroupApprovals/${approval.id}`), 'approval');
    expect(detail).toMatchObject({
      id: approval.id,
      WorkgroupId: W.id,
      workgroupName: W.name,
      step: 6,
      planVersion: approval.planVersion,
      changedSinceApproval: true,
      clearedAt: null,
    });
    // the plan as approved, the plan now, and what moved between them
    expect(detail.plan).toEqual([expect.objectContaining({ TeachingAssignmentId: taughtInW.id, points: 2 })]);
    expect(detail.currentPlan).toEqual([
      expect.objectContaining({ TeachingAssignmentId: taughtInW.id, points: 1.5 }),
    ]);
    expect(detail.differences).toEqual({
      added: [],
      removed: [],
      changed: [
        {
          before: expect.objectContaining({ TeachingAssignmentId: taughtInW.id, points: 2 }),
          after: expect.objectContaining({ TeachingAssignmentId: taughtInW.id, points: 1.5 }),
        },
      ],
    });

    const back = await p.ops.put(`/api/teachingAssignments/${taughtInW.id}`, {
      points: 2,
      version: change.body.version,
    });
    expect(back.status).toBe(200);
    taughtInW = back.body;
    const again = rowOf(await rowsAs(as.ops), W)!;
    expect(again).toMatchObject({ status: 'approved', currentPlanVersion: approval.planVersion });
    const settled = expectOk(await p.ops.get(`/api/workgroupApprovals/${approval.id}`), 'approval');
    expect(settled).toMatchObject({
      changedSinceApproval: false,
      differences: { added: [], removed: [], changed: [] },
    });
  });

  it('lets academicAffairsApprover approve any workgroup, and approving again replaces the latest', async () => {
    expect((await approve(as.approver, V)).status).toBe(201);
    const again = await approve(chair, W, { note: 'Once more' });
    expect(again.status).toBe(201);
    const row = rowOf(await rowsAs(as.ops), W)!;
    expect(row.approvals).toEqual([
      expect.objectContaining({ id: again.body.id, step: 6, note: 'Once more' }),
    ]);
    expect(rowOf(await rowsAs(as.ops), V)).toMatchObject({ status: 'approved' });
  });

  it("keeps another workgroup's approval from a member (404) and shows it to businessOfficeAdmin", async () => {
    const [approvalOfV] = rowOf(await rowsAs(as.ops), V)!.approvals;
    expect((await chair.client.get(`/api/workgroupApprovals/${approvalOfV.id}`)).status).toBe(404);
    expect((await as.business.client.get(`/api/workgroupApprovals/${approvalOfV.id}`)).status).toBe(200);
    expect((await as.scheduler.client.get(`/api/workgroupApprovals/${approvalOfV.id}`)).status).toBe(403);
    expect((await p.ops.get('/api/workgroupApprovals/not-an-id')).status).toBe(404);
  });

  it('refuses bad input with 400 on the field', async () => {
    for (const [body, field] of [
      [{ AcademicPeriodId: periodId(), WorkgroupId: 'x', planVersion: 'v' }, 'WorkgroupId'],
      [{ AcademicPeriodId: periodId(), WorkgroupId: W.id }, 'planVersion'],
      [{ AcademicPeriodId: periodId(), WorkgroupId: W.id, planVersion: 'v', note: 'n'.repeat(2001) }, 'note'],
      [{ AcademicPeriodId: p.period.id, WorkgroupId: W.id, planVersion: 'v' }, 'WorkgroupId'],
    ] as const) {
      const answer = await as.approver.client.post('/api/workgroupApprovals', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors[field], JSON.stringify(answer.body)).toBeTruthy();
    }
  });
});

describe('in step 7 (academic affairs approval) and after', () => {
  let approvals: SocketProbe;
  let unconcerned: SocketProbe;
  beforeAll(async () => {
    [approvals, unconcerned] = await Promise.all([
      openSocket(app.url, { cookie: chair.client.cookie }),
      openSocket(app.url, { cookie: as.scheduler.client.cookie }),
    ]);
    await walkTo(p, periodId(), 7);
  });
  afterAll(() => {
    approvals?.close();
    unconcerned?.close();
  });

  it('opens a new approval: academicAffairsApprover alone, who is told of on the socket', async () => {
    expect(rowOf(await rowsAs(as.ops), W)).toMatchObject({ status: 'notApproved', currentStep: 7 });
    expect(rowOf(await rowsAs(chair), W)).toMatchObject({ canApprove: false });
    expect((await approve(chair, W)).status).toBe(403);
    const approved = await approve(as.approver, W);
    expect(approved.status).toBe(201);
    expect(approved.body.step).toBe(7);
    const row = rowOf(await rowsAs(as.ops), W)!;
    expect(row).toMatchObject({ status: 'approved' });
    expect(row.approvals.map((a: Row) => a.step)).toEqual([6, 7]);

    const deadline = Date.now() + 5000;
    const pick = (m: { type: string; payload: any }) =>
      m.type === 'approvalsChanged' &&
      m.payload.WorkgroupId === W.id &&
      m.payload.actorId === as.approver.auth.workingUserId;
    while (!approvals.messages.some(pick) && Date.now() < deadline)
      await new Promise((done) => setTimeout(done, 20));
    expect(approvals.messages.find(pick)?.payload).toEqual({
      AcademicPeriodId: periodId(),
      WorkgroupId: W.id,
      actorId: as.approver.auth.workingUserId,
    });
    // who reads no approvals hears of none (the step changes reach everyone)
    expect(unconcerned.messages.some((m) => m.type === 'approvalsChanged')).toBe(false);
    expect(unconcerned.messages.some((m) => m.type === 'activeStepsChanged')).toBe(true);
  });

  it('judges a published plan on its step-7 approval', async () => {
    expect((await move(as.approver.client, periodId(), 'advance', 7)).status).toBe(201);
    const rows = await rowsAs(as.ops);
    expect(rowOf(rows, W)).toMatchObject({ currentStep: 8, status: 'approved', canApprove: false });
    expect(rowOf(rows, V)).toMatchObject({ status: 'notApproved' });
    expect((await approve(as.approver, V)).status).toBe(409);
    expect((await move(as.ops.client, periodId(), 'revert', 8)).status).toBe(201);
  });

  it('clears the step-7 approvals when the plans go back to step 6, keeping them in the history', async () => {
    const [, ofStep7] = rowOf(await rowsAs(as.ops), W)!.approvals;
    expect((await move(as.approver.client, periodId(), 'revert', 7, { reason: 'Rebalance' })).status).toBe(
      201,
    );
    const row = rowOf(await rowsAs(as.ops), W)!;
    expect(row).toMatchObject({ currentStep: 6, status: 'approved' });
    expect(row.approvals.map((a: Row) => a.step)).toEqual([6]);
    const cleared = expectOk(await p.ops.get(`/api/workgroupApprovals/${ofStep7.id}`), 'cleared');
    expect(cleared.clearedAt).toEqual(expect.any(String));
  });
});
