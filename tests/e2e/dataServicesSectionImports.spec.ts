import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '@tams/event-store';
import { prepareSisImport, writeImportedStreams } from '@tams/workers';
import { ApiClient, startTestServer, type TestServer } from '../support/index.js';
import { importFile, logState } from '../support/sisImportFiles.js';

/*
 * Imports of offerings with their sections and meetings (Data Services): natural key section number + term,
 * the offering by course + term; the dry run's counts and row errors, a refused file writing nothing, the
 * import through the offerings', sections' and meetings' own events, the same file twice, a changed row.
 */

let app: TestServer;
let admin: ApiClient;
let ops: ApiClient;
let term: { id: string; name: string };
let room: string;

const header =
  'Course Number,Term,Section Number,Name,Teaching Mode,Enrollment,Points,Days,Start,End,Location';
const csv = (...lines: string[]) => [header, ...lines].join('\n') + '\n';

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_sis_sections', env: { FEATURE_FLAGS: 'dataServicesEnabled' } });
  [admin, ops] = await Promise.all(
    ['admin', 'academicOpsAdmin'].map((name) => new ApiClient(app.url).signIn(name)),
  );
  term = (await admin.get('/api/academicTerms?range=[0,0]&sort=["startDate","DESC"]')).body[0];
  room = (await admin.get('/api/locations?range=[0,0]')).body[0].code;
  const courses =
    'Course Number,Name,Section Max Students\nSEC 101,Imported sections one,40\nSEC 102,Imported two,40\n';
  await importFile(app, admin, 'courses', courses, 'sec-courses.csv');
}, 120_000);
afterAll(() => app?.stop());

const goodFile = () =>
  csv(
    `SEC 101,${term.name},001,Lecture,In Person,20,3,MWF,9:00,9:50,${room}`,
    `SEC 101,${term.name},002,,Online,15,,,,,`,
    `SEC 102,${term.name},001,Lab,In Person,10,2,TR,1:00 PM,2:15 PM,`,
  );

const sectionsOf = async (courseNumber: string) =>
  (
    await app.database.pool.query(
      `select s.id, s."sectionNumber", s.name, s.enrollment, s.points, s."defaultPoints", m.days, m."startTime", m."endTime"
       from sections s join courses c on c.id = s."CourseId" left join meetings m on m."SectionId" = s.id
       where c."courseNumber" = $1 order by 2`,
      [courseNumber],
    )
  ).rows;

