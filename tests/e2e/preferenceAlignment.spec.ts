import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assign, newFaculty } from '../support/assignments.js';
import { listQuery, startTestServer, type TestServer } from '../support/index.js';
import {
  addTermMode,
  expectOk,
  newOffering,
  newSection,
  type Planning,
  type Row,
  setUpPlanning,
  uniqueName,
} from '../support/planning.js';
import {
  newPreferencePeriod,
  preferenceOf,
  savePreferences,
  type SignedFaculty,
  signedFaculty,
  submissionRowOf,
  submitPreferences,
} from '../support/preferences.js';

/**
 * Preference alignment over HTTP (issue 7; DESIGN §11): each teaching assignment's alignment and reasons
 * against its instructor's submitted preferences, on known cases; recomputed when the preferences, the
 * assignment or its section change; the alignment metric per workgroup; suggested assignees by preference.
 */
let app: TestServer;
let p: Planning;
let period: Planning;
let workgroup: Row;
let offering: Row;
let course: Row;
let types: [Row, Row];
let f: SignedFaculty;
const sections: Record<'s1' | 's2' | 's3' | 's4' | 'spare', Row> = {} as never;
const assignments: Record<'f1' | 'f2' | 'f3' | 'f4' | 'g1', Row> = {} as never;

const reason = {
  term: (weight: number) => `Term preferred (weight ${weight} of 5)`,
  mode: 'Teaching mode matches',
  otherMode: 'Teaching mode differs',
  type: 'Assignment type matches',
  otherType: 'Assignment type differs',
  course: 'Course wished for',
};

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_preference_alignment' });
  p = await setUpPlanning(app);
  period = await newPreferencePeriod(p);
  workgroup = expectOk(
    await p.ops.post('/api/workgroups', { name: uniqueName('Alignment WG') }),
    'workgroup',
  );
  ({ course, offering } = await newOffering(period, { course: { WorkgroupId: workgroup.id } }));
  const [T0, T1, T2] = period.terms as [Row, Row, Row];
  const [M0, M1] = p.modes;
  await Promise.all([
    addTermMode(period, offering.id, T0, M1),
    addTermMode(period, offering.id, T1, M1),
    addTermMode(period, offering.id, T2, M0),
  ]);
  const typeRows = expectOk(await p.admin.get(`/api/assignmentTypes${listQuery({ take: 2 })}`), 'types');
  types = typeRows as unknown as [Row, Row];
  const section = (AcademicTermId: string, TeachingModeId: string) =>
    newSection(period, offering, { AcademicTermId, TeachingModeId });
  [sections.s1, sections.s2, sections.s3, sections.s4, sections.spare] = await Promise.all([
    section(T0.id, M0.id),
    section(T0.id, M1.id),
    section(T1.id, M1.id),
    section(T2.id, M0.id),
    section(T0.id, M0.id),
  ]);

  // f prefers the first term in person (wishing for the course) and the second online as the first type
  f = await signedFaculty(app, p);
  await submitPreferences(f.client, period.period.id, [
    preferenceOf(T0, M0, { weight: 4, CourseIds: [course.id] }),
    preferenceOf(T1, M1, { weight: 2, AssignmentTypeId: types[0].id }),
  ]);
  const g = await newFaculty(app, p);
  const points = { points: 1 };
  [assignments.f1, assignments.f2, assignments.f3, assignments.f4, assignments.g1] = await Promise.all([
    assign(period, sections.s1.id, f.user.id, points),
    assign(period, sections.s2.id, f.user.id, points),
    assign(period, sections.s3.id, f.user.id, { ...points, AssignmentTypeId: types[1].id }),
    assign(period, sections.s4.id, f.user.id, points),
    assign(period, sections.s1.id, g.user.id, points),
  ]);
});
afterAll(() => app?.stop());

const alignmentOf = async (assignment: Row) => {
  const row = expectOk(await p.ops.get(`/api/teachingAssignments/${assignment.id}`), 'assignment');
  return [row.preferenceAlignment, row.preferenceAlignmentReasons];
};
const metric = async () =>
  expectOk(
    await p.ops.get(`/api/preferenceAlignmentMetric?AcademicPeriodId=${period.period.id}`),
    'alignment metric',
  );

