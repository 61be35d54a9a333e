import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWith, signedIn } from '../support/accessFixtures.js';
import { ApiClient, type ApiResponse, startTestServer, type TestServer } from '../support/index.js';
import { expectOk, type Planning, type Row, setUpPlanning, uniqueName } from '../support/planning.js';
import { periodWithPlans, walkTo } from '../support/progress.js';
import { eventCount, eventsSince, streamEvents, userIdOf } from '../support/userTestHelpers.js';

/*
 * DESIGN §20 (issue 35 item 1): workgroup membership bits are rights nobody grants themselves, nothing done
 * while masquerading grants a membership or approves a plan, and a user merge is one claim that concurrent
 * merges of the same duplicate cannot all win.
 */

let app: TestServer;
let p: Planning;
let ops: ApiClient;
let admin: ApiClient;
let opsId: string;
let adminId: string;
let sequence = 0;

const newUser = async (Roles: string[] = ['faculty']) => {
  const username = `side${Date.now() % 1_000_000}x${++sequence}`;
  return expectOk(
    await ops.post('/api/users', { username, firstName: 'Side', lastName: username, Roles, isFaculty: true }),
    'user',
  );
};
const newWorkgroup = async () =>
  expectOk(await ops.post('/api/workgroups', { name: uniqueName('Sideways WG') }), 'workgroup');
const membership = async (WorkgroupId: string, UserId: string, permission: number, by = ops) =>
  expectOk(await by.post('/api/workgroupMemberships', { WorkgroupId, UserId, permission }), 'membership');

/** A refused request: 403 whose errors name `field` with `message`, and nothing appended. */
const expectRefused = async (send: () => Promise<ApiResponse>, field: string, message: RegExp) => {
  const before = await eventCount(app);
  const answer = await send();
  expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  const reason = field === 'root' ? answer.body.errors?.root?.serverError : answer.body.errors?.[field];
  expect(reason, JSON.stringify(answer.body)).toMatch(message);
  expect(await eventCount(app)).toBe(before);
};

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_sideways_rights', env: { FEATURE_FLAGS: 'userMergeEnabled' } });
  p = await setUpPlanning(app);
  ({ ops, admin } = p);
  [opsId, adminId] = await Promise.all([userIdOf(app, 'academicOpsAdmin'), userIdOf(app, 'admin')]);
}, 60_000);
afterAll(() => app?.stop());

describe('own workgroup membership', () => {
  it('nobody creates, changes or deletes their own membership (403, nothing appended); others get theirs', async () => {
    const workgroup = await newWorkgroup();
    const own = /your own workgroup membership/;
    await expectRefused(
      () =>
        ops.post('/api/workgroupMemberships', { WorkgroupId: workgroup.id, UserId: opsId, permission: 1 }),
      'UserId',
      own,
    );
    await expectRefused(
      () =>
        admin.post('/api/workgroupMemberships', {
          WorkgroupId: workgroup.id,
          UserId: adminId,
          permission: 3,
        }),
      'UserId',
      own,
    );
    // a membership an administrator gave the operations admin stays out of the operations admin's hands
    const given = await membership(workgroup.id, opsId, 0, admin);
    await expectRefused(
      () => ops.put(`/api/workgroupMemberships/${given.id}`, { permission: 1, version: given.version }),
      'UserId',
      own,
    );
    await expectRefused(() => ops.delete(`/api/workgroupMemberships/${given.id}`), 'UserId', own);
    expect((await ops.get(`/api/workgroupMemberships/${given.id}`)).body.permission).toBe(0);
    expect((await ops.get('/api/auth')).body.workgroupPermissions).toContainEqual({
      id: workgroup.id,
      permission: 0,
    });
    // granting bits to others is still the operations admin's
    const other = await newUser();
    expect((await membership(workgroup.id, other.id, 1)).permission).toBe(1);
  });

  it("nobody merges a user into themselves: the duplicate's memberships would be theirs (403)", async () => {
    const workgroup = await newWorkgroup();
    const duplicate = await newUser();
    await membership(workgroup.id, duplicate.id, 2);
    await expectRefused(
      () => ops.post('/api/users/merge', { masterId: opsId, duplicateId: duplicate.id }),
      'masterId',
      /into yourself/,
    );
  });
});