describe('a section file', () => {
  it('reports every bad row by line and column and refuses it, writing nothing', async () => {
    const bad = csv(
      `NOPE 1,${term.name},001,,In Person,1,1,,,,`,
      `SEC 101,No such term,001,,In Person,1,1,,,,`,
      `SEC 101,${term.name},001,,Carrier pigeon,1,1,,,,`,
      `SEC 101,${term.name},003,,In Person,1,1,MWF,10:00,9:00,`,
      `SEC 101,${term.name},004,,In Person,1,1,XYZ,10:00,11:00,Mars`,
      `SEC 102,${term.name},005,,In Person,1,1,,,,`,
      `SEC 102,${term.name},005,,Online,1,1,,,,`,
    );
    const before = await logState(app);
    const dry = await importFile(app, admin, 'sections', bad, 'bad.csv', { dryRunOnly: true });
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([
      { line: 2, column: 'Course Number', reason: 'No course numbered "NOPE 1"' },
      { line: 3, column: 'Term', reason: 'No term named "No such term"' },
      { line: 4, column: 'Teaching Mode', reason: 'No teaching mode named "Carrier pigeon"' },
      { line: 5, column: 'End', reason: 'Must be after the start' },
      { line: 6, column: 'Days', reason: expect.stringContaining('"xyz" is none') },
      { line: 6, column: 'Location', reason: 'No location named "Mars"' },
      { line: 8, column: 'Section Number', reason: expect.stringContaining('line 7') },
    ]);
    expect(dry.body).toMatchObject({ rows: 7, created: 1, changed: 0, unchanged: 0, errorCount: 7 });
    const refused = await admin.post('/api/dataServices/imports', {
      kind: 'sections',
      uploadId: dry.body.uploadId,
    });
    expect(refused.status).toBe(400);
    expect(await logState(app)).toEqual(before);
  });

  it('imports offerings, sections and meetings as the app makes them; twice changes nothing', async () => {
    const first = await importFile(app, admin, 'sections', goodFile(), 'sections.csv');
    expect(first.dry.body).toMatchObject({ rows: 3, created: 3, changed: 0, unchanged: 0 });
    expect(first.done).toMatchObject({ status: 'completed', created: 3, changed: 0, unchanged: 0 });
    expect(await sectionsOf('SEC 101')).toEqual([
      expect.objectContaining({
        sectionNumber: '001',
        name: 'Lecture',
        enrollment: 20,
        points: 3,
        days: ['MO', 'WE', 'FR'],
        startTime: '09:00',
        endTime: '09:50',
      }),
      expect.objectContaining({
        sectionNumber: '002',
        name: 'Imported sections one',
        enrollment: 15,
        days: null,
      }),
    ]);
    expect(await sectionsOf('SEC 102')).toEqual([
      expect.objectContaining({
        sectionNumber: '001',
        days: ['TU', 'TH'],
        startTime: '13:00',
        endTime: '14:15',
      }),
    ]);
    const { rows } = await app.database.pool.query(
      `select event_type, count(*)::int as n from es_events
       where metadata->>'via' = 'import' and stream_id not like 'sisImport-%' and metadata->>'causationId' = $1
       group by 1 order by 1`,
      [first.done.id],
    );
    expect(rows).toEqual([
      { event_type: 'CourseOfferingCreated', n: 2 },
      { event_type: 'MeetingCreated', n: 2 },
      { event_type: 'OfferingTermModeCreated', n: 3 },
      { event_type: 'SectionCreated', n: 3 },
    ]);

    const before = await logState(app);
    const again = await importFile(app, admin, 'sections', goodFile(), 'sections.csv');
    expect(again.dry.body).toMatchObject({ created: 0, changed: 0, unchanged: 3 });
    expect(again.done).toMatchObject({ created: 0, changed: 0, unchanged: 3 });
    expect((await logState(app)).recordEvents).toBe(before.recordEvents);
  });

  it('updates a changed row by its natural key, and the section stays editable in the app', async () => {
    const [lecture] = await sectionsOf('SEC 101');
    const changed = goodFile().replace(
      'Lecture,In Person,20,3,MWF,9:00,9:50',
      'Lecture,In Person,25,3,MW,9:00,10:15',
    );
    const result = await importFile(app, admin, 'sections', changed, 'sections-2.csv');
    expect(result.dry.body).toMatchObject({ created: 0, changed: 1, unchanged: 2 });
    expect(result.done).toMatchObject({ created: 0, changed: 1, unchanged: 2 });
    const [after] = await sectionsOf('SEC 101');
    expect(after).toMatchObject({ id: lecture.id, enrollment: 25, days: ['MO', 'WE'], endTime: '10:15' });
    const section = (await ops.get(`/api/sections/${lecture.id}`)).body;
    const edited = await ops.put(`/api/sections/${lecture.id}`, { ...section, enrollment: 26 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.enrollment).toBe(26);
  });

  it("ends in the file's state when a job that died half way is run again", async () => {
    const file = csv(
      ...Array.from({ length: 10 }, (_, i) => `SEC 102,${term.name},1${i},,In Person,${i},1,MW,08:00,08:50,`),
    );
    const store = new PostgresEventStore({ pool: app.database.pool });
    const { plan } = await prepareSisImport(
      { db: app.database.db, store },
      'sections',
      Buffer.from(file),
      'retry.csv',
    );
    expect(plan).toMatchObject({ created: 10, errors: [] });
    const metadata = { via: 'import' as const };
    // the first attempt: the offerings' phase and half the sections, then it died
    await writeImportedStreams(store, plan.phases[0]!, metadata, () => {});
    await writeImportedStreams(store, plan.phases[1]!.slice(0, 5), metadata, () => {});
    // the retry, planned before the read models showed the first attempt's writes
    await writeImportedStreams(store, plan.phases[0]!, metadata, () => {});
    await writeImportedStreams(store, plan.phases[1]!, metadata, () => {});
    const ids = plan.phases[1]!.map((stream) => `section-${stream.rootId}`);
    const { rows } = await app.database.pool.query(
      `select event_type, count(*)::int as n from es_events where stream_id = any($1) group by 1 order by 1`,
      [ids],
    );
    expect(rows).toEqual([
      { event_type: 'MeetingCreated', n: 10 },
      { event_type: 'SectionCreated', n: 10 },
    ]);
    // and, once the read models show them, an import of the file finds every section as the file says
    const sectionIds = plan.phases[1]!.map((stream) => stream.rootId);
    await expect
      .poll(
        async () =>
          (
            await app.database.pool.query('select count(*)::int as n from sections where id = any($1)', [
              sectionIds,
            ])
          ).rows[0].n,
        { timeout: 30_000 },
      )
      .toBe(10);
    const result = await importFile(app, admin, 'sections', file, 'retry.csv');
    expect(result.done).toMatchObject({ created: 0, changed: 0, unchanged: 10 });
  });
});
