import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiResponse } from '../support/index.js';
import { sharedTestServer } from '../support/sharedTestServer.js';
import type { TestServer } from '../support/testServer.js';
import { streamEvents } from '../support/userTestHelpers.js';

/*
 * Issue 18 points 2, 3 and 8: saved reports are their owner's (save, rename, change, duplicate, delete, with
 * version conflicts), hidden from everyone else until someone who manages Report publishes them as custom
 * reports; a report of a type its owner lost access to is listed as unavailable and never opened.
 */

interface Listed {
  id: string;
  name: string;
  reportType: string;
  kind: 'system' | 'custom' | null;
  mine: boolean;
  available: boolean;
  gridState?: Record<string, unknown>;
  version: number;
}

let app: TestServer;
let admin: ApiClient;
let ops: ApiClient;
let owner: ApiClient;
let other: ApiClient;
let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now() % 100_000}-${++sequence}`;

const grouped = {
  columnOrder: ['Workgroup', 'courseNumber', 'points'],
  columnVisibility: { notes: false },
  sorting: [{ id: 'courseNumber', desc: false }],
  grouping: ['Workgroup'],
  columnFilters: [{ id: 'points', value: { gte: 0 } }],
  pagination: { pageIndex: 0, pageSize: 25 },
};

/** A new user with these roles, signed in. */
async function newUser(Roles: string[]) {
  const username = `srp${Date.now() % 1_000_000}x${++sequence}`;
  const made = await admin.post('/api/users', { username, firstName: 'Saved', lastName: username, Roles });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const client = await new ApiClient(app.url).signIn(username);
  return { client, id: made.body.id as string, version: made.body.version as number };
}

function ok(answer: ApiResponse, status = 200) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

const save = async (client: ApiClient, body: object = {}) =>
  ok(
    await client.post('/api/savedReports', {
      name: unique('Saved'),
      reportType: 'SectionsBuilder',
      gridState: grouped,
      ...body,
    }),
    201,
  ) as Listed;

const listOf = async (client: ApiClient) => ok(await client.get('/api/savedReports')) as Listed[];

beforeAll(async () => {
  app = await sharedTestServer();
  [admin, ops] = await Promise.all(
    ['admin', 'academicOpsAdmin'].map((n) => new ApiClient(app.url).signIn(n)),
  );
  // two reporting users of this file's own: nobody else's reports in their lists
  [owner, other] = (await Promise.all([newUser(['reportingUser']), newUser(['reportingUser'])])).map(
    (user) => user.client,
  );
}, 120_000);

describe("one's own saved reports", () => {
  it('saves, renames, changes the grid, duplicates and deletes, refusing stale versions (409)', async () => {
    const saved = await save(owner);
    expect(saved).toMatchObject({ reportType: 'SectionsBuilder', kind: null, mine: true, available: true });
    expect(saved.gridState).toEqual(grouped);
    expect((await listOf(owner)).map((report) => report.id)).toContain(saved.id);

    const name = unique('Renamed');
    const renamed = ok(await owner.put(`/api/savedReports/${saved.id}`, { name, version: saved.version }));
    expect(renamed.name).toBe(name);
    expect(renamed.version).toBeGreaterThan(saved.version);
    const stale = await owner.put(`/api/savedReports/${saved.id}`, { name: 'Late', version: saved.version });
    expect(stale.status).toBe(409);

    const regrouped = { ...grouped, grouping: ['Term'], sorting: [{ id: 'points', desc: true }] };
    const changed = ok(
      await owner.put(`/api/savedReports/${saved.id}`, { gridState: regrouped, version: renamed.version }),
    );
    expect(changed).toMatchObject({ name, gridState: regrouped });
    expect((ok(await owner.get(`/api/savedReports/${saved.id}`)) as Listed).gridState).toEqual(regrouped);

    const copy = ok(await owner.post(`/api/savedReports/${saved.id}/duplicate`, {}), 201) as Listed;
    expect(copy.id).not.toBe(saved.id);
    expect(copy).toMatchObject({ name: `Copy of ${name}`, mine: true, gridState: regrouped });

    expect(
      (await owner.request('DELETE', `/api/savedReports/${saved.id}`, { version: saved.version })).status,
    ).toBe(409);
    ok(await owner.request('DELETE', `/api/savedReports/${saved.id}`, { version: changed.version }));
    expect((await owner.get(`/api/savedReports/${saved.id}`)).status).toBe(404);
    const ids = (await listOf(owner)).map((report) => report.id);
    expect(ids).not.toContain(saved.id);
    expect(ids).toContain(copy.id);
  });

  it('stores an old-format grid state (page index and size) in the new shape', async () => {
    const old = {
      pageIndex: 2,
      pageSize: 25,
      sortBy: [{ id: 'courseNumber', desc: true }],
      hiddenColumns: ['notes'],
    };
    const saved = await save(owner, { gridState: old });
    expect(saved.gridState).toEqual({
      columnOrder: [],
      columnVisibility: { notes: false },
      sorting: [{ id: 'courseNumber', desc: true }],
      grouping: [],
      columnFilters: [],
      pagination: { pageIndex: 2, pageSize: 25 },
    });
    const [created] = await streamEvents(app, `savedReport-${saved.id}`);
    expect(created!.data.gridState).toEqual(saved.gridState);
  });

  it('refuses bad input with the field: type, columns (unknown or unreadable), name', async () => {
    const refused = async (body: object, field: string) => {
      const answer = await owner.post('/api/savedReports', {
        name: unique('Bad'),
        reportType: 'SectionsBuilder',
        gridState: {},
        ...body,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(Object.keys(answer.body.errors)).toContain(field);
    };
    await refused({ reportType: 'NoSuchBuilder' }, 'reportType');
    await refused(
      { gridState: { sorting: [{ id: 'noSuchColumn', desc: false }] } },
      'gridState.sorting.0.id',
    );
    await refused(
      { reportType: 'InstructorsBuilder', gridState: { sorting: [{ id: 'email', desc: false }] } },
      'gridState.sorting.0.id',
    );
    await refused(
      { gridState: { pagination: { pageIndex: -1, pageSize: 10 } } },
      'gridState.pagination.pageIndex',
    );
    await refused({ name: '   ' }, 'name');
    // a type the user may not read at all
    const users = await owner.post('/api/savedReports', {
      name: 'Users',
      reportType: 'UsersBuilder',
      gridState: {},
    });
    expect(users.status).toBe(403);
  });
});

describe("every user's saved reports (?all=true)", () => {
  it('are listed to those who manage Report, not yet published; others get their usual list', async () => {
    const saved = await save(owner);
    const everyones = ok(await ops.get('/api/savedReports?all=true')) as Listed[];
    expect(everyones.find((report) => report.id === saved.id)).toMatchObject({
      name: saved.name,
      kind: null,
      mine: false,
      available: true,
    });
    // without all=true a manager's list is their own, custom and system reports
    expect((await listOf(ops)).map((report) => report.id)).not.toContain(saved.id);
    const asReportingUser = ok(await other.get('/api/savedReports?all=true')) as Listed[];
    expect(asReportingUser.map((report) => report.id)).not.toContain(saved.id);
    expect(asReportingUser.every((report) => report.mine || report.kind !== null)).toBe(true);
  });
});

describe("someone else's unpublished report", () => {
  it('is neither listed, opened, exported, changed, duplicated nor deleted (404)', async () => {
    const saved = await save(owner);
    expect((await listOf(other)).map((report) => report.id)).not.toContain(saved.id);
    const path = `/api/savedReports/${saved.id}`;
    expect((await other.get(path)).status).toBe(404);
    expect((await other.get(`${path}/export?format=csv`)).status).toBe(404);
    expect((await other.put(path, { name: 'Taken', version: saved.version })).status).toBe(404);
    expect((await other.post(`${path}/duplicate`, {})).status).toBe(404);
    expect((await other.request('DELETE', path, { version: saved.version })).status).toBe(404);
    expect((ok(await owner.get(path)) as Listed).name).toBe(saved.name);
  });
});

describe('custom reports', () => {
  it("academicOpsAdmin publishes a reporting user's saved report for everyone who reads its type", async () => {
    const saved = await save(owner);
    const published = await ops.post(`/api/savedReports/${saved.id}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const found = (await listOf(other)).find((report) => report.id === saved.id);
    expect(found).toMatchObject({ kind: 'custom', mine: false, available: true });
  });

  it('are listed as custom, opened and exported by others, changed only by their owner; unpublished, hidden', async () => {
    const saved = await save(ops);
    const path = `/api/savedReports/${saved.id}`;
    // a reporting user may not publish
    expect((await other.post(`${path}/publish`)).status).toBe(403);
    expect((await other.get(path)).status).toBe(404);

    expect(ok(await ops.post(`${path}/publish`))).toMatchObject({ kind: 'custom' });
    const listed = (await listOf(other)).find((report) => report.id === saved.id);
    expect(listed).toMatchObject({ kind: 'custom', mine: false, available: true, gridState: grouped });
    expect(ok(await other.get(path))).toMatchObject({ kind: 'custom', name: saved.name });
    const exported = await fetch(`${app.url}${path}/export?format=csv`, {
      headers: { cookie: other.cookie },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/text\/csv/);
    const bytes = Buffer.from(await exported.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toMatch(/Workgroup/);

    const current = (ok(await ops.get(path)) as Listed).version;
    expect((await other.put(path, { name: 'Mine now', version: current })).status).toBe(403);
    expect((await other.request('DELETE', path, { version: current })).status).toBe(403);
    // a copy is the copier's own
    expect(ok(await other.post(`${path}/duplicate`, { name: unique('My copy') }), 201)).toMatchObject({
      mine: true,
      kind: null,
    });

    ok(await ops.post(`${path}/unpublish`));
    expect((await listOf(other)).map((report) => report.id)).not.toContain(saved.id);
    expect((await other.get(path)).status).toBe(404);
    expect(ok(await ops.get(path))).toMatchObject({ kind: null, mine: true });
  });
});