describe('while masquerading', () => {
  it('nothing grants a membership: creating or changing one is refused (403), appending nothing', async () => {
    const workgroup = await newWorkgroup();
    const member = await newUser();
    const existing = await membership(workgroup.id, member.id, 0);
    const other = await newUser();
    expect((await admin.post('/api/users/masquerade', { id: opsId })).status).toBe(200);
    const masquerading = /while masquerading/;
    await expectRefused(
      () =>
        admin.post('/api/workgroupMemberships', {
          WorkgroupId: workgroup.id,
          UserId: other.id,
          permission: 1,
        }),
      'permission',
      masquerading,
    );
    await expectRefused(
      () =>
        admin.put(`/api/workgroupMemberships/${existing.id}`, { permission: 3, version: existing.version }),
      'permission',
      masquerading,
    );
    await expectRefused(
      () => admin.post('/api/users/merge', { masterId: other.id, duplicateId: member.id }),
      'masterId',
      masquerading,
    );
    expect((await admin.delete('/api/users/masquerade')).status).toBe(200);
    expect((await ops.get(`/api/workgroupMemberships/${existing.id}`)).body.permission).toBe(0);
  });

  it("nothing approves a plan: not as a chair (bit 1), not as academicAffairsApprover; the chair's own approval goes", async () => {
    const planned = await periodWithPlans(p, 1);
    const { workgroup } = planned.workgroups[0]!;
    const chair = await memberWith(app, p, workgroup.id, 1);
    await walkTo(p, planned.period.id, 6);
    const approval = async (client: ApiClient, note?: string) => {
      const rows = expectOk(
        await ops.get(`/api/workgroupApprovals?AcademicPeriodId=${planned.period.id}`),
        'approvals',
      ) as unknown as Row[];
      const row = rows.find((candidate) => candidate.WorkgroupId === workgroup.id)!;
      return client.post('/api/workgroupApprovals', {
        AcademicPeriodId: planned.period.id,
        WorkgroupId: workgroup.id,
        planVersion: row.currentPlanVersion,
        note,
      });
    };
    const approverId = await userIdOf(app, 'academicAffairsApprover');
    for (const actedAs of [chair.user.id, approverId]) {
      expect((await admin.post('/api/users/masquerade', { id: actedAs })).status).toBe(200);
      await expectRefused(() => approval(admin), 'root', /approve a plan while masquerading/);
    }
    await admin.delete('/api/users/masquerade');
    const own = await approval(chair.client);
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    // the approver signed in as themselves still approves
    const approver = await signedIn(app, 'academicAffairsApprover');
    expect((await approval(approver.client, 'Seen by academic affairs')).status).toBe(201);
  }, 90_000);
});

describe('user merge', () => {
  it('30 concurrent merges of one duplicate into 30 masters: one 200, the rest 409 appending nothing', async () => {
    const workgroup = await newWorkgroup();
    const duplicate = await newUser();
    await membership(workgroup.id, duplicate.id, 2);
    const masters: Row[] = [];
    for (let n = 0; n < 30; n++) masters.push(await newUser());
    const start = await eventCount(app);

    const answers = await Promise.all(
      masters.map((master) =>
        ops.post('/api/users/merge', { masterId: master.id, duplicateId: duplicate.id }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 200),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(
      statuses.filter((status) => status === 409),
      JSON.stringify(statuses),
    ).toHaveLength(29);

    const winner = masters[statuses.indexOf(200)]!;
    const appended = await eventsSince(app, start);
    // the duplicate was claimed once (deactivated, marked merged into the winner), and nothing else
    const duplicateEvents = appended.filter((event) => event.stream_id === `user-${duplicate.id}`);
    expect(duplicateEvents.map((event) => event.event_type)).toEqual(['UserUpdated']);
    expect(duplicateEvents[0]!.data.changes).toMatchObject({ isActive: false, MergedIntoUserId: winner.id });
    // its assign membership moved once, to the winner
    const created = appended.filter((event) => event.event_type === 'WorkgroupMembershipCreated');
    expect(created.map((event) => [event.data.UserId, event.data.permission])).toEqual([[winner.id, 2]]);
    // the losers' masters got nothing
    for (const master of masters.filter((candidate) => candidate !== winner))
      expect(appended.filter((event) => event.stream_id === `user-${master.id}`)).toEqual([]);
    expect(await streamEvents(app, `user-${duplicate.id}`)).toHaveLength(2);
    const row = (await ops.get(`/api/users/${duplicate.id}?keysOnly=true`)).body;
    expect(row).toMatchObject({ isActive: false, MergedIntoUserId: winner.id });
  }, 120_000);
});
