import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/index.js';
import { importFile, logState, waitForSisImport } from '../support/sisImportFiles.js';

/*
 * Imports from the registrar and HR (Data Services), courses: the dry run's counts and row errors, a file
 * with errors refused with nothing written, the import by the job through the courses' own events, the same
 * file twice, a changed row updating its course by number, and the course editable afterwards.
 */

let app: TestServer;
let admin: ApiClient;
let ops: ApiClient;
let workgroup: string;
let workgroupNames: Map<string, string>;
let existing: Record<string, any>;

const header = 'Course Number,Name,Section Max Students,Workgroup,Active';
const csv = (...lines: string[]) => [header, ...lines].join('\n') + '\n';

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_sis_courses', env: { FEATURE_FLAGS: 'dataServicesEnabled' } });
  admin = await new ApiClient(app.url).signIn('admin');
  ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
  const workgroups = (await admin.get('/api/workgroups?range=[0,99]')).body as { id: string; name: string }[];
  workgroupNames = new Map(workgroups.map((w) => [w.id, w.name]));
  workgroup = workgroups[0]!.name;
  existing = (await admin.get('/api/courses?range=[0,0]&sort=["courseNumber","ASC"]')).body[0];
}, 120_000);
afterAll(() => app?.stop());

const unchangedLine = () =>
  `${existing.courseNumber},"${existing.name}",${existing.sectionMaxStudents ?? ''},${workgroupNames.get(existing.WorkgroupId) ?? ''},${existing.isActive ? 'yes' : 'no'}`;