describe('a custom report naming columns its reader may not read', () => {
  it('opens and exports with the columns the reader has', async () => {
    const saved = await save(ops, {
      reportType: 'InstructorsBuilder',
      gridState: { columnOrder: ['name', 'email'], sorting: [{ id: 'email', desc: false }] },
    });
    const path = `/api/savedReports/${saved.id}`;
    ok(await ops.post(`${path}/publish`));
    const opened = ok(await other.get(path)) as Listed;
    expect(opened.gridState).toMatchObject({ columnOrder: ['name'], sorting: [] });
    const exported = await fetch(`${app.url}${path}/export?format=csv`, {
      headers: { cookie: other.cookie },
    });
    expect(exported.status).toBe(200);
    const header = (await exported.text()).split('\n')[0]!;
    expect(header).toMatch(/Name/);
    expect(header).not.toMatch(/Email|Employee/);
    expect(ok(await other.post(`${path}/duplicate`, {}), 201).gridState.sorting).toEqual([]);
  });
});

describe('system reports', () => {
  it('are listed to every report reader, open, and cannot be deleted (403) or published (400)', async () => {
    const system = (await listOf(owner)).filter((report) => report.kind === 'system');
    expect(system.map((report) => report.name)).toContain('Sections by workgroup');
    const byWorkgroup = system.find((report) => report.name === 'Sections by workgroup')!;
    expect(byWorkgroup).toMatchObject({ available: true, mine: false, reportType: 'SectionsBuilder' });
    const path = `/api/savedReports/${byWorkgroup.id}`;
    expect(ok(await owner.get(path)).gridState.grouping).toEqual(['Workgroup']);
    expect((await owner.request('DELETE', path, {})).status).toBe(403);
    expect((await ops.request('DELETE', path, {})).status).toBe(403);
    expect((await owner.put(path, { name: 'Mine', version: 0 })).status).toBe(403);
    const publish = await ops.post(`${path}/publish`);
    expect(publish.status).toBe(400);
    expect(Object.keys(publish.body.errors)).toContain('id');
    expect((await ops.post(`${path}/unpublish`)).status).toBe(400);
  });
});

