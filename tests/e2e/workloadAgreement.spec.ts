import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setProgressStep } from '../support/accessFixtures.js';
import { ApiClient, listQuery, startTestServer, type TestServer } from '../support/index.js';
import { expectOk, type Planning } from '../support/planning.js';
import { exportReaders } from '../support/workloadExports.js';
import { generatedPeriod, type Required } from '../support/workloadPeriod.js';
import {
  type Agreement,
  facultyReaders,
  instructorsList,
  near,
  planningReaders,
} from '../support/workloadReaders.js';

/*
 * Issue 36, DESIGN §19 "one truth for every workload number": for every instructor of a period, every
 * reader (instructors list and page, dashboard cards, My Workload, My Teaching, suggestions, the assign
 * preview and its warning, auto-draft facts, the InstructorWorkloads report and its XLSX, cost, email
 * merge fields, Explain) shows the same required, assigned and remaining points as the instructors list,
 * and remaining = required - assigned (to the hundredth), over the seeded demo and over a generated period
 * of 2,000 sections. What each reader shows, and for whom: tests/support/workloadReaders.ts and
 * workloadExports.ts. A failure lists every disagreement as `reader: instructor: field expected vs got`.
 */

let app: TestServer;
let ops: ApiClient;
let admin: ApiClient;
let finance: ApiClient;
let effort: ApiClient;

const read = async (client: ApiClient, path: string) => expectOk(await client.get(path), path) as any;
const sources = (a: Agreement) => [...new Set(a.instructors.map((row) => row.source))].sort();

const readers = [
  ...['instructors list', 'instructor page', 'instructor workloads', 'dashboard staff card'],
  ...['suggestions', 'assign preview', 'auto-draft facts', 'report rows', 'report XLSX', 'cost'],
  ...['instructor efforts', 'email recipients', 'email merge fields', 'Explain'],
  ...['unpublished', 'published'].flatMap((when) =>
    ['dashboard own card', 'My Workload', 'My Teaching'].map((reader) => `${reader} (${when})`),
  ),
];

/**
 * Every reader against the instructors list (faculty's own before and after the period is published to
 * faculty, step 8), and the list against `definition` where the test knows what sets required points.
 * Fails with every disagreement, and when a reader was compared for fewer than `least` instructors.
 */
async function expectAgreement(
  periodId: string,
  sectionId: string,
  least: number,
  definition = new Map<string, Required>(),
): Promise<Agreement> {
  const started = performance.now();
  const dataset = { app, periodId, ops, finance, effort, sectionId };
  const a = await instructorsList(ops, periodId);
  for (const [id, want] of definition) {
    const row = a.byId.get(id);
    if (!row || !near(row.required, want.points) || row.source !== want.source)
      a.note(
        `definition (DESIGN §19): ${row?.name ?? id}: required expected ${want.points} (${want.source}) ` +
          `vs got ${row?.required} (${row?.source})`,
      );
  }
  await planningReaders(dataset, a);
  await exportReaders(dataset, a);
  await facultyReaders(dataset, a, false);
  await setProgressStep({ ops } as Planning, periodId, 8);
  await facultyReaders(dataset, a, true);
  const counts = Object.fromEntries(readers.map((reader) => [reader, a.counts.get(reader) ?? 0]));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${a.instructors.length} instructors, read in ${seconds} s:`, JSON.stringify(counts));
  expect(a.mismatches).toEqual([]);
  for (const reader of readers) expect(counts[reader], reader).toBeGreaterThanOrEqual(least);
  return a;
}

beforeAll(async () => {
  app = await startTestServer({
    label: 'e2e_workload_agreement',
    // aemEnabled: effort-derived required points; aemEnabledFaculty: My Teaching; My Workload's own flag
    env: { FEATURE_FLAGS: 'aemEnabled,aemEnabledFaculty,myTeachingAssignmentsEnabled' },
  });
  [ops, admin, finance, effort] = await Promise.all(
    ['academicOpsAdmin', 'admin', 'financialReportingUser', 'effortManager'].map((username) =>
      new ApiClient(app.url).signIn(username),
    ),
  );
}, 120_000);
afterAll(() => app?.stop());

describe('one truth for every workload number', () => {
  it('over the seeded demo: every reader agrees with the instructors list', async () => {
    const periodId = (await read(ops, '/api/academicPeriods/systemActive')).id;
    const filter = { AcademicPeriodId: periodId, coverageStatus: 'uncovered' };
    const [section] = await read(ops, `/api/sections${listQuery({ filter, range: [0, 0] })}`);
    const a = await expectAgreement(periodId, section.id, 20);
    // the active period uses advanced effort: the instructor types' defaults give way to expected shares
    expect(sources(a)).toEqual(['effort', 'set', null].sort());
  }, 120_000);

  it('over a generated period of 2,000 sections: every reader agrees with the instructors list', async () => {
    const { periodId, sectionId, definition } = await generatedPeriod({ app, ops, admin, effort });
    const a = await expectAgreement(periodId, sectionId, 80, definition);
    expect(a.instructors.length).toBeGreaterThanOrEqual(95);
    expect(sources(a)).toEqual(['effort', 'instructorType', 'set', null].sort());
  }, 240_000);
});
