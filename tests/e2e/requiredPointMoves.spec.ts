import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  createdRecord,
  listQuery,
  startTestServer,
  type TestServer,
  testRedisUrl,
} from '../support/index.js';
import { effortCsv, type EffortFileRow } from '../support/effortFiles.js';

/*
 * Issue 36, DESIGN §19 "whose numbers move is shown before it happens", end to end: an effort import's dry
 * run lists whose required points it would move; the file imported for real (the job) moves exactly those;
 * Explain and History's difference then show each move with who and why. A classification rule's preview
 * likewise: saving the rule makes the move it listed, and Explain and the difference show it.
 */

let app: TestServer;
let manager: ApiClient;
let ops: ApiClient;
const ids: Record<string, string> = {};
/** faculty2's instructor type's full-time points (their required points before effort sets them). */
let fullTimePoints = 0;

const row = (overrides: EffortFileRow): EffortFileRow => ({
  EmployeeId: 'RPM-E2',
  PositionId: 'RPM-P2',
  PositionTitle: 'Professor',
  PayPeriod: 'RPM-PP1',
  EarnCode: 'REG',
  FTE: 1,
  ...overrides,
});

async function dryRun(csv: string, fileName: string) {
  const answer = await fetch(`${app.url}/api/effortImports/dryRun`, {
    method: 'POST',
    headers: { cookie: manager.cookie, 'content-type': 'text/csv', 'x-file-name': fileName },
    body: csv,
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { uploadId: string; requiredPoints: unknown[] };
}

async function importFile(uploadId: string, fileName: string) {
  const started = await manager.post('/api/effortImports', { uploadId, mode: 'replace', fileName });
  expect([200, 202]).toContain(started.status);
  for (let i = 0; i < 300; i++) {
    const { body } = await manager.get(`/api/effortImports/${started.body.id}`);
    if (body?.status === 'completed') return;
    expect(body?.status).not.toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the import did not finish');
}

const instructor = async () =>
  (await ops.get(`/api/instructors/${ids.faculty2}?AcademicPeriodId=${ids.A}`)).body as {
    name: string;
    pointsRequired: number | null;
    pointsRequiredSource: string | null;
  };

/** The instructor page once it shows `points` (the import's job completes before the column follows it). */
async function instructorShowing(points: number) {
  for (let i = 0; i < 50; i++) {
    const shown = await instructor();
    if (shown.pointsRequired === points) return shown;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return instructor();
}

const explainedChanges = async () =>
  (await ops.get(`/api/history/explain/instructors/${ids.faculty2}?periodId=${ids.A}`)).body.required
    .changes as { summary: string; by: { name: string } | null }[];

const difference = async (from: Date) => {
  const answer = await ops.get(
    `/api/history/difference?periodId=${ids.A}&from=${from.toISOString()}&to=${new Date().toISOString()}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.requiredPoints as unknown[];
};

const pause = () => new Promise((resolve) => setTimeout(resolve, 10));

beforeAll(async () => {
  const redis = testRedisUrl();
  app = await startTestServer({
    label: 'e2e_required_point_moves',
    env: { FEATURE_FLAGS: 'aemEnabled,aemEnabledFaculty', ...(redis ? { REDIS_URL: redis } : {}) },
  });
  [manager, ops] = await Promise.all(
    ['effortManager', 'academicOpsAdmin'].map((username) => new ApiClient(app.url).signIn(username)),
  );
  ids.faculty2 = (await ops.get(`/api/users${listQuery({ filter: { username: 'faculty2' } })}`)).body[0].id;
  const user = (await ops.get(`/api/users/${ids.faculty2}`)).body;
  expect((await ops.put(`/api/users/${ids.faculty2}`, { ...user, EmployeeId: 'RPM-E2' })).status).toBe(200);
  ids.A = (
    await createdRecord(ops, 'academicPeriods', {
      name: 'Moves spring 2082',
      startDate: '2082-01-01',
      endDate: '2082-06-30',
      useAdvancedEffort: true,
    })
  ).id;
  const category = (name: string, countsAsTeaching: boolean) =>
    createdRecord(manager, 'effortCategories', { name, color: '#1f77b4', countsAsTeaching });
  ids.T = (await category('RPM Teaching', true)).id;
  ids.R = (await category('RPM Research', false)).id;
  await createdRecord(manager, 'effortPayPeriods', {
    code: 'RPM-PP1',
    startDate: '2082-01-01',
    endDate: '2082-01-31',
  });
  await createdRecord(manager, 'effortRules', {
    sequence: 10,
    costCenter: 'RPM-T100',
    EffortCategoryId: ids.T,
  });
  ids.R2 = (
    await createdRecord(manager, 'effortRules', {
      sequence: 20,
      name: 'RPM research',
      costCenter: 'RPM-R200',
      EffortCategoryId: ids.R,
    })
  ).id;
}, 120_000);
afterAll(() => app?.stop());

describe('whose required points move, before and after (DESIGN §19)', () => {
  it('an import: the dry run lists the move, the import makes it, Explain and the difference show it', async () => {
    const before = await instructor();
    const fullTime = before.pointsRequired;
    // the type's default: the share of it is what effort sets
    expect(before.pointsRequiredSource).toBe('instructorType');
    expect(fullTime).toBeGreaterThan(0);
    fullTimePoints = fullTime!;
    const csv = effortCsv([
      row({ CostCenter: 'RPM-T100', Amount: 600 }),
      row({ CostCenter: 'RPM-R200', Amount: 400 }),
    ]);
    const dry = await dryRun(csv, 'moves-1.csv');
    const expected = Math.round(60 * fullTime!) / 100;
    expect(dry.requiredPoints).toEqual([
      {
        UserId: ids.faculty2,
        name: before.name,
        AcademicPeriodId: ids.A,
        academicPeriodName: 'Moves spring 2082',
        before: fullTime,
        after: expected,
      },
    ]);
    // a dry run records nothing
    expect((await instructor()).pointsRequired).toBe(fullTime);

    const startedAt = new Date();
    await pause();
    await importFile(dry.uploadId, 'moves-1.csv');
    expect(await instructorShowing(expected)).toMatchObject({
      pointsRequired: expected,
      pointsRequiredSource: 'effort',
    });
    const changes = await explainedChanges();
    expect(changes.at(-1)?.summary).toBe(
      `effort import moves-1.csv (replace) (required ${fullTime} -> ${expected})`,
    );
    expect(await difference(startedAt)).toEqual([
      {
        id: ids.faculty2,
        name: before.name,
        before: fullTime,
        after: expected,
        sourceBefore: 'instructorType',
        sourceAfter: 'effort',
        why: [expect.stringMatching(/^Effort import moves-1\.csv \(.+\)$/)],
      },
    ]);
  }, 60_000);

  it('a rule change: the preview lists the move, saving makes it, Explain and the difference show it', async () => {
    const before = await instructor();
    expect(before.pointsRequiredSource).toBe('effort');
    const rule = (await manager.get(`/api/effortRules/${ids.R2}`)).body;
    // the research cost centre counts as teaching: the share goes from 60% to 100%
    const change = { kind: 'save', rule: { id: ids.R2, EffortCategoryId: ids.T } };
    const preview = await manager.post('/api/effortRules/preview', { change, AcademicPeriodId: ids.A });
    expect(preview.status).toBe(200);
    const moved = fullTimePoints;
    expect(preview.body.requiredPoints).toEqual([
      { UserId: ids.faculty2, name: before.name, before: before.pointsRequired, after: moved },
    ]);
    // a preview records nothing
    expect((await instructor()).pointsRequired).toBe(before.pointsRequired);

    const savedAt = new Date();
    await pause();
    const saved = await manager.put(`/api/effortRules/${ids.R2}`, { ...rule, EffortCategoryId: ids.T });
    expect(saved.status).toBe(200);
    // the answer to the save waits (up to a second) for the column
    expect((await instructorShowing(moved)).pointsRequired).toBe(moved);
    console.log(
      `faculty2's required points: ${fullTimePoints} -> ${before.pointsRequired} (import) -> ${moved} (rule)`,
    );
    const changes = await explainedChanges();
    expect(changes.at(-1)).toMatchObject({
      summary: `classification rule "RPM research" changed (required ${before.pointsRequired} -> ${moved})`,
      by: { name: expect.any(String) },
    });
    expect(await difference(savedAt)).toEqual([
      {
        id: ids.faculty2,
        name: before.name,
        before: before.pointsRequired,
        after: moved,
        sourceBefore: 'effort',
        sourceAfter: 'effort',
        why: [expect.stringMatching(/^Classification rule "RPM research" changed \(.+\)$/)],
      },
    ]);
  }, 60_000);
});
