import { beforeAll, describe, expect, it } from 'vitest';
import { memberWith, newWorkgroup, signedIn, type Signed } from '../support/accessFixtures.js';
import { newFaculty } from '../support/assignments.js';
import { type ApiClient, sharedTestServer, type TestServer } from '../support/index.js';
import { expectOk, type Planning, type Row, setUpPlanning } from '../support/planning.js';

/*
 * DESIGN §19 over HTTP, with aemEnabled: a faculty member (no staff role) reports their own administrative
 * assignments, which count once approved; they cannot report for a colleague or make types; an approver
 * (staff, or approve bit 1 on the member's workgroup) approves or refuses with a reason; the workload moves
 * by exactly the points, on every reader that shows it.
 */

let app: TestServer;
let p: Planning;
let a: Signed & { id: string };
let colleague: Signed & { id: string };
let typeId: string;

const report = (client: ApiClient, values: object = {}) =>
  client.post('/api/administrativeAssignments', {
    AcademicPeriodId: p.period.id,
    AdministrativeAssignmentTypeId: typeId,
    points: 1.25,
    ...values,
  });

/** A's assigned points as each reader shows them: instructors page and list, workloads, My Workload, Explain. */
async function assignedEverywhere() {
  const period = p.period.id;
  const [row, list, workloads, mine, explained] = await Promise.all([
    p.ops.get(`/api/instructors/${a.id}?AcademicPeriodId=${period}`),
    p.ops.get(
      `/api/instructors?filter=${encodeURIComponent(JSON.stringify({ id: a.id, AcademicPeriodId: period }))}`,
    ),
    p.ops.get(
      `/api/instructorWorkloads?filter=${encodeURIComponent(JSON.stringify({ UserId: a.id, AcademicPeriodId: period }))}`,
    ),
    a.client.get('/api/myWorkload'),
    p.ops.get(`/api/history/explain/instructors/${a.id}?periodId=${period}`),
  ]);
  const parts = expectOk(explained, 'explain').parts as { points: number }[];
  return {
    instructor: expectOk(row, 'instructor').adminPoints,
    list: (expectOk(list, 'instructors') as unknown as Row[])[0]?.adminPoints,
    workloads: Number((expectOk(workloads, 'workloads') as unknown as Row[])[0]?.adminPoints ?? 0),
    myWorkload: expectOk(mine, 'my workload').adminPoints,
    explain: parts.reduce((sum, part) => sum + part.points, 0) - expectOk(row, 'instructor').teachingPoints,
    explainTotal: expectOk(explained, 'explain').assigned,
  };
}

const uniform = (points: number) => ({
  instructor: points,
  list: points,
  workloads: points,
  myWorkload: points,
  explain: points,
  explainTotal: points,
});

beforeAll(async () => {
  app = await sharedTestServer({ env: { FEATURE_FLAGS: 'aemEnabled' } });
  p = await setUpPlanning(app);
  const [fa, fb] = await Promise.all([newFaculty(app, p, { pointsRequired: 10 }), newFaculty(app, p)]);
  a = { ...(await signedIn(app, fa.username)), id: fa.user.id };
  colleague = { ...(await signedIn(app, fb.username)), id: fb.user.id };
  typeId = expectOk(
    await p.ops.post('/api/administrativeAssignmentTypes', { name: `Reported ${Date.now()}` }),
    'type',
  ).id;
}, 60_000);

