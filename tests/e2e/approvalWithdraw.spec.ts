import { beforeAll, describe, expect, it } from 'vitest';
import { memberWith, type Signed, signedIn } from '../support/accessFixtures.js';
import { assign, newFaculty } from '../support/assignments.js';
import { sharedTestServer, type TestServer } from '../support/index.js';
import { expectOk, type Planning, type Row, setUpPlanning } from '../support/planning.js';
import { type PlannedPeriod, periodWithPlans, walkTo } from '../support/progress.js';

/**
 * Issue 20 item 8: an approver reviews the plan they approve (GET /api/workgroupApprovals/:id/plan, its
 * sections with instructors, points and coverage, the changes since its approval and the approval
 * history) and withdraws their own approval (POST /api/workgroupApprovals/:id/withdraw: a
 * WorkgroupApprovalWithdrawn event): nobody else's, and not when there is nothing to withdraw.
 */
let app: TestServer;
let p: Planning;
let planned: PlannedPeriod;
let W: Row; // a workgroup with a chair (bit 1) and one taught section
let V: Row; // a workgroup whose one section nobody teaches
let chair: Signed;
let as: Record<'ops' | 'approver' | 'business' | 'scheduler', Signed>;

const periodId = () => planned.period.id;
const rowOf = async (who: Signed, workgroup: Row) =>
  (
    expectOk(
      await who.client.get(`/api/workgroupApprovals?AcademicPeriodId=${periodId()}`),
      'approvals',
    ) as unknown as Row[]
  ).find((row) => row.WorkgroupId === workgroup.id)!;
const approve = async (who: Signed, workgroup: Row, note?: string) =>
  who.client.post('/api/workgroupApprovals', {
    AcademicPeriodId: periodId(),
    WorkgroupId: workgroup.id,
    planVersion: (await rowOf(as.ops, workgroup)).currentPlanVersion,
    ...(note ? { note } : {}),
  });
const withdraw = (who: Signed, approvalId: string) =>
  who.client.post(`/api/workgroupApprovals/${approvalId}/withdraw`, {});
const planOf = (who: Signed, workgroup: Row) =>
  who.client.get(`/api/workgroupApprovals/${workgroup.id}/plan?AcademicPeriodId=${periodId()}`);

beforeAll(async () => {
  app = await sharedTestServer();
  p = await setUpPlanning(app);
  planned = await periodWithPlans(p, 2);
  [W, V] = planned.workgroups.map(({ workgroup }) => workgroup) as [Row, Row];
  const [ops, approver, business, scheduler] = await Promise.all(
    ['academicOpsAdmin', 'academicAffairsApprover', 'businessOfficeAdmin', 'sectionScheduler'].map((name) =>
      signedIn(app, name),
    ),
  );
  as = { ops: ops!, approver: approver!, business: business!, scheduler: scheduler! };
  chair = await memberWith(app, p, W.id, 1);
  const teacher = await newFaculty(app, p);
  await assign(p, planned.workgroups[0]!.section.id, teacher.user.id, { points: 3 });
  await walkTo(p, periodId(), 6);
}, 90_000);

describe("an approver's plan review", () => {
  it('shows the sections with instructors, points and coverage, uncovered ones included', async () => {
    const review = expectOk(await planOf(as.approver, W), 'plan of W');
    expect(review.row).toMatchObject({ WorkgroupId: W.id, status: 'notApproved', canApprove: true });
    expect(review.sections).toEqual([
      expect.objectContaining({
        SectionId: planned.workgroups[0]!.section.id,
        points: 3,
        assignedPoints: 3,
        coverageStatus: 'covered',
        assignments: [expect.objectContaining({ points: 3, instructorName: expect.any(String) })],
      }),
    ]);
    expect(review).toMatchObject({ comparedWith: null, differences: null, history: [] });
    const uncovered = expectOk(await planOf(as.approver, V), 'plan of V');
    expect(uncovered.sections).toEqual([
      expect.objectContaining({ coverageStatus: 'uncovered', assignedPoints: 0, assignments: [] }),
    ]);
  });

  it("is read as the approvals are: 404 outside the caller's workgroups, 403 without WorkgroupApproval", async () => {
    expect((await planOf(chair, W)).status).toBe(200);
    expect((await planOf(chair, V)).status).toBe(404);
    const refused = await planOf(as.scheduler, W);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Unauthorized request');
  });
});

describe('withdrawing an approval', () => {
  let approvalId: string;

  it('is for the one who gave it: 403 for another approver and for those who may not approve', async () => {
    approvalId = expectOk(await approve(as.approver, W), 'approval', [201]).id;
    expect(await rowOf(as.approver, W)).toMatchObject({ status: 'approved', canWithdraw: true });
    expect(await rowOf(chair, W)).toMatchObject({ status: 'approved', canWithdraw: false });
    const byChair = await withdraw(chair, approvalId);
    expect(byChair.status).toBe(403);
    expect(byChair.body.errors.root.serverError).toBe('Only the one who gave this approval may withdraw it');
    for (const who of [as.ops, as.business, as.scheduler]) {
      const refused = await withdraw(who, approvalId);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Unauthorized request');
    }
    expect((await rowOf(as.ops, W)).status).toBe('approved');
  });

  it('takes the approval out of force and into the history (an event), once', async () => {
    const answer = expectOk(await withdraw(as.approver, approvalId), 'withdrawal');
    expect(answer).toMatchObject({ id: approvalId, withdrawnAt: expect.any(String) });
    const row = await rowOf(as.approver, W);
    expect(row).toMatchObject({ status: 'notApproved', canWithdraw: false, canApprove: true, approvals: [] });
    const review = expectOk(await planOf(as.approver, W), 'plan after the withdrawal');
    expect(review.history.map((entry: Row) => entry.action)).toEqual(['withdrawn', 'approved']);
    expect(review.history[0]).toMatchObject({ approvalId, step: 6, byName: expect.any(String) });
    expect(review.comparedWith).toBeNull();

    const again = await withdraw(as.approver, approvalId);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^There is nothing to withdraw/);
  });

  it('lets the plan be approved again, and compared with that approval', async () => {
    const renewed = expectOk(await approve(as.approver, W), 'approval again', [201]);
    expect(await rowOf(as.approver, W)).toMatchObject({ status: 'approved', canWithdraw: true });
    const review = expectOk(await planOf(as.approver, W), 'plan approved again');
    expect(review.comparedWith).toMatchObject({ id: renewed.id, changedSinceApproval: false });
    expect(review.differences).toEqual({ added: [], removed: [], changed: [] });
  });

  it('is 409 when nothing is approved, and 404 for no such approval', async () => {
    const chairs = expectOk(await approve(chair, W, 'Agreed'), "the chair's approval", [201]);
    // the chair's approval replaced the approver's: theirs is no longer in force
    const replaced = (await planOf(as.approver, W)).body.history.find(
      (entry: Row) => entry.action === 'approved' && entry.approvalId !== chairs.id,
    );
    const stale = await withdraw(as.approver, replaced.approvalId);
    expect(stale.status).toBe(409);
    expect(expectOk(await withdraw(chair, chairs.id), "the chair's withdrawal").id).toBe(chairs.id);
    expect((await withdraw(chair, chairs.id)).status).toBe(409);
    expect((await withdraw(as.approver, '0190a000-0000-7000-8000-00000000dead')).status).toBe(404);
  });
});
