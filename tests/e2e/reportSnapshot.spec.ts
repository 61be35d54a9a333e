import type { AuthContext } from '@tams/access';
import { isCheckpoint } from '@tams/event-store';
import { reportSources } from '@tams/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedSnapshotRows } from '../../workers/src/reportSnapshot/snapshotRows.js';
import { ApiClient, startTestServer, type TestDatabase, type TestServer } from '../support/index.js';
import { openSocket } from '../support/socketProbe.js';
import { asStored, databaseAt, reportRows } from './reportSnapshotRederive.js';

/*
 * Snapshots (issue 18 point 5, DESIGN §15): the reportSnapshot job freezes a report's rows with the log
 * position they reflect; the proof is a re-derivation: the log up to that position, copied into a new
 * database and projected there, gives the same report row by row, while the live report has moved on.
 */

let app: TestServer;
let admin: ApiClient;
let ops: ApiClient;
let reporting: ApiClient;
let rederived: TestDatabase | undefined;

const source = reportSources.SectionsBuilder;
const gridState = {
  columnOrder: [],
  columnVisibility: { notes: false },
  sorting: [
    { id: 'courseNumber', desc: false },
    { id: 'sectionNumber', desc: false },
  ],
  grouping: [],
  columnFilters: [],
  pagination: { pageIndex: 0, pageSize: 50 },
};

const snapshotOf = async (client: ApiClient, id: string) =>
  (await client.get(`/api/reportSnapshots/${id}`)).body;

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_report_snapshot' });
  [admin, ops, reporting] = await Promise.all(
    ['admin', 'academicOpsAdmin', 'reportingUser'].map((name) => new ApiClient(app.url).signIn(name)),
  );
}, 180_000);
afterAll(async () => {
  await rederived?.drop();
  await app?.stop();
});

