import type { ExplainedInstructor, ExplainedSection, HistoryDifference, HistoryTimeline } from '@tams/domain';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { assign, type Faculty, newFaculty, setRequired } from '../support/assignments.js';
import { ApiClient, sharedTestServer, type TestServer } from '../support/index.js';
import { expectOk, type Planning, type Row, setUpPlanning, uniqueName } from '../support/planning.js';
import { type PlannedPeriod, periodWithPlans, walkTo } from '../support/progress.js';

/**
 * Issue 19 items 2, 3 and 5 over HTTP: a scripted plan whose instants t0 < t1 < t2 < t3 fall between its
 * changes; the difference of two instants names who changed what, as whom and through what; each points
 * total is explained as of an instant; only History readers may ask, and bad input is a 400 naming the field.
 */
let app: TestServer;
let p: Planning;
let plan: PlannedPeriod;
let ada: Faculty;
let ines: Faculty;
let first: Row;
let second: Row;
let third: Row;
let ops2: Row;
const at: Record<'t0' | 't1' | 't2' | 't3', string> = { t0: '', t1: '', t2: '', t3: '' };

const pause = () => new Promise((resolve) => setTimeout(resolve, 15));
/** An instant between two changes: no event shares its millisecond. */
const instant = async () => {
  await pause();
  const now = new Date().toISOString();
  await pause();
  return now;
};

beforeAll(async () => {
  app = await sharedTestServer();
  p = await setUpPlanning(app);
  plan = await periodWithPlans(p, 2);
  ada = await newFaculty(app, p, { lastName: uniqueName('Kowalski') });
  ines = await newFaculty(app, p, { lastName: uniqueName('Nowak') });
  await setRequired(app, ada.user.id, plan.period.id, 10);
  at.t0 = await instant();
  const [one, two] = plan.workgroups.map(({ section }) => section.id) as [string, string];
  first = await assign(p, one, ada.user.id, { points: 3 });
  second = await assign(p, two, ines.user.id, { points: 2 });
  at.t1 = await instant();
  expectOk(
    await p.ops.put(`/api/teachingAssignments/${first.id}?confirm=true`, {
      points: 4,
      version: first.version,
    }),
    'update',
  );
  expect(
    (await p.ops.delete(`/api/teachingAssignments/${second.id}`, { 'if-match': `"${second.version}"` }))
      .status,
  ).toBe(200);
  // a change made while masquerading: by the second academicOpsAdmin, signed in as admin
  ops2 = expectOk(
    await p.admin.post('/api/users', {
      username: `ops${Date.now() % 1_000_000}`,
      firstName: 'Otto',
      lastName: uniqueName('Ops'),
      Roles: ['academicOpsAdmin'],
    }),
    'second ops',
  );
  const masquerading = await new ApiClient(app.url).signIn('admin');
  expectOk(await masquerading.post('/api/users/masquerade', { id: ops2.id }), 'masquerade');
  third = expectOk(
    await masquerading.post('/api/teachingAssignments?confirm=true', {
      SectionId: two,
      UserId: ada.user.id,
      points: 1,
    }),
    'masqueraded assignment',
  );
  at.t2 = await instant();
  await walkTo(p, plan.period.id, 6);
  await walkTo(p, plan.period.id, 5);
  at.t3 = await instant();
});

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

describe('GET /api/history/timeline', () => {
  it('lists the instants the period changed at, oldest first, and marks its step changes and revert', async () => {
    const { body } = await p.ops.get(`/api/history/timeline?periodId=${plan.period.id}`);
    const timeline = body as HistoryTimeline;
    expect(timeline.period.id).toBe(plan.period.id);
    expect(timeline.instants).toEqual([...timeline.instants].sort());
    expect(timeline.instants.filter((i) => i > at.t1 && i <= at.t2).length).toBeGreaterThanOrEqual(3);
    const marks = timeline.marks.filter((mark) => mark.at > at.t2);
    expect(marks.map((mark) => mark.kind)).toContain('advance');
    expect(marks.at(-1)).toMatchObject({
      kind: 'revert',
      label: expect.stringMatching(/^Reverted to Step 5/),
    });
    expect(marks.at(-1)!.by?.id).toBeTruthy();
  });
});

