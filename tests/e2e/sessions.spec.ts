import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/index.js';
import { pollUntil, streamEvents, userIdOf } from '../support/userTestHelpers.js';

let app: TestServer;
let ops: ApiClient;

/** Sets isActive of a user as academicOpsAdmin, with the version just read. */
async function setActive(userId: string, isActive: boolean) {
  const { body: user } = await ops.get(`/api/users/${userId}?keysOnly=true`);
  const response = await ops.put(`/api/users/${userId}`, { isActive, version: user.version });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.isActive).toBe(isActive);
}

/** The statuses of `count` requests of each client, one after another. */
async function statuses(clients: ApiClient[], count = 3, path = '/api/auth') {
  const result: number[] = [];
  for (let i = 0; i < count; i++) for (const client of clients) result.push((await client.get(path)).status);
  return result;
}

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_sessions', env: { FEATURE_FLAGS: 'apiEnabled' } });
  ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
});
afterAll(() => app?.stop());

describe('Logout and user deactivation end the session at once (the next request answers 401)', () => {
  it('logout: the old cookie gets 401 at once, and the answer clears the cookie', async () => {
    const faculty = await new ApiClient(app.url).signIn('faculty7');
    const replay = new ApiClient(app.url, faculty.cookie);
    // warm whatever the server caches about this session
    expect(await statuses([faculty, replay])).toEqual([200, 200, 200, 200, 200, 200]);
    const logout = await faculty.get('/api/auth/logout');
    expect(logout.status).toBe(200);
    const cleared = logout.headers.getSetCookie().find((value) => value.startsWith('tams_session='))!;
    expect(cleared).toMatch(/^tams_session=;/);
    const after = await replay.get('/api/auth');
    expect(after.status).toBe(401);
    expect(after.body.message).toEqual(expect.any(String));
    expect((await replay.get('/api/users/current')).status).toBe(401);
    expect((await replay.get('/api/academicPeriods/active')).status).toBe(401);
  });

  it('deactivation: the next request of the deactivated user answers 401 and dev sign-in is refused with a message', async () => {
    const faculty5Id = await userIdOf(app, 'faculty5');
    const faculty5 = await new ApiClient(app.url).signIn('faculty5');
    expect(await statuses([faculty5])).toEqual([200, 200, 200]);
    expect((await faculty5.get('/api/users/current')).body.id).toBe(faculty5Id);

    await setActive(faculty5Id, false);
    expect((await faculty5.get('/api/auth')).status).toBe(401);
    expect(await statuses([faculty5], 3, '/api/users/current')).toEqual([401, 401, 401]);

    const refused = await new ApiClient(app.url).post('/api/auth/dev', { username: 'faculty5' });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/deactivated/i);
    // no session is started for them
    expect(refused.headers.getSetCookie().filter((value) => /^tams_session=[^;]+/.test(value))).toEqual([]);
  });

  it('reactivating lets a deactivated user sign in again', async () => {
    const faculty5Id = await userIdOf(app, 'faculty5');
    // (the previous test deactivated faculty5; this test also stands alone)
    const { body: user } = await ops.get(`/api/users/${faculty5Id}?keysOnly=true`);
    if (user.isActive) await setActive(faculty5Id, false);
    expect((await new ApiClient(app.url).post('/api/auth/dev', { username: 'faculty5' })).status).toBe(401);

    await setActive(faculty5Id, true);
    const again = await new ApiClient(app.url).signIn('faculty5');
    const auth = await again.get('/api/auth');
    expect(auth.status).toBe(200);
    expect(auth.body).toMatchObject({ authenticatedUserId: faculty5Id, workingUserId: faculty5Id });
    expect((await again.get('/api/users/current')).body.id).toBe(faculty5Id);
  });

  it('a session that deactivation ended stays ended when the account is reactivated', async () => {
    const faculty4Id = await userIdOf(app, 'faculty4');
    const old = await new ApiClient(app.url).signIn('faculty4');
    expect((await old.get('/api/auth')).status).toBe(200);
    await setActive(faculty4Id, false);
    expect((await old.get('/api/auth')).status).toBe(401);
    await setActive(faculty4Id, true);
    // the user signs in anew; the cookie of before the deactivation does not come back to life
    expect((await new ApiClient(app.url).signIn('faculty4').then((c) => c.get('/api/auth'))).status).toBe(
      200,
    );
    expect((await old.get('/api/auth')).status).toBe(401);
  });

  it('an API key stops working at once when its owner is deactivated', async () => {
    const owner = await ops.post('/api/users', {
      username: 'keyholder',
      firstName: 'Key',
      lastName: 'Holder',
      Roles: ['academicOpsAdmin'],
    });
    expect(owner.status).toBe(201);
    const session = await new ApiClient(app.url).signIn('keyholder');
    const issued = await session.post('/api/apiKeys', { name: 'nightly sync' });
    expect(issued.status).toBe(201);
    const bearer = { authorization: `Bearer ${issued.body.key}` };
    const integration = new ApiClient(app.url);
    for (let i = 0; i < 3; i++)
      expect((await integration.get('/api/users/current', bearer)).status).toBe(200);
    await setActive(owner.body.id, false);
    const refused = await integration.get('/api/users/current', bearer);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toEqual(expect.any(String));
    expect((await session.get('/api/auth')).status).toBe(401);
  });

  it('a session masquerading as a user who is then deactivated answers 401', async () => {
    const faculty6Id = await userIdOf(app, 'faculty6');
    const admin = await new ApiClient(app.url).signIn('admin');
    const started = await admin.post('/api/users/masquerade', { id: faculty6Id });
    expect(started.status).toBe(200);
    expect(await statuses([admin])).toEqual([200, 200, 200]);
    expect((await admin.get('/api/auth')).body.workingUserId).toBe(faculty6Id);

    await setActive(faculty6Id, false);
    expect((await admin.get('/api/auth')).status).toBe(401);
    expect((await admin.get('/api/users/current')).status).toBe(401);
    await setActive(faculty6Id, true);
  });

  it('sets lastLoginAt after sign-in (projected shortly after) and records a UserSignedIn event', async () => {
    const faculty9Id = await userIdOf(app, 'faculty9');
    const read = async () => (await ops.get(`/api/users/${faculty9Id}?keysOnly=true`)).body;
    expect((await read()).lastLoginAt).toBeNull();
    const start = Date.now();
    await new ApiClient(app.url).signIn('faculty9');
    const first = await pollUntil(read, (user) => user.lastLoginAt !== null);
    expect(first.lastLoginAt).not.toBeNull();
    const firstAt = new Date(first.lastLoginAt).getTime();
    expect(firstAt).toBeGreaterThanOrEqual(start - 1_000);
    expect(firstAt).toBeLessThanOrEqual(Date.now() + 1_000);

    const signIns = (await streamEvents(app, `user-${faculty9Id}`)).filter(
      (event) => event.event_type === 'UserSignedIn',
    );
    expect(signIns).toHaveLength(1);
    expect(signIns[0]!.data).toMatchObject({ id: faculty9Id, method: 'dev' });
    expect(signIns[0]!.metadata).toMatchObject({
      actorId: faculty9Id,
      authenticatedUserId: faculty9Id,
      via: 'ui',
    });
  });

  it('moves lastLoginAt forward on every later sign-in', async () => {
    const faculty11Id = await userIdOf(app, 'faculty11');
    const read = async () => (await ops.get(`/api/users/${faculty11Id}?keysOnly=true`)).body;
    await new ApiClient(app.url).signIn('faculty11');
    const first = await pollUntil(read, (user) => user.lastLoginAt !== null);
    expect(first.lastLoginAt).not.toBeNull();
    const firstAt = new Date(first.lastLoginAt).getTime();

    await new Promise((resolve) => setTimeout(resolve, 20));
    await new ApiClient(app.url).signIn('faculty11');
    const signIns = (await streamEvents(app, `user-${faculty11Id}`)).filter(
      (event) => event.event_type === 'UserSignedIn',
    );
    expect(signIns).toHaveLength(2);
    const latestAt = new Date(signIns[1]!.data.at).getTime();
    expect(latestAt).toBeGreaterThan(firstAt);
    const second = await pollUntil(read, (user) => new Date(user.lastLoginAt).getTime() === latestAt);
    expect(new Date(second.lastLoginAt).getTime()).toBe(latestAt);
  });

  it('sets the session cookie httpOnly and SameSite=Lax, for the whole site', async () => {
    const response = await new ApiClient(app.url).post('/api/auth/dev', { username: 'faculty8' });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('tams_session='))!;
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*httponly/i);
    expect(cookie).toMatch(/;\s*samesite=lax/i);
    expect(cookie).toMatch(/;\s*path=\//i);
  });

  it('ends every session of a user deactivated by another client while they are busy (no cached identity)', async () => {
    const faculty10Id = await userIdOf(app, 'faculty10');
    const admin = await new ApiClient(app.url).signIn('admin');
    for (let round = 0; round < 3; round++) {
      const sessions = await Promise.all([
        new ApiClient(app.url).signIn('faculty10'),
        new ApiClient(app.url).signIn('faculty10'),
      ]);
      expect(await statuses(sessions)).toEqual([200, 200, 200, 200, 200, 200]);
      // requests in flight while the deactivation is made elsewhere
      const busy = Promise.all(
        Array.from({ length: 10 }, (_, i) => sessions[i % 2]!.get('/api/users/current')),
      );
      const { body: user } = await admin.get(`/api/users/${faculty10Id}?keysOnly=true`);
      const deactivated = await admin.put(`/api/users/${faculty10Id}`, {
        isActive: false,
        version: user.version,
      });
      expect(deactivated.status).toBe(200);
      const during = await busy;
      expect(during.every((response) => [200, 401].includes(response.status))).toBe(true);
      // once the deactivation is answered, no request of either session gets through
      expect(await statuses(sessions, 4)).toEqual(Array(8).fill(401));
      expect(
        (await Promise.all(sessions.map((session) => session.get('/api/users/current')))).map(
          (response) => response.status,
        ),
      ).toEqual([401, 401]);
      // the admin's own session is untouched
      expect((await admin.get('/api/auth')).status).toBe(200);
      const reactivated = await admin.put(`/api/users/${faculty10Id}`, {
        isActive: true,
        version: deactivated.body.version,
      });
      expect(reactivated.status).toBe(200);
    }
  });
});
