import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpecRole, specRoles } from '../../services/access/src/specTable.js';
import {
  abilityAllows,
  memberWith,
  newWorkgroup,
  type AccessWorld as World,
  type RouteExpectation,
  roleMismatches,
  setProgressStep,
  setUpAccessWorld,
  type Signed,
  signedIn as signedInAs,
} from '../support/accessFixtures.js';
import { newFaculty } from '../support/assignments.js';
import {
  type ApiClient,
  type ApiResponse,
  listQuery,
  startTestServer,
  type TestServer,
} from '../support/index.js';
import { expectOk, newOffering, newSection, type Planning, type Row } from '../support/planning.js';

/*
 * Spec §6 for the subjects of issue 6, written out by hand per role (never from the ability or the oracle):
 * SectionAssignment, Section assign, AdminAssignment and AdminAssignmentType (with and without aemEnabled),
 * Instructor, FinancialData and the faculty pages behind their flags. Then a workgroup member's rights
 * before and from progress step 6, and a faculty member who sees only their own workload.
 */

type Flags = { aem: boolean; myTeachingAssignments: boolean; mySharedTeaching: boolean; mySchedule: boolean };

const managers: SpecRole[] = ['admin', 'academicOpsAdmin'];
/** Every role but faculty (DESIGN §19's staff). */
const staff: SpecRole[] = specRoles.filter((role) => role !== 'faculty');

/** The requests of the per-role table and who may make them (2xx), everyone else 403. */
function routeTable(flags: Flags, w: World) {
  const { p } = w;
  const freshAssignmentBody = async () => {
    const { offering } = await newOffering(p);
    return { SectionId: (await newSection(p, offering)).id, UserId: w.facultyId, points: 0.1 };
  };
  const facultyPage = (on: boolean): SpecRole[] => (on ? ['faculty'] : []);
  return [
    {
      name: 'GET /api/teachingAssignments',
      allowed: ['admin', 'academicOpsAdmin', 'academicAffairsApprover'],
      send: (c: Signed) => c.client.get('/api/teachingAssignments'),
    },
    {
      name: 'GET /api/teachingAssignments/:id',
      allowed: ['admin', 'academicOpsAdmin', 'academicAffairsApprover'],
      send: (c: Signed) => c.client.get(`/api/teachingAssignments/${w.assignment.id}`),
    },
    {
      name: 'POST /api/teachingAssignments',
      allowed: ['academicOpsAdmin'],
      send: async (c: Signed) =>
        c.client.post('/api/teachingAssignments?confirm=true', await freshAssignmentBody()),
    },
    {
      name: 'GET /api/administrativeAssignments',
      allowed: flags.aem ? specRoles : [...managers, 'academicAffairsApprover'],
      send: (c: Signed) => c.client.get('/api/administrativeAssignments'),
    },
    {
      // DESIGN §19 narrows §6's "with aemEnabled everyone manages": staff for anyone, faculty only for themselves
      name: 'POST /api/administrativeAssignments',
      allowed: flags.aem ? staff : managers,
      send: (c: Signed) =>
        c.client.post('/api/administrativeAssignments', {
          UserId: w.facultyId,
          AcademicPeriodId: p.period.id,
          AdministrativeAssignmentTypeId: w.adminTypeId,
          points: 0.25,
        }),
    },
    {
      name: 'GET /api/administrativeAssignmentTypes',
      allowed: flags.aem ? specRoles : managers,
      send: (c: Signed) => c.client.get('/api/administrativeAssignmentTypes'),
    },
    {
      name: 'POST /api/administrativeAssignmentTypes',
      allowed: flags.aem ? staff : managers,
      send: (c: Signed) =>
        c.client.post('/api/administrativeAssignmentTypes', { name: `Access type ${Math.random()}` }),
    },
    ...['/api/instructors', `/api/instructors/${w.facultyId}`, '/api/instructorWorkloads'].map((path) => ({
      name: `GET ${path.replace(w.facultyId, ':id')}`,
      allowed: [...managers, 'businessOfficeAdmin', 'financialReportingUser'] as SpecRole[],
      send: (c: Signed) => c.client.get(path),
    })),
    {
      name: 'POST /api/notes',
      allowed: managers,
      send: (c: Signed) =>
        c.client.post('/api/notes', {
          notableId: w.profileId,
          notableType: 'facultyProfiles',
          text: 'An access note',
        }),
    },
    {
      name: 'GET /api/financialData',
      allowed: ['financialReportingUser'],
      send: (c: Signed) => c.client.get('/api/financialData'),
    },
    ...(
      [
        ['/api/myWorkload', flags.myTeachingAssignments],
        ['/api/adminAssignmentsMine', flags.myTeachingAssignments],
        ['/api/mySharedTeaching', flags.mySharedTeaching],
        ['/api/mySchedule', flags.mySchedule],
      ] as const
    ).map(([path, on]) => ({
      name: `GET ${path}`,
      allowed: facultyPage(on),
      send: (c: Signed) => c.client.get(path),
    })),
  ] satisfies RouteExpectation[];
}

