import { type ReadModels, requiredPointsOfPeriod } from '@tams/projections';
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
  'definition (SQL, now)',
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
  await expectStoredIsDefinition(periodId, a);
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

/**
 * The stored column (the requiredPoints processor) against the definition computed now over the read
 * models (requiredPointsSql: what as-of reads use), for every faculty member of the period.
 */
async function expectStoredIsDefinition(periodId: string, a: Agreement) {
  const db = app.database.db as unknown as ReadModels;
  const computed = await requiredPointsOfPeriod(db, periodId, true, { computed: true }).execute();
  for (const row of computed) {
    const listed = a.byId.get(row.UserId);
    if (!listed) continue;
    a.check('definition (SQL, now)', row.UserId, { required: row.pointsRequired });
    if (listed.source !== row.pointsRequiredSource)
      a.note(`definition (SQL, now): ${listed.name}: source ${listed.source} vs ${row.pointsRequiredSource}`);
  }
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

  let generated: Awaited<ReturnType<typeof generatedPeriod>> | undefined;
  it('over a generated period of 2,000 sections: every reader agrees with the instructors list', async () => {
    generated = await generatedPeriod({ app, ops, admin, effort });
    const { periodId, sectionId, definition } = generated;
    const a = await expectAgreement(periodId, sectionId, 80, definition);
    expect(a.instructors.length).toBeGreaterThanOrEqual(95);
    expect(sources(a)).toEqual(['effort', 'instructorType', 'set', null].sort());
  }, 240_000);

  it('the stored column follows each change: a type, financial data set and removed, advanced effort off, no longer faculty', async () => {
    expect(generated, 'the generated period (previous test)').toBeDefined();
    const { periodId, people, types, definition } = generated!;
    const required = (a: Agreement, id: string) => [a.byId.get(id)?.required, a.byId.get(id)?.source];
    /**
     * The list once it shows `want` for `id`: a change's answer waits up to a second for the column (it
     * trails every source of its batch), so on a loaded machine the next read may come just before it.
     */
    const showing = async (id: string, want: unknown[]) => {
      let a = await instructorsList(ops, periodId);
      for (let tries = 0; tries < 30 && JSON.stringify(required(a, id)) !== JSON.stringify(want); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        a = await instructorsList(ops, periodId);
      }
      expect(required(a, id)).toEqual(want);
      await expectStoredIsDefinition(periodId, a);
      expect(a.mismatches).toEqual([]);
    };
    const ofKind = (kind: number) => people.filter((_id, i) => i % 4 === kind && i !== 3 && i !== 7);
    const [lecturer, unset, professor] = [ofKind(1)[0]!, ofKind(3)[1]!, ofKind(2)[0]!];
    expect(definition.get(lecturer)?.source).toBe('instructorType');

    // an instructor type's default: every member of the type (no financial data, no effort) moves
    const type = await read(admin, `/api/instructorTypes/${types.lecturer.id}`);
    expectOk(
      await admin.put(`/api/instructorTypes/${type.id}`, { ...type, defaultPointsRequired: 13.25 }),
      'type',
    );
    await showing(lecturer, [13.25, 'instructorType']);

    // financial data sets them; removing it gives them back to what else sets them
    const set = expectOk(
      await finance.post('/api/financialData', {
        UserId: unset,
        AcademicPeriodId: periodId,
        pointsRequired: 7.125,
      }),
      'financial data',
    ) as any;
    await showing(unset, [7.13, 'set']);
    expectOk(await finance.delete(`/api/financialData/${set.id}`), 'financial data removed', [200, 204]);
    await showing(unset, [null, null]);

    // the period stops using advanced effort: expected shares no longer set anyone's points
    expect(required(await instructorsList(ops, periodId), professor)[1]).toBe('effort');
    const period = await read(ops, `/api/academicPeriods/${periodId}`);
    const { name, startDate, endDate, version } = period;
    expectOk(
      await ops.put(`/api/academicPeriods/${periodId}`, {
        name,
        startDate,
        endDate,
        useAdvancedEffort: false,
        version,
      }),
      'advanced effort off',
    );
    await showing(professor, [18.5, 'instructorType']);

    // no longer faculty: their rows go
    const user = await read(ops, `/api/users/${lecturer}`);
    expectOk(await ops.put(`/api/users/${lecturer}`, { ...user, isFaculty: false }), 'not faculty');
    const rowsOf = async () =>
      (
        await app.database.pool.query(
          'select count(*)::int as n from "instructorRequiredPoints" where "UserId" = $1',
          [lecturer],
        )
      ).rows[0].n as number;
    let left = await rowsOf();
    for (let tries = 0; tries < 30 && left > 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await rowsOf();
    }
    expect(left).toBe(0);
  }, 120_000);
});