describe('a report snapshot', () => {
  let snapshot: any;
  let adminAuth: AuthContext;

  it('is taken by the job, its progress reaching 100 on the requester socket', async () => {
    const socket = await openSocket(app.url, { cookie: admin.cookie });
    const started = await admin.post('/api/reportSnapshots', {
      reportType: 'SectionsBuilder',
      name: 'Census sections',
      gridState,
    });
    expect(started.status).toBe(202);
    expect(started.body.jobId).toBe(started.body.id);
    const progress = await socket.finished(started.body.jobId, 120_000);
    socket.close();
    expect(progress.at(-1)).toMatchObject({ state: 'completed', progress: 100 });
    snapshot = await snapshotOf(admin, started.body.id);
    expect(snapshot).toMatchObject({
      status: 'taken',
      name: 'Census sections',
      reportType: 'SectionsBuilder',
    });
    expect(snapshot.position).toBeGreaterThan(0);
    expect(Date.parse(snapshot.asOf)).not.toBeNaN();
    expect(snapshot.rowCount).toBeGreaterThan(10);
    expect(snapshot.columns.map((c: { id: string }) => c.id)).not.toContain('notes');
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from report_snapshot_rows where snapshot_id = ${snapshot.id}
    `.execute(app.database.db);
    expect(rows[0]!.n).toBe(snapshot.rowCount);
    adminAuth = (await admin.get('/api/auth')).body as AuthContext;
  }, 180_000);

  it('equals the same report re-derived from the log at its position, while the live report moved on', async () => {
    // change what the snapshot shows: points of three sections
    const listed = await ops.get(`/api/sections?range=${encodeURIComponent('[0,2]')}`);
    expect(listed.status).toBe(200);
    for (const section of listed.body as { id: string; points: number; version: number }[]) {
      const changed = await ops.put(`/api/sections/${section.id}`, {
        points: Number(section.points) + 1.5,
        version: section.version,
      });
      expect(changed.status).toBe(200);
    }
    const { rows: stored } = await sql<{ checkpoint: string; AcademicPeriodId: string | null }>`
      select checkpoint, "AcademicPeriodId" from "reportSnapshots" where id = ${snapshot.id}
    `.execute(app.database.db);
    const checkpoint = stored[0]!.checkpoint;
    expect(isCheckpoint(checkpoint)).toBe(true);
    const context = {
      periodId: stored[0]!.AcademicPeriodId,
      effortEnabled: !!adminAuth.FeatureFlags?.aemEnabled,
    };
    const frozen = asStored(await storedSnapshotRows(app.database.db, snapshot.id));

    rederived = await databaseAt(app.database.db, checkpoint as never, source);
    const atPosition = await reportRows(rederived.db, source, gridState, adminAuth, context);
    expect(atPosition.length).toBe(frozen.length);
    atPosition.forEach((row, index) => expect(frozen[index]).toEqual(row));

    const live = await reportRows(app.database.db, source, gridState, adminAuth, context);
    expect(live).not.toEqual(frozen);
  }, 300_000);

  it('is listed for its requester, not for a reporting user who did not ask for it', async () => {
    const mine = await admin.get('/api/reportSnapshots');
    expect(mine.status).toBe(200);
    expect(mine.body.map((s: { id: string }) => s.id)).toContain(snapshot.id);
    const theirs = await reporting.get('/api/reportSnapshots');
    expect(theirs.status).toBe(200);
    expect(theirs.body.map((s: { id: string }) => s.id)).not.toContain(snapshot.id);
    expect((await reporting.get(`/api/reportSnapshots/${snapshot.id}`)).status).toBe(404);
  });

  it("refuses another user's snapshot rows and CSV to who neither took it nor manages Report (404)", async () => {
    const rows = `/api/reports/types/SnapshotReport/rows?snapshotId=${snapshot.id}`;
    const csv = `/api/reports/types/SnapshotReport/export?format=csv&snapshotId=${snapshot.id}`;
    for (const path of [rows, csv]) {
      const refused = await reporting.get(path);
      expect(refused.status, path).toBe(404);
      expect(JSON.stringify(refused.body)).not.toContain('courseNumber');
      // its requester and a manager of Report read it
      expect((await admin.get(path)).status, path).toBe(200);
      expect((await ops.get(path)).status, path).toBe(200);
    }
  });

  it("serves its owner only the columns they may read now: a column they lost is not in the snapshot's rows", async () => {
    const username = `snapshotowner${Date.now() % 1_000_000}`;
    const created = await admin.post('/api/users', {
      username,
      firstName: 'Snap',
      lastName: 'Owner',
      Roles: ['reportingUser', 'businessOfficeAdmin'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const owner = await new ApiClient(app.url).signIn(username);
    const started = await owner.post('/api/reportSnapshots', {
      reportType: 'InstructorsBuilder',
      name: 'Faculty with email',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await expect
      .poll(async () => (await snapshotOf(owner, started.body.id)).status, {
        timeout: 120_000,
        interval: 500,
      })
      .toBe('taken');
    const path = `/api/reports/types/SnapshotReport/rows?snapshotId=${started.body.id}`;
    const columnsOf = (page: { columns: { id: string }[] }) => page.columns.map((column) => column.id);
    const before = await owner.get(path);
    expect(before.status).toBe(200);
    expect(columnsOf(before.body)).toEqual(expect.arrayContaining(['email', 'EmployeeId']));
    expect(before.body.rows.some((row: { email?: string }) => typeof row.email === 'string')).toBe(true);

    // the owner no longer reads instructors (businessOfficeAdmin taken away)
    const current = (await admin.get(`/api/users/${created.body.id}`)).body;
    const changed = await admin.put(`/api/users/${created.body.id}`, {
      Roles: ['reportingUser'],
      version: current.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const now = await new ApiClient(app.url).signIn(username);
    const after = await now.get(path);
    expect(after.status).toBe(200);
    expect(columnsOf(after.body)).not.toContain('email');
    expect(columnsOf(after.body)).not.toContain('EmployeeId');
    expect(after.body.rows.length).toBe(before.body.rows.length);
    for (const row of after.body.rows) expect(Object.keys(row)).not.toContain('email');
    const csv = await now.get(
      `/api/reports/types/SnapshotReport/export?format=csv&snapshotId=${started.body.id}`,
    );
    expect(csv.status).toBe(200);
    expect(String(csv.body).split('\n')[0]).not.toMatch(/Email|Employee Id/);
  }, 180_000);

  it('can be scheduled for a date: the job waits for it', async () => {
    const scheduledFor = new Date(Date.now() + 3600_000).toISOString();
    const started = await admin.post('/api/reportSnapshots', {
      reportType: 'SectionsBuilder',
      name: 'At census',
      gridState,
      scheduledFor,
    });
    expect(started.status).toBe(202);
    const scheduled = await snapshotOf(admin, started.body.id);
    expect(scheduled).toMatchObject({ status: 'requested' });
    expect(new Date(scheduled.scheduledFor).toISOString()).toBe(scheduledFor);
  });

  it('refuses bad input with the field, and who may not read reports', async () => {
    const unknownType = await admin.post('/api/reportSnapshots', { reportType: 'Nope', name: 'x' });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.errors).toHaveProperty('reportType');
    const badColumn = await admin.post('/api/reportSnapshots', {
      reportType: 'SectionsBuilder',
      name: 'x',
      gridState: { ...gridState, sorting: [{ id: 'noSuchColumn', desc: false }] },
    });
    expect(badColumn.status).toBe(400);
    expect(Object.keys(badColumn.body.errors ?? {}).join()).toMatch(/gridState/);
    const noName = await admin.post('/api/reportSnapshots', {
      reportType: 'SectionsBuilder',
      name: '',
      gridState,
    });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toHaveProperty('name');
    const faculty = await new ApiClient(app.url).signIn('faculty1');
    const refused = await faculty.post('/api/reportSnapshots', {
      reportType: 'SectionsBuilder',
      name: 'x',
      gridState,
    });
    expect(refused.status).toBe(403);
  });
});