describe('a course file', () => {
  it('reports every bad row by line and column, and refuses to import it, writing nothing', async () => {
    const bad = csv(
      `IMP 101,Imported one,30,${workgroup},yes`,
      'IMP 102,Imported two,lots,Nowhere,maybe',
      'IMP 101,Imported again,20,,yes',
      `IMP 103,${'x'.repeat(201)},10,,yes`,
    );
    const before = await logState(app);
    const dry = await importFile(app, admin, 'courses', bad, 'catalog.csv', { dryRunOnly: true });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ kind: 'courses', fileName: 'catalog.csv', format: 'csv', rows: 4 });
    expect(dry.body.created).toBe(1);
    expect(dry.body.errors).toEqual([
      { line: 3, column: 'Section Max Students', reason: 'Must be a number' },
      { line: 3, column: 'Workgroup', reason: 'No workgroup named "Nowhere"' },
      { line: 3, column: 'Active', reason: 'Must be yes or no' },
      { line: 4, column: 'Course Number', reason: expect.stringContaining('line 2') },
      { line: 5, column: 'Name', reason: 'Must be at most 200 characters' },
    ]);
    expect(dry.body.errorCount).toBe(5);
    const started = await admin.post('/api/dataServices/imports', {
      kind: 'courses',
      uploadId: dry.body.uploadId,
    });
    expect(started.status).toBe(400);
    expect(started.body.errors.uploadId).toMatch(/5 problems in 3 rows/);
    expect(await logState(app)).toEqual(before);
  });

  it('imports through the courses own events: the dry run counts are the import counts', async () => {
    const file = csv(
      `IMP 201,Imported one,30,${workgroup},yes`,
      'IMP 202,Imported two,,,no',
      unchangedLine(),
    );
    const result = await importFile(app, admin, 'courses', file, 'catalog-2.csv');
    expect(result.dry.body).toMatchObject({ rows: 3, created: 2, changed: 0, unchanged: 1, errorCount: 0 });
    expect(result.done).toMatchObject({
      kind: 'courses',
      fileName: 'catalog-2.csv',
      status: 'completed',
      rows: 3,
      created: 2,
      changed: 0,
      unchanged: 1,
      startedBy: { id: expect.any(String), name: expect.any(String) },
    });
    const { body } = await admin.get('/api/courses?filter={"courseNumber":["IMP 201","IMP 202"]}');
    expect(body.map((c: any) => [c.courseNumber, c.sectionMaxStudents, c.isActive])).toEqual([
      ['IMP 201', 30, true],
      ['IMP 202', null, false],
    ]);
    const { rows } = await app.database.pool.query(
      `select event_type, metadata->>'via' as via, data from es_events where data->>'courseNumber' like 'IMP 20%'`,
    );
    expect(rows.map((row) => [row.event_type, row.via])).toEqual([
      ['CourseCreated', 'import'],
      ['CourseCreated', 'import'],
    ]);
    expect(Object.keys(rows[0].data).sort()).toEqual(
      [
        'id',
        'courseNumber',
        'name',
        'unitsMax',
        'sectionMaxStudents',
        'sectionCreditHours',
        'WorkgroupId',
        'isActive',
        'isOffered',
      ].sort(),
    );

    // the same file again: it says what is there already
    const before = await logState(app);
    const again = await importFile(app, admin, 'courses', file, 'catalog-2.csv');
    expect(again.dry.body).toMatchObject({ created: 0, changed: 0, unchanged: 3 });
    expect(again.dry.body.alreadyImported).toMatchObject({ id: result.done.id });
    expect(again.done).toMatchObject({ status: 'completed', created: 0, changed: 0, unchanged: 3 });
    const after = await logState(app);
    expect(after.courses).toBe(before.courses);
    expect(after.recordEvents).toBe(before.recordEvents);

    // a changed row updates its course, found by its number
    const id = body[1].id;
    const changed = await importFile(
      app,
      admin,
      'courses',
      file.replace('Imported two,,', 'Renamed two,12,'),
      'c3.csv',
    );
    expect(changed.dry.body).toMatchObject({ created: 0, changed: 1, unchanged: 2 });
    expect(changed.done).toMatchObject({ created: 0, changed: 1, unchanged: 2 });
    const course = (await admin.get(`/api/courses/${id}`)).body;
    expect(course).toMatchObject({
      id,
      courseNumber: 'IMP 202',
      name: 'Renamed two',
      sectionMaxStudents: 12,
    });

    // and it stays the app's course: editable as any other (by whoever manages the catalog)
    const edited = await ops.put(`/api/courses/${id}`, { ...course, name: 'Edited two' });
    expect(edited.status).toBe(200);
    expect(edited.body.name).toBe('Edited two');
  });

  it('lists the imports with who started them, newest first', async () => {
    const list = await admin.get('/api/dataServices/imports?range=[0,9]');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^imports 0-\d+\/\d+$/);
    expect(list.body[0]).toMatchObject({ kind: 'courses', fileName: 'c3.csv', status: 'completed' });
    const byRows = await admin.get(
      '/api/dataServices/imports?sort=["rows","DESC"]&filter={"kind":"courses"}',
    );
    expect(byRows.status).toBe(200);
    expect(byRows.body.map((row: { rows: number }) => row.rows)).toEqual(
      [...byRows.body.map((row: { rows: number }) => row.rows)].sort((a, b) => b - a),
    );
    const missing = await admin.get('/api/dataServices/imports/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });

  it('compares the file again when the records changed after its dry run', async () => {
    const file = csv(`IMP 301,Between runs,20,${workgroup},yes`);
    const dry = await importFile(app, admin, 'courses', file, 'between.csv', { dryRunOnly: true });
    expect(dry.body).toMatchObject({ created: 1, errorCount: 0 });
    // someone creates the course by hand before the import starts: the dry run's plan is stale
    const course = (await admin.get('/api/courses?range=[0,0]')).body[0];
    const byHand = await ops.post('/api/courses', {
      ...Object.fromEntries(Object.entries(course).filter(([key]) => !['id', 'version'].includes(key))),
      courseNumber: 'IMP 301',
      name: 'By hand',
    });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(201);
    const started = await admin.post('/api/dataServices/imports', {
      kind: 'courses',
      uploadId: dry.body.uploadId,
    });
    expect(started.status).toBe(202);
    const done = await waitForSisImport(admin, started.body.id);
    expect(done).toMatchObject({ status: 'completed', created: 0, changed: 1 });
    const rows = (await admin.get(`/api/courses?filter=${encodeURIComponent('{"courseNumber":"IMP 301"}')}`))
      .body;
    expect(rows).toMatchObject([{ id: byHand.body.id, name: 'Between runs' }]);
  });

  it('serves the templates, which import as they are', async () => {
    const template = await fetch(`${app.url}/api/dataServices/imports/courses/template.csv`, {
      headers: { cookie: admin.cookie },
    });
    expect(template.status).toBe(200);
    const text = await template.text();
    expect(text.split('\r\n')[0]).toBe(
      'Course Number,Name,Max Units,Section Max Students,Section Credit Hours,Workgroup,Active,Offered',
    );
    const dry = await importFile(app, admin, 'courses', text, 'template.csv', { dryRunOnly: true });
    expect(dry.body).toMatchObject({ errorCount: 0, rows: 1 });
    const xlsx = await fetch(`${app.url}/api/dataServices/imports/courses/template.xlsx`, {
      headers: { cookie: admin.cookie },
    });
    expect(xlsx.status).toBe(200);
    const bytes = Buffer.from(await xlsx.arrayBuffer());
    const fromXlsx = await importFile(app, admin, 'courses', bytes, 'template.xlsx', { dryRunOnly: true });
    expect(fromXlsx.body).toMatchObject({ format: 'xlsx', errorCount: 0, rows: 1, created: 1 });
  });

  it('refuses a file without a required column and an unknown kind, naming them', async () => {
    const noName = await importFile(app, admin, 'courses', 'Course Number\nX 1\n', 'x.csv', {
      dryRunOnly: true,
    });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toMatch(/Missing column Name/);
    const kind = await admin.post('/api/dataServices/imports', { kind: 'rooms', uploadId: 'a'.repeat(64) });
    expect(kind.status).toBe(400);
    expect(kind.body.errors.kind).toMatch(/courses, sections, people/);
  });
});