describe('preference alignment', () => {
  it('judges each assignment against the submitted preferences', async () => {
    expect(await alignmentOf(assignments.f1)).toEqual([
      'aligned',
      [reason.term(4), reason.mode, reason.type, reason.course],
    ]);
    expect(await alignmentOf(assignments.f2)).toEqual([
      'partial',
      [reason.term(4), reason.otherMode, reason.type, reason.course],
    ]);
    expect(await alignmentOf(assignments.f3)).toEqual([
      'partial',
      [reason.term(2), reason.mode, reason.otherType],
    ]);
    expect(await alignmentOf(assignments.f4)).toEqual(['notAligned', ['No preference for this term']]);
    expect(await alignmentOf(assignments.g1)).toEqual(['noPreferences', ['No preferences submitted']]);
    // the course offered in the period is there to wish for (faculty do not read courses)
    const mine = expectOk(
      await f.client.get(`/api/myTeachingPreferences?AcademicPeriodId=${period.period.id}`),
      'mine',
    );
    expect(mine.courseChoices).toEqual([
      { id: course.id, courseNumber: course.courseNumber, name: course.name },
    ]);
  });

  it('counts the alignments per workgroup, the aligned share leaving out those without preferences', async () => {
    const counts = {
      assignments: 5,
      aligned: 1,
      partial: 2,
      notAligned: 1,
      noPreferences: 1,
      alignedShare: 0.25,
    };
    const answer = await metric();
    expect(answer.AcademicPeriodId).toBe(period.period.id);
    expect(answer.total).toEqual(counts);
    expect(answer.workgroups.find((w: Row) => w.WorkgroupId === workgroup.id)).toEqual({
      WorkgroupId: workgroup.id,
      name: workgroup.name,
      ...counts,
    });
  });

  it('follows a change of the assignment and of its section', async () => {
    const typed = await p.ops.put(`/api/teachingAssignments/${assignments.f3.id}`, {
      AssignmentTypeId: types[0].id,
      version: assignments.f3.version,
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect([typed.body.preferenceAlignment, typed.body.preferenceAlignmentReasons]).toEqual([
      'aligned',
      [reason.term(2), reason.mode, reason.type],
    ]);
    const current = expectOk(await p.ops.get(`/api/sections/${sections.s2.id}`), 'section');
    const moved = await p.ops.put(`/api/sections/${sections.s2.id}?confirm=true`, {
      TeachingModeId: p.modes[0].id,
      version: current.version,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await alignmentOf(assignments.f2)).toEqual([
      'aligned',
      [reason.term(4), reason.mode, reason.type, reason.course],
    ]);
    expect((await metric()).total).toMatchObject({ aligned: 3, partial: 0, alignedShare: 0.75 });
  });

  it('follows new submitted preferences, not a draft', async () => {
    const [T0, , T2] = period.terms as [Row, Row, Row];
    const row = await submissionRowOf(p, period.period.id, f.user.id);
    expectOk(
      await p.ops.post(`/api/preferenceSubmissions/${row.id}/reopen`, {
        reason: 'Summer',
        version: row.version,
      }),
      'reopen',
    );
    const changed = [
      preferenceOf(T2, p.modes[0], { weight: 5 }),
      preferenceOf(T0, p.modes[1], { weight: 1 }),
    ];
    expect((await savePreferences(f.client, period.period.id, changed)).status).toBe(200);
    // a draft does not count: the submitted list still does
    expect((await alignmentOf(assignments.f4))[0]).toBe('notAligned');

    const saved = expectOk(
      await f.client.get(`/api/myTeachingPreferences?AcademicPeriodId=${period.period.id}`),
      'mine',
    );
    expectOk(
      await f.client.post('/api/myTeachingPreferences/submit', {
        AcademicPeriodId: period.period.id,
        version: saved.version,
      }),
      'submit',
    );
    expect(await alignmentOf(assignments.f4)).toEqual([
      'aligned',
      [reason.term(5), reason.mode, reason.type],
    ]);
    expect(await alignmentOf(assignments.f1)).toEqual([
      'partial',
      [reason.term(1), reason.otherMode, reason.type],
    ]);
    expect(await alignmentOf(assignments.f3)).toEqual(['notAligned', ['No preference for this term']]);
    expect((await metric()).total).toEqual({
      assignments: 5,
      aligned: 1,
      partial: 2,
      notAligned: 1,
      noPreferences: 1,
      alignedShare: 0.25,
    });
  });

  it('ranks suggested assignees by their preferences for the section', async () => {
    const answer = await p.ops.get(
      `/api/suggestedAssignees${listQuery({ filter: { SectionId: sections.spare.id }, take: 100 })}`,
    );
    expect(answer.status).toBe(200);
    const matchOf = (userId: string) =>
      answer.body
        .find((s: Row) => s.UserId === userId)
        ?.criteria.find((c: Row) => c.criterion === 'preferenceMatch');
    // f now prefers the first term online (weight 1): the spare section is in person
    expect(matchOf(f.user.id)).toMatchObject({
      score: 0.25,
      detail: [reason.term(1), reason.otherMode, reason.type].join('; '),
    });
    const anyone = answer.body.find((s: Row) => s.UserId !== f.user.id);
    expect(anyone.criteria.find((c: Row) => c.criterion === 'preferenceMatch')).toMatchObject({
      score: expect.any(Number),
      detail: expect.any(String),
    });
  });
});
