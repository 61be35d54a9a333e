import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, startTestServer, type TestServer } from '../support/index.js';

/**
 * API keys (spec §6 ApiKey behind apiEnabled; DESIGN §9): issued once, stored hashed, acting as their owner
 * with `Authorization: Bearer <key>`, ended at once by revoking, expiry or the owner's deactivation.
 */
let app: TestServer;
let withoutFlag: TestServer;
let admin: ApiClient;
let ops: ApiClient;

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
/** A client with no session: every call carries only the key. */
const keyClient = (server: TestServer, key: string) => {
  const client = new ApiClient(server.url);
  return {
    get: (path: string) => client.get(path, bearer(key)),
    post: (path: string, body?: unknown) => client.post(path, body, bearer(key)),
    put: (path: string, body?: unknown) => client.put(path, body, bearer(key)),
  };
};
const eventCount = async () =>
  Number((await app.database.pool.query('select count(*) as n from es_events')).rows[0].n);
const userIdOf = async (username: string) => {
  const found = await admin.get(`/api/users${listQuery({ filter: { username } })}`);
  expect(found.body).toHaveLength(1);
  return found.body[0].id as string;
};
const issue = async (client: ApiClient, name: string, extra: Record<string, unknown> = {}) => {
  const issued = await client.post('/api/apiKeys', { name, ...extra });
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  return issued.body as { id: string; key: string; version: number; [field: string]: unknown };
};
const isoDate = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
/** A new academicOpsAdmin, signed in, with a live key of their own. */
async function ownerWithKey(username: string, keyName: string) {
  const created = await admin.post('/api/users', {
    username,
    firstName: 'Kay',
    lastName: 'Owner',
    Roles: ['academicOpsAdmin'],
  });
  expect(created.status).toBe(201);
  const issued = await issue(await new ApiClient(app.url).signIn(username), keyName);
  return { userId: created.body.id as string, ...issued, client: keyClient(app, issued.key) };
}
/** admin (de)activates a user: the answer, 200 expected. */
async function setActive(userId: string, isActive: boolean) {
  const current = (await admin.get(`/api/users/${userId}`)).body;
  const answer = await admin.put(`/api/users/${userId}`, { isActive, version: current.version });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

beforeAll(async () => {
  [app, withoutFlag] = await Promise.all([
    startTestServer({ label: 'e2e_api_keys', env: { FEATURE_FLAGS: 'apiEnabled' } }),
    startTestServer({ label: 'e2e_api_keys_off' }),
  ]);
  admin = await new ApiClient(app.url).signIn('admin');
  ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
});
afterAll(async () => {
  await Promise.all([app?.stop(), withoutFlag?.stop()]);
});

describe('without apiEnabled (spec §6: everyone is forbidden ApiKey)', () => {
  it('answers 403 to admin on the key routes and 401 to any Bearer key', async () => {
    const offAdmin = await new ApiClient(withoutFlag.url).signIn('admin');
    expect((await offAdmin.get('/api/apiKeys')).status).toBe(403);
    const refused = await offAdmin.post('/api/apiKeys', { name: 'Nope' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Unauthorized request');
    expect(await withoutFlag.database.pool.query('select 1 from "apiKeys"')).toMatchObject({ rowCount: 0 });

    // a real key of the other server, and one that looks like a key: refused before any lookup
    const key = (await issue(admin, 'Elsewhere')).key;
    for (const candidate of [key, 'tams_abcdefghijklmnopqrstuvwxyz']) {
      const response = await keyClient(withoutFlag, candidate).get('/api/auth');
      expect(response.status).toBe(401);
      expect(response.body.message).toMatch(/not enabled/i);
    }
  });
});

describe('issuing and reading keys', () => {
  it('issues a key to admin: 201 with the key shown once', async () => {
    const adminId = (await admin.get('/api/auth')).body.authenticatedUserId;
    const issued = await admin.post('/api/apiKeys', { name: 'Nightly export', expiresOn: isoDate(30) });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({
      name: 'Nightly export',
      expiresOn: isoDate(30),
      UserId: adminId,
      revokedAt: null,
      version: 1,
    });
    expect(issued.body.key).toMatch(/^tams_[\w-]{40,}$/);
    expect(issued.body.prefix).toBe(issued.body.key.slice(0, issued.body.prefix.length));
    expect(issued.body.key.length).toBeGreaterThan(issued.body.prefix.length + 20);
    expect(issued.body).not.toHaveProperty('tokenHash');
    expect(issued.headers.get('location')).toBe(`/api/apiKeys/${issued.body.id}`);
  });

  it('never answers the key or its hash in the list, the record or its history', async () => {
    const { id, key } = await issue(admin, 'Read back');
    const { rows } = await app.database.pool.query('select "tokenHash" from "apiKeys" where id = $1', [id]);
    const tokenHash = rows[0].tokenHash as string;
    for (const path of ['/api/apiKeys', `/api/apiKeys/${id}`, `/api/apiKeys/${id}/history`]) {
      const response = await admin.get(path);
      expect(response.status, path).toBe(200);
      const text = JSON.stringify(response.body);
      expect(text, path).not.toContain(key);
      expect(text, path).not.toContain(tokenHash);
      expect(text, path).not.toContain('"key"');
      expect(text, path).not.toContain('tokenHash');
    }
    const list = await admin.get('/api/apiKeys');
    expect(list.body.map((row: { id: string }) => row.id)).toContain(id);
    // the hash can be neither sorted on nor filtered by (no oracle for guessing keys)
    expect((await admin.get(`/api/apiKeys${listQuery({ sort: ['tokenHash', 'ASC'] })}`)).status).toBe(400);
    const probe = await admin.get(`/api/apiKeys${listQuery({ filter: { tokenHash } })}`);
    expect(probe.status).toBe(400);
  });

  it('stores only a hash: the read model holds something else and no event contains the key', async () => {
    const { id, key } = await issue(ops, 'Hashed');
    const { rows } = await app.database.pool.query(
      'select "tokenHash", prefix from "apiKeys" where id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBeTruthy();
    expect(rows[0].tokenHash).not.toBe(key);
    expect(rows[0].tokenHash).not.toContain(key);
    expect(key).not.toContain(rows[0].tokenHash);
    expect(rows[0].prefix.length).toBeLessThan(key.length / 2);
    const leaked = await app.database.pool.query(
      'select count(*) as n from es_events where data::text like $1 or metadata::text like $1',
      [`%${key}%`],
    );
    expect(Number(leaked.rows[0].n)).toBe(0);
    // ... and even a large part of the key (beyond the shown prefix) appears nowhere in the log
    const secretPart = key.slice(rows[0].prefix.length, rows[0].prefix.length + 20);
    const partial = await app.database.pool.query(
      'select count(*) as n from es_events where data::text like $1',
      [`%${secretPart}%`],
    );
    expect(Number(partial.rows[0].n)).toBe(0);
    // the key's own stream was written
    const issuedEvents = await app.database.pool.query(
      'select event_type from es_events where stream_id = $1 order by stream_version',
      [`apiKey-${id}`],
    );
    expect(issuedEvents.rows.map((row) => row.event_type)).toEqual(['ApiKeyCreated']);
  });

  it('refuses an expiry in the past with 400 naming expiresOn, and appends nothing', async () => {
    const before = await eventCount();
    const refused = await admin.post('/api/apiKeys', { name: 'Too late', expiresOn: isoDate(-2) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.expiresOn).toBeTruthy();
    expect(await eventCount()).toBe(before);
    // today is fine
    expect((await admin.post('/api/apiKeys', { name: 'Today', expiresOn: isoDate(0) })).status).toBe(201);
  });

  it('ignores a client-chosen owner or prefix and refuses a client-chosen hash', async () => {
    const adminId = (await admin.get('/api/auth')).body.authenticatedUserId;
    const facultyId = await userIdOf('faculty1');
    // server-set fields sent back by a form are not taken: the key is the caller's, its prefix its own
    const theirs = await issue(admin, 'Theirs', { UserId: facultyId, prefix: 'tams_chosen' });
    expect(theirs.UserId).toBe(adminId);
    expect(theirs.prefix).not.toBe('tams_chosen');
    expect(theirs.key.startsWith(String(theirs.prefix))).toBe(true);
    const before = await eventCount();
    const refused = await admin.post('/api/apiKeys', { name: 'Mine', tokenHash: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.tokenHash).toBe('Unknown field');
    expect(await eventCount()).toBe(before);
  });

  it('keeps faculty out: 403 on list, read and issue', async () => {
    const { id } = await issue(admin, 'Not for faculty');
    const faculty = await new ApiClient(app.url).signIn('faculty1');
    expect((await faculty.get('/api/apiKeys')).status).toBe(403);
    expect((await faculty.get(`/api/apiKeys/${id}`)).status).toBe(403);
    const refused = await faculty.post('/api/apiKeys', { name: 'Mine' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Unauthorized request');
    expect((await faculty.post(`/api/apiKeys/${id}/revoke`)).status).toBe(403);
  });

  it('refuses to issue a key to a masquerading admin (403)', async () => {
    const masquerading = await new ApiClient(app.url).signIn('admin');
    const opsId = await userIdOf('academicOpsAdmin');
    const started = await masquerading.post('/api/users/masquerade', { id: opsId });
    expect(started.status).toBe(200);
    expect(started.body.workingUserId).toBe(opsId);
    // acting as academicOpsAdmin, who may manage keys: still refused, a key is issued by its owner
    expect((await masquerading.get('/api/apiKeys')).status).toBe(200);
    const before = await eventCount();
    const refused = await masquerading.post('/api/apiKeys', { name: 'Borrowed' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors.UserId).toBeTruthy();
    expect(await eventCount()).toBe(before);
  });
});

describe('using a key (Authorization: Bearer)', () => {
  it("acts as its owner: GET /api/auth is the owner's context", async () => {
    const { key } = await issue(ops, 'Context');
    const session = (await ops.get('/api/auth')).body;
    const viaKey = await keyClient(app, key).get('/api/auth');
    expect(viaKey.status).toBe(200);
    expect(viaKey.body).toMatchObject({
      authenticatedUserId: session.authenticatedUserId,
      workingUserId: session.workingUserId,
      displayName: session.displayName,
      Roles: session.Roles,
      workgroupPermissions: session.workgroupPermissions,
    });
    expect(viaKey.body.Roles).toEqual([{ slug: 'academicOpsAdmin' }]);
    // and with the owner's abilities: ops may not change the configuration, so the key may not either
    const keyAsOps = keyClient(app, key);
    expect((await keyAsOps.get('/api/courses')).status).toBe(200);
    expect((await keyAsOps.put('/api/settings/primary_color', { value: '#000000', version: 0 })).status).toBe(
      403,
    );
  });

  it("records a write made with a key as the owner's, via api-key", async () => {
    const { key } = await issue(ops, 'Catalog sync');
    const opsId = (await ops.get('/api/auth')).body.authenticatedUserId;
    const workgroup = (await ops.get(`/api/workgroups${listQuery({ take: 1 })}`)).body[0];
    const created = await keyClient(app, key).post('/api/courses', {
      courseNumber: 'KEY 101',
      name: 'Written with a key',
      WorkgroupId: workgroup.id,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ courseNumber: 'KEY 101', WorkgroupId: workgroup.id });
    const { rows } = await app.database.pool.query(
      'select event_type, metadata from es_events where stream_id = $1 order by stream_version',
      [`course-${created.body.id}`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].event_type).toBe('CourseCreated');
    expect(rows[0].metadata).toMatchObject({ via: 'api-key', actorId: opsId, authenticatedUserId: opsId });
    const history = await ops.get(`/api/courses/${created.body.id}/history`);
    expect(history.body[0]).toMatchObject({ via: 'api-key' });
  });

  it('cannot issue another key with a key (403)', async () => {
    const { key } = await issue(admin, 'No offspring');
    const refused = await keyClient(app, key).post('/api/apiKeys', { name: 'Child' });
    expect(refused.status).toBe(403);
  });

  it('ends a revoked key at once (401); revoking again is 422', async () => {
    const { id, key, version } = await issue(admin, 'Short-lived');
    const client = keyClient(app, key);
    // used (and so cached) before the revocation
    expect((await client.get('/api/auth')).status).toBe(200);
    expect((await client.get('/api/apiKeys')).status).toBe(200);
    const revoked = await admin.post(`/api/apiKeys/${id}/revoke`, { version });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toBeTruthy();
    expect(revoked.body.version).toBe(version + 1);
    expect(revoked.body).not.toHaveProperty('tokenHash');
    expect(revoked.body).not.toHaveProperty('key');
    const refused = await client.get('/api/auth');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/unknown, revoked or expired/);
    expect((await client.get('/api/apiKeys')).status).toBe(401);

    const before = await eventCount();
    const again = await admin.post(`/api/apiKeys/${id}/revoke`);
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(/already revoked/);
    expect(await eventCount()).toBe(before);
    // a revoked key stays in the audit trail: no delete route
    expect((await admin.get(`/api/apiKeys/${id}`)).body.revokedAt).toBe(revoked.body.revokedAt);
    expect((await admin.delete(`/api/apiKeys/${id}`)).status).toBe(405);
  });

  it('cannot revive a revoked key through an update', async () => {
    const { id, key, version } = await issue(admin, 'Stays revoked');
    const revoked = await admin.post(`/api/apiKeys/${id}/revoke`, { version });
    expect(revoked.status).toBe(200);
    const revived = await admin.put(`/api/apiKeys/${id}`, {
      name: 'Revived?',
      revokedAt: null,
      version: revoked.body.version,
    });
    expect(revived.status).toBeLessThan(500);
    expect((await admin.get(`/api/apiKeys/${id}`)).body.revokedAt).toBe(revoked.body.revokedAt);
    expect((await keyClient(app, key).get('/api/auth')).status).toBe(401);
  });

  it('refuses to revoke an unknown key with 404', async () => {
    expect((await admin.post('/api/apiKeys/0190a000-0000-7000-8000-000000000999/revoke')).status).toBe(404);
    expect((await admin.post('/api/apiKeys/nope/revoke')).status).toBe(404);
  });

  it('ends a key whose expiry is moved into the past', async () => {
    const { id, key, version } = await issue(admin, 'Expiring', { expiresOn: isoDate(10) });
    const client = keyClient(app, key);
    expect((await client.get('/api/auth')).status).toBe(200);
    const updated = await admin.put(`/api/apiKeys/${id}`, { expiresOn: isoDate(-1), version });
    expect(updated.status).toBe(200);
    expect((await client.get('/api/auth')).status).toBe(401);
  });

  it('ends the key of a deactivated owner (401)', async () => {
    const { userId, client } = await ownerWithKey('keyowner', 'Owner leaves');
    const context = await client.get('/api/auth');
    expect(context.status).toBe(200);
    expect(context.body.authenticatedUserId).toBe(userId);

    const deactivated = await setActive(userId, false);
    expect(deactivated.body.isActive).toBe(false);
    const refused = await client.get('/api/auth');
    expect(refused.status).toBe(401);
    expect((await client.post('/api/courses', { courseNumber: 'KEY 999', name: 'x' })).status).toBe(401);
  });

  it("keeps a deactivated owner's keys ended after reactivation (401), listed as revoked", async () => {
    const { userId, id, client } = await ownerWithKey('keyreturns', 'Before leaving');
    expect((await client.get('/api/auth')).status).toBe(200);
    await setActive(userId, false);
    await setActive(userId, true);
    const refused = await client.get('/api/auth');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/unknown, revoked or expired/);
    const listed = await admin.get(`/api/apiKeys${listQuery({ filter: { UserId: userId } })}`);
    expect(listed.body).toEqual([expect.objectContaining({ id, revokedAt: expect.any(String) })]);
    const { rows } = await app.database.pool.query(
      'select event_type, metadata from es_events where stream_id = $1 order by stream_version',
      [`apiKey-${id}`],
    );
    expect(rows.map((row) => row.event_type)).toEqual(['ApiKeyCreated', 'ApiKeyUpdated']);
    // the revocation is the deactivating administrator's
    const adminId = (await admin.get('/api/auth')).body.authenticatedUserId;
    expect(rows[1].metadata).toMatchObject({ actorId: adminId });
  });

  it("lets only a key's issuer or an admin revoke or change it: academicOpsAdmin 403 on admin's key", async () => {
    const adminsKey = await issue(admin, 'Admin integration');
    const opsKey = await issue(ops, 'Ops integration');
    const before = await eventCount();
    const bySession = await ops.post(`/api/apiKeys/${adminsKey.id}/revoke`);
    expect(bySession.status).toBe(403);
    expect(bySession.body.errors.UserId).toMatch(/issuer or an administrator/);
    // nor with ops's own key, nor by moving the expiry into the past
    expect((await keyClient(app, opsKey.key).post(`/api/apiKeys/${adminsKey.id}/revoke`)).status).toBe(403);
    const expired = await ops.put(`/api/apiKeys/${adminsKey.id}`, {
      expiresOn: isoDate(-1),
      version: adminsKey.version,
    });
    expect(expired.status).toBe(403);
    expect(await eventCount()).toBe(before);
    expect((await keyClient(app, adminsKey.key).get('/api/auth')).status).toBe(200);
    expect((await admin.get(`/api/apiKeys/${adminsKey.id}`)).body.revokedAt).toBeNull();

    // its own key, academicOpsAdmin revokes; an admin revokes anyone's
    expect((await ops.post(`/api/apiKeys/${opsKey.id}/revoke`)).status).toBe(200);
    expect((await keyClient(app, opsKey.key).get('/api/auth')).status).toBe(401);
    const othersKey = await issue(ops, 'Ops second');
    expect((await admin.post(`/api/apiKeys/${othersKey.id}/revoke`)).status).toBe(200);
  });

  it('answers 401 with a message to an unknown or garbage key', async () => {
    const anonymous = new ApiClient(app.url);
    for (const header of [
      'Bearer tams_thisIsNotAKeyThatWasEverIssuedByTheServer0000',
      'Bearer garbage',
      `Bearer tams_${'x'.repeat(400)}`,
      'Bearer     ',
      'Bearer',
    ]) {
      const response = await anonymous.get('/api/auth', { authorization: header });
      expect(response.status, header).toBe(401);
      expect(typeof response.body.message, header).toBe('string');
      expect(response.body.message.length, header).toBeGreaterThan(0);
    }
    const unknown = await anonymous.get('/api/courses', bearer('tams_unknown'));
    expect(unknown.body.message).toMatch(/unknown, revoked or expired/);
  });

  it('cannot masquerade with a key (403)', async () => {
    const { key } = await issue(admin, 'No masquerade');
    const facultyId = await userIdOf('faculty2');
    const before = await eventCount();
    const refused = await keyClient(app, key).post('/api/users/masquerade', { id: facultyId });
    expect(refused.status).toBe(403);
    expect(await eventCount()).toBe(before);
    // the key still acts as admin itself
    expect((await keyClient(app, key).get('/api/auth')).body.workingUserId).toBe(
      (await admin.get('/api/auth')).body.authenticatedUserId,
    );
  });
});