/** Section assign and SectionAssignment approve per role, in the ability the web and the API use. */
function abilityMismatches(w: World): string[] {
  const table: [string, (auth: Signed['auth']) => boolean, SpecRole[]][] = [
    ['assign Section', (auth) => abilityAllows(auth, 'assign', 'Section', { WorkgroupId: null }), managers],
    [
      'approve SectionAssignment',
      (auth) => abilityAllows(auth, 'approve', 'SectionAssignment'),
      ['academicOpsAdmin', 'academicAffairsApprover'],
    ],
    [
      'update SectionAssignment',
      (auth) => abilityAllows(auth, 'update', 'SectionAssignment'),
      ['academicOpsAdmin'],
    ],
    [
      'manage FinancialData',
      (auth) => abilityAllows(auth, 'manage', 'FinancialData'),
      ['financialReportingUser'],
    ],
  ];
  return table.flatMap(([name, allows, roles]) =>
    specRoles
      .filter((role) => allows(w.roles[role].auth) !== roles.includes(role))
      .map((role) => `${name} as ${role}: expected ${roles.includes(role)}`),
  );
}

const configurations: { label: string; env: string; flags: Flags }[] = [
  {
    // the faculty pages' flags are on unless turned off (services/platform/src/config.ts)
    label: 'aemEnabled and every faculty page on',
    env: 'aemEnabled',
    flags: { aem: true, myTeachingAssignments: true, mySharedTeaching: true, mySchedule: true },
  },
  {
    label: 'aemEnabled off, only myTeachingAssignmentsEnabled',
    env: 'aemEnabled=false,mySharedTeachingEnabled=false,myScheduleEnabled=false',
    flags: { aem: false, myTeachingAssignments: true, mySharedTeaching: false, mySchedule: false },
  },
  {
    label: 'aemEnabled off, myTeachingAssignmentsEnabled off',
    env: 'aemEnabled=false,myTeachingAssignmentsEnabled=false',
    flags: { aem: false, myTeachingAssignments: false, mySharedTeaching: true, mySchedule: true },
  },
];

for (const configuration of configurations) {
  describe(`issue 6 access, ${configuration.label}`, () => {
    let app: TestServer;
    let w: World;
    beforeAll(async () => {
      app = await startTestServer({
        label: 'e2e_assignment_access',
        env: { FEATURE_FLAGS: configuration.env },
      });
      w = await setUpAccessWorld(app);
    }, 60_000);
    afterAll(() => app?.stop());

    it('gives each role exactly the §6 rights on the workload routes', async () => {
      // the role users hold no workgroup rights: only their role speaks
      for (const role of specRoles) expect(w.roles[role].auth.workgroupPermissions).toEqual([]);
      expect(await roleMismatches(routeTable(configuration.flags, w), w.roles)).toEqual([]);
      expect(abilityMismatches(w)).toEqual([]);
    }, 60_000);

    it('lets a workgroup member without bits read the assignments and, with aemEnabled, more', async () => {
      const workgroup = await newWorkgroup(w.p);
      const reader = await memberWith(app, w.p, workgroup.id, 0);
      expect((await reader.client.get('/api/teachingAssignments')).status).toBe(200);
      expect((await reader.client.get('/api/administrativeAssignments')).status).toBe(200);
      // AdminAssignmentType: holders read without aemEnabled; with it everyone reads, staff manage (a
      // faculty member does not: DESIGN §19)
      expect((await reader.client.get('/api/administrativeAssignmentTypes')).status).toBe(200);
      const create = await reader.client.post('/api/administrativeAssignmentTypes', {
        name: `Holder ${Date.now()}`,
      });
      expect(create.status).toBe(403);
      const assign = await reader.client.post('/api/teachingAssignments?confirm=true', {
        SectionId: w.assignment.SectionId,
        UserId: w.facultyId,
      });
      expect(assign.status).toBe(403);
    });

    if (configuration.flags.aem) {
      workgroupRightsSuite(() => ({ app, p: w.p }));
      facultyOwnDataSuite(() => ({ app, p: w.p }));
    }
  });
}

