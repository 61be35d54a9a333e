import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/index.js';
import { completedDataExport } from '../support/dataExports.js';
import { openSocket } from '../support/socketProbe.js';

/*
 * DataExport (issue 18 point 6, spec §6: exportsEnabled; admin and academicOpsAdmin manage, reportingUser
 * creates and reads): a job zips one CSV per resource the requester may read, rows as their lists show
 * them, plus the report types they may read; the download is theirs (or a manager's).
 */

let app: TestServer;
let ops: ApiClient;
let reporting: ApiClient;
let workgroupId: string;

const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
const headerOf = (text: string) => csvLines(text)[0]!.split(',');

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_data_export', env: { FEATURE_FLAGS: 'exportsEnabled' } });
  [ops, reporting] = await Promise.all(
    ['academicOpsAdmin', 'reportingUser'].map((name) => new ApiClient(app.url).signIn(name)),
  );
  // the reporting user is a member of one workgroup: the sections they read (and export) are its sections
  const me = (await reporting.get('/api/auth')).body;
  const sections = await ops.get(`/api/sections?range=${encodeURIComponent('[0,0]')}`);
  workgroupId = sections.body[0].WorkgroupId;
  const membership = await ops.post('/api/workgroupMemberships', {
    WorkgroupId: workgroupId,
    UserId: me.workingUserId,
    permission: 0,
  });
  expect(membership.status).toBeLessThan(300);
  reporting = await new ApiClient(app.url).signIn('reportingUser');
}, 180_000);
afterAll(async () => app?.stop());

describe('a data export', () => {
  let exportId: string;
  let zip: JSZip;

  it('runs as a job with progress to the requester, and is listed completed', async () => {
    const socket = await openSocket(app.url, { cookie: reporting.cookie });
    const started = await reporting.post('/api/dataExports', {});
    expect(started.status).toBe(202);
    exportId = started.body.id;
    const progress = await socket.finished(started.body.jobId, 120_000);
    socket.close();
    expect(progress.at(-1)).toMatchObject({ state: 'completed', progress: 100 });
    const listed = await reporting.get('/api/dataExports');
    const mine = listed.body.find((e: { id: string }) => e.id === exportId);
    expect(mine).toMatchObject({ status: 'completed' });
    expect(mine.files.map((f: { fileName: string }) => f.fileName)).toContain('sections.csv');
  }, 180_000);

  it('downloads as a zip of the resources the requester may read, rows filtered as their lists', async () => {
    const response = await fetch(`${app.url}/api/dataExports/${exportId}/download`, {
      headers: { cookie: reporting.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/zip/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="tams-export-.*\.zip"/);
    zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
    const names = Object.keys(zip.files);
    expect(names).toEqual(
      expect.arrayContaining(['sections.csv', 'academicPeriods.csv', 'reports/SectionsBuilder.csv']),
    );
    // what a reporting user may not read is not there at all
    for (const forbidden of ['financialData.csv', 'users.csv', 'apiKeys.csv', 'courses.csv'])
      expect(names).not.toContain(forbidden);

    // a field the ability refuses (useAdvancedEffort without aemEnabled) is left out; booleans are spelt out
    const periods = await zip.file('academicPeriods.csv')!.async('string');
    expect(headerOf(periods)).not.toContain('useAdvancedEffort');
    const active = headerOf(periods).indexOf('isSystemActive');
    expect(
      new Set(
        csvLines(periods)
          .slice(1)
          .map((row) => row.split(',')[active]),
      ),
    ).toEqual(new Set(['true', 'false']));

    const sections = await zip.file('sections.csv')!.async('string');
    expect(sections.charCodeAt(0)).toBe(0xfeff);
    expect(headerOf(sections)).toContain('WorkgroupId');
    const rows = csvLines(sections).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain(workgroupId);
    // the same count as their sections list answers
    const list = await reporting.get(`/api/sections?range=${encodeURIComponent('[0,0]')}`);
    expect(rows.length).toBe(Number(list.headers.get('x-total-count')));
  });

  it('leaves out hidden fields even for a manager', async () => {
    const admin = await new ApiClient(app.url).signIn('admin');
    const { id: adminExportId, zip: adminZip } = await completedDataExport(app, admin);
    const names = Object.keys(adminZip.files);
    expect(names).toEqual(expect.arrayContaining(['users.csv', 'sections.csv', 'courses.csv']));
    expect(names).not.toContain('apiKeys.csv');
    // the manager reads the reporting user's export too; the reporting user not the manager's
    expect((await admin.get(`/api/dataExports/${exportId}`)).status).toBe(200);
    expect((await reporting.get(`/api/dataExports/${adminExportId}/download`)).status).toBe(404);
  }, 180_000);

  it('is refused to a user without DataExport', async () => {
    const faculty = await new ApiClient(app.url).signIn('faculty1');
    expect((await faculty.post('/api/dataExports', {})).status).toBe(403);
    expect((await faculty.get('/api/dataExports')).status).toBe(403);
    expect((await faculty.get(`/api/dataExports/${exportId}/download`)).status).toBe(403);
  });
});