describe('a report of a type its owner lost access to', () => {
  it('is listed as unavailable without its grid state, and opening it is 403', async () => {
    const user = await newUser(['academicOpsAdmin']);
    const saved = await save(user.client, {
      reportType: 'UsersBuilder',
      gridState: { sorting: [{ id: 'email', desc: false }] },
    });
    expect(saved.available).toBe(true);
    const demoted = await admin.put(`/api/users/${user.id}`, {
      Roles: ['reportingUser'],
      version: user.version,
    });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);

    const listed = (await listOf(user.client)).find((report) => report.id === saved.id);
    expect(listed).toMatchObject({
      name: saved.name,
      reportType: 'UsersBuilder',
      mine: true,
      available: false,
    });
    expect(listed).not.toHaveProperty('gridState');
    const path = `/api/savedReports/${saved.id}`;
    const opened = await user.client.get(path);
    expect(opened.status).toBe(403);
    expect(JSON.stringify(opened.body)).not.toMatch(/email/);
    expect((await user.client.get(`${path}/export?format=csv`)).status).toBe(403);
    expect((await user.client.post(`${path}/duplicate`, {})).status).toBe(403);
  });

  it('may still be deleted by its owner, and is then gone from their list', async () => {
    const user = await newUser(['academicOpsAdmin']);
    const saved = await save(user.client, { reportType: 'UsersBuilder', gridState: {} });
    ok(await admin.put(`/api/users/${user.id}`, { Roles: ['reportingUser'], version: user.version }));
    const path = `/api/savedReports/${saved.id}`;
    expect((await user.client.get(path)).status).toBe(403);

    expect((await other.request('DELETE', path, { version: saved.version })).status).toBe(404);
    ok(await user.client.request('DELETE', path, { version: saved.version }));
    expect((await listOf(user.client)).map((report) => report.id)).not.toContain(saved.id);
    expect((await ops.get(path)).status).toBe(404);
  });
});
