import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, sharedTestServer, type TestServer } from '../support/index.js';

/*
 * Issue 18 point 7: the printable workload reports over the demo data. The load sheet's figures are those of
 * /api/instructors/:id and /api/instructorWorkloads for the same member and period; the coverage report's
 * those of /api/sections for the same reader. Reads only: the shared server.
 */

let app: TestServer;
let ops: ApiClient;
let periodId: string;
let sample: { UserId: string; sectionCount: number; adminAssignmentCount: number };
const session = (username: string) => new ApiClient(app.url).signIn(username);
const unknownId = '00000000-0000-7000-8000-000000000000';

async function userIdOf(username: string) {
  const answer = await ops.get(`/api/users${listQuery({ filter: { username } })}`);
  expect(answer.body).toHaveLength(1);
  return answer.body[0].id as string;
}
const loadSheetPath = (UserId: string, AcademicPeriodId = periodId) =>
  `/api/reports/loadSheet?UserId=${UserId}&AcademicPeriodId=${AcademicPeriodId}`;
const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 1000) / 1000;

async function totalSections(client: ApiClient, filter: object) {
  const answer = await client.get(
    `/api/sections${listQuery({ filter: { AcademicPeriodId: periodId, ...filter }, take: 1 })}`,
  );
  expect(answer.status).toBe(200);
  return Number(answer.headers.get('x-total-count'));
}

beforeAll(async () => {
  app = await sharedTestServer();
  ops = await session('academicOpsAdmin');
  periodId = (await ops.get('/api/academicPeriods/systemActive')).body.id;
  const workloads = await ops.get(
    `/api/instructorWorkloads${listQuery({ filter: { AcademicPeriodId: periodId }, take: 1000 })}`,
  );
  expect(workloads.status).toBe(200);
  sample = workloads.body.find(
    (row: typeof sample) => row.sectionCount >= 2 && row.adminAssignmentCount >= 1,
  );
  expect(sample, 'a demo member with sections and admin assignments').toBeDefined();
});

describe('the load sheet', () => {
  it('has the figures of the workload API for the same member and period', async () => {
    const answer = await ops.get(loadSheetPath(sample.UserId));
    expect(answer.status).toBe(200);
    const sheet = answer.body;
    const instructor = (await ops.get(`/api/instructors/${sample.UserId}?AcademicPeriodId=${periodId}`)).body;
    expect(sheet.period.id).toBe(periodId);
    expect(sheet.instructor).toMatchObject({ id: sample.UserId, name: instructor.name });
    expect(sheet.totals).toEqual({
      pointsRequired: instructor.pointsRequired,
      pointsRequiredSource: instructor.pointsRequiredSource,
      teachingPoints: instructor.teachingPoints,
      adminPoints: instructor.adminPoints,
      pointsAssigned: instructor.pointsAssigned,
      pointsRemaining: instructor.pointsRemaining,
      workloadStatus: instructor.workloadStatus,
    });
    expect(sheet.sections).toHaveLength(sample.sectionCount);
    expect(sheet.adminAssignments).toHaveLength(sample.adminAssignmentCount);
    expect(sum(sheet.sections.map((row: { points: number }) => row.points))).toBe(instructor.teachingPoints);
    expect(sum(sheet.adminAssignments.map((row: { points: number }) => row.points))).toBe(
      instructor.adminPoints,
    );
    const assignments = await ops.get(
      `/api/teachingAssignments${listQuery({ filter: { UserId: sample.UserId, AcademicPeriodId: periodId }, take: 100 })}`,
    );
    expect(sheet.sections.map((row: { id: string }) => row.id).sort()).toEqual(
      assignments.body.map((row: { id: string }) => row.id).sort(),
    );
    for (const row of sheet.sections) {
      expect(row.courseNumber, 'course number by name, not id').toEqual(expect.any(String));
      expect(row.termName).toEqual(expect.any(String));
    }
  });

  it("covers the caller's working period when no period is named", async () => {
    const working = (await ops.get(`/api/reports/loadSheet?UserId=${sample.UserId}`)).body;
    const me = (await ops.get('/api/auth/me')).body;
    const expected = me.WorkingAcademicPeriodId ?? periodId;
    expect(working.period.id).toBe(expected);
  });

  it('is for readers of Report or Instructor, and for a faculty member their own', async () => {
    const reporting = await session('reportingUser');
    expect((await reporting.get(loadSheetPath(sample.UserId))).status).toBe(200);
    const scheduler = await session('sectionScheduler');
    expect((await scheduler.get(loadSheetPath(sample.UserId))).status).toBe(403);
    const faculty = await session('faculty7');
    const ownId = await userIdOf('faculty7');
    const own = await faculty.get(loadSheetPath(ownId));
    expect(own.status).toBe(200);
    expect(own.body.instructor.id).toBe(ownId);
    expect(
      (await faculty.get(`/api/reports/loadSheet?AcademicPeriodId=${periodId}`)).body.instructor.id,
    ).toBe(ownId);
    const other = await userIdOf('faculty8');
    expect((await faculty.get(loadSheetPath(other))).status).toBe(403);
    const choices = await reporting.get('/api/reports/loadSheet/instructors');
    expect(choices.status).toBe(200);
    expect(choices.body.map((row: { id: string }) => row.id)).toEqual(expect.arrayContaining([ownId, other]));
    expect((await faculty.get('/api/reports/loadSheet/instructors')).status).toBe(403);
  });

  it("leaves the member's email and EmployeeId out for a reader who may not read instructors", async () => {
    const user = (await ops.get(`/api/users/${sample.UserId}`)).body;
    expect(user.email, 'a demo member with an email').toEqual(expect.any(String));
    expect((await ops.get(loadSheetPath(sample.UserId))).body.instructor.email).toBe(user.email);
    const reporting = await session('reportingUser');
    expect((await reporting.get(`/api/instructors/${sample.UserId}`)).status).toBe(403);
    const answer = await reporting.get(loadSheetPath(sample.UserId));
    expect(answer.status).toBe(200);
    expect(answer.body.instructor).not.toHaveProperty('email');
    expect(answer.body.instructor).not.toHaveProperty('EmployeeId');
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(user.email);
    if (user.EmployeeId) expect(text).not.toContain(`"${user.EmployeeId}"`);
    // what the report shows them stays: the member's name and points
    expect(answer.body.instructor.name).toEqual(expect.any(String));
    expect(answer.body.totals.pointsAssigned).toEqual(expect.any(Number));
  });

  it('names the bad field with 400, and answers 404 for an unknown member or period', async () => {
    const badUser = await ops.get(loadSheetPath('nope'));
    expect(badUser.status).toBe(400);
    expect(badUser.body.errors).toHaveProperty('UserId');
    const badPeriod = await ops.get(loadSheetPath(sample.UserId, '42'));
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.errors).toHaveProperty('AcademicPeriodId');
    const twice = await ops.get(`/api/reports/loadSheet?UserId=${sample.UserId}&UserId=${sample.UserId}`);
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toHaveProperty('UserId');
    expect((await ops.get(loadSheetPath(unknownId))).status).toBe(404);
    expect((await ops.get(loadSheetPath(sample.UserId, unknownId))).status).toBe(404);
    expect((await ops.get(loadSheetPath(await userIdOf('sectionScheduler')))).status).toBe(404);
  });
});

