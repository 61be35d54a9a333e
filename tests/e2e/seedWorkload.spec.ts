import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, startTestServer, type TestServer } from '../support/index.js';

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

  it("lists faculty1's shared sections and their week", async () => {
    const faculty1 = await new ApiClient(app.url).signIn('faculty1');
    const shared = await faculty1.get('/api/mySharedTeaching');
    expect(shared.status).toBe(200);
    expect(shared.body.length).toBeGreaterThanOrEqual(2);
    for (const section of shared.body) {
      expect(section.instructors.length).toBeGreaterThanOrEqual(2);
      expect(section.instructors.filter((i: { isMe: boolean }) => i.isMe)).toHaveLength(1);
    }
    const schedule = await faculty1.get('/api/mySchedule');
    expect(schedule.status).toBe(200);
    expect(schedule.body.meetings.length).toBeGreaterThan(5);
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
