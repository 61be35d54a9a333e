import { beforeAll, describe, expect, it } from 'vitest';
import { memberWith, newWorkgroup, signedIn, type Signed } from '../support/accessFixtures.js';
import { financeClient, newFaculty } from '../support/assignments.js';
import { type ApiClient, listQuery, sharedTestServer, type TestServer } from '../support/index.js';
import {
  expectOk,
  newOffering,
  newSection,
  type Planning,
  type Row,
  setUpPlanning,
} from '../support/planning.js';

/*
 * Issue 15 item 3: what a reader may not list, they may not read through `include`, an embed or a history
 * either. Each leak the probe found, as the reader who had it: the included rows are left out (the include
 * itself is answered, so every page that asks for one works), and history entries about them too.
 */

let app: TestServer;
let p: Planning;
let scheduler: Signed;
let finance: ApiClient;
/** A section of a workgroup, with a teaching assignment and a meeting. */
let section: Row;
let assignment: Row;
let meeting: Row;
/** A faculty member with financial data and a setting of their own. */
let faculty: Row;
let facultyClient: ApiClient;
let financial: Row;
let setting: Row;
let member: Signed;

const sectionsWith = async (client: ApiClient, include: string) =>
  expectOk(
    await client.get(`/api/sections${listQuery({ filter: { id: section.id }, include: [include] })}`),
    `sections with ${include}`,
  ) as unknown as Row[];
const usersWith = async (client: ApiClient, include: string) =>
  expectOk(
    await client.get(`/api/users${listQuery({ filter: { id: faculty.id }, include: [include] })}`),
    `users with ${include}`,
  ) as unknown as Row[];
const historyTypes = async (client: ApiClient, path: string) =>
  (expectOk(await client.get(`${path}/history`), `history of ${path}`) as unknown as Row[]).map(
    (entry) => entry.type as string,
  );

beforeAll(async () => {
  app = await sharedTestServer();
  p = await setUpPlanning(app);
  scheduler = await signedIn(app, 'sectionScheduler');
  finance = await financeClient(app);
  const workgroup = await newWorkgroup(p);
  const { offering } = await newOffering(p);
  section = await newSection(p, offering, { WorkgroupId: workgroup.id });
  const made = await newFaculty(app, p);
  faculty = made.user;
  assignment = expectOk(
    await p.ops.post('/api/teachingAssignments?confirm=true', {
      SectionId: section.id,
      UserId: faculty.id,
      points: 1,
    }),
    'assignment',
  );
  meeting = expectOk(
    await p.ops.post('/api/meetings', {
      SectionId: section.id,
      days: ['TU'],
      startTime: '09:00',
      endTime: '10:00',
      frequency: 'weekly',
      description: 'Lecture',
    }),
    'meeting',
  );
  financial = expectOk(
    await finance.post('/api/financialData', {
      UserId: faculty.id,
      AcademicPeriodId: p.period.id,
      pointsRequired: 7,
    }),
    'financial data',
  );
  facultyClient = (await signedIn(app, made.username)).client;
  setting = expectOk(
    await facultyClient.post('/api/userSettings', { machineName: 'theme', value: 'dark' }),
    'setting',
  );
  member = await memberWith(app, p, workgroup.id, 0);
});

