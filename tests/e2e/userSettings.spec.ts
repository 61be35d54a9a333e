import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, sharedTestServer, type TestServer } from '../support/index.js';

/** Each user's own settings (spec §3 UserSetting: theme dark or light; §7 User settings). */
let app: TestServer;
let owner: ApiClient;
let other: ApiClient;
let ownerId: string;
let otherId: string;

const eventCount = async () =>
  Number((await app.database.pool.query('select count(*) as n from es_events')).rows[0].n);
const idOf = async (client: ApiClient) => (await client.get('/api/auth')).body.workingUserId as string;

beforeAll(async () => {
  app = await sharedTestServer();
  owner = await new ApiClient(app.url).signIn('faculty7');
  other = await new ApiClient(app.url).signIn('faculty8');
  [ownerId, otherId] = await Promise.all([idOf(owner), idOf(other)]);
});

describe('user settings (spec §7)', () => {
  let setting: { id: string; version: number; [field: string]: unknown };

  it('creates the theme setting for the caller: UserId defaults to them', async () => {
    const created = await owner.post('/api/userSettings', { machineName: 'theme', value: 'light' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ machineName: 'theme', value: 'light', UserId: ownerId });
    // a record's version is that of its stream (the user's) when it last changed
    expect(created.body.version).toBeGreaterThanOrEqual(1);
    expect(created.headers.get('location')).toBe(`/api/userSettings/${created.body.id}`);
    setting = created.body;
    // it lives in the user's stream, recorded as theirs
    const { rows } = await app.database.pool.query(
      `select stream_id, metadata from es_events where event_type = 'UserSettingCreated' and data->>'id' = $1`,
      [setting.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].stream_id).toBe(`user-${ownerId}`);
    expect(rows[0].metadata).toMatchObject({ actorId: ownerId, via: 'ui' });
  });

  it('refuses a second theme setting and a value other than dark or light (400), appending nothing', async () => {
    const before = await eventCount();
    const second = await owner.post('/api/userSettings', { machineName: 'theme', value: 'dark' });
    expect(second.status).toBe(400);
    expect(second.body.errors.machineName).toMatch(/already has this setting/);
    const blue = await other.post('/api/userSettings', { machineName: 'theme', value: 'blue' });
    expect(blue.status).toBe(400);
    expect(blue.body.errors.value).toMatch(/dark, light/);
    const unknown = await other.post('/api/userSettings', { machineName: 'fontSize', value: 'large' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.machineName).toBeTruthy();
    expect(await eventCount()).toBe(before);
  });

  it("lists only the caller's own settings in userSettings and userSettings/mine", async () => {
    const theirs = await other.post('/api/userSettings', { machineName: 'theme', value: 'dark' });
    expect(theirs.status).toBe(201);
    expect(theirs.body.UserId).toBe(otherId);

    for (const path of ['/api/userSettings', '/api/userSettings/mine']) {
      const mine = await owner.get(path);
      expect(mine.status, path).toBe(200);
      expect(
        mine.body.map((row: { id: string }) => row.id),
        path,
      ).toEqual([setting.id]);
      expect(mine.body[0], path).toMatchObject({ UserId: ownerId, value: 'light' });
      const others = await other.get(path);
      expect(
        others.body.map((row: { id: string }) => row.id),
        path,
      ).toEqual([theirs.body.id]);
    }
    // a filter on someone else's UserId finds nothing rather than their records
    const filtered = await owner.get(`/api/userSettings${listQuery({ filter: { UserId: otherId } })}`);
    expect(filtered.status).toBe(200);
    expect(filtered.body).toEqual([]);
    // staff see only their own too
    const admin = await new ApiClient(app.url).signIn('admin');
    expect((await admin.get('/api/userSettings')).body).toEqual([]);
    expect((await admin.get(`/api/userSettings/${setting.id}`)).status).toBe(404);
  });

  it('does not let another user read, update or delete it (404), appending nothing', async () => {
    const before = await eventCount();
    const read = await other.get(`/api/userSettings/${setting.id}`);
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toContain('light');
    expect((await other.get(`/api/userSettings/${setting.id}/history`)).status).toBe(404);
    const update = await other.put(`/api/userSettings/${setting.id}`, {
      value: 'dark',
      version: setting.version,
    });
    expect(update.status).toBe(404);
    const remove = await other.delete(`/api/userSettings/${setting.id}`);
    expect(remove.status).toBe(404);
    expect(await eventCount()).toBe(before);
    expect((await owner.get(`/api/userSettings/${setting.id}`)).body).toMatchObject({
      value: 'light',
      version: setting.version,
    });
  });

  it("refuses a setting created for someone else's UserId (403)", async () => {
    const ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
    const before = await eventCount();
    const refused = await other.post('/api/userSettings', {
      UserId: ownerId,
      machineName: 'theme',
      value: 'dark',
    });
    expect(refused.status).toBe(403);
    // even staff who manage users do not write others' settings
    expect(
      (await ops.post('/api/userSettings', { UserId: ownerId, machineName: 'theme', value: 'dark' })).status,
    ).toBe(403);
    expect(await eventCount()).toBe(before);
    expect((await owner.get('/api/userSettings/mine')).body).toHaveLength(1);
  });

  it('refuses anonymous calls (401)', async () => {
    const anonymous = new ApiClient(app.url);
    expect((await anonymous.get('/api/userSettings')).status).toBe(401);
    expect((await anonymous.get('/api/userSettings/mine')).status).toBe(401);
    expect((await anonymous.post('/api/userSettings', { machineName: 'theme', value: 'dark' })).status).toBe(
      401,
    );
  });

  it('updates with the version, refusing a missing or stale one and a change of owner', async () => {
    const missing = await owner.put(`/api/userSettings/${setting.id}`, { value: 'dark' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.version).toBeTruthy();
    const invalid = await owner.put(`/api/userSettings/${setting.id}`, {
      value: 'blue',
      version: setting.version,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.value).toBeTruthy();
    const moved = await owner.put(`/api/userSettings/${setting.id}`, {
      UserId: otherId,
      version: setting.version,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors.UserId).toBeTruthy();

    const updated = await owner.put(`/api/userSettings/${setting.id}`, {
      value: 'dark',
      version: setting.version,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: setting.id, value: 'dark', UserId: ownerId });
    expect(updated.body.version).toBeGreaterThan(setting.version);
    expect((await owner.get('/api/userSettings/mine')).body[0]).toMatchObject({
      value: 'dark',
      version: updated.body.version,
    });

    const stale = await owner.put(`/api/userSettings/${setting.id}`, {
      value: 'light',
      version: setting.version,
    });
    expect(stale.status).toBe(409);
    expect((await owner.get(`/api/userSettings/${setting.id}`)).body.value).toBe('dark');
  });

  it('deletes it, after which it is gone and a new theme may be created', async () => {
    const removed = await owner.delete(`/api/userSettings/${setting.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.id).toBe(setting.id);
    expect((await owner.get(`/api/userSettings/${setting.id}`)).status).toBe(404);
    expect((await owner.get('/api/userSettings')).body).toEqual([]);
    expect((await owner.get('/api/userSettings/mine')).body).toEqual([]);
    // the other user's setting is untouched
    expect((await other.get('/api/userSettings/mine')).body).toHaveLength(1);
    const again = await owner.post('/api/userSettings', { machineName: 'theme', value: 'light' });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(setting.id);
  });
});
