import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, sharedTestServer, type TestServer } from '../support/index.js';

/**
 * Workgroup memberships (spec §3 Workgroup membership; §6 Workgroup: admin, academicOpsAdmin manage;
 * §9 permission bits 1 approve, 2 assign) and their effect on the member's auth context (DESIGN §9).
 */
let app: TestServer;
let ops: ApiClient;
let admin: ApiClient;

const eventCount = async () =>
  Number((await app.database.pool.query('select count(*) as n from es_events')).rows[0].n);
const userIdOf = async (username: string) => {
  const found = await ops.get(`/api/users${listQuery({ filter: { username } })}`);
  expect(found.body).toHaveLength(1);
  return found.body[0].id as string;
};
/** The demo's workgroups: every demo faculty member reads their department's (permission 0). */
let departments: Set<string>;
/** The caller's workgroup permissions, less the reading membership of their demo department. */
const permissionsOf = async (client: ApiClient) => {
  const auth = await client.get('/api/auth');
  expect(auth.status).toBe(200);
  const permissions = auth.body.workgroupPermissions as { id: string; permission: number }[];
  return permissions.filter((p) => !(p.permission === 0 && departments.has(p.id)));
};
const createWorkgroup = async (name: string) => {
  const created = await ops.post('/api/workgroups', { name });
  expect(created.status).toBe(201);
  return created.body as { id: string; version: number; name: string };
};

beforeAll(async () => {
  app = await sharedTestServer();
  ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
  admin = await new ApiClient(app.url).signIn('admin');
  const demo = await ops.get(`/api/workgroups${listQuery({ filter: { q: 'Department of' } })}`);
  departments = new Set((demo.body as { id: string }[]).map((workgroup) => workgroup.id));
});

