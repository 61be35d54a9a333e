import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/index.js';
import { importFile, logState } from '../support/sisImportFiles.js';

/*
 * Imports of people from HR (Data Services): users with their faculty profiles, natural key the username
 * (or else the Employee Id); row errors, a refused file writing nothing, the users' own events, the same
 * file twice, a changed row, a user found by Employee Id.
 */

let app: TestServer;
let admin: ApiClient;
let instructorType: string;
let takenEmail: string;

const header = 'Username,First Name,Last Name,Email,Employee Id,Faculty,Instructor Type';
const csv = (...lines: string[]) => [header, ...lines].join('\n') + '\n';

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_sis_people', env: { FEATURE_FLAGS: 'dataServicesEnabled' } });
  admin = await new ApiClient(app.url).signIn('admin');
  instructorType = (await admin.get('/api/instructorTypes?range=[0,0]')).body[0].name;
  takenEmail = (await admin.get('/api/users?filter={"username":"faculty1"}')).body[0].email;
}, 120_000);
afterAll(() => app?.stop());

const goodFile = () =>
  csv(`hr.one,Ada,One,ada.one@example.edu,HR-001,yes,${instructorType}`, 'hr.two,Bo,Two,,HR-002,no,');

describe('a people file', () => {
  it('reports every bad row by line and column and refuses it, writing nothing', async () => {
    const bad = csv(
      `hr.bad,Cy,,cy@example.edu,HR-010,yes,`,
      `hr.bad2,Di,Bad,not-an-email,HR-011,yes,Nope`,
      `hr.bad3,Ed,Bad,${takenEmail},HR-012,no,`,
      `HR.BAD4,Fi,Bad,,HR-013,no,`,
      `hr.bad4,Fi,Again,,HR-014,no,`,
    );
    const before = await logState(app);
    const dry = await importFile(app, admin, 'people', bad, 'hr.csv', { dryRunOnly: true });
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([
      { line: 2, column: 'Last Name', reason: 'Required' },
      { line: 3, column: 'Instructor Type', reason: 'No instructor type named "Nope"' },
      { line: 4, column: 'Email', reason: 'Already used by another user' },
      { line: 6, column: 'Username', reason: expect.stringContaining('line 5') },
    ]);
    // line 3's email is checked once its instructor type is known: each row reports what it can
    expect(dry.body).toMatchObject({ rows: 5, created: 1, errorCount: 4 });
    const refused = await admin.post('/api/dataServices/imports', {
      kind: 'people',
      uploadId: dry.body.uploadId,
    });
    expect(refused.status).toBe(400);
    expect(await logState(app)).toEqual(before);
  });

  it('imports users with their faculty profiles; twice changes nothing; a changed row updates', async () => {
    const first = await importFile(app, admin, 'people', goodFile(), 'hr.csv');
    expect(first.dry.body).toMatchObject({ rows: 2, created: 2, changed: 0, unchanged: 0 });
    expect(first.done).toMatchObject({ status: 'completed', created: 2, changed: 0 });
    const [one] = (await admin.get('/api/users?filter={"username":"hr.one"}')).body;
    expect(one).toMatchObject({ firstName: 'Ada', EmployeeId: 'HR-001', isFaculty: true });
    const { rows } = await app.database.pool.query(
      `select p."InstructorTypeId" is not null as typed from "facultyProfiles" p where p."UserId" = $1`,
      [one.id],
    );
    expect(rows).toEqual([{ typed: true }]);

    const before = await logState(app);
    const again = await importFile(app, admin, 'people', goodFile(), 'hr.csv');
    expect(again.done).toMatchObject({ created: 0, changed: 0, unchanged: 2 });
    expect((await logState(app)).recordEvents).toBe(before.recordEvents);

    // found by Employee Id when the username is new: HR renamed the account
    const renamed = goodFile().replace('hr.one,Ada,One', 'hr.first,Ada,Uno');
    const third = await importFile(app, admin, 'people', renamed, 'hr-2.csv');
    expect(third.done).toMatchObject({ created: 0, changed: 1, unchanged: 1 });
    const after = (await admin.get(`/api/users/${one.id}`)).body;
    expect(after).toMatchObject({ id: one.id, username: 'hr.first', lastName: 'Uno' });
  });
});
