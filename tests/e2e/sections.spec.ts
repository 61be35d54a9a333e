import { beforeAll, describe, expect, it } from 'vitest';
import { specRoles } from '../../services/access/src/specTable.js';
import { ApiClient, listQuery, sharedTestServer, type TestServer } from '../support/index.js';
import {
  addTermMode,
  expectOk,
  newOffering,
  newSection,
  type Planning,
  type Row,
  setUpPlanning,
  uniqueName,
  workgroupMember,
} from '../support/planning.js';
import { eventCount } from '../support/userTestHelpers.js';

/**
 * Sections and their meetings over HTTP (spec §3 Section; DESIGN §11 coverage; §6 Section: admin and
 * academicOpsAdmin manage, sectionScheduler and academicAffairsApprover read, workgroup members read their
 * workgroups' sections; Scheduler: admin, academicOpsAdmin, sectionScheduler manage meetings).
 */
let app: TestServer;
let p: Planning;
let workgroup: Row;
const appended = async (since: number) => (await eventCount(app)) - since;
const ids = (rows: Row[]) => rows.map((row) => row.id).sort();
const sectionsWhere = async (client: ApiClient, params: Record<string, unknown>) => {
  const answer = await client.get(`/api/sections${listQuery({ take: 1000, ...params })}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Row[];
};

beforeAll(async () => {
  app = await sharedTestServer();
  p = await setUpPlanning(app);
  workgroup = expectOk(await p.ops.post('/api/workgroups', { name: uniqueName('Sections WG') }), 'workgroup');
});

describe('POST /api/sections', () => {
  it('completes a section from its offering and course: period, course, points, name, workgroup', async () => {
    const { course, offering } = await newOffering(p, {
      course: { name: 'Organic Chemistry', WorkgroupId: workgroup.id },
      points: 4,
    });
    const created = await p.ops.post('/api/sections', {
      CourseOfferingId: offering.id,
      sectionNumber: '001',
      AcademicTermId: p.terms[0]!.id,
      TeachingModeId: p.modes[0].id,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      CourseOfferingId: offering.id,
      AcademicPeriodId: p.period.id,
      CourseId: course.id,
      name: 'Organic Chemistry',
      WorkgroupId: workgroup.id,
      enrollment: 0,
      enrollmentOverride: false,
      coverageStatus: 'uncovered',
      TermMode: { AcademicTermId: p.terms[0]!.id, TeachingModeId: p.modes[0].id },
      Meeting: null,
      version: 1,
    });
    expect(Number(created.body.defaultPoints)).toBe(4);
    expect(Number(created.body.points)).toBe(4);
    expect(Number(created.body.variance)).toBe(-4);
    expect((await p.ops.get(`/api/sections/${created.body.id}`)).body).toEqual(created.body);
  });

  it('keeps the name, points and workgroup the client chose; ignores the period, course and default points it sends', async () => {
    const { offering, course } = await newOffering(p, { course: { WorkgroupId: workgroup.id }, points: 4 });
    const other = await newOffering(p);
    const created = await newSection(p, offering, {
      name: 'Honors section',
      points: 2,
      WorkgroupId: null,
      AcademicPeriodId: p.otherTerm.AcademicPeriodId,
      CourseId: other.course.id,
      defaultPoints: 9,
    });
    expect(created).toMatchObject({
      name: 'Honors section',
      WorkgroupId: null,
      AcademicPeriodId: p.period.id,
      CourseId: course.id,
    });
    expect(Number(created.points)).toBe(2);
    expect(Number(created.defaultPoints)).toBe(4);
    expect(Number(created.variance)).toBe(-2);
  });

  it('refuses a term and teaching mode the offering does not run in (400 on AcademicTermId)', async () => {
    const { offering } = await newOffering(p);
    const before = await eventCount(app);
    for (const [term, mode] of [
      [p.terms[1]!, p.modes[0]],
      [p.terms[0]!, p.modes[1]],
    ] as const) {
      const refused = await p.ops.post('/api/sections', {
        CourseOfferingId: offering.id,
        sectionNumber: '001',
        AcademicTermId: term.id,
        TeachingModeId: mode.id,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.AcademicTermId).toBe(
        'The offering does not run in this term with this teaching mode: add the term mode to the offering first',
      );
    }
    expect(await appended(before)).toBe(0);
  });

  it('refuses a section number the offering has in the term (any case); takes it in another term or offering', async () => {
    const { offering } = await newOffering(p);
    await addTermMode(p, offering.id, p.terms[1]!, p.modes[0]);
    await newSection(p, offering, { sectionNumber: 'A1' });
    const before = await eventCount(app);
    const taken = await p.ops.post('/api/sections', {
      CourseOfferingId: offering.id,
      sectionNumber: 'a1',
      AcademicTermId: p.terms[0]!.id,
      TeachingModeId: p.modes[0].id,
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors.sectionNumber).toBe(
      'Already used by another section of this offering in this term',
    );
    expect(await appended(before)).toBe(0);
    expect(
      await newSection(p, offering, { sectionNumber: 'A1', AcademicTermId: p.terms[1]!.id }),
    ).toMatchObject({
      sectionNumber: 'A1',
    });
    const other = await newOffering(p);
    expect(await newSection(p, other.offering, { sectionNumber: 'A1' })).toMatchObject({
      sectionNumber: 'A1',
    });
  });

  it("refuses an enrollment above the course's section maximum unless the override is confirmed", async () => {
    const { offering } = await newOffering(p, { course: { sectionMaxStudents: 30 } });
    const before = await eventCount(app);
    const above = await p.ops.post('/api/sections', {
      CourseOfferingId: offering.id,
      sectionNumber: 'E1',
      AcademicTermId: p.terms[0]!.id,
      TeachingModeId: p.modes[0].id,
      enrollment: 31,
    });
    expect(above.status).toBe(400);
    expect(above.body.errors.enrollment).toBe(
      "Above the course's section maximum of 30 students: confirm the override to save",
    );
    expect(await appended(before)).toBe(0);
    expect(await newSection(p, offering, { enrollment: 30 })).toMatchObject({ enrollment: 30 });
    const confirmed = await newSection(p, offering, { enrollment: 31, enrollmentOverride: true });
    expect(confirmed).toMatchObject({ enrollment: 31, enrollmentOverride: true });

    // switching the override off later, or raising the enrollment above the maximum, is refused the same way
    const off = await p.ops.put(`/api/sections/${confirmed.id}`, {
      enrollmentOverride: false,
      version: confirmed.version,
    });
    expect(off.status).toBe(400);
    expect(off.body.errors.enrollment).toMatch(/^Above the course's section maximum of 30/);
    const plain = await newSection(p, offering);
    const raised = await p.ops.put(`/api/sections/${plain.id}`, { enrollment: 45, version: plain.version });
    expect(raised.status).toBe(400);
    expect(raised.body.errors.enrollment).toMatch(/^Above the course's section maximum of 30/);
    const withOverride = await p.ops.put(`/api/sections/${plain.id}`, {
      enrollment: 45,
      enrollmentOverride: true,
      version: plain.version,
    });
    expect(withOverride.status).toBe(200);
    expect(withOverride.body).toMatchObject({ enrollment: 45, enrollmentOverride: true });
  });

  it('answers bad input with 400 naming each field, and appends nothing', async () => {
    const before = await eventCount(app);
    const empty = await p.ops.post('/api/sections', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      CourseOfferingId: 'Required',
      sectionNumber: 'Required',
      AcademicTermId: 'Required',
      TeachingModeId: 'Required',
    });
    const wrong = await p.ops.post('/api/sections', {
      CourseOfferingId: 'nope',
      sectionNumber: 'x'.repeat(21),
      enrollment: -1,
      points: 'three',
      enrollmentOverride: 'yes',
      coverageStatus: 'covered',
      room: 'B12',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toMatchObject({
      CourseOfferingId: 'Must be the id of a record in courseOfferings',
      sectionNumber: 'Must be at most 20 characters',
      enrollment: 'Must be at least 0',
      points: 'Must be a number',
      enrollmentOverride: 'Must be true or false',
      room: 'Unknown field',
    });
    const unknown = await p.ops.post('/api/sections', {
      CourseOfferingId: '0190a000-0000-7000-8000-000000000999',
      sectionNumber: '1',
      AcademicTermId: p.terms[0]!.id,
      TeachingModeId: p.modes[0].id,
      name: 'x',
      points: 1,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.CourseOfferingId).toMatch(/^No course offering/);
    expect(await appended(before)).toBe(0);
  });
});

describe('PUT /api/sections/:id', () => {
  it('changes the points and the coverage follows: still uncovered, variance = -points', async () => {
    const { offering } = await newOffering(p, { points: 3 });
    const section = await newSection(p, offering);
    const changed = await p.ops.put(`/api/sections/${section.id}`, { ...section, points: 4.5 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ coverageStatus: 'uncovered', version: 2 });
    expect(Number(changed.body.variance)).toBe(-4.5);
    expect(Number(changed.body.defaultPoints)).toBe(3);
    const read = await p.ops.get(`/api/sections/${section.id}`);
    expect(Number(read.body.variance)).toBe(-4.5);
  });

  it('moves a section to another term mode of its offering, not to one it lacks; keeps its offering', async () => {
    const { offering } = await newOffering(p);
    await addTermMode(p, offering.id, p.terms[0]!, p.modes[1]);
    const section = await newSection(p, offering);
    const other = await newOffering(p);
    const before = await eventCount(app);
    const lacking = await p.ops.put(`/api/sections/${section.id}`, {
      AcademicTermId: p.terms[1]!.id,
      version: section.version,
    });
    expect(lacking.status).toBe(400);
    expect(lacking.body.errors.AcademicTermId).toMatch(/^The offering does not run in this term/);
    const moved = await p.ops.put(`/api/sections/${section.id}`, {
      CourseOfferingId: other.offering.id,
      version: section.version,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors.CourseOfferingId).toBe('Cannot be changed once the record exists');
    expect(await appended(before)).toBe(0);
    const changed = await p.ops.put(`/api/sections/${section.id}`, {
      TeachingModeId: p.modes[1].id,
      version: section.version,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.TermMode).toEqual({ AcademicTermId: p.terms[0]!.id, TeachingModeId: p.modes[1].id });
  });

  it('refuses a stale version with 409 and a stale If-Match with 412, appending nothing', async () => {
    const { offering } = await newOffering(p);
    const section = await newSection(p, offering);
    expect((await p.ops.put(`/api/sections/${section.id}`, { notes: 'first', version: 1 })).status).toBe(200);
    const before = await eventCount(app);
    const stale = await p.ops.put(`/api/sections/${section.id}`, { notes: 'lost', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^This section was changed by someone else/);
    const staleIfMatch = await p.ops.put(
      `/api/sections/${section.id}`,
      { notes: 'lost' },
      { 'if-match': '"1"' },
    );
    expect(staleIfMatch.status).toBe(412);
    expect(await appended(before)).toBe(0);
    expect((await p.ops.get(`/api/sections/${section.id}`)).body.notes).toBe('first');
  });
});

describe('meetings', () => {
  const location = async () =>
    expectOk(await p.ops.post('/api/locations', { code: uniqueName('Room') }), 'location');

  it("shows the section's meeting and gives the section its meeting's location, until it is deleted", async () => {
    const { offering } = await newOffering(p);
    const section = await newSection(p, offering);
    const [room, otherRoom] = await Promise.all([location(), location()]);
    const meeting = await p.ops.post('/api/meetings', {
      SectionId: section.id,
      days: ['MO', 'WE'],
      startTime: '09:30',
      endTime: '10:45',
      frequency: 'weekly',
      until: '2026-12-10',
      exceptions: ['2026-11-25'],
      description: 'Lecture',
      LocationId: room.id,
    });
    expect(meeting.status).toBe(201);
    const read = await p.ops.get(`/api/sections/${section.id}`);
    expect(read.body).toMatchObject({ LocationId: room.id, version: section.version });
    expect(read.body.Meeting).toMatchObject({
      id: meeting.body.id,
      days: ['MO', 'WE'],
      startTime: '09:30',
      endTime: '10:45',
      LocationId: room.id,
    });
    expect(ids(await sectionsWhere(p.ops, { filter: { LocationId: room.id } }))).toEqual([section.id]);
    const listed = await sectionsWhere(p.ops, { filter: { id: section.id }, include: ['Meetings'] });
    expect(listed[0]!.Meetings.map((m: Row) => m.id)).toEqual([meeting.body.id]);

    const moved = await p.ops.put(`/api/meetings/${meeting.body.id}`, {
      LocationId: otherRoom.id,
      version: meeting.body.version,
    });
    expect(moved.status).toBe(200);
    expect((await p.ops.get(`/api/sections/${section.id}`)).body.LocationId).toBe(otherRoom.id);
    // the section's own version did not move: an edit of the version read before still applies
    const edited = await p.ops.put(`/api/sections/${section.id}`, { notes: 'n', version: section.version });
    expect(edited.status).toBe(200);

    expect((await p.ops.delete(`/api/meetings/${meeting.body.id}`)).status).toBe(200);
    const after = await p.ops.get(`/api/sections/${section.id}`);
    expect(after.body).toMatchObject({ LocationId: null, Meeting: null });
    // a location no meeting uses any more can go
    expect((await p.ops.delete(`/api/locations/${room.id}`)).status).toBe(200);
  });

  it('refuses a second meeting, bad times, no days and an unknown section, appending nothing', async () => {
    const { offering } = await newOffering(p);
    const section = await newSection(p, offering);
    const body = {
      SectionId: section.id,
      days: ['TU'],
      startTime: '14:00',
      endTime: '15:00',
      frequency: 'weekly',
    };
    expect((await p.ops.post('/api/meetings', body)).status).toBe(201);
    const other = await newSection(p, offering);
    const before = await eventCount(app);
    const second = await p.ops.post('/api/meetings', body);
    expect(second.status).toBe(400);
    expect(second.body.errors.SectionId).toBe('This section already has a meeting: change that one');
    const times = await p.ops.post('/api/meetings', {
      ...body,
      SectionId: other.id,
      startTime: '15:00',
      endTime: '14:00',
    });
    expect(times.status).toBe(400);
    expect(times.body.errors.endTime).toBe('Must be after the start');
    const format = await p.ops.post('/api/meetings', {
      ...body,
      SectionId: other.id,
      startTime: '2pm',
      days: [],
    });
    expect(format.status).toBe(400);
    expect(format.body.errors).toMatchObject({
      startTime: 'Must be a time as HH:MM (24-hour), e.g. 09:30',
      days: 'Choose at least one day',
    });
    const nowhere = await p.ops.post('/api/meetings', {
      ...body,
      SectionId: '0190a000-0000-7000-8000-000000000999',
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.errors.SectionId).toMatch(/^No section/);
    expect(await appended(before)).toBe(0);
  });

  it('deletes a section with its meeting', async () => {
    const { offering } = await newOffering(p);
    const section = await newSection(p, offering);
    const meeting = expectOk(
      await p.ops.post('/api/meetings', {
        SectionId: section.id,
        days: ['FR'],
        startTime: '08:00',
        endTime: '09:00',
        frequency: 'once',
      }),
      'meeting',
    );
    expect((await p.ops.delete(`/api/sections/${section.id}`)).status).toBe(200);
    expect((await p.ops.get(`/api/meetings/${meeting.id}`)).status).toBe(404);
  });
});

describe('POST /api/sections/bulkUpdate', () => {
  it('updates each record at its version: a stale one fails alone with 409', async () => {
    const { offering } = await newOffering(p, { points: 3 });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => newSection(p, offering)));
    expect((await p.ops.put(`/api/sections/${b!.id}`, { notes: 'moved on', version: 1 })).status).toBe(200);
    const answer = await p.ops.post('/api/sections/bulkUpdate', {
      records: [a, b, c].map((row) => ({ id: row!.id, version: row!.version })),
      values: { points: 1.5 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.updated.map((row: Row) => row.id)).toEqual([a!.id, c!.id]);
    expect(answer.body.updated[0]).toMatchObject({ version: 2, coverageStatus: 'uncovered' });
    expect(Number(answer.body.updated[0].points)).toBe(1.5);
    expect(Number(answer.body.updated[0].variance)).toBe(-1.5);
    expect(answer.body.failed).toEqual([
      { id: b!.id, status: 409, message: expect.stringMatching(/^This section was changed by someone else/) },
    ]);
    expect(Number((await p.ops.get(`/api/sections/${b!.id}`)).body.points)).toBe(3);
    expect(Number((await p.ops.get(`/api/sections/${c!.id}`)).body.points)).toBe(1.5);
  });

  it('reports a record that does not exist as failed with 404', async () => {
    const missing = '0190a000-0000-7000-8000-000000000999';
    const answer = await p.ops.post('/api/sections/bulkUpdate', {
      records: [{ id: missing, version: 1 }],
      values: { points: 1 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      updated: [],
      failed: [{ id: missing, status: 404, message: expect.any(String) }],
    });
  });

  it('refuses empty and bad bodies with 400 naming the fields, appending nothing', async () => {
    const { offering } = await newOffering(p);
    const section = await newSection(p, offering);
    const record = { id: section.id, version: section.version };
    const before = await eventCount(app);
    const refuse = async (body: unknown, errors: Record<string, unknown>) => {
      const answer = await p.ops.post('/api/sections/bulkUpdate', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.errors).toMatchObject(errors);
    };
    await refuse({}, { records: 'Required', values: 'Required' });
    await refuse({ records: [], values: { points: 1 } }, { records: 'Choose at least one section' });
    await refuse({ records: [record], values: {} }, { values: 'Name what to change: points' });
    await refuse(
      { records: [record], values: { name: 'x', points: -1 } },
      {
        'values.name': 'Only points can be changed for several sections at once',
        'values.points': 'Must be at least 0',
      },
    );
    await refuse(
      { records: [{ id: 'x', version: 1 }], values: { points: 1 } },
      { records: 'Each record needs the id of a section' },
    );
    await refuse(
      { records: [record, record], values: { points: 1 } },
      { records: 'Each section at most once' },
    );
    const many = Array.from({ length: 1001 }, (_, i) => ({
      id: `0190a000-0000-7000-8000-${String(i).padStart(12, '0')}`,
      version: 1,
    }));
    await refuse({ records: many, values: { points: 1 } }, { records: 'At most 1000 sections at once' });
    await refuse({ records: [record], values: { points: 1 }, extra: true }, { extra: 'Unknown field' });
    expect(await appended(before)).toBe(0);
  });
});

describe('GET /api/sections: filters and sorts', () => {
  let mine: Row[];
  let offerings: Row[];
  let room: Row;
  const within = (filter: object) => ({
    filter: { CourseOfferingId: offerings.map((o) => o.id), ...filter },
  });

  beforeAll(async () => {
    const otherWorkgroup = expectOk(
      await p.ops.post('/api/workgroups', { name: uniqueName('Other WG') }),
      'wg',
    );
    const first = await newOffering(p, {
      course: { WorkgroupId: workgroup.id, name: 'Quasar physics' },
      points: 2,
    });
    const second = await newOffering(p, { course: { WorkgroupId: otherWorkgroup.id }, points: 5 });
    offerings = [first.offering, second.offering];
    await addTermMode(p, second.offering.id, p.terms[1]!, p.modes[1]);
    mine = [
      await newSection(p, first.offering, { sectionNumber: '01', enrollment: 10 }),
      await newSection(p, first.offering, { sectionNumber: '02', enrollment: 20, points: 1 }),
      await newSection(p, second.offering, { sectionNumber: '03', enrollment: 5 }),
      await newSection(p, second.offering, {
        sectionNumber: '04',
        AcademicTermId: p.terms[1]!.id,
        TeachingModeId: p.modes[1].id,
        name: 'Xylophone studio',
      }),
    ];
    room = expectOk(await p.ops.post('/api/locations', { code: uniqueName('Hall') }), 'room');
    expectOk(
      await p.ops.post('/api/meetings', {
        SectionId: mine[2]!.id,
        days: ['TH'],
        startTime: '10:00',
        endTime: '11:00',
        frequency: 'biweekly',
        LocationId: room.id,
      }),
      'meeting',
    );
  });

  /** A filter, its value (known once the records exist) and which of `mine` it keeps. */
  const filterCases: [string, () => string, number[]][] = [
    ['AcademicPeriodId', () => p.period.id, [0, 1, 2, 3]],
    ['WorkgroupId', () => workgroup.id, [0, 1]],
    ['CourseId', () => String(mine[2]!.CourseId), [2, 3]],
    ['CourseOfferingId', () => offerings[0]!.id, [0, 1]],
    ['AcademicTermId', () => p.terms[1]!.id, [3]],
    ['TeachingModeId', () => p.modes[0].id, [0, 1, 2]],
    ['coverageStatus', () => 'uncovered', [0, 1, 2, 3]],
    ['LocationId', () => room.id, [2]],
  ];
  it.each(filterCases)('filters by %s', async (field, value, expected) => {
    const rows = await sectionsWhere(p.ops, within({ [field]: value() }));
    expect(ids(rows)).toEqual(ids(expected.map((i) => mine[i]!)));
    // alone, it holds for every row it answers
    const alone = await sectionsWhere(p.ops, { filter: { [field]: value() } });
    expect(alone.every((row) => row[field] === value())).toBe(true);
    expect(alone.length).toBeGreaterThanOrEqual(expected.length);
  });

  it('filters by free text over names and numbers (more in sectionSearch.spec.ts)', async () => {
    expect(ids(await sectionsWhere(p.ops, { filter: { q: 'xylophone' } }))).toEqual([mine[3]!.id]);
    expect(ids(await sectionsWhere(p.ops, within({ q: 'quasar' })))).toEqual(ids([mine[0]!, mine[1]!]));
  });

  it('refuses a field it does not know, and covered/uncovered values outside the list', async () => {
    expect((await p.ops.get(`/api/sections${listQuery({ filter: { colour: 'red' } })}`)).status).toBe(400);
    expect(
      (await p.ops.get(`/api/sections${listQuery({ filter: { coverageStatus: 'half' } })}`)).status,
    ).toBe(400);
  });

  it.each([
    'sectionNumber',
    'name',
    'enrollment',
    'points',
    'variance',
    'coverageStatus',
    'AcademicTermId',
    'WorkgroupId',
    'LocationId',
  ])('sorts by %s both ways', async (field) => {
    for (const direction of ['ASC', 'DESC'] as const) {
      const rows = await sectionsWhere(p.ops, { ...within({}), sort: [field, direction] });
      expect(rows).toHaveLength(4);
      const values = rows.map((row) => row[field]);
      const key = (value: unknown) =>
        value === null ? null : Number.isNaN(Number(value)) ? value : Number(value);
      const sorted = [...values].sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        // PostgreSQL puts nulls last ascending, first descending
        if (x === y) return 0;
        if (x === null) return 1;
        if (y === null) return -1;
        return (x as number) < (y as number) ? -1 : 1;
      });
      expect(values, direction).toEqual(direction === 'ASC' ? sorted : sorted.reverse());
    }
  });

  it('embeds meetings with include=Meetings and the term mode on every row', async () => {
    const rows = await sectionsWhere(p.ops, { ...within({}), include: ['Meetings'] });
    const withMeeting = rows.find((row) => row.id === mine[2]!.id)!;
    expect(withMeeting.Meetings).toHaveLength(1);
    expect(withMeeting.Meetings[0]).toMatchObject({ LocationId: room.id });
    expect(rows.every((row) => row.TermMode.AcademicTermId === row.AcademicTermId)).toBe(true);
  });

  it("shows a workgroup member only their workgroup's sections (§6 Section per workgroup)", async () => {
    const member = await workgroupMember(app, p, workgroup.id);
    const visible = await sectionsWhere(member, {});
    expect(visible.length).toBeGreaterThanOrEqual(2);
    expect(visible.every((row) => row.WorkgroupId === workgroup.id)).toBe(true);
    expect(ids(await sectionsWhere(member, within({})))).toEqual(ids([mine[0]!, mine[1]!]));
    expect(await sectionsWhere(member, within({ CourseOfferingId: offerings[1]!.id }))).toEqual([]);
    const own = await member.get(`/api/sections/${mine[0]!.id}`);
    expect(own.status).toBe(200);
    expect(own.body.Meeting).toBeNull();
    expect((await member.get(`/api/sections/${mine[2]!.id}`)).status).toBe(404);
    expect((await member.get(`/api/sections/${mine[2]!.id}/history`)).status).toBe(404);
    expect((await member.get(`/api/sections${listQuery({ include: ['Meetings'] })}`)).status).toBe(200);
    // reading is all: no change, and meetings are the scheduler's
    expect((await member.put(`/api/sections/${mine[0]!.id}`, { points: 9, version: 1 })).status).toBe(403);
    const bulk = await member.post('/api/sections/bulkUpdate', {
      records: [{ id: mine[0]!.id, version: 1 }],
      values: { points: 9 },
    });
    expect(bulk.status).toBe(403);
    expect((await member.get('/api/meetings')).status).toBe(403);
  });
});

describe('spec §6 per role: Section and Scheduler (meetings)', () => {
  const sectionReaders = ['admin', 'academicOpsAdmin', 'sectionScheduler', 'academicAffairsApprover'];
  const sectionManagers = ['admin', 'academicOpsAdmin'];
  const schedulers = ['admin', 'academicOpsAdmin', 'sectionScheduler'];

  it.each(specRoles.map((role) => [role]))('as %s', async (role) => {
    const client = await new ApiClient(app.url).signIn(role);
    const { offering } = await newOffering(p);
    const [section, target] = await Promise.all([newSection(p, offering), newSection(p, offering)]);
    const status = (allowed: boolean, ok: number) => (allowed ? ok : 403);
    const reads = sectionReaders.includes(role);
    const manages = sectionManagers.includes(role);
    const schedules = schedulers.includes(role);

    // the faculty role's demo user is a member of their department's workgroup (permission 0): they list
    // its sections, and a section of another workgroup (this one) is not theirs to read
    const member = role === 'faculty';
    expect((await client.get('/api/sections')).status).toBe(status(reads || member, 200));
    const byId = (await client.get(`/api/sections/${section.id}`)).status;
    if (member) expect([403, 404]).toContain(byId);
    else expect(byId).toBe(status(reads, 200));
    const create = await client.post('/api/sections', {
      CourseOfferingId: offering.id,
      sectionNumber: `R-${role}`,
      AcademicTermId: p.terms[0]!.id,
      TeachingModeId: p.modes[0].id,
    });
    expect(create.status).toBe(status(manages, 201));
    const update = await client.put(`/api/sections/${section.id}`, { points: 2, version: 1 });
    expect(update.status).toBe(status(manages, 200));
    const bulk = await client.post('/api/sections/bulkUpdate', {
      records: [{ id: target.id, version: 1 }],
      values: { points: 2 },
    });
    expect(bulk.status).toBe(status(manages, 200));

    expect((await client.get('/api/meetings')).status).toBe(status(schedules, 200));
    const meeting = await client.post('/api/meetings', {
      SectionId: section.id,
      days: ['MO'],
      startTime: '12:00',
      endTime: '13:00',
      frequency: 'weekly',
    });
    expect(meeting.status).toBe(status(schedules, 201));
    if (!schedules) expect(meeting.body.message).toBe('Unauthorized request');
    expect((await client.delete(`/api/sections/${target.id}`)).status).toBe(status(manages, 200));
  });
});