describe('GET /api/history/difference', () => {
  const differenceOf = async (client: ApiClient, from: string, to: string) => {
    const answer = await client.get(
      `/api/history/difference?${query({ periodId: plan.period.id, from, to })}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as HistoryDifference;
  };

  it('names each assignment added, removed and changed, who changed it, as whom, when and through what', async () => {
    const difference = await differenceOf(p.ops, at.t1, at.t2);
    const byId = new Map(difference.assignments.map((a) => [a.id, a]));
    expect(byId.get(first.id)).toMatchObject({
      change: 'changed',
      points: { before: 3, after: 4 },
      fields: [{ field: 'points', before: 3, after: 4 }],
      changes: [{ summary: 'Points: 3 → 4', via: 'ui', as: null }],
    });
    expect(byId.get(second.id)).toMatchObject({
      change: 'removed',
      instructor: { before: { id: ines.user.id }, after: null },
      changes: [{ summary: expect.stringMatching(/^removed/) }],
    });
    const added = byId.get(third.id)!;
    expect(added).toMatchObject({ change: 'added', points: { before: null, after: 1 } });
    // a reference among the fields comes with the name the reader may read
    const section = added.fields.find((field) => field.field === 'SectionId')!;
    expect(section).toMatchObject({
      before: null,
      after: plan.workgroups[1]!.section.id,
      afterName: expect.any(String),
    });
    expect(added.changes[0]).toMatchObject({
      by: { id: ops2.id },
      as: { name: expect.any(String) },
      via: 'ui',
    });
    expect(added.changes[0]!.at > at.t1 && added.changes[0]!.at <= at.t2).toBe(true);
    expect(difference.instructors).toEqual([
      expect.objectContaining({ id: ada.user.id, before: 3, after: 5, delta: 2 }),
      expect.objectContaining({ id: ines.user.id, before: 2, after: 0, delta: -2 }),
    ]);
    expect(difference.workgroups.map((w) => [w.id, w.delta])).toEqual(
      expect.arrayContaining([
        [plan.workgroups[0]!.workgroup.id, 1],
        [plan.workgroups[1]!.workgroup.id, -1],
      ]),
    );
  });

  it('is empty between two instants with no change; each History reader sees what they may read now', async () => {
    expect((await differenceOf(p.ops, at.t2, at.t3)).assignments).toEqual([]);
    const ours = await differenceOf(p.ops, at.t0, at.t2);
    expect(ours.assignments.map((a) => a.change).sort()).toEqual(['added', 'added']);
    // an approver reads the sections and their assignments now, so their past too
    const approver = await new ApiClient(app.url).signIn('academicAffairsApprover');
    expect(await differenceOf(approver, at.t0, at.t2)).toEqual(ours);
    // a reporting user reads no assignment now (only reports), so none then (DESIGN §20)
    const auditor = await new ApiClient(app.url).signIn('reportingUser');
    const theirs = await differenceOf(auditor, at.t0, at.t2);
    expect(theirs.assignments).toEqual([]);
    expect(theirs.instructors).toEqual([]);
  });

  it('downloads as CSV and XLSX that a spreadsheet opens', async () => {
    const path = `/api/history/difference?${query({ periodId: plan.period.id, from: at.t1, to: at.t2 })}`;
    const csv = await p.ops.get(`${path}&format=csv`);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .split('\n');
    expect(lines[0]).toMatch(/^Change,Kind,Record,Instructor before,Instructor after,Points before/);
    expect(String(csv.body)).toMatch(/removed,teaching,/);
    const response = await fetch(`${app.url}${path}&format=xlsx`, { headers: { cookie: p.ops.cookie } });
    expect(response.headers.get('content-disposition')).toMatch(/\.xlsx"/);
    const zip = await JSZip.loadAsync(await response.arrayBuffer());
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheet).toContain('Points: 3 → 4');
  });
});

describe('GET /api/history/explain', () => {
  it("explains an instructor's required, assigned and remaining points as of an instant and now", async () => {
    const path = `/api/history/explain/instructors/${ada.user.id}?periodId=${plan.period.id}`;
    const then = (await p.ops.get(`${path}&asOf=${at.t1}`)).body as ExplainedInstructor;
    expect(then).toMatchObject({
      asOf: at.t1,
      required: { points: 10, source: 'financialData', rule: expect.stringContaining('Financial data') },
      assigned: 3,
      remaining: 7,
      parts: [
        {
          kind: 'teaching',
          id: first.id,
          points: 3,
          changes: [{ summary: expect.stringMatching(/^assigned .*3 points$/) }],
        },
      ],
    });
    // the financial data record's own changes only for those who read FinancialData (not academicOpsAdmin)
    expect(then.required.changes).toEqual([]);
    const now = (await p.ops.get(path)).body as ExplainedInstructor;
    expect(now.asOf).toBeNull();
    expect(now.assigned).toBe(5);
    expect(now.parts.map((part) => part.points).sort()).toEqual([1, 4]);
    expect(now.parts.find((part) => part.id === first.id)!.changes.map((c) => c.summary)).toEqual([
      expect.stringMatching(/^assigned/),
      'Points: 3 → 4',
    ]);
  });

  it("explains a section's assigned points and coverage as of an instant", async () => {
    const sectionId = plan.workgroups[1]!.section.id;
    const then = (await p.ops.get(`/api/history/explain/sections/${sectionId}?asOf=${at.t1}`))
      .body as ExplainedSection;
    expect(then).toMatchObject({
      assignedPoints: 2,
      parts: [{ id: second.id, instructor: { id: ines.user.id } }],
    });
    const now = (await p.ops.get(`/api/history/explain/sections/${sectionId}`)).body as ExplainedSection;
    expect(now).toMatchObject({ assignedPoints: 1, parts: [{ id: third.id, points: 1 }] });
    expect((await p.ops.get(`/api/history/explain/sections/${sectionId}?asOf=${at.t0}`)).body.parts).toEqual(
      [],
    );
  });
});

describe('reads as of an instant, who may, and bad input', () => {
  it('answers a record deleted since as it was, with the instant in X-As-Of', async () => {
    const then = await p.ops.get(`/api/teachingAssignments/${second.id}?asOf=${at.t1}`);
    expect(then.status).toBe(200);
    expect(then.body).toMatchObject({ points: 2, UserId: ines.user.id });
    expect(then.headers.get('x-as-of')).toBe(at.t1);
    expect((await p.ops.get(`/api/teachingAssignments/${second.id}`)).status).toBe(404);
  });

  it('answers as of an instant only what the reader may read now: reportingUser gets 403, as now', async () => {
    const auditor = await new ApiClient(app.url).signIn('reportingUser');
    const email = (await p.ops.get(`/api/users/${ada.user.id}`)).body.email as string;
    const paths = [
      `/api/instructors/${ada.user.id}?AcademicPeriodId=${plan.period.id}`,
      `/api/instructors?AcademicPeriodId=${plan.period.id}`,
      `/api/teachingAssignments/${first.id}`,
      `/api/history/explain/instructors/${ada.user.id}?periodId=${plan.period.id}`,
    ];
    for (const path of paths) {
      expect((await auditor.get(path)).status, path).toBe(403);
      const then = await auditor.get(
        `${path}${path.includes('?') ? '&' : '?'}asOf=${encodeURIComponent(at.t1)}`,
      );
      expect(then.status, `${path} as of`).toBe(403);
      expect(JSON.stringify(then.body)).not.toContain(email);
    }
    // a reader of instructors gets the same fields as of an instant as now, no more
    const live = await p.ops.get(paths[0]!);
    const past = await p.ops.get(`${paths[0]}&asOf=${encodeURIComponent(at.t1)}`);
    expect(past.status).toBe(200);
    expect(Object.keys(past.body).sort()).toEqual(Object.keys(live.body).sort());
  });

  it('refuses those who may not read History (403), and names the field of bad input (400)', async () => {
    const scheduler = await new ApiClient(app.url).signIn('sectionScheduler');
    expect((await scheduler.get(`/api/history/timeline?periodId=${plan.period.id}`)).status).toBe(403);
    expect((await scheduler.get(`/api/sections?asOf=${at.t1}`)).status).toBe(403);
    const faculty = await new ApiClient(app.url).signIn(ada.username);
    expect(
      (await faculty.get(`/api/history/explain/sections/${plan.workgroups[0]!.section.id}`)).status,
    ).toBe(403);
    const bad: [string, string][] = [
      [`/api/history/difference?${query({ periodId: plan.period.id, from: at.t2, to: at.t1 })}`, 'to'],
      [
        `/api/history/difference?${query({ periodId: plan.period.id, from: 'yesterday', to: at.t1 })}`,
        'from',
      ],
      [`/api/history/timeline?periodId=nope`, 'periodId'],
      [`/api/sections?asOf=2026-02-30`, 'asOf'],
      [`/api/sections?asOf=${new Date(Date.now() + 86_400_000).toISOString()}`, 'asOf'],
      [`/api/courses?asOf=${at.t1}`, 'asOf'],
      [
        `/api/history/difference?${query({ periodId: plan.period.id, from: at.t1, to: at.t2, format: 'pdf' })}`,
        'format',
      ],
    ];
    for (const [path, field] of bad) {
      const answer = await p.ops.get(path);
      expect(answer.status, path).toBe(400);
      expect(Object.keys(answer.body.errors), path).toContain(field);
    }
    const write = await p.ops.put(`/api/teachingAssignments/${first.id}?asOf=${at.t1}`, {
      points: 9,
      version: 1,
    });
    expect(write.status).toBe(400);
    expect(write.body.errors.asOf).toMatch(/Only reads/);
    expect(
      (await p.ops.get(`/api/history/timeline?periodId=00000000-0000-4000-8000-000000000000`)).status,
    ).toBe(404);
  });
});