describe('include= embeds only what the reader may list', () => {
  it('sectionScheduler: no teaching assignments through sections?include=TeachingAssignments (their list is 403)', async () => {
    expect((await scheduler.client.get('/api/teachingAssignments')).status).toBe(403);
    const [mine] = await sectionsWith(scheduler.client, 'TeachingAssignments');
    expect(mine!.id).toBe(section.id);
    expect(mine!.TeachingAssignments).toEqual([]);
    const byId = await scheduler.client.get(`/api/sections/${section.id}?include=TeachingAssignments`);
    expect(byId.status).toBe(200);
    expect(byId.body.TeachingAssignments).toEqual([]);
    // the include itself works: academicOpsAdmin, who lists them, sees the assignment
    const [asOps] = await sectionsWith(p.ops, 'TeachingAssignments');
    expect(asOps!.TeachingAssignments.map((row: Row) => row.id)).toEqual([assignment.id]);
  });

  it('academicOpsAdmin: no FinancialData through users?include=FinancialData nor users/{id}', async () => {
    expect((await p.ops.get('/api/financialData')).status).toBe(403);
    const [user] = await usersWith(p.ops, 'FinancialData');
    expect(user!.FinancialData).toEqual([]);
    const byId = await p.ops.get(`/api/users/${faculty.id}?include=FinancialData`);
    expect(byId.status).toBe(200);
    expect(byId.body.FinancialData).toEqual([]);
    // the financial reporting user, who lists financial data, reads it through the same embed
    const list = expectOk(
      await finance.get(`/api/financialData${listQuery({ filter: { UserId: faculty.id } })}`),
      'finance list',
    ) as unknown as Row[];
    expect(list.map((row) => row.id)).toEqual([financial.id]);
  });

  it("academicOpsAdmin: no other user's settings through users?include=UserSettings; the user sees their own", async () => {
    const [user] = await usersWith(p.ops, 'UserSettings');
    expect(user!.UserSettings).toEqual([]);
    const own = expectOk(await facultyClient.get(`/api/userSettings`), 'own settings') as unknown as Row[];
    expect(own.map((row) => row.id)).toEqual([setting.id]);
  });

  it('a faculty workgroup member: no meetings through sections?include=Meetings nor the section by id', async () => {
    expect((await member.client.get('/api/meetings')).status).toBe(403);
    const [visible] = await sectionsWith(member.client, 'Meetings');
    expect(visible!.id).toBe(section.id);
    expect(visible!.Meetings).toEqual([]);
    const byId = await member.client.get(`/api/sections/${section.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.Meeting).toBeNull();
    const [asOps] = await sectionsWith(p.ops, 'Meetings');
    expect(asOps!.Meetings.map((row: Row) => row.id)).toEqual([meeting.id]);
    expect((await p.ops.get(`/api/sections/${section.id}`)).body.Meeting.id).toBe(meeting.id);
  });
});

describe('history entries follow the read rules of what they are about', () => {
  it("academicOpsAdmin: a user's history leaves out their financial data and settings", async () => {
    const types = await historyTypes(p.ops, `/api/users/${faculty.id}`);
    expect(types).toContain('UserCreated');
    expect(types.filter((type) => type.startsWith('FinancialData'))).toEqual([]);
    expect(types.filter((type) => type.startsWith('UserSetting'))).toEqual([]);
    // the financial reporting user reads the entry through the financial data's own history
    const financeHistory = await historyTypes(finance, `/api/financialData/${financial.id}`);
    expect(financeHistory).toEqual(['FinancialDataCreated']);
  });

  it("sectionScheduler and a workgroup member: a section's history leaves out what they may not list", async () => {
    const all = await historyTypes(p.ops, `/api/sections/${section.id}`);
    expect(all).toEqual(
      expect.arrayContaining(['SectionCreated', 'TeachingAssignmentCreated', 'MeetingCreated']),
    );
    const asScheduler = await historyTypes(scheduler.client, `/api/sections/${section.id}`);
    expect(asScheduler).toContain('SectionCreated');
    expect(asScheduler).toContain('MeetingCreated');
    expect(asScheduler.filter((type) => type.startsWith('TeachingAssignment'))).toEqual([]);
    const asMember = await historyTypes(member.client, `/api/sections/${section.id}`);
    expect(asMember).toContain('SectionCreated');
    expect(asMember.filter((type) => type.startsWith('Meeting'))).toEqual([]);
    // a member reads their workgroups' teaching assignments (spec §6), so their entries show
    expect(asMember).toContain('TeachingAssignmentCreated');
  });
});
