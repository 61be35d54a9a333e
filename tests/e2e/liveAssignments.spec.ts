import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, sharedTestServer, type TestServer } from '../support/index.js';
import { assign, newFaculty } from '../support/assignments.js';
import {
  expectOk,
  newOffering,
  newSection,
  type Planning,
  type Row,
  setUpPlanning,
  uniqueName,
  workgroupMember,
} from '../support/planning.js';
import { walkTo } from '../support/progress.js';
import { openSocket, type SocketProbe } from '../support/socketProbe.js';

/**
 * Live updates of teaching assignments over /api/socket (DESIGN §7, spec §4): the spec's
 * teachingAssignmentCreated / Changed / Deleted and resourceChanged, each only to clients that may read it.
 */
let app: TestServer;
let p: Planning;
let own: Row; // a section of the faculty member's workgroup
let other: Row; // a section of another workgroup
let staff: SocketProbe;
let faculty: SocketProbe;

const sectionIn = async (WorkgroupId: string) =>
  newSection(p, (await newOffering(p, { course: { WorkgroupId } })).offering);

/** Waits until the probe has a message the predicate picks (the relay runs after the projection commit). */
async function received(probe: SocketProbe, pick: (m: { type: string; payload: any }) => boolean) {
  const deadline = Date.now() + 5000;
  while (!probe.messages.some(pick)) {
    if (Date.now() > deadline) throw new Error(`no such message in ${JSON.stringify(probe.messages)}`);
    await new Promise((done) => setTimeout(done, 20));
  }
  return probe.messages.find(pick)!;
}
const mentions = (probe: SocketProbe, id: string) => JSON.stringify(probe.messages).includes(id);

beforeAll(async () => {
  app = await sharedTestServer();
  p = await setUpPlanning(app);
  const [mine, theirs] = await Promise.all(
    ['Live WG mine', 'Live WG theirs'].map(async (name) =>
      expectOk(await p.ops.post('/api/workgroups', { name: uniqueName(name) }), 'workgroup'),
    ),
  );
  [own, other] = [await sectionIn(mine!.id), await sectionIn(theirs!.id)];
  const member: ApiClient = await workgroupMember(app, p, mine!.id);
  [staff, faculty] = await Promise.all([
    openSocket(app.url, { cookie: p.admin.cookie }),
    openSocket(app.url, { cookie: member.cookie }),
  ]);
});
afterAll(() => {
  staff?.close();
  faculty?.close();
});

describe('teaching assignment events on the socket', () => {
  it("reach a faculty member only for their workgroup's sections", async () => {
    const instructor = (await newFaculty(app, p)).user;
    const hidden = await assign(p, other.id, instructor.id, { points: 1 });
    const shown = await assign(p, own.id, instructor.id, { points: 1 });

    const created = await received(
      faculty,
      (m) => m.type === 'teachingAssignmentCreated' && m.payload.id === shown.id,
    );
    expect(created.payload).toMatchObject({
      SectionId: own.id,
      UserId: instructor.id,
      actorId: expect.any(String),
    });
    await received(
      faculty,
      (m) =>
        m.type === 'resourceChanged' && m.payload.resource === 'sections' && m.payload.ids?.includes(own.id),
    );
    // the staff member reads every section: both, in the order they were made
    await received(staff, (m) => m.type === 'teachingAssignmentCreated' && m.payload.id === hidden.id);
    await received(staff, (m) => m.type === 'teachingAssignmentCreated' && m.payload.id === shown.id);

    expectOk(
      await p.ops.put(`/api/teachingAssignments/${hidden.id}`, { points: 2, version: hidden.version }),
      'change',
    );
    expectOk(await p.ops.delete(`/api/teachingAssignments/${hidden.id}`), 'remove');
    await received(staff, (m) => m.type === 'teachingAssignmentChanged' && m.payload.id === hidden.id);
    await received(staff, (m) => m.type === 'teachingAssignmentDeleted' && m.payload.id === hidden.id);
    // a later event the faculty member may read has arrived, so the ones before it would have too
    expectOk(await p.ops.delete(`/api/teachingAssignments/${shown.id}`), 'remove shown');
    await received(faculty, (m) => m.type === 'teachingAssignmentDeleted' && m.payload.id === shown.id);

    expect(mentions(faculty, other.id)).toBe(false);
    expect(mentions(faculty, hidden.id)).toBe(false);
  });

  it('come once per change, and workload changes reach those who read instructors', async () => {
    const created = staff.messages.filter((m) => m.type === 'teachingAssignmentCreated');
    expect(new Set(created.map((m) => m.payload.id)).size).toBe(created.length);
    expect(
      staff.messages.some(
        (m) => m.type === 'resourceChanged' && m.payload.resource === 'instructorWorkloads',
      ),
    ).toBe(true);
    expect(
      faculty.messages.some(
        (m) => m.type === 'resourceChanged' && m.payload.resource === 'instructorWorkloads',
      ),
    ).toBe(false);
  });

  it('reach the instructor of their own assignment only once the period is published to faculty', async () => {
    const instructor = await newFaculty(app, p);
    const client = await new ApiClient(app.url).signIn(instructor.username);
    const own = await openSocket(app.url, { cookie: client.cookie });
    try {
      // the planning period is at step 5: not published, so the instructor hears nothing of it
      const unpublished = await assign(p, other.id, instructor.user.id, { points: 1 });
      await received(staff, (m) => m.type === 'teachingAssignmentCreated' && m.payload.id === unpublished.id);
      await new Promise((done) => setTimeout(done, 300));
      expect(mentions(own, unpublished.id)).toBe(false);

      await walkTo(p, p.period.id, 8);
      const current = expectOk(await p.ops.get(`/api/teachingAssignments/${unpublished.id}`), 'assignment');
      expectOk(
        await p.ops.put(`/api/teachingAssignments/${unpublished.id}`, {
          points: 2,
          version: current.version,
        }),
        'change points',
      );
      const heard = await received(
        own,
        (m) => m.type === 'teachingAssignmentChanged' && m.payload.id === unpublished.id,
      );
      expect(heard.payload).toMatchObject({ UserId: instructor.user.id, AcademicPeriodId: p.period.id });
    } finally {
      own.close();
    }
  });
});
