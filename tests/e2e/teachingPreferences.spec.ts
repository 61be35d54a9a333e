import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setProgressStep } from '../support/accessFixtures.js';
import { ApiClient, listQuery, startTestServer, type TestServer } from '../support/index.js';
import { expectOk, type Planning, type Row, setUpPlanning, workgroupMember } from '../support/planning.js';
import {
  myPreferences,
  newPreferencePeriod,
  preferenceOf,
  savePreferences,
  signedFaculty,
  submissionRowOf,
  submitPreferences,
} from '../support/preferences.js';
import { eventCount } from '../support/userTestHelpers.js';

/**
 * Teaching preferences over HTTP (spec §2 My Teaching Preferences, §3; DESIGN §11): a faculty member drafts
 * and submits their own, staff reopen them, the window follows the period's progress step (open while
 * step <= 4), a new period copies the last one's, and the submissions metric counts who submitted.
 */
let app: TestServer;
let p: Planning;
let course: Row;

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_teaching_preferences' });
  p = await setUpPlanning(app);
  course = expectOk(await p.ops.get(`/api/courses${listQuery({ take: 1 })}`), 'course')[0];
});
afterAll(() => app?.stop());

describe("a faculty member's teaching preferences", () => {
  it('are drafted, submitted, reopened by staff and submitted again, also after the window closed', async () => {
    const period = await newPreferencePeriod(p);
    const [T0, T1] = period.terms as [Row, Row];
    const [M0, M1] = p.modes;
    const [f, late] = await Promise.all([signedFaculty(app, p), signedFaculty(app, p)]);

    const start = expectOk(await myPreferences(f.client, period.period.id), 'start');
    expect(start).toMatchObject({
      UserId: f.user.id,
      AcademicPeriodId: period.period.id,
      periodName: period.period.name,
      status: 'notStarted',
      preferences: [],
      version: 0,
      windowOpen: true,
      editable: true,
      windowMessage: null,
      lastPeriod: null,
    });

    const body = (version: number, preferences: object[]) => ({
      AcademicPeriodId: period.period.id,
      preferences,
      version,
    });
    const two = [
      preferenceOf(T0, M0, { weight: 5, notes: 'Mornings please', CourseIds: [course.id] }),
      preferenceOf(T1, M1, { weight: 2 }),
    ];
    const draft = await f.client.put('/api/myTeachingPreferences', body(0, two));
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body).toMatchObject({ status: 'draft', version: 1, editable: true });
    expect(draft.body.id).toBe(start.id);
    expect(draft.body.preferences).toEqual([
      { id: expect.any(String), AssignmentTypeId: null, ...two[0], CourseIds: [course.id] },
      { id: expect.any(String), AssignmentTypeId: null, notes: null, CourseIds: [], ...two[1] },
    ]);

    // faculty do not read courses: the answer names those wished for (and offers the period's: none here)
    expect(draft.body.courseNames).toEqual({ [course.id]: `${course.courseNumber} ${course.name}` });
    expect(draft.body.courseChoices).toEqual([]);

    const stale = await f.client.put('/api/myTeachingPreferences', body(0, [two[0]!]));
    expect(stale.status).toBe(409);
    expect((await myPreferences(f.client, period.period.id)).body.preferences).toHaveLength(2);

    // another faculty member leaves a draft before the window closes
    expect((await savePreferences(late.client, period.period.id, [two[1]!])).status).toBe(200);

    const submitted = await f.client.post('/api/myTeachingPreferences/submit', {
      AcademicPeriodId: period.period.id,
      version: 1,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'submitted', version: 2, editable: false });
    expect(submitted.body.submittedAt).toBeTruthy();
    const afterSubmit = await f.client.put('/api/myTeachingPreferences', body(2, [two[0]!]));
    expect(afterSubmit.status).toBe(422);
    expect(afterSubmit.body.message).toMatch(/submitted/);

    // staff see it in the list and by id
    const row = await submissionRowOf(p, period.period.id, f.user.id);
    expect(row).toMatchObject({ id: start.id, status: 'submitted', preferenceCount: 2, version: 2 });
    const detail = expectOk(await p.ops.get(`/api/preferenceSubmissions/${row.id}`), 'detail');
    expect(detail.submittedPreferences).toEqual(draft.body.preferences);
    expect(detail.courseNames).toEqual(draft.body.courseNames);
    expect(detail.instructorName).toContain('Fac');

    // planning moves past the preferences step: the window closes
    await setProgressStep(period, period.period.id, 5);
    const closed = expectOk(await myPreferences(late.client, period.period.id), 'closed');
    expect(closed).toMatchObject({ status: 'draft', windowOpen: false, editable: false });
    expect(closed.windowMessage).toMatch(/closed/);
    expect((await late.client.put('/api/myTeachingPreferences', body(1, two))).status).toBe(422);
    const lateSubmit = await late.client.post('/api/myTeachingPreferences/submit', {
      AcademicPeriodId: period.period.id,
      version: 1,
    });
    expect(lateSubmit.status).toBe(422);
    expect(lateSubmit.body.message).toMatch(/window/);

    const reopen = (version: number, reason?: string) =>
      p.ops.post(`/api/preferenceSubmissions/${row.id}/reopen`, { version, reason });
    const noReason = await reopen(2);
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBeTruthy();
    expect((await reopen(1, 'Summer added')).status).toBe(409);
    const byFaculty = await f.client.post(`/api/preferenceSubmissions/${row.id}/reopen`, {
      version: 2,
      reason: 'Myself',
    });
    expect(byFaculty.status).toBe(403);
    const reopened = await reopen(2, 'Please add the summer term');
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(reopened.body).toMatchObject({
      status: 'reopened',
      version: 3,
      reopenReason: 'Please add the summer term',
    });

    const editable = expectOk(await myPreferences(f.client, period.period.id), 'reopened');
    expect(editable).toMatchObject({ status: 'reopened', windowOpen: false, editable: true });
    const changed = await f.client.put('/api/myTeachingPreferences', body(3, [two[0]!]));
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ status: 'reopened', version: 4 });
    const again = await f.client.post('/api/myTeachingPreferences/submit', {
      AcademicPeriodId: period.period.id,
      version: 4,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({
      status: 'submitted',
      version: 5,
      reopenReason: 'Please add the summer term',
    });
    expect((await submissionRowOf(p, period.period.id, f.user.id)).preferenceCount).toBe(1);
  });

  it('refuses bad input with the field it is about, and appends nothing', async () => {
    const period = await newPreferencePeriod(p);
    const [T0, T1] = period.terms as [Row, Row];
    const [M0] = p.modes;
    const f = await signedFaculty(app, p);
    const before = await eventCount(app);
    const put = (preferences: unknown, version: unknown = 0) =>
      f.client.put('/api/myTeachingPreferences', {
        AcademicPeriodId: period.period.id,
        preferences,
        version,
      });
    const errorsOf = async (answer: Promise<{ status: number; body: any }>) => {
      const { status, body } = await answer;
      expect(status, JSON.stringify(body)).toBe(400);
      return Object.keys(body.errors).filter((key) => key !== 'root');
    };

    expect(await errorsOf(put([preferenceOf(T0, M0), preferenceOf(T1, M0, { weight: 7 })]))).toEqual([
      'preferences.1.weight',
    ]);
    expect(await errorsOf(put([preferenceOf(T0, M0), preferenceOf(T0, M0, { weight: 1 })]))).toEqual([
      'preferences.1.AcademicTermId',
    ]);
    // a term of another period; a teaching mode and a course that do not exist
    expect(
      await errorsOf(
        put([
          preferenceOf(p.terms[0]!, M0),
          preferenceOf(
            T1,
            { id: '0190a000-0000-7000-8000-00000000dead', version: 1 },
            { CourseIds: [T0.id] },
          ),
        ]),
      ),
    ).toEqual(['preferences.0.AcademicTermId', 'preferences.1.TeachingModeId', 'preferences.1.CourseIds']);
    expect(await errorsOf(put('all of them'))).toEqual(['preferences']);
    expect(await errorsOf(put([preferenceOf(T0, M0)], 'latest'))).toEqual(['version']);
    const empty = await f.client.post('/api/myTeachingPreferences/submit', {
      AcademicPeriodId: period.period.id,
      version: 0,
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.preferences).toMatch(/at least one/);
    expect((await f.client.get('/api/myTeachingPreferences?AcademicPeriodId=nope')).status).toBe(400);

    expect(await eventCount(app)).toBe(before);
    expect((await myPreferences(f.client, period.period.id)).body).toMatchObject({
      status: 'notStarted',
      version: 0,
    });
    // staff have no preferences of their own to edit
    expect((await p.ops.get('/api/myTeachingPreferences')).status).toBe(403);
  });

  it("copies the last period's preferences into the next, by term type", async () => {
    const first = await newPreferencePeriod(p);
    const next = await newPreferencePeriod(p, { summer: false });
    const [M0, M1] = p.modes;
    const f = await signedFaculty(app, p);
    const [fall, spring, summer] = first.terms as [Row, Row, Row];
    await submitPreferences(f.client, first.period.id, [
      preferenceOf(fall, M0, { weight: 5, CourseIds: [course.id] }),
      preferenceOf(spring, M1, { weight: 4 }),
      preferenceOf(summer, M0, { weight: 1 }),
    ]);

    const empty = expectOk(await myPreferences(f.client, next.period.id), 'next');
    expect(empty.lastPeriod).toEqual({ AcademicPeriodId: first.period.id, name: first.period.name });
    const copy = await f.client.post('/api/myTeachingPreferences/copy', {
      AcademicPeriodId: next.period.id,
      version: 0,
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    expect(copy.body).toMatchObject({ status: 'draft', version: 1, copied: 2, skipped: 1 });
    const [nextFall, nextSpring] = next.terms as [Row, Row];
    expect(copy.body.preferences).toMatchObject([
      { AcademicTermId: nextFall.id, TeachingModeId: M0.id, weight: 5, CourseIds: [course.id] },
      { AcademicTermId: nextSpring.id, TeachingModeId: M1.id, weight: 4 },
    ]);

    const mine = await f.client.get('/api/myPreferenceSubmissions');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('x-total-count')).toBe('2');
    expect(mine.body.map((row: Row) => [row.AcademicPeriodId, row.status])).toEqual([
      [next.period.id, 'draft'],
      [first.period.id, 'submitted'],
    ]);
    const nothing = await (
      await signedFaculty(app, p)
    ).client.post('/api/myTeachingPreferences/copy', {
      AcademicPeriodId: next.period.id,
      version: 0,
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors.fromAcademicPeriodId).toBeTruthy();
  });
});

describe('the preference submissions of a period', () => {
  it('lists every faculty member asked, and the metric moves when one submits', async () => {
    const period = await newPreferencePeriod(p);
    const [T0] = period.terms as [Row];
    const workgroup = expectOk(await p.ops.post('/api/workgroups', { name: `Prefs WG ${Date.now()}` }), 'wg');
    const f = await signedFaculty(app, p);
    expectOk(
      await p.ops.post('/api/workgroupMemberships', {
        WorkgroupId: workgroup.id,
        UserId: f.user.id,
        permission: 0,
      }),
      'membership',
    );
    const metric = async (client: ApiClient = p.ops) =>
      expectOk(
        await client.get(`/api/preferenceSubmissionsMetric?AcademicPeriodId=${period.period.id}`),
        'submissions metric',
      );
    const before = await metric();
    const list = await p.ops.get(
      `/api/preferenceSubmissions${listQuery({ filter: { AcademicPeriodId: period.period.id }, take: 1 })}`,
    );
    expect(Number(list.headers.get('x-total-count'))).toBe(before.total.faculty);
    expect(before.total).toEqual({ faculty: expect.any(Number), submitted: 0, share: 0 });
    expect(before.total.faculty).toBeGreaterThanOrEqual(26);
    const ofWorkgroup = (answer: Row) => answer.workgroups.find((w: Row) => w.WorkgroupId === workgroup.id);
    expect(ofWorkgroup(before)).toEqual({
      WorkgroupId: workgroup.id,
      name: workgroup.name,
      faculty: 1,
      submitted: 0,
      share: 0,
    });

    await submitPreferences(f.client, period.period.id, [preferenceOf(T0, p.modes[0])]);
    const after = await metric();
    expect(after.total).toEqual({
      faculty: before.total.faculty,
      submitted: 1,
      share: Math.round((1 / before.total.faculty) * 10_000) / 10_000,
    });
    expect(ofWorkgroup(after)).toMatchObject({ faculty: 1, submitted: 1, share: 1 });

    const byStatus = async (status: string) =>
      Number(
        (
          await p.ops.get(
            `/api/preferenceSubmissions${listQuery({ filter: { AcademicPeriodId: period.period.id, status }, take: 1 })}`,
          )
        ).headers.get('x-total-count'),
      );
    expect(await byStatus('submitted')).toBe(1);
    expect(await byStatus('notStarted')).toBe(before.total.faculty - 1);
    const inWorkgroup = expectOk(
      await p.ops.get(
        `/api/preferenceSubmissions${listQuery({ filter: { AcademicPeriodId: period.period.id, WorkgroupId: workgroup.id } })}`,
      ),
      'by workgroup',
    );
    expect(inWorkgroup).toEqual([
      expect.objectContaining({ UserId: f.user.id, status: 'submitted', WorkgroupIds: [workgroup.id] }),
    ]);

    // a member of the workgroup (SectionAssignment readers) sees their workgroups only; faculty do not see it
    const member = await workgroupMember(app, p, workgroup.id);
    const theirs = await metric(member);
    expect(theirs.workgroups.map((w: Row) => w.WorkgroupId)).toEqual([workgroup.id]);
    expect(theirs.total).toMatchObject({ faculty: 2, submitted: 1 });
    const outsider = await signedFaculty(app, p);
    expect((await outsider.client.get('/api/preferenceSubmissionsMetric')).status).toBe(403);
    expect((await member.get('/api/preferenceSubmissions')).status).toBe(403);
  });

  it('takes notes attached to a submission', async () => {
    const period = await newPreferencePeriod(p);
    const f = await signedFaculty(app, p);
    const saved = expectOk(
      await savePreferences(f.client, period.period.id, [preferenceOf(period.terms[0]!, p.modes[0])]),
      'saved',
    );
    const note = await p.ops.post('/api/notes', {
      notableType: 'preferenceSubmissions',
      notableId: saved.id,
      text: 'Asked to teach the evening section',
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    const unknown = await p.ops.post('/api/notes', {
      notableType: 'preferenceSubmissions',
      notableId: '0190a000-0000-7000-8000-00000000dead',
      text: 'Nobody',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.notableId).toBeTruthy();
  });
});