describe('reported administrative assignments (aemEnabled, DESIGN §19)', () => {
  it('a faculty member reports one for themselves: recorded as reported, not counted', async () => {
    const before = await assignedEverywhere();
    expect(before).toEqual(uniform(0));
    const reported = expectOk(await report(a.client), 'report');
    expect(reported).toMatchObject({ UserId: a.id, status: 'reported', points: 1.25 });
    expect(await assignedEverywhere()).toEqual(uniform(0));
    const mine = expectOk(await a.client.get('/api/myWorkload'), 'my workload');
    expect(mine.admin).toEqual([expect.objectContaining({ id: reported.id, status: 'reported' })]);
  });

  it('refuses reporting for a colleague, moving one to a colleague, approving one’s own and making types', async () => {
    expect((await report(a.client, { UserId: colleague.id })).status).toBe(403);
    const own = expectOk(await report(a.client), 'report');
    const moved = await a.client.put(`/api/administrativeAssignments/${own.id}`, {
      UserId: colleague.id,
      version: own.version,
    });
    expect(moved.status).toBe(403);
    expect((await a.client.post(`/api/administrativeAssignments/${own.id}/approve`, {})).status).toBe(403);
    // the colleague does not see it at all
    expect((await colleague.client.get(`/api/administrativeAssignments/${own.id}`)).status).toBe(404);
    expect((await colleague.client.post(`/api/administrativeAssignments/${own.id}/approve`, {})).status).toBe(
      404,
    );
    const types = await a.client.post('/api/administrativeAssignmentTypes', { name: `Mine ${Date.now()}` });
    expect(types.status).toBe(403);
    expect((await a.client.get('/api/administrativeAssignmentTypes')).status).toBe(200);
    // nothing was appended by the refusals: the colleague's list of their own is empty
    const theirs = expectOk(await colleague.client.get('/api/administrativeAssignments'), 'list');
    expect(theirs).toEqual([]);
    expect((await a.client.delete(`/api/administrativeAssignments/${own.id}`)).status).toBe(200);
  });

  it('an approver approves it and the workload moves by exactly its points everywhere', async () => {
    const before = await assignedEverywhere();
    const reported = expectOk(await report(a.client, { points: 2.5 }), 'report');
    const queue = expectOk(
      await p.ops.get(
        `/api/administrativeAssignments?filter=${encodeURIComponent(JSON.stringify({ status: 'reported', UserId: a.id }))}`,
      ),
      'queue',
    ) as unknown as Row[];
    expect(queue.map((row) => row.id)).toContain(reported.id);
    const approved = expectOk(
      await p.ops.post(`/api/administrativeAssignments/${reported.id}/approve`, {}),
      'approve',
    );
    expect(approved).toMatchObject({ status: 'approved' });
    expect(await assignedEverywhere()).toEqual(uniform(before.instructor + 2.5));
    // once decided, a second decision is a conflict, not a second event
    expect(
      (await p.ops.post(`/api/administrativeAssignments/${reported.id}/refuse`, { reason: 'Late' })).status,
    ).toBe(409);
  });

  it('a refusal needs a reason, keeps it, and counts nothing; a change by the member reports it again', async () => {
    const before = await assignedEverywhere();
    const reported = expectOk(await report(a.client, { points: 4 }), 'report');
    const noReason = await p.ops.post(`/api/administrativeAssignments/${reported.id}/refuse`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty('reason');
    const refused = expectOk(
      await p.ops.post(`/api/administrativeAssignments/${reported.id}/refuse`, {
        reason: 'Not release time',
      }),
      'refuse',
    );
    expect(refused).toMatchObject({ status: 'refused', statusReason: 'Not release time' });
    expect(await assignedEverywhere()).toEqual(before);
    const changed = expectOk(
      await a.client.put(`/api/administrativeAssignments/${reported.id}`, {
        points: 3,
        version: refused.version,
      }),
      'change',
    );
    expect(changed).toMatchObject({ status: 'reported', statusReason: null });
  });

  it('staff record counted ones; a holder of approve on the member’s workgroup approves, one elsewhere cannot', async () => {
    const before = await assignedEverywhere();
    const byStaff = expectOk(await report(p.ops, { UserId: a.id, points: 0.5 }), 'staff');
    expect(byStaff.status).toBe('approved');
    expect(await assignedEverywhere()).toEqual(uniform(before.instructor + 0.5));

    const [theirs, elsewhere] = await Promise.all([newWorkgroup(p), newWorkgroup(p)]);
    expectOk(
      await p.ops.post('/api/workgroupMemberships', { WorkgroupId: theirs.id, UserId: a.id, permission: 0 }),
      'membership',
    );
    const [chair, otherChair] = await Promise.all([
      memberWith(app, p, theirs.id, 1),
      memberWith(app, p, elsewhere.id, 1),
    ]);
    const reported = expectOk(await report(a.client, { points: 1 }), 'report');
    expect(
      (await otherChair.client.post(`/api/administrativeAssignments/${reported.id}/approve`, {})).status,
    ).toBe(403);
    expectOk(
      await chair.client.post(`/api/administrativeAssignments/${reported.id}/approve`, {}),
      'chair approves',
    );
    expect(await assignedEverywhere()).toEqual(uniform(before.instructor + 1.5));
  });
});
