import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiResponse, startTestServer, type TestServer } from '../support/index.js';
import { eventCount, userIdOf } from '../support/userTestHelpers.js';

/*
 * Issue 15 item 4: nobody hands out rights they lack, nobody changes their own roles, a masquerade ends
 * once it is no longer allowed, and an operations admin merges no administrator.
 */

let app: TestServer;
let admin: ApiClient;
let ops: ApiClient;
let opsId: string;
let adminId: string;
let sequence = 0;

const newUser = async (Roles: string[], by: ApiClient = admin) => {
  const username = `esc${Date.now() % 1_000_000}x${++sequence}`;
  const made = await by.post('/api/users', { username, firstName: 'Esca', lastName: username, Roles });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { ...(made.body as { id: string; version: number }), username };
};
const rolesOf = (answer: ApiResponse) => answer.body.errors?.Roles as string | undefined;

/** A refused request: 403 naming Roles, and nothing appended. */
const expectRefusedRoles = async (send: () => Promise<ApiResponse>, message: RegExp) => {
  const before = await eventCount(app);
  const answer = await send();
  expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  expect(rolesOf(answer)).toMatch(message);
  expect(await eventCount(app)).toBe(before);
};

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_role_escalation', env: { FEATURE_FLAGS: 'userMergeEnabled' } });
  [admin, ops] = await Promise.all([
    new ApiClient(app.url).signIn('admin'),
    new ApiClient(app.url).signIn('academicOpsAdmin'),
  ]);
  [opsId, adminId] = await Promise.all([userIdOf(app, 'academicOpsAdmin'), userIdOf(app, 'admin')]);
});
afterAll(() => app?.stop());

describe('granting roles', () => {
  it('academicOpsAdmin may not grant financialReportingUser (FinancialData), to others or to a new user', async () => {
    const other = await newUser(['faculty']);
    await expectRefusedRoles(
      () => ops.put(`/api/users/${other.id}`, { Roles: ['faculty', 'financialReportingUser'], version: 1 }),
      /Only an administrator may grant financialReportingUser.*FinancialData/,
    );
    await expectRefusedRoles(
      () =>
        ops.post('/api/users', {
          username: `escnew${Date.now() % 1_000_000}`,
          firstName: 'New',
          lastName: 'Finance',
          Roles: ['financialReportingUser'],
        }),
      /financialReportingUser/,
    );
    // roles that give nothing beyond an operations admin's own rights stay theirs to grant
    const granted = await ops.put(`/api/users/${other.id}`, {
      Roles: ['faculty', 'sectionScheduler', 'reportingUser'],
      version: 1,
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    // an administrator grants any role
    const byAdmin = await admin.put(`/api/users/${other.id}`, {
      Roles: ['faculty', 'financialReportingUser'],
      version: granted.body.version,
    });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    expect(byAdmin.body.Roles).toEqual(['faculty', 'financialReportingUser']);
  });

  it('nobody changes their own roles, an administrator included; echoing them unchanged is fine', async () => {
    const own = (await ops.get(`/api/users/${opsId}?keysOnly=true`)).body;
    await expectRefusedRoles(
      () =>
        ops.put(`/api/users/${opsId}`, {
          Roles: [...own.Roles, 'financialReportingUser'],
          version: own.version,
        }),
      /your own roles/,
    );
    const adminRow = (await admin.get(`/api/users/${adminId}?keysOnly=true`)).body;
    await expectRefusedRoles(
      () =>
        admin.put(`/api/users/${adminId}`, { Roles: ['admin', 'effortManager'], version: adminRow.version }),
      /your own roles/,
    );
    const same = await ops.put(`/api/users/${opsId}`, {
      Roles: own.Roles,
      lastName: 'Operations',
      version: own.version,
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
  });
});

describe('a masquerade is judged again on every request', () => {
  it('ends when the user acted as becomes an administrator', async () => {
    const signedIn = await newUser(['admin']);
    const target = await newUser(['faculty']);
    const session = await new ApiClient(app.url).signIn(signedIn.username);
    expect((await session.post('/api/users/masquerade', { id: target.id })).status).toBe(200);
    expect((await session.get('/api/auth')).body.workingUserId).toBe(target.id);
    const promoted = await admin.put(`/api/users/${target.id}`, { Roles: ['faculty', 'admin'], version: 1 });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    const auth = (await session.get('/api/auth')).body;
    expect(auth).toMatchObject({ authenticatedUserId: signedIn.id, workingUserId: signedIn.id });
    // ended in the session row: the session acts as the signed-in administrator again
    expect((await session.get('/api/users')).status).toBe(200);
  });

  it('ends when the signed-in user loses the right to masquerade', async () => {
    const signedIn = await newUser(['academicOpsAdmin']);
    const target = await newUser(['faculty']);
    const session = await new ApiClient(app.url).signIn(signedIn.username);
    expect((await session.post('/api/users/masquerade', { id: target.id })).status).toBe(200);
    const demoted = await admin.put(`/api/users/${signedIn.id}`, { Roles: ['faculty'], version: 1 });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    const auth = (await session.get('/api/auth')).body;
    expect(auth).toMatchObject({ authenticatedUserId: signedIn.id, workingUserId: signedIn.id });
    expect(auth.Roles).toEqual([{ slug: 'faculty' }]);
  });
});

describe('merging', () => {
  it('academicOpsAdmin may not merge a user into an administrator, nor an administrator away', async () => {
    const otherAdmin = await newUser(['admin']);
    const duplicate = await newUser(['faculty'], ops);
    const before = await eventCount(app);
    const into = await ops.post('/api/users/merge', { masterId: otherAdmin.id, duplicateId: duplicate.id });
    expect(into.status, JSON.stringify(into.body)).toBe(403);
    expect(into.body.errors.masterId).toMatch(/administrator/);
    const away = await ops.post('/api/users/merge', { masterId: duplicate.id, duplicateId: otherAdmin.id });
    expect(away.status).toBe(403);
    expect(away.body.errors.duplicateId).toMatch(/administrator/);
    expect(await eventCount(app)).toBe(before);
    // an administrator may
    const byAdmin = await admin.post('/api/users/merge', {
      masterId: otherAdmin.id,
      duplicateId: duplicate.id,
    });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
  });
});
