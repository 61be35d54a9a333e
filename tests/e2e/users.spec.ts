import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, sharedTestServer, type TestServer } from '../support/index.js';
import { eventCount, userIdOf } from '../support/userTestHelpers.js';

let app: TestServer;
let ops: ApiClient;
let admin: ApiClient;
let faculty1Id: string;
let faculty2Id: string;
let activePeriodId: string;
const unknownId = '0190a000-0000-7000-8000-000000000999';

/** A new user, created by academicOpsAdmin (201 expected). */
async function createUser(username: string, extra: Record<string, unknown> = {}) {
  const response = await ops.post('/api/users', {
    username,
    email: `${username}@example.edu`,
    firstName: 'Test',
    lastName: username,
    ...extra,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

beforeAll(async () => {
  app = await sharedTestServer();
  ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
  admin = await new ApiClient(app.url).signIn('admin');
  faculty1Id = await userIdOf(app, 'faculty1');
  faculty2Id = await userIdOf(app, 'faculty2');
  activePeriodId = (await ops.get('/api/academicPeriods/active/id')).body.id;
});

describe('users CRUD by academicOpsAdmin (spec §7 Users, DESIGN §4)', () => {
  it('creates a user with Roles, reads it back and updates it with its version', async () => {
    const created = await ops.post('/api/users', {
      username: 'newhire',
      email: 'newhire@example.edu',
      firstName: 'Nora',
      lastName: 'Newhire',
      displayName: 'Nora Newhire',
      Roles: ['sectionScheduler', 'reportingUser'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      username: 'newhire',
      email: 'newhire@example.edu',
      Roles: ['sectionScheduler', 'reportingUser'],
      isActive: true,
      isFaculty: false,
      version: 1,
    });
    expect(created.headers.get('location')).toBe(`/api/users/${created.body.id}`);
    const read = await ops.get(`/api/users/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    const updated = await ops.put(`/api/users/${created.body.id}`, {
      lastName: 'Oldhand',
      Roles: ['sectionScheduler'],
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ lastName: 'Oldhand', Roles: ['sectionScheduler'], version: 2 });
    expect((await ops.get(`/api/users/${created.body.id}`)).body).toMatchObject({
      lastName: 'Oldhand',
      version: 2,
    });
  });

  it('answers 400 naming each bad field (missing username, bad email, unknown role, unknown field), appending nothing', async () => {
    const before = await eventCount(app);
    const response = await ops.post('/api/users', {
      email: 'not-an-email',
      firstName: 'Bad',
      lastName: 'Input',
      Roles: ['wizard'],
      shoeSize: 42,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({
      username: 'Required',
      email: 'Must be an email address',
      shoeSize: 'Unknown field',
    });
    // the unknown role is refused with the roles that exist
    expect(response.body.errors.Roles).toMatch(/academicOpsAdmin/);
    expect(Object.keys(response.body.errors).sort()).toEqual(
      ['Roles', 'email', 'root', 'shoeSize', 'username'].sort(),
    );
    expect(await eventCount(app)).toBe(before);
  });

  it('refuses a duplicate username with 400', async () => {
    const before = await eventCount(app);
    const duplicate = await ops.post('/api/users', {
      username: 'faculty1',
      firstName: 'Copy',
      lastName: 'Cat',
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors.username).toMatch(/Already used/);
    // sign-in matches usernames case-insensitively, so uniqueness does too
    const otherCase = await ops.post('/api/users', { username: 'FACULTY1', firstName: 'C', lastName: 'C' });
    expect(otherCase.status).toBe(400);
    expect(otherCase.body.errors.username).toMatch(/Already used/);
    expect(await eventCount(app)).toBe(before);
  });

  it('refuses a stale version with 409 and a stale If-Match with 412, appending nothing', async () => {
    const user = await createUser('staleuser');
    expect((await ops.put(`/api/users/${user.id}`, { firstName: 'Second', version: 1 })).status).toBe(200);
    const before = await eventCount(app);
    const stale = await ops.put(`/api/users/${user.id}`, { firstName: 'Lost', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.errors.root.serverError).toBe(stale.body.message);
    const staleIfMatch = await ops.put(
      `/api/users/${user.id}`,
      { firstName: 'Lost too' },
      { 'if-match': '"1"' },
    );
    expect(staleIfMatch.status).toBe(412);
    expect(await eventCount(app)).toBe(before);
    expect((await ops.get(`/api/users/${user.id}`)).body).toMatchObject({ firstName: 'Second', version: 2 });
    const current = await ops.put(`/api/users/${user.id}`, { firstName: 'Third' }, { 'if-match': '"2"' });
    expect(current.status).toBe(200);
    expect(current.headers.get('etag')).toBe('"3"');
  });

  it('keeps users to those who manage them: faculty and reportingUser get 403 "Unauthorized request"', async () => {
    const faculty = await new ApiClient(app.url).signIn('faculty1');
    const list = await faculty.get('/api/users');
    expect(list.status).toBe(403);
    expect(list.body.message).toBe('Unauthorized request');
    expect((await faculty.get(`/api/users/${faculty2Id}`)).status).toBe(403);
    const reporting = await new ApiClient(app.url).signIn('reportingUser');
    expect(
      (await reporting.post('/api/users', { username: 'x', firstName: 'x', lastName: 'x' })).status,
    ).toBe(403);
  });
});

describe('a user read by id embeds FacultyProfile and FinancialData as far as the caller may read them (spec §3)', () => {
  it('admin (reads instructors, not financial data) sees the faculty profile with its value lists, not FinancialData', async () => {
    const response = await admin.get(`/api/users/${faculty1Id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: faculty1Id, username: 'faculty1', isFaculty: true });
    const profile = response.body.FacultyProfile;
    expect(profile).toMatchObject({ UserId: faculty1Id });
    expect(profile.InstructorType).toMatchObject({ id: profile.InstructorTypeId });
    expect(typeof profile.InstructorType.name).toBe('string');
    for (const name of ['Division', 'Track', 'Rank'])
      expect(profile[name]).toMatchObject({ id: profile[`${name}Id`] });
    expect(profile.CampusIds.length).toBeGreaterThan(0);
    expect(profile.Campuses.map((campus: { id: string }) => campus.id).sort()).toEqual(
      [...profile.CampusIds].sort(),
    );
    expect(profile.Campuses[0].name).toEqual(expect.any(String));
    expect(profile.Programs.map((program: { id: string }) => program.id)).toEqual(profile.ProgramIds);
    expect(profile.Specialties).toHaveLength(profile.SpecialtyIds.length);
    // FinancialData is the financialReportingUser's (spec §6): admin may not read it
    expect(response.body).not.toHaveProperty('FinancialData');
  });

  it('a user who manages users and financial data sees FinancialData too; keysOnly=true answers the user alone', async () => {
    // FinancialData is a right academicOpsAdmin lacks: only an administrator grants it (issue 15)
    const made = await admin.post('/api/users', {
      username: 'opsfinance',
      firstName: 'Test',
      lastName: 'opsfinance',
      Roles: ['academicOpsAdmin', 'financialReportingUser'],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const both = await new ApiClient(app.url).signIn('opsfinance');
    const full = await both.get(`/api/users/${faculty1Id}`);
    expect(full.status).toBe(200);
    expect(full.body.FacultyProfile).toMatchObject({ UserId: faculty1Id });
    expect(full.body.FinancialData).toEqual([
      expect.objectContaining({ UserId: faculty1Id, AcademicPeriodId: activePeriodId }),
    ]);
    const data = full.body.FinancialData[0];
    expect(Number(data.pointsRemaining)).toBe(Number(data.pointsRequired) - Number(data.pointsAssigned));

    const keysOnly = await both.get(`/api/users/${faculty1Id}?keysOnly=true`);
    expect(keysOnly.status).toBe(200);
    expect(keysOnly.body).toMatchObject({ id: faculty1Id, username: 'faculty1' });
    expect(keysOnly.body).not.toHaveProperty('FacultyProfile');
    expect(keysOnly.body).not.toHaveProperty('FinancialData');
  });

  it('financialReportingUser alone does not read users (403), though it reads financial data', async () => {
    const finance = await new ApiClient(app.url).signIn('financialReportingUser');
    expect((await finance.get(`/api/users/${faculty1Id}`)).status).toBe(403);
    const data = await finance.get(`/api/financialData${listQuery({ filter: { UserId: faculty1Id } })}`);
    expect(data.status).toBe(200);
    expect(data.body).toHaveLength(1);
  });
});

describe('a record sent back as it was read', () => {
  it('takes a user with its embedded FacultyProfile, and a profile with its embedded value lists', async () => {
    const user = (await ops.get(`/api/users/${faculty1Id}`)).body;
    expect(user.FacultyProfile).toBeTruthy();
    const saved = await ops.put(`/api/users/${faculty1Id}`, { ...user, EmployeeId: 'F-ECHO' });
    expect(saved.status).toBe(200);
    expect(saved.body.EmployeeId).toBe('F-ECHO');
    const profile = (
      await ops.get(`/api/facultyProfiles/${user.FacultyProfile.id}?include=["Campuses","Rank"]`)
    ).body;
    expect(Array.isArray(profile.Campuses)).toBe(true);
    const profileSaved = await ops.put(`/api/facultyProfiles/${profile.id}`, {
      ...profile,
      credentials: 'PhD (echo)',
    });
    expect(profileSaved.status).toBe(200);
    expect(profileSaved.body.credentials).toBe('PhD (echo)');
  });

  it('leaves page paths that merely start with "api" (such as /apikeys) to the web app', async () => {
    const page = await new ApiClient(app.url).get('/apikeys');
    expect(page.body?.message ?? '').not.toMatch(/No such endpoint/);
    expect(page.headers.get('cache-control') ?? '').not.toBe('no-store');
  });
});

describe('the signed-in user (users/current, users/current/roles, users/facultyProfile/:userId)', () => {
  it('answers users/current and users/current/roles for a faculty member', async () => {
    const faculty = await new ApiClient(app.url).signIn('faculty1');
    const current = await faculty.get('/api/users/current');
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ id: faculty1Id, username: 'faculty1', isFaculty: true });
    // their own profile is theirs to read; financial data is not (spec §6 FinancialData)
    expect(current.body.FacultyProfile).toMatchObject({ UserId: faculty1Id });
    expect(current.body.FacultyProfile.InstructorType).toMatchObject({ id: expect.any(String) });
    expect(current.body).not.toHaveProperty('FinancialData');
    const roles = await faculty.get('/api/users/current/roles');
    expect(roles.status).toBe(200);
    expect(roles.body).toEqual([{ slug: 'faculty' }]);
    expect((await new ApiClient(app.url).get('/api/users/current')).status).toBe(401);
  });

  it('lets faculty read their own faculty profile (200) but not another (403); admin reads any; unknown is 404', async () => {
    const faculty = await new ApiClient(app.url).signIn('faculty1');
    const own = await faculty.get(`/api/users/facultyProfile/${faculty1Id}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ UserId: faculty1Id });
    expect(own.body.Campuses.length).toBe(own.body.CampusIds.length);
    const other = await faculty.get(`/api/users/facultyProfile/${faculty2Id}`);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Unauthorized request');

    const byAdmin = await admin.get(`/api/users/facultyProfile/${faculty2Id}`);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ UserId: faculty2Id });
    expect((await admin.get(`/api/users/facultyProfile/${unknownId}`)).status).toBe(404);
    expect((await admin.get('/api/users/facultyProfile/not-a-uuid')).status).toBe(404);
    // a user without a profile
    const adminId = await userIdOf(app, 'admin');
    expect((await admin.get(`/api/users/facultyProfile/${adminId}`)).status).toBe(404);
  });
});

describe('collection/users: value lists of names', () => {
  it('answers names only (no email, no username), even when asked for them', async () => {
    const response = await ops.get(`/api/collection/users${listQuery({ take: 1000 })}`);
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(30);
    for (const row of response.body) {
      expect(row).not.toHaveProperty('email');
      expect(row).not.toHaveProperty('username');
      expect(row).toHaveProperty('displayName');
    }
    const asked = await ops.get(`/api/collection/users${listQuery({ select: ['id', 'email', 'username'] })}`);
    expect(asked.status).toBe(200);
    expect(asked.body.length).toBeGreaterThan(0);
    for (const row of asked.body) expect(Object.keys(row)).toEqual(['id']);
  });

  it('refuses faculty (403)', async () => {
    const faculty = await new ApiClient(app.url).signIn('faculty3');
    const response = await faculty.get('/api/collection/users');
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Unauthorized request');
  });

  it('filters with filter={"isFaculty":true}', async () => {
    const all = await ops.get(`/api/collection/users${listQuery({ take: 1000 })}`);
    const faculty = await ops.get(
      `/api/collection/users${listQuery({ filter: { isFaculty: true }, take: 1000 })}`,
    );
    expect(faculty.status).toBe(200);
    // the faculty role user and faculty1..24
    expect(faculty.body.length).toBeGreaterThanOrEqual(25);
    expect(faculty.body.length).toBeLessThan(all.body.length);
    expect(faculty.body.every((row: { isFaculty: boolean }) => row.isFaculty === true)).toBe(true);
    expect(Number(faculty.headers.get('x-total-count'))).toBe(faculty.body.length);
    const names = faculty.body.map((row: { id: string }) => row.id);
    expect(names).toContain(faculty1Id);
  });
});

describe('faculty profiles and financial data', () => {
  it('allows one faculty profile per user: a second is a 400 on UserId, appending nothing', async () => {
    const before = await eventCount(app);
    const second = await ops.post('/api/facultyProfiles', { UserId: faculty1Id });
    expect(second.status).toBe(400);
    expect(second.body.errors.UserId).toBe('This user already has a faculty profile');
    expect(await eventCount(app)).toBe(before);
  });

  it('checks referenceLists: an unknown campus id is a 400 naming CampusIds; known ones are embedded', async () => {
    const user = await createUser('newfaculty', { isFaculty: true, Roles: ['faculty'] });
    const before = await eventCount(app);
    const refused = await ops.post('/api/facultyProfiles', { UserId: user.id, CampusIds: [unknownId] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.CampusIds).toMatch(unknownId);
    expect(await eventCount(app)).toBe(before);
    const malformed = await ops.post('/api/facultyProfiles', { UserId: user.id, CampusIds: ['nope'] });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.CampusIds).toBeDefined();

    const campuses = (await ops.get(`/api/campuses${listQuery({ take: 2 })}`)).body;
    const created = await ops.post('/api/facultyProfiles', {
      UserId: user.id,
      CampusIds: campuses.map((campus: { id: string }) => campus.id),
      credentials: 'PhD',
    });
    expect(created.status).toBe(201);
    const read = await ops.get(`/api/users/${user.id}`);
    expect(read.body.FacultyProfile).toMatchObject({ id: created.body.id, credentials: 'PhD' });
    expect(read.body.FacultyProfile.Campuses.map((campus: { name: string }) => campus.name).sort()).toEqual(
      campuses.map((campus: { name: string }) => campus.name).sort(),
    );
  });

  it('answers pointsRemaining = pointsRequired - pointsAssigned, and keeps it so on an update', async () => {
    const finance = await new ApiClient(app.url).signIn('financialReportingUser');
    const seeded = await finance.get(`/api/financialData${listQuery({ filter: { UserId: faculty2Id } })}`);
    expect(seeded.status).toBe(200);
    for (const row of seeded.body)
      expect(Number(row.pointsRemaining)).toBe(Number(row.pointsRequired) - Number(row.pointsAssigned));

    const user = await createUser('pointsfaculty', { isFaculty: true });
    const created = await finance.post('/api/financialData', {
      UserId: user.id,
      AcademicPeriodId: activePeriodId,
      pointsRequired: 12.5,
    });
    expect(created.status).toBe(201);
    expect(Number(created.body.pointsRequired)).toBe(12.5);
    expect(Number(created.body.pointsRemaining)).toBe(12.5 - Number(created.body.pointsAssigned));
    const updated = await finance.put(`/api/financialData/${created.body.id}`, {
      pointsRequired: 9,
      version: created.body.version,
    });
    expect(updated.status).toBe(200);
    expect(Number(updated.body.pointsRemaining)).toBe(9 - Number(updated.body.pointsAssigned));
    // one record per user and period
    const twice = await finance.post('/api/financialData', {
      UserId: user.id,
      AcademicPeriodId: activePeriodId,
      pointsRequired: 3,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors.AcademicPeriodId).toBeDefined();
  });
});

describe('deleting users', () => {
  it('refuses to delete a user a workgroup membership refers to (422 naming it), appending nothing', async () => {
    const before = await eventCount(app);
    const refused = await ops.delete(`/api/users/${faculty1Id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/workgroup membership/i);
    expect(refused.body.errors.root.serverError).toBe(refused.body.message);
    expect(await eventCount(app)).toBe(before);
    expect((await ops.get(`/api/users/${faculty1Id}`)).status).toBe(200);
  });

  it('refuses to delete yourself (422), and deletes an unreferenced user', async () => {
    const opsId = await userIdOf(app, 'academicOpsAdmin');
    const before = await eventCount(app);
    const self = await ops.delete(`/api/users/${opsId}`);
    expect(self.status).toBe(422);
    expect(self.body.message).toMatch(/signed in as/);
    expect(await eventCount(app)).toBe(before);
    expect((await ops.get(`/api/users/${opsId}`)).status).toBe(200);

    const user = await createUser('shortlived');
    const deleted = await ops.delete(`/api/users/${user.id}`);
    expect(deleted.status).toBe(200);
    expect((await ops.get(`/api/users/${user.id}`)).status).toBe(404);
  });
});

describe('user history', () => {
  it('lists the events of the user stream with actor names', async () => {
    const user = await createUser('historyuser');
    await ops.put(`/api/users/${user.id}`, { firstName: 'Renamed', version: 1 });
    await new ApiClient(app.url).signIn('historyuser');
    const history = await admin.get(`/api/users/${user.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.map((entry: { type: string }) => entry.type)).toEqual([
      'UserCreated',
      'UserUpdated',
      'UserSignedIn',
    ]);
    expect(history.body[0]).toMatchObject({ actorName: 'Olivia Operations', via: 'ui' });
    expect(history.body[1]).toMatchObject({
      actorName: 'Olivia Operations',
      data: { changes: { firstName: 'Renamed' } },
    });
    expect(history.body[2]).toMatchObject({ actorId: user.id, actorName: 'Renamed historyuser' });
    expect((await admin.get(`/api/users/${unknownId}/history`)).status).toBe(404);
  });
});
