import { type SectionNaming, sectionTitle } from '@tams/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { assign } from '../support/assignments.js';
import { ApiClient, listQuery, sharedTestServer, type TestServer } from '../support/index.js';
import {
  expectOk,
  newOffering,
  newSection,
  type Planning,
  type Row,
  setUpPlanning,
  uniqueName,
} from '../support/planning.js';

/**
 * Per-record history (issue 19 item 4): each entry names people and references, shows each change as
 * before -> after with a summary, and pages (newest first) with the lists' headers; a reader never sees
 * an entry, or a name, of a record their lists would not show.
 */
let app: TestServer;
let p: Planning;
let section: Row;
let ada: Row;
let assignment: Row;

interface Change {
  field: string;
  before?: unknown;
  after: unknown;
  beforeName?: string;
  afterName?: string;
}
interface Entry {
  type: string;
  summary: string;
  changes: Change[];
  actorName: string | null;
}

const historyOf = async (client: ApiClient, path: string, query = '') => {
  const answer = await client.get(`${path}/history${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
};

beforeAll(async () => {
  app = await sharedTestServer();
  p = await setUpPlanning(app);
  const lastName = uniqueName('Kowalski').replace(/\s/g, '');
  ada = expectOk(
    await p.ops.post('/api/users', {
      username: lastName.toLowerCase(),
      firstName: 'Ada',
      lastName,
      Roles: ['faculty'],
      isFaculty: true,
    }),
    'Ada',
  );
  const { offering } = await newOffering(p);
  section = await newSection(p, offering);
  const created = await assign(p, section.id, ada.id, { points: 3 });
  const first = expectOk(
    await p.ops.put(`/api/teachingAssignments/${created.id}`, { points: 4, version: created.version }),
    'first update',
  );
  assignment = expectOk(
    await p.ops.put(`/api/teachingAssignments/${created.id}`, { points: 5, version: first.version }),
    'second update',
  );
  expect(
    (await p.ops.delete(`/api/teachingAssignments/${created.id}`, { 'if-match': `"${assignment.version}"` }))
      .status,
  ).toBe(200);
});

describe('GET /api/:resource/:id/history', () => {
  it('names the instructor and shows before -> after across a create, two updates and a delete', async () => {
    const { body } = await historyOf(p.ops, `/api/sections/${section.id}`);
    const ours = (body as Entry[]).filter(({ type }) => type.startsWith('TeachingAssignment'));
    const name = ada.displayName || `Ada ${ada.lastName}`;
    expect(ours.map(({ type }) => type)).toEqual([
      'TeachingAssignmentCreated',
      'TeachingAssignmentUpdated',
      'TeachingAssignmentUpdated',
      'TeachingAssignmentDeleted',
    ]);
    // issue 20 item 6: the instructor and the section by its title ("MATH 495-001 Mathematical Biology")
    const shown = expectOk(await p.ops.get(`/api/sections/${section.id}`), 'section');
    const on = `${name} on ${sectionTitle(shown as SectionNaming)}`;
    expect(shown.courseNumber).toEqual(expect.any(String));
    expect(ours.map(({ summary }) => summary)).toEqual([
      `Teaching assignment created: ${on} — Points: 3`,
      `Teaching assignment updated: ${on} — Points: 3 → 4`,
      `Teaching assignment updated: ${on} — Points: 4 → 5`,
      `Teaching assignment deleted: ${on}`,
    ]);
    const points = (entry: Entry) => entry.changes.find(({ field }) => field === 'points');
    expect(points(ours[0]!)).toMatchObject({ before: null, after: 3 });
    expect(points(ours[1]!)).toMatchObject({ before: 3, after: 4 });
    expect(points(ours[2]!)).toMatchObject({ before: 4, after: 5 });
    expect(points(ours[3]!)).toMatchObject({ before: 5, after: null });
    expect(ours[0]!.changes.find(({ field }) => field === 'UserId')).toMatchObject({
      after: ada.id,
      afterName: name,
    });
    expect(ours[3]!.changes.find(({ field }) => field === 'UserId')).toMatchObject({
      before: ada.id,
      beforeName: name,
      after: null,
    });
    expect(ours.every(({ actorName }) => actorName === 'Olivia Operations')).toBe(true);
    expect((body as Entry[])[0]).toMatchObject({ type: 'SectionCreated', summary: 'Created' });
  });

  it('names a changed reference before and after, and answers the whole stream oldest first without paging', async () => {
    const [a, b] = await Promise.all(
      ['History WG A', 'History WG B'].map(async (name) =>
        expectOk(await p.ops.post('/api/workgroups', { name: uniqueName(name) }), 'workgroup'),
      ),
    );
    const course = expectOk(
      await p.ops.post('/api/courses', { courseNumber: uniqueName('HIS'), name: 'Old', WorkgroupId: a!.id }),
      'course',
    );
    await p.ops.put(`/api/courses/${course.id}`, { WorkgroupId: b!.id, name: 'New', version: 1 });
    const answer = await historyOf(p.ops, `/api/courses/${course.id}`);
    const entries = answer.body as Entry[];
    expect(entries.map(({ type }) => type)).toEqual(['CourseCreated', 'CourseUpdated']);
    expect(entries[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', label: 'Name', before: 'Old', after: 'New' },
        {
          field: 'WorkgroupId',
          label: expect.any(String),
          before: a!.id,
          after: b!.id,
          beforeName: a!.name,
          afterName: b!.name,
        },
      ]),
    );
    expect(entries[1]!.summary).toContain(`${a!.name} → ${b!.name}`);
    expect(answer.headers.get('x-total-count')).toBe('2');
    expect(answer.headers.get('content-range')).toBe('history 0-1/2');
  });

  it('pages newest first with Content-Range and X-Total-Count, or oldest first when sorted so', async () => {
    const path = `/api/sections/${section.id}`;
    const all = (await historyOf(p.ops, path)).body as Entry[];
    const total = all.length;
    expect(total).toBeGreaterThanOrEqual(5);
    const first = await historyOf(p.ops, path, `?range=${encodeURIComponent('[0,1]')}`);
    expect((first.body as Entry[]).map(({ type }) => type)).toEqual(
      all
        .slice(-2)
        .reverse()
        .map(({ type }) => type),
    );
    expect(first.headers.get('content-range')).toBe(`history 0-1/${total}`);
    expect(first.headers.get('x-total-count')).toBe(String(total));
    const second = await historyOf(p.ops, path, listQuery({ take: 2, skip: 2 }));
    expect((second.body as Entry[]).map(({ summary }) => summary)).toEqual(
      all
        .slice(-4, -2)
        .reverse()
        .map(({ summary }) => summary),
    );
    const byDefault = await historyOf(p.ops, path, listQuery({ sort: ['recordedAt', 'DESC'] }));
    expect(byDefault.body).toHaveLength(Math.min(total, 25));
    const oldest = await historyOf(p.ops, path, listQuery({ range: [0, 0], sort: ['recordedAt', 'ASC'] }));
    expect((oldest.body as Entry[]).map(({ type }) => type)).toEqual(['SectionCreated']);
    const beyond = await historyOf(p.ops, path, listQuery({ range: [100, 110] }));
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('content-range')).toBe(`history */${total}`);
  });

  it('refuses a bad range, page size or sort with 400 naming the parameter', async () => {
    const path = `/api/sections/${section.id}/history`;
    for (const [query, field] of [
      [listQuery({ range: [3, 1] }), 'range'],
      ['?range=nope', 'range'],
      [listQuery({ range: [0, 200] }), 'range'],
      [listQuery({ take: 0 }), 'take'],
      [listQuery({ sort: ['type', 'ASC'] }), 'sort'],
    ] as const) {
      const answer = await p.ops.get(`${path}${query}`);
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.body.errors), query).toContain(field);
    }
  });

  it('names the instructor to a reader of the assignment who may not read users, as the assignment names them', async () => {
    const approver = await new ApiClient(app.url).signIn('academicAffairsApprover');
    expect((await approver.get(`/api/users/${ada.id}`)).status).toBe(403);
    const kept = await assign(p, section.id, ada.id, { points: 2 });
    const { body } = await historyOf(approver, `/api/sections/${section.id}`);
    const created = (body as Entry[]).filter(({ type }) => type === 'TeachingAssignmentCreated');
    const name = ada.displayName || `Ada ${ada.lastName}`;
    const title = sectionTitle(section as SectionNaming);
    // the deleted assignment has no row left to name its instructor by; the kept one has
    expect(created.map(({ summary }) => summary)).toEqual([
      `Teaching assignment created: an instructor on ${title} — Points: 3`,
      `Teaching assignment created: ${name} on ${title} — Points: 2`,
    ]);
    await p.ops.delete(`/api/teachingAssignments/${kept.id}`, { 'if-match': `"${kept.version}"` });
  });

  it('shows a reader without rights to the assignments neither their entries nor the names in them', async () => {
    const scheduler = await new ApiClient(app.url).signIn('sectionScheduler');
    expect((await scheduler.get(`/api/teachingAssignments/${assignment.id}`)).status).toBe(403);
    const answer = await historyOf(scheduler, `/api/sections/${section.id}`);
    const entries = answer.body as Entry[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.some(({ type }) => type.startsWith('TeachingAssignment'))).toBe(false);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(ada.id);
    expect(text).not.toContain(ada.lastName);
    expect(answer.headers.get('x-total-count')).toBe(String(entries.length));
  });
});