describe('workgroup memberships', () => {
  it('shows the seeded chairs: faculty1 is a member with permission 3', async () => {
    const faculty1 = await new ApiClient(app.url).signIn('faculty1');
    const permissions = await permissionsOf(faculty1);
    expect(permissions).toHaveLength(1);
    expect(permissions[0]!.permission).toBe(3);
  });

  it("adds a member: the member's auth context shows it at once, and the change is recorded", async () => {
    const workgroup = await createWorkgroup('Statistics');
    const member = await new ApiClient(app.url).signIn('faculty10');
    const memberId = await userIdOf('faculty10');
    // read (and so cached) before the change
    expect(await permissionsOf(member)).toEqual([]);

    const added = await ops.post('/api/workgroupMemberships', {
      WorkgroupId: workgroup.id,
      UserId: memberId,
      permission: 2,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ WorkgroupId: workgroup.id, UserId: memberId, permission: 2 });
    expect(await permissionsOf(member)).toEqual([{ id: workgroup.id, permission: 2 }]);

    const { rows } = await app.database.pool.query(
      `select stream_id, metadata from es_events where event_type = 'WorkgroupMembershipCreated' and data->>'id' = $1`,
      [added.body.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].stream_id).toBe(`workgroup-${workgroup.id}`);
    expect(rows[0].metadata).toMatchObject({ actorId: await userIdOf('academicOpsAdmin'), via: 'ui' });
  });

  it('defaults the permission to 0 (read only) and refuses 4, -1, 1.5 and text with 400', async () => {
    const workgroup = await createWorkgroup('Permissions');
    const userId = await userIdOf('faculty11');
    const before = await eventCount();
    for (const permission of [4, -1, 1.5, 'all']) {
      const refused = await ops.post('/api/workgroupMemberships', {
        WorkgroupId: workgroup.id,
        UserId: userId,
        permission,
      });
      expect(refused.status, String(permission)).toBe(400);
      expect(refused.body.errors.permission, String(permission)).toBeTruthy();
    }
    expect(await eventCount()).toBe(before);
    const plain = await ops.post('/api/workgroupMemberships', { WorkgroupId: workgroup.id, UserId: userId });
    expect(plain.status).toBe(201);
    expect(plain.body.permission).toBe(0);
  });

  it('refuses the same user twice in one workgroup (400), but allows them in another', async () => {
    const first = await createWorkgroup('Twice');
    const second = await createWorkgroup('Elsewhere');
    const userId = await userIdOf('faculty12');
    expect(
      (await ops.post('/api/workgroupMemberships', { WorkgroupId: first.id, UserId: userId, permission: 1 }))
        .status,
    ).toBe(201);
    const before = await eventCount();
    const twice = await ops.post('/api/workgroupMemberships', {
      WorkgroupId: first.id,
      UserId: userId,
      permission: 2,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors.UserId).toMatch(/already a member/);
    expect(await eventCount()).toBe(before);
    expect(
      (await ops.post('/api/workgroupMemberships', { WorkgroupId: second.id, UserId: userId, permission: 2 }))
        .status,
    ).toBe(201);
    const list = await ops.get(`/api/workgroupMemberships${listQuery({ filter: { UserId: userId } })}`);
    const here = (list.body as { WorkgroupId: string }[]).filter((m) =>
      [first.id, second.id].includes(m.WorkgroupId),
    );
    expect(here).toHaveLength(2);
  });

  it('refuses a membership of an unknown user or workgroup (400)', async () => {
    const workgroup = await createWorkgroup('References');
    const unknown = '0190a000-0000-7000-8000-000000000999';
    const noUser = await ops.post('/api/workgroupMemberships', {
      WorkgroupId: workgroup.id,
      UserId: unknown,
    });
    expect(noUser.status).toBe(400);
    expect(noUser.body.errors.UserId).toBeTruthy();
    const noWorkgroup = await ops.post('/api/workgroupMemberships', {
      WorkgroupId: unknown,
      UserId: await userIdOf('faculty13'),
    });
    expect(noWorkgroup.status).toBe(400);
    expect(noWorkgroup.body.errors.WorkgroupId).toBeTruthy();
  });

  it("changes the permission (PUT with version) and removes it (DELETE), each in the member's context at once", async () => {
    const workgroup = await createWorkgroup('Changes');
    const member = await new ApiClient(app.url).signIn('faculty14');
    const memberId = await userIdOf('faculty14');
    const added = await ops.post('/api/workgroupMemberships', {
      WorkgroupId: workgroup.id,
      UserId: memberId,
      permission: 1,
    });
    expect(await permissionsOf(member)).toEqual([{ id: workgroup.id, permission: 1 }]);

    const missingVersion = await ops.put(`/api/workgroupMemberships/${added.body.id}`, { permission: 3 });
    expect(missingVersion.status).toBe(400);
    expect(missingVersion.body.errors.version).toBeTruthy();
    const invalid = await ops.put(`/api/workgroupMemberships/${added.body.id}`, {
      permission: 4,
      version: added.body.version,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.permission).toBeTruthy();
    const moved = await ops.put(`/api/workgroupMemberships/${added.body.id}`, {
      UserId: await userIdOf('faculty15'),
      version: added.body.version,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors.UserId).toBeTruthy();

    const changed = await ops.put(`/api/workgroupMemberships/${added.body.id}`, {
      permission: 3,
      version: added.body.version,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: added.body.id, permission: 3 });
    expect(changed.body.version).toBeGreaterThan(added.body.version);
    expect(await permissionsOf(member)).toEqual([{ id: workgroup.id, permission: 3 }]);

    const stale = await ops.put(`/api/workgroupMemberships/${added.body.id}`, {
      permission: 0,
      version: added.body.version,
    });
    expect(stale.status).toBe(409);
    expect(await permissionsOf(member)).toEqual([{ id: workgroup.id, permission: 3 }]);

    const removed = await ops.delete(`/api/workgroupMemberships/${added.body.id}`);
    expect(removed.status).toBe(200);
    expect((await ops.get(`/api/workgroupMemberships/${added.body.id}`)).status).toBe(404);
    expect(await permissionsOf(member)).toEqual([]);
  });

  it('keeps faculty (even a member with every bit) from creating, changing or deleting memberships (403)', async () => {
    const chair = await new ApiClient(app.url).signIn('faculty1');
    const [own] = await permissionsOf(chair);
    const ownMembership = (
      await ops.get(
        `/api/workgroupMemberships${listQuery({ filter: { WorkgroupId: own!.id, UserId: await userIdOf('faculty1') } })}`,
      )
    ).body[0];
    const before = await eventCount();
    const created = await chair.post('/api/workgroupMemberships', {
      WorkgroupId: own!.id,
      UserId: await userIdOf('faculty16'),
      permission: 3,
    });
    expect(created.status).toBe(403);
    expect(created.body.message).toBe('Unauthorized request');
    expect(
      (
        await chair.put(`/api/workgroupMemberships/${ownMembership.id}`, {
          permission: 0,
          version: ownMembership.version,
        })
      ).status,
    ).toBe(403);
    expect((await chair.delete(`/api/workgroupMemberships/${ownMembership.id}`)).status).toBe(403);
    expect((await chair.post('/api/workgroups', { name: 'Chair-made' })).status).toBe(403);
    expect(await eventCount()).toBe(before);
    expect(await permissionsOf(chair)).toEqual([{ id: own!.id, permission: 3 }]);
  });

  it('lets admin manage memberships too (spec §6 Workgroup)', async () => {
    const workgroup = await createWorkgroup('Admin-run');
    const added = await admin.post('/api/workgroupMemberships', {
      WorkgroupId: workgroup.id,
      UserId: await userIdOf('faculty17'),
      permission: 1,
    });
    expect(added.status).toBe(201);
  });

  it('embeds the User and the Workgroup with include=["User","Workgroup"]', async () => {
    const workgroup = await createWorkgroup('Embedded');
    const userId = await userIdOf('faculty18');
    const added = await ops.post('/api/workgroupMemberships', {
      WorkgroupId: workgroup.id,
      UserId: userId,
      permission: 2,
    });
    const list = await ops.get(
      `/api/workgroupMemberships${listQuery({ include: ['User', 'Workgroup'], filter: { WorkgroupId: workgroup.id } })}`,
    );
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      id: added.body.id,
      permission: 2,
      User: { id: userId, username: 'faculty18' },
      Workgroup: { id: workgroup.id, name: 'Embedded' },
    });
    const one = await ops.get(
      `/api/workgroupMemberships/${added.body.id}${listQuery({ include: ['User', 'Workgroup'] })}`,
    );
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      User: { id: userId, username: 'faculty18' },
      Workgroup: { id: workgroup.id, name: 'Embedded' },
    });
    // without include nothing is embedded; an unknown include is refused
    expect((await ops.get(`/api/workgroupMemberships/${added.body.id}`)).body).not.toHaveProperty('User');
    expect((await ops.get(`/api/workgroupMemberships${listQuery({ include: ['Password'] })}`)).status).toBe(
      400,
    );
  });

  it("deletes a workgroup with its memberships (cascade): they are gone, also from the members' contexts", async () => {
    const workgroup = await createWorkgroup('Short-lived');
    const memberA = await new ApiClient(app.url).signIn('faculty19');
    const memberB = await new ApiClient(app.url).signIn('faculty20');
    const ids = await Promise.all([userIdOf('faculty19'), userIdOf('faculty20')]);
    const memberships = [];
    for (const [index, userId] of ids.entries()) {
      const added = await ops.post('/api/workgroupMemberships', {
        WorkgroupId: workgroup.id,
        UserId: userId,
        permission: index + 1,
      });
      expect(added.status).toBe(201);
      memberships.push(added.body);
    }
    expect(await permissionsOf(memberA)).toEqual([{ id: workgroup.id, permission: 1 }]);
    expect(await permissionsOf(memberB)).toEqual([{ id: workgroup.id, permission: 2 }]);

    const deleted = await ops.delete(`/api/workgroups/${workgroup.id}`);
    expect(deleted.status).toBe(200);
    expect((await ops.get(`/api/workgroups/${workgroup.id}`)).status).toBe(404);
    const left = await ops.get(
      `/api/workgroupMemberships${listQuery({ filter: { WorkgroupId: workgroup.id } })}`,
    );
    expect(left.status).toBe(200);
    expect(left.body).toEqual([]);
    for (const membership of memberships)
      expect((await ops.get(`/api/workgroupMemberships/${membership.id}`)).status).toBe(404);
    expect(await permissionsOf(memberA)).toEqual([]);
    expect(await permissionsOf(memberB)).toEqual([]);

    // the log says so: each membership deleted, then the workgroup, in one append to its stream
    const { rows } = await app.database.pool.query(
      `select event_type, data->>'id' as id from es_events where stream_id = $1 order by stream_version`,
      [`workgroup-${workgroup.id}`],
    );
    expect(rows.slice(-3).map((row) => row.event_type)).toEqual([
      'WorkgroupMembershipDeleted',
      'WorkgroupMembershipDeleted',
      'WorkgroupDeleted',
    ]);
    expect(
      rows
        .slice(-3, -1)
        .map((row) => row.id)
        .sort(),
    ).toEqual(memberships.map((m) => m.id).sort());
  });

  it('refuses to delete a workgroup a course refers to (422) and keeps its members', async () => {
    const workgroup = await createWorkgroup('Has courses');
    const member = await new ApiClient(app.url).signIn('faculty21');
    await ops.post('/api/workgroupMemberships', {
      WorkgroupId: workgroup.id,
      UserId: await userIdOf('faculty21'),
      permission: 2,
    });
    const course = await ops.post('/api/courses', {
      courseNumber: 'WG 101',
      name: 'Tied to a workgroup',
      WorkgroupId: workgroup.id,
    });
    expect(course.status).toBe(201);
    const before = await eventCount();
    const refused = await ops.delete(`/api/workgroups/${workgroup.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/course/i);
    expect(await eventCount()).toBe(before);
    expect(await permissionsOf(member)).toEqual([{ id: workgroup.id, permission: 2 }]);
  });
});
