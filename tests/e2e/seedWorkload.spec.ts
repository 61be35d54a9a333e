import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setProgressStep } from '../support/accessFixtures.js';
import { ApiClient, listQuery, startTestServer, type TestServer } from '../support/index.js';
import type { Planning } from '../support/planning.js';

/**
 * The demo data of issue 6 as the API serves it after the first start (DESIGN §10): teaching and
 * administrative assignments, required points from financial data or the instructor type, notes, and the
 * active period drafting its assignments.
 */
let app: TestServer;
let ops: ApiClient;
let activePeriodId: string;

beforeAll(async () => {
  app = await startTestServer({
    label: 'e2e_seed_workload',
    env: { FEATURE_FLAGS: 'mySharedTeachingEnabled,myScheduleEnabled,myTeachingAssignmentsEnabled' },
  });
  ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
  activePeriodId = (await ops.get('/api/academicPeriods/systemActive')).body.id;
});
afterAll(() => app?.stop());

const totalOf = async (path: string, filter: object) => {
  const answer = await ops.get(`${path}${listQuery({ filter, take: 1 })}`);
  expect(answer.status).toBe(200);
  return Number(answer.headers.get('x-total-count'));
};

describe('the demo workload', () => {
  it('shows faculty over, under, at and without their required points, set or by instructor type', async () => {
    const answer = await ops.get(`/api/instructors${listQuery({ take: 100 })}`);
    expect(answer.status).toBe(200);
    const rows = answer.body as { workloadStatus: string; pointsRequiredSource: string | null }[];
    const count = (status: string) => rows.filter((row) => row.workloadStatus === status).length;
    expect(rows).toHaveLength(25);
    for (const status of ['over', 'under', 'met', 'notSet']) expect(count(status), status).toBeGreaterThan(0);
    expect(count('over')).toBeLessThanOrEqual(6);
    const sources = new Set(rows.map((row) => row.pointsRequiredSource));
    expect([...sources].sort()).toEqual(['instructorType', 'set', null].sort());
  });

  it('leaves about 15% of the active sections uncovered, with a few partial and some shared', async () => {
    const active = await totalOf('/api/sections', { AcademicPeriodId: activePeriodId });
    const uncovered = await totalOf('/api/sections', {
      AcademicPeriodId: activePeriodId,
      coverageStatus: 'uncovered',
    });
    expect(uncovered / active).toBeGreaterThan(0.12);
    expect(uncovered / active).toBeLessThan(0.18);
    const partial = await totalOf('/api/sections', {
      AcademicPeriodId: activePeriodId,
      coverageStatus: 'partial',
    });
    expect(partial).toBeGreaterThanOrEqual(3);
    expect(await totalOf('/api/teachingAssignments', { AcademicPeriodId: activePeriodId })).toBeGreaterThan(
      active - uncovered,
    );
  });

  it("lists faculty1's shared sections and their week, once published to faculty", async () => {
    const faculty1 = await new ApiClient(app.url).signIn('faculty1');
    // the active period drafts its assignments (step 5): faculty see none of them yet
    const unpublished = await faculty1.get('/api/mySharedTeaching');
    expect([unpublished.body, unpublished.headers.get('x-published')]).toEqual([[], 'false']);
    expect((await faculty1.get('/api/mySchedule')).body).toMatchObject({ published: false, meetings: [] });
    await setProgressStep({ ops } as Planning, activePeriodId, 8);
    const shared = await faculty1.get('/api/mySharedTeaching');
    expect(shared.headers.get('x-published')).toBe('true');
    expect(shared.status).toBe(200);
    expect(shared.body.length).toBeGreaterThanOrEqual(2);
    for (const section of shared.body) {
      expect(section.instructors.length).toBeGreaterThanOrEqual(2);
      expect(section.instructors.filter((i: { isMe: boolean }) => i.isMe)).toHaveLength(1);
    }
    const schedule = await faculty1.get('/api/mySchedule');
    expect(schedule.status).toBe(200);
    expect(schedule.body.meetings.length).toBeGreaterThan(5);
    await setProgressStep({ ops } as Planning, activePeriodId, 5);
  });

  it('publishes the earlier periods, approved by every workgroup at steps 6 and 7', async () => {
    const { body: periods } = await ops.get(
      `/api/academicPeriods${listQuery({ sort: ['startDate', 'ASC'] })}`,
    );
    expect(periods.map((p: { progressStep: number }) => p.progressStep)).toEqual([8, 8, 5, 1]);
    expect(periods.map((p: { publishedForFaculty: boolean }) => p.publishedForFaculty)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const previous = periods[1].id;
    const { body: rows } = await ops.get(`/api/workgroupApprovals?AcademicPeriodId=${previous}`);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row.status).toBe('approved');
      expect(row.approvals.map((a: { step: number }) => a.step)).toEqual([6, 7]);
    }
    const { body: history } = await ops.get(
      `/api/progressActions${listQuery({ filter: { AcademicPeriodId: previous } })}`,
    );
    expect(history.map((a: { toStep: number }) => a.toStep)).toEqual([8, 7, 6, 5, 4, 3, 2]);
  });

  it('suggests for an uncovered section someone who taught its course the year before', async () => {
    const { body: uncovered } = await ops.get(
      `/api/sections${listQuery({ filter: { AcademicPeriodId: activePeriodId, coverageStatus: 'uncovered' }, take: 10 })}`,
    );
    const taughtBefore = await Promise.all(
      (uncovered as { id: string }[]).map(async (section) => {
        const answer = await ops.get(
          `/api/suggestedAssignees${listQuery({ filter: { SectionId: section.id } })}`,
        );
        expect(answer.status).toBe(200);
        return (answer.body as { criteria: { criterion: string; score: number }[] }[]).some((s) =>
          s.criteria.some((c) => c.criterion === 'taughtBefore' && c.score === 1),
        );
      }),
    );
    expect(taughtBefore.filter(Boolean).length).toBeGreaterThan(3);
  });

  it('has administrative assignments for about ten faculty, notes on profiles, and progress step 5', async () => {
    const { body: admin } = await ops.get(
      `/api/administrativeAssignments${listQuery({ filter: { AcademicPeriodId: activePeriodId }, take: 100 })}`,
    );
    expect(new Set((admin as { UserId: string }[]).map((a) => a.UserId)).size).toBeGreaterThanOrEqual(8);
    const { body: notes } = await ops.get(`/api/notes${listQuery({ take: 100 })}`);
    expect(notes.length).toBeGreaterThanOrEqual(2);
    expect(notes[0].authorName).toBeTruthy();
    const { body: period } = await ops.get(`/api/academicPeriods/${activePeriodId}`);
    expect(period.progressStep).toBe(5);
  });
});

