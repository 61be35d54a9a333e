import { beforeAll, describe, expect, it } from 'vitest';
import { listQuery, sharedTestServer, type TestServer } from '../support/index.js';
import { assign, instructorOf, newFaculty, setRequired } from '../support/assignments.js';
import { expectOk, newOffering, newSection, type Planning, setUpPlanning } from '../support/planning.js';
import { eventCount } from '../support/userTestHelpers.js';

/**
 * Teaching assignments over HTTP (spec §3 Teaching assignment; DESIGN §11): the section's rules, its
 * coverage and variance, and each instructor's workload after create, change, remove and shared teaching.
 */
let app: TestServer;
let p: Planning;

beforeAll(async () => {
  app = await sharedTestServer();
  p = await setUpPlanning(app);
});

const sectionOf = async (id: string) => expectOk(await p.ops.get(`/api/sections/${id}`), 'section');

describe('a teaching assignment', () => {
  it('covers its section and counts in the instructor workload; change and remove move both back', async () => {
    const { offering } = await newOffering(p, { points: 4 });
    const section = await newSection(p, offering);
    const { user } = await newFaculty(app, p, { pointsRequired: 18 });

    const created = await p.ops.post('/api/teachingAssignments', { SectionId: section.id, UserId: user.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      SectionId: section.id,
      UserId: user.id,
      points: 4, // the section's uncovered points by default
      AcademicPeriodId: p.period.id,
      instructorName: expect.stringContaining('Fac'),
      sectionNumber: section.sectionNumber,
    });
    expect(await sectionOf(section.id)).toMatchObject({
      assignedPoints: 4,
      assignmentCount: 1,
      coverageStatus: 'covered',
      variance: 0,
    });
    expect(await instructorOf(p, user.id)).toMatchObject({
      pointsRequired: 18,
      pointsRequiredSource: 'set',
      teachingPoints: 4,
      pointsAssigned: 4,
      pointsRemaining: 14,
      workloadStatus: 'under',
      sectionCount: 1,
    });

    const changed = await p.ops.put(`/api/teachingAssignments/${created.body.id}`, {
      points: 3,
      version: created.body.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await sectionOf(section.id)).toMatchObject({ coverageStatus: 'partial', variance: -1 });
    expect(await instructorOf(p, user.id)).toMatchObject({ pointsAssigned: 3, pointsRemaining: 15 });

    const removed = await p.ops.delete(`/api/teachingAssignments/${created.body.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await sectionOf(section.id)).toMatchObject({
      assignedPoints: 0,
      assignmentCount: 0,
      coverageStatus: 'uncovered',
      variance: -4,
    });
    expect(await instructorOf(p, user.id)).toMatchObject({
      pointsAssigned: 0,
      pointsRemaining: 18,
      sectionCount: 0,
    });
  });

  it('shares a section between instructors, each with their own points', async () => {
    const { offering } = await newOffering(p, { points: 3 });
    const section = await newSection(p, offering);
    const [a, b] = await Promise.all([newFaculty(app, p), newFaculty(app, p)]);
    await assign(p, section.id, a.user.id, { points: 1.2 });
    expect((await sectionOf(section.id)).coverageStatus).toBe('partial');
    await assign(p, section.id, b.user.id); // the rest: 1.8
    expect(await sectionOf(section.id)).toMatchObject({
      assignedPoints: 3,
      assignmentCount: 2,
      coverageStatus: 'covered',
      variance: 0,
    });
    expect((await instructorOf(p, b.user.id)).teachingPoints).toBe(1.8);
    const listed = expectOk(
      await p.ops.get(
        `/api/teachingAssignments${listQuery({ filter: { SectionId: section.id }, sort: ['points', 'ASC'] })}`,
      ),
      'list',
    ) as unknown as { UserId: string; points: number }[];
    expect(listed.map((row) => [row.UserId, row.points])).toEqual([
      [a.user.id, 1.2],
      [b.user.id, 1.8],
    ]);
    const over = await assign(p, section.id, (await newFaculty(app, p)).user.id, { points: 1 });
    expect(over.points).toBe(1);
    expect(await sectionOf(section.id)).toMatchObject({ coverageStatus: 'over', variance: 1 });
  });

  it('refuses the same instructor twice on a section, and appends nothing', async () => {
    const { offering } = await newOffering(p);
    const section = await newSection(p, offering);
    const { user } = await newFaculty(app, p);
    await assign(p, section.id, user.id, { points: 1 });
    const before = await eventCount(app);
    const twice = await p.ops.post('/api/teachingAssignments?confirm=true', {
      SectionId: section.id,
      UserId: user.id,
      points: 1,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors.UserId).toBe('Already assigned to this section');
    expect(await eventCount(app)).toBe(before);
  });

  it('refuses a user who is not faculty, and bad input per field', async () => {
    const { offering } = await newOffering(p);
    const section = await newSection(p, offering);
    const staff = expectOk(
      await p.ops.post('/api/users', {
        username: `staff${Date.now() % 1e6}`,
        firstName: 'S',
        lastName: 'T',
        Roles: ['reportingUser'],
      }),
      'staff',
    );
    const before = await eventCount(app);
    const notFaculty = await p.ops.post('/api/teachingAssignments', {
      SectionId: section.id,
      UserId: staff.id,
    });
    expect(notFaculty.status).toBe(400);
    expect(notFaculty.body.errors.UserId).toBe('Not a faculty member');
    const bad = await p.ops.post('/api/teachingAssignments', { SectionId: section.id, points: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.points).toBeTruthy();
    const missing = await p.ops.post('/api/teachingAssignments', { SectionId: section.id });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.UserId).toBeTruthy();
    expect(await eventCount(app)).toBe(before);
  });

  it('refuses an instructor whose faculty profile does not receive assignments', async () => {
    const { offering } = await newOffering(p);
    const section = await newSection(p, offering);
    const { user } = await newFaculty(app, p);
    expectOk(
      await p.ops.post('/api/facultyProfiles', { UserId: user.id, receiveAssignments: false }),
      'profile',
    );
    const before = await eventCount(app);
    const refused = await p.ops.post('/api/teachingAssignments?confirm=true', {
      SectionId: section.id,
      UserId: user.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.UserId).toBe("This instructor's faculty profile does not receive assignments");
    expect(await eventCount(app)).toBe(before);
  });

  it('asks to confirm an overload and a meeting at the same time, and appends only when confirmed', async () => {
    const { offering } = await newOffering(p, { points: 4 });
    const [first, second] = [await newSection(p, offering), await newSection(p, offering)];
    const meeting = { days: ['MO', 'WE'], startTime: '10:00', endTime: '11:15', frequency: 'weekly' };
    for (const section of [first, second])
      expectOk(await p.ops.post('/api/meetings', { SectionId: section.id, ...meeting }), 'meeting');
    const { user } = await newFaculty(app, p, { pointsRequired: 6 });
    await assign(p, first.id, user.id); // 4 of 6

    const preview = expectOk(
      await p.ops.post('/api/teachingAssignments/preview', { SectionId: second.id, UserId: user.id }),
      'preview',
    );
    expect(preview).toMatchObject({
      pointsAssigned: 4,
      pointsRequired: 6,
      pointsAfter: 8,
      pointsRemainingAfter: -2,
    });
    expect(preview.warnings.map((w: { kind: string }) => w.kind).sort()).toEqual([
      'overload',
      'timeConflict',
    ]);

    const before = await eventCount(app);
    const unconfirmed = await p.ops.post('/api/teachingAssignments', {
      SectionId: second.id,
      UserId: user.id,
    });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.warnings.map((w: { kind: string }) => w.kind).sort()).toEqual([
      'overload',
      'timeConflict',
    ]);
    expect(await eventCount(app)).toBe(before);

    const confirmed = await p.ops.post('/api/teachingAssignments?confirm=true', {
      SectionId: second.id,
      UserId: user.id,
    });
    expect(confirmed.status).toBe(201);
    expect(await instructorOf(p, user.id)).toMatchObject({ pointsAssigned: 8, workloadStatus: 'over' });
  });

  it('conflicts on a stale version instead of overwriting', async () => {
    const { offering } = await newOffering(p);
    const section = await newSection(p, offering);
    const created = await assign(p, section.id, (await newFaculty(app, p)).user.id, { points: 1 });
    const first = await p.ops.put(`/api/teachingAssignments/${created.id}`, {
      notes: 'a',
      version: created.version,
    });
    expect(first.status).toBe(200);
    const stale = await p.ops.put(`/api/teachingAssignments/${created.id}`, {
      notes: 'b',
      version: created.version,
    });
    expect(stale.status).toBe(409);
  });
});

describe('workload', () => {
  it('adds administrative assignments, and takes required points from the instructor type', async () => {
    const type = expectOk(
      await p.admin.post('/api/instructorTypes', {
        name: `Lecturer ${Date.now() % 1e6}`,
        defaultPointsRequired: 12,
      }),
      'instructor type',
    );
    const { user } = await newFaculty(app, p);
    expectOk(
      await p.ops.post('/api/facultyProfiles', { UserId: user.id, InstructorTypeId: type.id }),
      'profile',
    );
    const adminType = expectOk(
      await p.ops.post('/api/administrativeAssignmentTypes', { name: `Chair ${Date.now() % 1e6}` }),
      'admin type',
    );
    const admin = expectOk(
      await p.ops.post('/api/administrativeAssignments', {
        UserId: user.id,
        AcademicPeriodId: p.period.id,
        AdministrativeAssignmentTypeId: adminType.id,
        points: 2.5,
      }),
      'admin assignment',
    );
    expect(admin.instructorName).toContain('Fac');
    expect(await instructorOf(p, user.id)).toMatchObject({
      pointsRequired: 12,
      pointsRequiredSource: 'instructorType',
      adminPoints: 2.5,
      pointsAssigned: 2.5,
      pointsRemaining: 9.5,
      adminAssignmentCount: 1,
    });
    const { offering } = await newOffering(p, { points: 3 });
    await assign(p, (await newSection(p, offering)).id, user.id);
    expect(await instructorOf(p, user.id)).toMatchObject({ pointsAssigned: 5.5, pointsRemaining: 6.5 });

    // financial data set for the period wins over the type's default, and shows the assigned points
    const finance = await setRequired(app, user.id, p.period.id, 5);
    expect(finance).toMatchObject({ pointsRequired: 5, pointsAssigned: 5.5, pointsRemaining: -0.5 });
    expect(await instructorOf(p, user.id)).toMatchObject({
      pointsRequiredSource: 'set',
      workloadStatus: 'over',
    });

    expectOk(await p.ops.delete(`/api/administrativeAssignments/${admin.id}`), 'delete admin');
    expect(await instructorOf(p, user.id)).toMatchObject({ pointsAssigned: 3, workloadStatus: 'under' });
  });
});