type Context = () => { app: TestServer; p: Planning };

const idsOf = (answer: ApiResponse) => (answer.body as Row[]).map((row) => row.id);
const refusedOrAbsent = (answer: ApiResponse) => [403, 404].includes(answer.status);

/** A workgroup member with bit 2 on W, before and from step 6; one with bit 1 only never assigns. */
function workgroupRightsSuite(context: Context) {
  describe('a workgroup member with permission bit 2 on workgroup W', () => {
    let app: TestServer;
    let p: Planning;
    let stepBefore: number;
    let assigner: Signed & { user: Row };
    let approver: Signed & { user: Row };
    let ofW: Row; // a section of W
    let ofV: Row; // a section of another workgroup
    let assignedW: Row;
    let assignedV: Row;
    let W: string;
    let V: string;
    const teacher = async () => (await newFaculty(app, p)).user.id;
    const assignAs = async (who: { client: ApiClient }, SectionId: string) =>
      who.client.post('/api/teachingAssignments?confirm=true', { SectionId, UserId: await teacher() });
    const suggestFor = (who: Signed, SectionId: string) =>
      who.client.get(`/api/suggestedAssignees${listQuery({ filter: { SectionId } })}`);
    const refreshAuth = async (who: Signed) => {
      who.auth = expectOk(await who.client.get('/api/auth'), 'auth') as unknown as Signed['auth'];
    };

    beforeAll(async () => {
      ({ app, p } = context());
      [W, V] = (await Promise.all([newWorkgroup(p), newWorkgroup(p)])).map((row) => row.id) as [
        string,
        string,
      ];
      const { offering } = await newOffering(p);
      [ofW, ofV] = [
        await newSection(p, offering, { WorkgroupId: W }),
        await newSection(p, offering, { WorkgroupId: V }),
      ];
      [assigner, approver] = await Promise.all([memberWith(app, p, W, 2), memberWith(app, p, W, 1)]);
      assignedW = expectOk(await assignAs({ client: p.ops }, ofW.id), 'assignment of W');
      assignedV = expectOk(await assignAs({ client: p.ops }, ofV.id), 'assignment of V');
      stepBefore = await setProgressStep(p, p.period.id, 5);
      await Promise.all([refreshAuth(assigner), refreshAuth(approver)]);
    }, 60_000);
    afterAll(async () => {
      if (p && stepBefore !== undefined) await setProgressStep(p, p.period.id, stepBefore);
    });

    it("reads only W's assignments, at any step", async () => {
      const listed = idsOf(await assigner.client.get('/api/teachingAssignments?take=500'));
      expect(listed).toContain(assignedW.id);
      expect(listed).not.toContain(assignedV.id);
      expect((await assigner.client.get(`/api/teachingAssignments/${assignedW.id}`)).status).toBe(200);
      expect((await assigner.client.get(`/api/teachingAssignments/${assignedV.id}`)).status).toBe(404);
    });

    it("cannot assign in W's sections before step 6", async () => {
      expect(assigner.auth.progressStepId).toBe(5);
      expect(abilityAllows(assigner.auth, 'assign', 'Section', { WorkgroupId: W })).toBe(false);
      expect((await assignAs(assigner, ofW.id)).status).toBe(403);
      const change = await assigner.client.put(`/api/teachingAssignments/${assignedW.id}`, {
        notes: 'too early',
        version: assignedW.version,
      });
      expect(change.status).toBe(403);
      expect((await assigner.client.delete(`/api/teachingAssignments/${assignedW.id}`)).status).toBe(403);
      expect((await suggestFor(assigner, ofW.id)).status).toBe(403);
    });

    it("from step 6 creates, changes and removes W's assignments, and still nothing of another workgroup", async () => {
      await setProgressStep(p, p.period.id, 6);
      await Promise.all([refreshAuth(assigner), refreshAuth(approver)]);
      expect(assigner.auth.progressStepId).toBe(6);
      expect(abilityAllows(assigner.auth, 'assign', 'Section', { WorkgroupId: W })).toBe(true);
      expect(abilityAllows(assigner.auth, 'assign', 'Section', { WorkgroupId: V })).toBe(false);

      const made = await assignAs(assigner, ofW.id);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body.WorkgroupId).toBe(W);
      const changed = await assigner.client.put(`/api/teachingAssignments/${assignedW.id}`, {
        notes: 'changed by the member',
        version: assignedW.version,
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect((await assigner.client.delete(`/api/teachingAssignments/${made.body.id}`)).status).toBe(200);
      expect((await suggestFor(assigner, ofW.id)).status).toBe(200);
      expect(refusedOrAbsent(await suggestFor(assigner, ofV.id))).toBe(true);

      expect(refusedOrAbsent(await assignAs(assigner, ofV.id))).toBe(true);
      const other = await assigner.client.put(`/api/teachingAssignments/${assignedV.id}`, {
        notes: 'not mine',
        version: assignedV.version,
      });
      expect(refusedOrAbsent(other)).toBe(true);
      expect(refusedOrAbsent(await assigner.client.delete(`/api/teachingAssignments/${assignedV.id}`))).toBe(
        true,
      );
      // still listed only W's, and V's assignment untouched
      expect(idsOf(await assigner.client.get('/api/teachingAssignments?take=500'))).not.toContain(
        assignedV.id,
      );
      expect(expectOk(await p.ops.get(`/api/teachingAssignments/${assignedV.id}`), 'V').version).toBe(
        assignedV.version,
      );
    });

    it('with bit 1 only (approve) cannot assign, even from step 6', async () => {
      expect(approver.auth.progressStepId).toBe(6);
      expect(abilityAllows(approver.auth, 'approve', 'Section', { WorkgroupId: W })).toBe(true);
      expect(abilityAllows(approver.auth, 'assign', 'Section', { WorkgroupId: W })).toBe(false);
      expect((await assignAs(approver, ofW.id)).status).toBe(403);
      const change = await approver.client.put(`/api/teachingAssignments/${assignedW.id}`, {
        notes: 'approver',
        version: assignedW.version + 1,
      });
      expect(change.status).toBe(403);
    });
  });
}

/** Two faculty members with their own teaching, a shared section and admin work: each sees only theirs. */
function facultyOwnDataSuite(context: Context) {
  describe("a faculty member's own pages", () => {
    let a: Signed & { id: string };
    let b: Signed & { id: string };
    const sections: Record<'onlyA' | 'shared' | 'onlyB', Row> = {} as never;
    const adminOf: Record<'a' | 'b', Row> = {} as never;
    let stepBefore: number | undefined;

    beforeAll(async () => {
      const { app, p } = context();
      const [fa, fb] = await Promise.all([
        newFaculty(app, p, { pointsRequired: 10 }),
        newFaculty(app, p, { pointsRequired: 20 }),
      ]);
      a = { ...(await signedInAs(app, fa.username)), id: fa.user.id };
      b = { ...(await signedInAs(app, fb.username)), id: fb.user.id };
      const { offering } = await newOffering(p, { points: 3 });
      for (const key of ['onlyA', 'shared', 'onlyB'] as const) sections[key] = await newSection(p, offering);
      const meeting = (SectionId: string, startTime: string, endTime: string) =>
        p.ops.post('/api/meetings', { SectionId, days: ['MO'], startTime, endTime, frequency: 'weekly' });
      expectOk(await meeting(sections.onlyA.id, '08:00', '09:00'), 'meeting A');
      expectOk(await meeting(sections.onlyB.id, '14:00', '15:00'), 'meeting B');
      const assign = (SectionId: string, UserId: string, points: number) =>
        p.ops.post('/api/teachingAssignments?confirm=true', { SectionId, UserId, points });
      expectOk(await assign(sections.onlyA.id, a.id, 2), 'A');
      expectOk(await assign(sections.shared.id, a.id, 1), 'A shared');
      expectOk(await assign(sections.shared.id, b.id, 2), 'B shared');
      expectOk(await assign(sections.onlyB.id, b.id, 3), 'B');
      const type = expectOk(
        await p.ops.post('/api/administrativeAssignmentTypes', { name: `Own ${Date.now()}` }),
        'type',
      );
      for (const [key, who, points] of [
        ['a', a, 0.5],
        ['b', b, 1.5],
      ] as const)
        adminOf[key] = expectOk(
          await p.ops.post('/api/administrativeAssignments', {
            UserId: who.id,
            AcademicPeriodId: p.period.id,
            AdministrativeAssignmentTypeId: type.id,
            points,
          }),
          'admin assignment',
        );
    }, 60_000);
    afterAll(async () => {
      const { p } = context();
      if (p && stepBefore !== undefined) await setProgressStep(p, p.period.id, stepBefore);
    });

    it('shows no teaching before the period is published to faculty (progress step 8)', async () => {
      const { p } = context();
      const workload = expectOk(await a.client.get('/api/myWorkload'), 'my workload');
      expect(workload).toMatchObject({
        published: false,
        teaching: [],
        teachingPoints: 0,
        adminPoints: 0.5,
        pointsAssigned: 0.5,
        pointsRemaining: 9.5,
      });
      const schedule = expectOk(await a.client.get('/api/mySchedule'), 'schedule');
      expect(schedule).toMatchObject({ published: false, meetings: [] });
      const shared = await a.client.get('/api/mySharedTeaching');
      expect([shared.body, shared.headers.get('x-published')]).toEqual([[], 'false']);
      // the admin work is not planned teaching: it shows
      expect(((await a.client.get('/api/adminAssignmentsMine')).body as Row[]).map((row) => row.id)).toEqual([
        adminOf.a.id,
      ]);
      stepBefore = await setProgressStep(p, p.period.id, 8);
      expect(expectOk(await a.client.get('/api/myWorkload'), 'published workload').published).toBe(true);
    });

    it('answers /api/myWorkload with their numbers only, whatever the query names', async () => {
      for (const query of [
        '',
        `?UserId=${b?.id}`,
        `?filter=${encodeURIComponent(JSON.stringify({ UserId: b?.id }))}`,
      ]) {
        const mine = expectOk(await a.client.get(`/api/myWorkload${query}`), 'my workload');
        expect(mine).toMatchObject({
          pointsRequired: 10,
          teachingPoints: 3,
          adminPoints: 0.5,
          pointsAssigned: 3.5,
        });
        expect(mine.teaching.map((row: Row) => row.SectionId).sort()).toEqual(
          [sections.onlyA.id, sections.shared.id].sort(),
        );
        expect(mine.admin.map((row: Row) => row.id)).toEqual([adminOf.a.id]);
      }
      const theirs = expectOk(await b.client.get('/api/myWorkload'), 'their workload');
      expect(theirs).toMatchObject({ pointsRequired: 20, teachingPoints: 5, adminPoints: 1.5 });
    });

    it('answers schedule, shared teaching and admin assignments of the caller alone', async () => {
      const schedule = expectOk(await a.client.get(`/api/mySchedule?UserId=${b.id}`), 'schedule');
      const scheduled = new Set(schedule.meetings.map((m: Row) => m.SectionId));
      expect(scheduled.has(sections.onlyA.id)).toBe(true);
      expect(scheduled.has(sections.onlyB.id)).toBe(false);

      const shared = (await a.client.get('/api/mySharedTeaching')).body as Row[];
      expect(shared.map((row) => row.SectionId)).toEqual([sections.shared.id]);
      const me = shared[0]!.instructors.filter((i: Row) => i.isMe).map((i: Row) => i.UserId);
      expect(me).toEqual([a.id]);

      const admin = (await a.client.get('/api/adminAssignmentsMine')).body as Row[];
      expect(admin.map((row) => row.id)).toEqual([adminOf.a.id]);
      expect(((await b.client.get('/api/adminAssignmentsMine')).body as Row[]).map((row) => row.id)).toEqual([
        adminOf.b.id,
      ]);
    });
  });
}