describe('the demo teaching preferences', () => {
  it('has every faculty member submitted last period, about 60% this period, with varied alignments', async () => {
    const { body: periods } = await ops.get(
      `/api/academicPeriods${listQuery({ sort: ['startDate', 'ASC'] })}`,
    );
    const activeIndex = (periods as { id: string }[]).findIndex((period) => period.id === activePeriodId);
    const previousId = periods[activeIndex - 1].id;
    const submissions = async (periodId: string) =>
      (await ops.get(`/api/preferenceSubmissionsMetric?AcademicPeriodId=${periodId}`)).body.total;
    expect(await submissions(previousId)).toEqual({ faculty: 25, submitted: 25, share: 1 });
    expect(await submissions(activePeriodId)).toEqual({ faculty: 25, submitted: 15, share: 0.6 });
    expect(
      await totalOf('/api/preferenceSubmissions', { AcademicPeriodId: activePeriodId, status: 'draft' }),
    ).toBe(5);

    const { body: alignment } = await ops.get(
      `/api/preferenceAlignmentMetric?AcademicPeriodId=${activePeriodId}`,
    );
    for (const kind of ['aligned', 'partial', 'notAligned', 'noPreferences'])
      expect(alignment.total[kind], kind).toBeGreaterThan(5);
    expect(alignment.total.alignedShare).toBeGreaterThan(0.5);

    const faculty1 = await new ApiClient(app.url).signIn('faculty1');
    const { body: mine } = await faculty1.get('/api/myTeachingPreferences');
    expect(mine).toMatchObject({ AcademicPeriodId: activePeriodId, status: 'submitted' });
    expect(mine.preferences.length).toBeGreaterThan(0);
    expect(mine.lastPeriod.AcademicPeriodId).toBe(previousId);
  });
});
