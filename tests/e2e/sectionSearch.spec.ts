import { beforeAll, describe, expect, it } from 'vitest';
import { assign, newFaculty } from '../support/assignments.js';
import { type ApiClient, listQuery, sharedTestServer, type TestServer } from '../support/index.js';
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

/**
 * Issue 20 item 3: a list's free text finds sections by course number ("MATH 495", "MATH495", "495"),
 * course name, section number and name, instructor and room, every word somewhere (over the demo data and
 * a MATH 495 of the suite's own), in Sections Offered and Section Assignments (/api/sections) and the
 * teaching assignments list; renamed instructors, rooms and courses are found by their new names.
 */
let app: TestServer;
let p: Planning;
let math495: Row[];
let workgroup: Row;

const pagesOf = async (client: ApiClient, resource: string, filter: object): Promise<Row[]> => {
  const rows: Row[] = [];
  for (let skip = 0; ; skip += 1000) {
    const page = await client.get(`/api/${resource}${listQuery({ take: 1000, skip, filter })}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    rows.push(...(page.body as Row[]));
    if (page.body.length < 1000) return rows;
  }
};
const search = async (q: string, client: ApiClient = p.ops) =>
  pagesOf(client, 'sections', { AcademicPeriodId: p.period.id, q });
const idsOf = (rows: Row[]) => rows.map((row) => row.id).sort();

/** The course, room and instructor names of every section of the period, read through their own lists. */
async function periodSections() {
  const [sections, courses, rooms, assignments] = await Promise.all([
    pagesOf(p.ops, 'sections', { AcademicPeriodId: p.period.id }),
    pagesOf(p.ops, 'courses', {}),
    pagesOf(p.ops, 'locations', {}),
    pagesOf(p.admin, 'teachingAssignments', { AcademicPeriodId: p.period.id }),
  ]);
  const course = new Map(courses.map((row) => [row.id, row]));
  const room = new Map(rooms.map((row) => [row.id, row]));
  return sections.map((section) => {
    const { courseNumber = '', name = '' } = course.get(section.CourseId) ?? ({} as Row);
    const instructors = assignments.filter((a) => a.SectionId === section.id).map((a) => a.instructorName);
    const parts = [courseNumber, courseNumber.replace(/\s/g, ''), name, section.sectionNumber, section.name];
    const text = [...parts, room.get(section.LocationId)?.code, ...instructors].join(' ').toLowerCase();
    return { section, courseNumber: String(courseNumber), courseName: String(name), instructors, text };
  });
}
type Described = Awaited<ReturnType<typeof periodSections>>[number];
/** What `q` should find: the sections where every word of it is somewhere. */
const expectedFor = (all: Described[], q: string) =>
  idsOf(
    all
      .filter(({ text }) =>
        q
          .toLowerCase()
          .split(/\s+/)
          .every((word) => text.includes(word)),
      )
      .map(({ section }) => section),
  );

beforeAll(async () => {
  app = await sharedTestServer();
  p = await setUpPlanning(app);
  workgroup = expectOk(await p.ops.post('/api/workgroups', { name: uniqueName('Search WG') }), 'workgroup');
  // the demo catalog has no MATH 495 (the example): the suite's own, in a workgroup of its own
  const { offering } = await newOffering(p, {
    course: { courseNumber: 'MATH 495', name: 'Topics in Voronoi Geometry', WorkgroupId: workgroup.id },
  });
  math495 = [
    await newSection(p, offering, { sectionNumber: '001' }),
    await newSection(p, offering, { sectionNumber: '002' }),
  ];
});

describe('free text over the sections of the period', () => {
  it('"MATH 495" and "MATH495" find the sections of MATH 495 and no other', async () => {
    expect(idsOf(await search('MATH 495'))).toEqual(idsOf(math495));
    expect(idsOf(await search('math495'))).toEqual(idsOf(math495));
  });

  it('"495" finds MATH 495, and each section found has 495 somewhere', async () => {
    const all = await periodSections();
    const found = await search('495');
    expect(idsOf(found)).toEqual(expect.arrayContaining(idsOf(math495)));
    expect(idsOf(found)).toEqual(expectedFor(all, '495'));
  });

  it('"MATH" finds every section of a MATH course, and only sections with math in a name', async () => {
    const all = await periodSections();
    const found = idsOf(await search('MATH'));
    const mathCourses = all.filter(({ courseNumber }) => courseNumber.startsWith('MATH '));
    expect(mathCourses.length).toBeGreaterThan(10);
    expect(found).toEqual(expect.arrayContaining(idsOf(mathCourses.map(({ section }) => section))));
    const computerScience = all.filter(({ courseNumber }) => courseNumber.startsWith('CS '));
    const unrelated = computerScience.filter(({ text }) => !text.includes('math'));
    expect(unrelated.length).toBeGreaterThan(0);
    for (const { section } of unrelated) expect(found).not.toContain(section.id);
    expect(found).toEqual(expectedFor(all, 'math'));
  });

  it('a word of a course name finds its sections', async () => {
    const all = await periodSections();
    const cryptography = all.filter(({ courseName }) => courseName === 'Cryptography');
    expect(cryptography.length).toBeGreaterThan(0);
    expect(idsOf(await search('cryptography'))).toEqual(idsOf(cryptography.map(({ section }) => section)));
    expect(idsOf(await search('Voronoi'))).toEqual(idsOf(math495));
  });

  it("an instructor's last name finds the sections they teach", async () => {
    const all = await periodSections();
    const taught = all.find(({ instructors }) => instructors.length > 0)!;
    const lastName = String(taught.instructors[0]).split(' ').at(-1)!;
    const found = idsOf(await search(lastName));
    expect(found).toContain(taught.section.id);
    expect(found).toEqual(expectedFor(all, lastName));
  });

  it('a room finds the sections meeting there; with a course number, those of the course there', async () => {
    const all = await periodSections();
    const rooms = await pagesOf(p.ops, 'locations', {});
    const inRoom = all.find(({ section }) => section.LocationId)!;
    const code = String(rooms.find((room) => room.id === inRoom.section.LocationId)!.code);
    const found = idsOf(await search(code));
    expect(found).toContain(inRoom.section.id);
    expect(found).toEqual(expectedFor(all, code));
    const both = `${inRoom.courseNumber} ${code}`;
    expect(idsOf(await search(both))).toEqual(expectedFor(all, both));
  });
});

describe('who reads what', () => {
  it('a workgroup member finds only their workgroup’s sections', async () => {
    const member = await workgroupMember(app, p, workgroup.id);
    expect(idsOf(await search('MATH 495', member))).toEqual(idsOf(math495));
    const found = await search('MATH', member);
    expect(found.length).toBeGreaterThan(0);
    for (const section of found) expect(section.WorkgroupId).toBe(workgroup.id);
    expect(found.some((section) => 'searchText' in section)).toBe(false);
  });
});

describe('names changed after the fact', () => {
  it('finds a section by its instructor, room and course under their new names, in both lists', async () => {
    const { course, offering } = await newOffering(p);
    const section = await newSection(p, offering);
    const faculty = await newFaculty(app, p, { lastName: uniqueName('Quillfeather').replace(/\s/g, '') });
    const assignment = await assign(p, section.id, faculty.user.id);
    const room = expectOk(await p.admin.post('/api/locations', { code: uniqueName('ZRM') }), 'room');
    expectOk(
      await p.ops.post('/api/meetings', {
        SectionId: section.id,
        days: ['TU'],
        startTime: '08:00',
        endTime: '08:50',
        frequency: 'weekly',
        LocationId: room.id,
      }),
      'meeting',
    );
    const lastName = String(faculty.user.lastName);
    expect(idsOf(await search(lastName))).toEqual([section.id]);
    const assignments = await pagesOf(p.admin, 'teachingAssignments', { q: String(course.courseNumber) });
    expect(idsOf(assignments)).toEqual([assignment.id]);

    const renamed = `${lastName}x`;
    expectOk(
      await p.ops.put(`/api/users/${faculty.user.id}`, { lastName: renamed, version: faculty.user.version }),
      'rename',
    );
    const roomCode = `${String(room.code)}Y`;
    expectOk(
      await p.admin.put(`/api/locations/${room.id}`, { code: roomCode, version: room.version }),
      'room rename',
    );
    const courseNumber = `${String(course.courseNumber)}Z`;
    expectOk(
      await p.ops.put(`/api/courses/${course.id}`, { courseNumber, version: course.version }),
      'course rename',
    );
    // courses, rooms and people are other read models: the sections follow them shortly after
    for (const q of [renamed, roomCode, courseNumber]) {
      await expect.poll(async () => idsOf(await search(q)), { timeout: 10_000 }).toEqual([section.id]);
    }
    const byNewNumber = await pagesOf(p.admin, 'teachingAssignments', { q: courseNumber });
    expect(idsOf(byNewNumber)).toEqual([assignment.id]);
  });
});
