import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createdRecord, sharedTestServer, type TestServer } from '../support/index.js';
import { assign, newFaculty } from '../support/assignments.js';
import {
  expectOk,
  newOffering,
  newSection,
  type Planning,
  setUpPlanning,
  uniqueName,
} from '../support/planning.js';

/**
 * Issue 20 item 16: a removal can be undone, and a delete says what else goes. Undo is a compensating
 * command (POST /api/{teachingAssignments|administrativeAssignments}/:id/restore): the removed assignment
 * comes back with its id and points, its event naming the removal it undoes. GET /api/{resource}/:id/removal
 * counts what a delete removes with a record (a section's meeting and assignments) or what keeps it.
 */
let app: TestServer;
let p: Planning;

beforeAll(async () => {
  app = await sharedTestServer();
  p = await setUpPlanning(app);
});

/** The stream's events, newest last, with their ids. */
async function eventsOf(streamId: string) {
  const { rows } = await sql<{ event_id: string; event_type: string; data: Record<string, any> }>`
    select event_id, event_type, data from es_events where stream_id = ${streamId}
    order by stream_version`.execute(app.database.db);
  return rows;
}

describe('undoing the removal of a teaching assignment', () => {
  it('brings it back with its points and coverage, recorded as a restore of the removal', async () => {
    const { offering } = await newOffering(p, { points: 3 });
    const section = await newSection(p, offering);
    const { user } = await newFaculty(app, p);
    const assignment = await assign(p, section.id, user.id, { points: 1.5 });
    expect((await p.ops.delete(`/api/teachingAssignments/${assignment.id}`)).status).toBe(200);

    const restored = await p.ops.post(`/api/teachingAssignments/${assignment.id}/restore`, {
      SectionId: section.id,
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    expect(restored.body).toMatchObject({
      id: assignment.id,
      UserId: user.id,
      points: 1.5,
      SectionId: section.id,
    });
    const read = expectOk(await p.ops.get(`/api/sections/${section.id}`), 'section');
    expect(read).toMatchObject({ assignedPoints: 1.5, assignmentCount: 1 });

    const events = await eventsOf(`section-${section.id}`);
    const removal = events.findLast((event) => event.event_type === 'TeachingAssignmentDeleted')!;
    expect(events.at(-1)).toMatchObject({
      event_type: 'TeachingAssignmentCreated',
      data: { id: assignment.id, points: 1.5, restores: removal.event_id },
    });

    const again = await p.ops.post(`/api/teachingAssignments/${assignment.id}/restore`, {
      SectionId: section.id,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(409);
  });

  it('refuses bad input (400), nothing removed (404) and callers who may not assign (403)', async () => {
    const { offering } = await newOffering(p);
    const section = await newSection(p, offering);
    const restore = (id: string, body: object, client = p.ops) =>
      client.post(`/api/teachingAssignments/${id}/restore`, body);
    const someId = '0190a000-0000-7000-8000-00000000beef';

    expect((await restore('not-an-id', { SectionId: section.id })).status).toBe(400);
    const noSection = await restore(someId, {});
    expect(noSection.status).toBe(400);
    expect(noSection.body.errors.SectionId).toBeTruthy();
    expect((await restore(someId, { SectionId: 'nope' })).status).toBe(400);
    expect((await restore(someId, { SectionId: section.id })).status).toBe(404);
    // a faculty member of no workgroup: faculty1 chairs one, and whether it holds this section depends on
    // which workgroup the shared server's earlier files left first (it answered 404 in one run)
    const { username } = await newFaculty(app, p);
    const faculty = await new ApiClient(app.url).signIn(username);
    expect((await restore(someId, { SectionId: section.id }, faculty)).status).toBe(403);
  });
});

describe('undoing the removal of an admin assignment', () => {
  it('brings it back with its points on its own stream', async () => {
    const type = await createdRecord(p.admin, 'administrativeAssignmentTypes', {
      name: uniqueName('Committee'),
    });
    const { user } = await newFaculty(app, p);
    const assignment = await createdRecord(p.ops, 'administrativeAssignments', {
      UserId: user.id,
      AcademicPeriodId: p.period.id,
      AdministrativeAssignmentTypeId: type.id,
      points: 2.5,
    });
    expect((await p.ops.delete(`/api/administrativeAssignments/${assignment.id}`)).status).toBe(200);
    expect((await p.ops.get(`/api/administrativeAssignments/${assignment.id}`)).status).toBe(404);

    const restored = await p.ops.post(`/api/administrativeAssignments/${assignment.id}/restore`, {});
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    expect(restored.body).toMatchObject({ id: assignment.id, UserId: user.id, points: 2.5 });
    const events = await eventsOf(`administrativeAssignment-${assignment.id}`);
    expect(events.map((event) => event.event_type)).toEqual([
      'AdministrativeAssignmentCreated',
      'AdministrativeAssignmentDeleted',
      'AdministrativeAssignmentCreated',
    ]);
    expect(events[2]!.data.restores).toBe(events[1]!.event_id);

    expect((await p.ops.post(`/api/administrativeAssignments/${assignment.id}/restore`, {})).status).toBe(
      409,
    );
    expect(
      (await p.ops.post('/api/administrativeAssignments/0190a000-0000-7000-8000-00000000beef/restore', {}))
        .status,
    ).toBe(404);
    expect((await p.ops.post('/api/administrativeAssignments/nope/restore', {})).status).toBe(400);
  });
});

describe('what a delete removes', () => {
  it("counts a section's meeting and teaching assignments, and an offering's sections that keep it", async () => {
    const { offering } = await newOffering(p, { points: 4 });
    const section = await newSection(p, offering);
    await createdRecord(p.ops, 'meetings', {
      SectionId: section.id,
      days: ['TU'],
      startTime: '07:00',
      endTime: '07:50',
      frequency: 'weekly',
    });
    for (const { user } of [await newFaculty(app, p), await newFaculty(app, p)])
      await assign(p, section.id, user.id, { points: 2 });

    const effects = await p.ops.get(`/api/sections/${section.id}/removal`);
    expect(effects.status, JSON.stringify(effects.body)).toBe(200);
    expect(effects.body).toEqual({
      removes: expect.arrayContaining([
        { resource: 'meetings', count: 1, text: '1 meeting' },
        { resource: 'teachingAssignments', count: 2, text: '2 teaching assignments' },
      ]),
      blockedBy: [],
    });

    const offeringEffects = await p.ops.get(`/api/courseOfferings/${offering.id}/removal`);
    expect(offeringEffects.status).toBe(200);
    expect(offeringEffects.body.blockedBy).toEqual([{ resource: 'sections', count: 1, text: '1 section' }]);

    expect((await p.ops.get('/api/sections/nope/removal')).status).toBe(404);
    const faculty = await new ApiClient(app.url).signIn('faculty1');
    expect((await faculty.get(`/api/sections/${section.id}/removal`)).status).toBe(403);
  });
});
