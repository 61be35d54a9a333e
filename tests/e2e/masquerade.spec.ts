import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/index.js';
import { eventCount, streamEvents, userIdOf } from '../support/userTestHelpers.js';

let app: TestServer;
let admin: ApiClient;
let adminId: string;
let opsId: string;
let faculty1Id: string;
let faculty2Id: string;
const unknownId = '0190a000-0000-7000-8000-000000000999';

const masqueradeEvents = async (userId: string) =>
  (await streamEvents(app, `user-${userId}`)).filter((event) =>
    event.event_type.startsWith('UserMasquerade'),
  );

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_masquerade', env: { FEATURE_FLAGS: 'apiEnabled' } });
  adminId = await userIdOf(app, 'admin');
  opsId = await userIdOf(app, 'academicOpsAdmin');
  faculty1Id = await userIdOf(app, 'faculty1');
  faculty2Id = await userIdOf(app, 'faculty2');
});
afterAll(() => app?.stop());
beforeEach(async () => {
  admin = await new ApiClient(app.url).signIn('admin');
});

describe('Masquerade start/end changes `auth` as the spec describes, and events written while masquerading carry both ids', () => {
  it("admin masquerading as faculty1: the answer and GET /api/auth name both users and carry faculty1's name, roles and workgroups", async () => {
    expect((await admin.get('/api/courses')).status).toBe(200);
    const { body: faculty1 } = await admin.get(`/api/users/${faculty1Id}?keysOnly=true`);
    const started = await admin.post('/api/users/masquerade', { id: faculty1Id });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      authenticatedUserId: adminId,
      workingUserId: faculty1Id,
      displayName: faculty1.displayName,
      Roles: [{ slug: 'faculty' }],
      workgroupPermissions: [{ id: expect.any(String), permission: 3 }],
    });
    expect(started.body.workgroupPermissions).toHaveLength(1);
    const auth = await admin.get('/api/auth');
    expect(auth.status).toBe(200);
    expect(auth.body).toEqual(started.body);
    expect((await admin.get('/api/users/current')).body.id).toBe(faculty1Id);
    expect((await admin.get('/api/users/current/roles')).body).toEqual([{ slug: 'faculty' }]);
    // admin's abilities no longer apply: the session acts as faculty
    const courses = await admin.get('/api/courses');
    expect(courses.status).toBe(403);
    expect(courses.body.message).toBe('Unauthorized request');
    expect((await admin.get('/api/users')).status).toBe(403);
  });

  it('a write made while masquerading belongs to the working user; its event carries actorId = faculty1 and authenticatedUserId = admin', async () => {
    await admin.post('/api/users/masquerade', { id: faculty1Id });
    const before = (await streamEvents(app, `user-${faculty1Id}`)).length;
    const created = await admin.post('/api/userSettings', { machineName: 'theme', value: 'light' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ UserId: faculty1Id, machineName: 'theme', value: 'light' });

    const appended = (await streamEvents(app, `user-${faculty1Id}`)).slice(before);
    expect(appended.map((event) => event.event_type)).toEqual(['UserSettingCreated']);
    expect(appended[0]!.metadata).toMatchObject({
      actorId: faculty1Id,
      authenticatedUserId: adminId,
      via: 'ui',
    });

    const history = await admin.get(`/api/userSettings/${created.body.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({
      type: 'UserSettingCreated',
      actorId: faculty1Id,
      actorName: (await admin.get('/api/auth')).body.displayName,
      authenticatedUserId: adminId,
      authenticatedUserName: 'Avery Admin',
    });
    expect((await admin.get('/api/userSettings/mine')).body.map((s: { id: string }) => s.id)).toContain(
      created.body.id,
    );

    // back as admin, the setting is faculty1's, not theirs
    expect((await admin.delete('/api/users/masquerade')).status).toBe(200);
    expect((await admin.get('/api/userSettings/mine')).body).toEqual([]);
    expect((await admin.get(`/api/userSettings/${created.body.id}`)).status).toBe(404);
    const faculty1 = await new ApiClient(app.url).signIn('faculty1');
    expect((await faculty1.get('/api/userSettings/mine')).body).toEqual([
      expect.objectContaining({ id: created.body.id, value: 'light' }),
    ]);
  });

  it('refuses to masquerade as an admin, as yourself or as an inactive user (422), and as an unknown id (404)', async () => {
    const ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
    const otherAdmin = await admin.post('/api/users', {
      username: 'secondadmin',
      firstName: 'Second',
      lastName: 'Admin',
      Roles: ['admin'],
    });
    expect(otherAdmin.status).toBe(201);
    const inactive = await ops.post('/api/users', {
      username: 'gonefaculty',
      firstName: 'Gone',
      lastName: 'Faculty',
      Roles: ['faculty'],
      isActive: false,
    });
    expect(inactive.status).toBe(201);

    const before = await eventCount(app);
    const asAdmin = await admin.post('/api/users/masquerade', { id: otherAdmin.body.id });
    expect(asAdmin.status).toBe(422);
    expect(asAdmin.body.message).toMatch(/administrator/);
    expect(asAdmin.body.errors.id).toBe(asAdmin.body.message);
    // academicOpsAdmin may not masquerade as an admin either
    expect((await ops.post('/api/users/masquerade', { id: adminId })).status).toBe(422);
    expect((await admin.post('/api/users/masquerade', { id: adminId })).status).toBe(422);
    const asInactive = await admin.post('/api/users/masquerade', { id: inactive.body.id });
    expect(asInactive.status).toBe(422);
    expect(asInactive.body.message).toMatch(/deactivated/);
    const unknown = await admin.post('/api/users/masquerade', { id: unknownId });
    expect(unknown.status).toBe(404);
    const malformed = await admin.post('/api/users/masquerade', { id: 'faculty1' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.id).toBeDefined();

    // nothing changed: still admin, and nothing recorded
    const auth = (await admin.get('/api/auth')).body;
    expect(auth).toMatchObject({ authenticatedUserId: adminId, workingUserId: adminId });
    expect(await eventCount(app)).toBe(before);
  });

  it('faculty and reportingUser may not masquerade (403); academicOpsAdmin may', async () => {
    for (const username of ['faculty3', 'reportingUser']) {
      const client = await new ApiClient(app.url).signIn(username);
      const refused = await client.post('/api/users/masquerade', { id: faculty2Id });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Unauthorized request');
      const auth = (await client.get('/api/auth')).body;
      expect(auth.workingUserId).toBe(auth.authenticatedUserId);
    }
    const ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
    const started = await ops.post('/api/users/masquerade', { id: faculty2Id });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ authenticatedUserId: opsId, workingUserId: faculty2Id });
    expect((await ops.delete('/api/users/masquerade')).body).toMatchObject({
      authenticatedUserId: opsId,
      workingUserId: opsId,
    });
  });

  it("switches to another user while masquerading, judged by the signed-in admin's own roles", async () => {
    await admin.post('/api/users/masquerade', { id: faculty1Id });
    // acting as faculty1, who could not masquerade themselves
    const switched = await admin.post('/api/users/masquerade', { id: faculty2Id });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({
      authenticatedUserId: adminId,
      workingUserId: faculty2Id,
      Roles: [{ slug: 'faculty' }],
    });
    expect((await admin.get('/api/users/current')).body.id).toBe(faculty2Id);
    // still never as an admin, even while acting as faculty
    expect((await admin.post('/api/users/masquerade', { id: adminId })).status).toBe(422);
    expect((await admin.get('/api/auth')).body.workingUserId).toBe(faculty2Id);
  });

  it('refuses PUT users/:id/working while masquerading (403 naming WorkingAcademicPeriodId)', async () => {
    const { body: periods } = await admin.get('/api/academicPeriods');
    const period = periods[0];
    // signed in as themselves, the ones who manage academic periods may choose theirs
    const own = await admin.put(`/api/users/${adminId}/working`, {
      id: adminId,
      WorkingAcademicPeriodId: period.id,
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: adminId, WorkingAcademicPeriodId: period.id });
    await admin.put(`/api/users/${adminId}/working`, { id: adminId, WorkingAcademicPeriodId: null });

    // acting as academicOpsAdmin, who could choose theirs
    expect((await admin.post('/api/users/masquerade', { id: opsId })).status).toBe(200);
    const before = await eventCount(app);
    const refused = await admin.put(`/api/users/${opsId}/working`, {
      id: opsId,
      WorkingAcademicPeriodId: period.id,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors.WorkingAcademicPeriodId).toBe(
      'You cannot change your working academic period while masquerading',
    );
    expect(await eventCount(app)).toBe(before);
    const { body: ops } = await new ApiClient(app.url)
      .signIn('academicOpsAdmin')
      .then((client) => client.get('/api/users/current'));
    expect(ops.WorkingAcademicPeriodId).toBeNull();

    // acting as faculty, who may not choose at all
    await admin.post('/api/users/masquerade', { id: faculty1Id });
    expect(
      (
        await admin.put(`/api/users/${faculty1Id}/working`, {
          id: faculty1Id,
          WorkingAcademicPeriodId: period.id,
        })
      ).status,
    ).toBe(403);
  });

  it("DELETE users/masquerade goes back to admin; start and end are recorded in the admin's stream", async () => {
    const before = await masqueradeEvents(adminId);
    await admin.post('/api/users/masquerade', { id: faculty2Id });
    const ended = await admin.delete('/api/users/masquerade');
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({
      authenticatedUserId: adminId,
      workingUserId: adminId,
      displayName: 'Avery Admin',
      Roles: [{ slug: 'admin' }],
      workgroupPermissions: [],
    });
    expect((await admin.get('/api/auth')).body).toEqual(ended.body);
    expect((await admin.get('/api/courses')).status).toBe(200);

    const recorded = (await masqueradeEvents(adminId)).slice(before.length);
    expect(recorded.map((event) => [event.event_type, event.data.workingUserId])).toEqual([
      ['UserMasqueradeStarted', faculty2Id],
      ['UserMasqueradeEnded', faculty2Id],
    ]);
    for (const event of recorded) {
      expect(event.data.id).toBe(adminId);
      expect(event.metadata).toMatchObject({ actorId: adminId, authenticatedUserId: adminId });
    }
    // nothing of it lands in the working user's stream
    expect(await masqueradeEvents(faculty2Id)).toEqual([]);
    // ending when not masquerading changes nothing and records nothing
    const count = await eventCount(app);
    const again = await admin.delete('/api/users/masquerade');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ authenticatedUserId: adminId, workingUserId: adminId });
    expect(await eventCount(app)).toBe(count);
  });

  it('refuses a masquerade through an API key (403), recording nothing', async () => {
    const issued = await admin.post('/api/apiKeys', { name: 'integration' });
    expect(issued.status).toBe(201);
    expect(issued.body.key).toEqual(expect.any(String));
    const bearer = { authorization: `Bearer ${issued.body.key}` };
    const integration = new ApiClient(app.url);
    const auth = await integration.get('/api/auth', bearer);
    expect(auth.status).toBe(200);
    expect(auth.body).toMatchObject({ authenticatedUserId: adminId, workingUserId: adminId });

    const before = await eventCount(app);
    const refused = await integration.post('/api/users/masquerade', { id: faculty1Id }, bearer);
    expect(refused.status).toBe(403);
    expect(await eventCount(app)).toBe(before);
    expect((await integration.get('/api/auth', bearer)).body.workingUserId).toBe(adminId);
    // the key still acts as admin
    expect((await integration.get('/api/courses', bearer)).status).toBe(200);
  });
});

describe("DESIGN §20: a masquerade gives no rights beyond the masquerader's own", () => {
  it('academicOpsAdmin may not act as financialReportingUser, effortManager or academicAffairsApprover (403 naming their rights), recording nothing', async () => {
    const ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
    const targets: [string, RegExp][] = [
      ['financialReportingUser', /manage FinancialData/],
      ['effortManager', /EffortImport/],
      ['academicAffairsApprover', /create WorkgroupApproval/],
    ];
    for (const [username, rights] of targets) {
      const before = await eventCount(app);
      const refused = await ops.post('/api/users/masquerade', { id: await userIdOf(app, username) });
      expect(refused.status, `${username}: ${JSON.stringify(refused.body)}`).toBe(403);
      expect(refused.body.message).toBe('Unauthorized request');
      expect(refused.body.errors.id).toMatch(/You may not masquerade as this user/);
      expect(refused.body.errors.id).toMatch(rights);
      expect(await eventCount(app)).toBe(before);
      expect((await ops.get('/api/auth')).body).toMatchObject({
        authenticatedUserId: opsId,
        workingUserId: opsId,
      });
    }
    // what acting as them would have given stays out of reach
    expect((await ops.get('/api/financialData')).status).toBe(403);
  });

  it('academicOpsAdmin acting as a faculty member reads their "My" pages and preferences', async () => {
    const ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
    const started = await ops.post('/api/users/masquerade', { id: faculty1Id });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ authenticatedUserId: opsId, workingUserId: faculty1Id });
    for (const path of ['/api/myWorkload', '/api/mySchedule', '/api/myTeachingPreferences']) {
      const page = await ops.get(path);
      expect(page.status, `${path}: ${JSON.stringify(page.body)}`).toBe(200);
    }
    await ops.delete('/api/users/masquerade');
  });

  it('an administrator may act as any non-admin, financialReportingUser included', async () => {
    const financeId = await userIdOf(app, 'financialReportingUser');
    const started = await admin.post('/api/users/masquerade', { id: financeId });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await admin.get('/api/financialData')).status).toBe(200);
    await admin.delete('/api/users/masquerade');
  });

  it("ends when the user acted as gains a role beyond the masquerader's rights", async () => {
    const target = await admin.post('/api/users', {
      username: `masqtarget${Date.now() % 1_000_000}`,
      firstName: 'Masq',
      lastName: 'Target',
      Roles: ['faculty'],
    });
    expect(target.status, JSON.stringify(target.body)).toBe(201);
    const ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
    expect((await ops.post('/api/users/masquerade', { id: target.body.id })).status).toBe(200);
    expect((await ops.get('/api/auth')).body.workingUserId).toBe(target.body.id);
    const promoted = await admin.put(`/api/users/${target.body.id}`, {
      Roles: ['faculty', 'financialReportingUser'],
      version: target.body.version,
    });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect((await ops.get('/api/auth')).body).toMatchObject({
      authenticatedUserId: opsId,
      workingUserId: opsId,
    });
    expect((await ops.get('/api/financialData')).status).toBe(403);
  });
});