describe('the coverage report', () => {
  type Section = { coverageStatus: string; points: number; assignedPoints: number; variance: number };
  type Group = {
    WorkgroupId: string | null;
    sections: Section[];
    subtotal: { sections: number; points: number; assignedPoints: number; uncovered: number };
  };

  it("groups every section of the period by workgroup with the sections list's figures", async () => {
    const reporting = await session('reportingUser');
    const answer = await reporting.get(`/api/reports/coverage?AcademicPeriodId=${periodId}`);
    expect(answer.status).toBe(200);
    const groups: Group[] = answer.body.workgroups;
    expect(answer.body.total.sections).toBe(await totalSections(ops, {}));
    expect(answer.body.total.uncovered).toBe(await totalSections(ops, { coverageStatus: 'uncovered' }));
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups.filter((g) => g.WorkgroupId)) {
      expect(group.subtotal.sections).toBe(await totalSections(ops, { WorkgroupId: group.WorkgroupId }));
      expect(group.subtotal.points).toBe(sum(group.sections.map((s) => s.points)));
      expect(group.subtotal.assignedPoints).toBe(sum(group.sections.map((s) => s.assignedPoints)));
      expect(group.subtotal.uncovered).toBe(
        group.sections.filter((s) => s.coverageStatus === 'uncovered').length,
      );
      for (const section of group.sections)
        expect(section.variance).toBeCloseTo(section.assignedPoints - section.points, 3);
    }
    const one = groups.find((g) => g.WorkgroupId)!;
    const only = await reporting.get(
      `/api/reports/coverage?AcademicPeriodId=${periodId}&WorkgroupId=${one.WorkgroupId}`,
    );
    expect(only.body.workgroups.map((g: Group) => g.WorkgroupId)).toEqual([one.WorkgroupId]);
  });

  it("shows a workgroup member only their workgroups' sections, and refuses who reads none", async () => {
    const chair = await session('faculty1');
    const answer = await chair.get(`/api/reports/coverage?AcademicPeriodId=${periodId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.total.sections).toBe(await totalSections(chair, {}));
    expect(answer.body.total.sections).toBeLessThan(await totalSections(ops, {}));
    const noSections = await session('businessOfficeAdmin');
    expect((await noSections.get('/api/sections')).status).toBe(403);
    expect((await noSections.get(`/api/reports/coverage?AcademicPeriodId=${periodId}`)).status).toBe(403);
  });

  it('names a bad id with 400 and answers 404 for an unknown period or workgroup', async () => {
    const bad = await ops.get(`/api/reports/coverage?AcademicPeriodId=${periodId}&WorkgroupId=x`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('WorkgroupId');
    const badPeriod = await ops.get('/api/reports/coverage?AcademicPeriodId=2026');
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.errors).toHaveProperty('AcademicPeriodId');
    expect((await ops.get(`/api/reports/coverage?AcademicPeriodId=${unknownId}`)).status).toBe(404);
    expect(
      (await ops.get(`/api/reports/coverage?AcademicPeriodId=${periodId}&WorkgroupId=${unknownId}`)).status,
    ).toBe(404);
  });
});
