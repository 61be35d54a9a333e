import { randomUUID } from 'node:crypto';
import { NO_STREAM, PostgresEventStore } from '@tams/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  createdRecord,
  listQuery,
  sharedTestServer,
  startTestServer,
  type TestServer,
} from '../support/index.js';
import { effortCsv } from '../support/effortFiles.js';

/*
 * Issue 17's effort reads over HTTP (DESIGN §14): the overview, InstructorEfforts and the expected share's
 * adjustment, the rule preview, positions and their timeline, My Effort and My Teaching. Reference data
 * goes through the generic routes; imports are appended to the store as the import job appends them.
 */

let app: TestServer;
let store: PostgresEventStore;
let manager: ApiClient;
const ids: Record<string, string> = {};
const session = (username: string) => new ApiClient(app.url).signIn(username);

async function userIdOf(admin: ApiClient, username: string) {
  return (await admin.get(`/api/users${listQuery({ filter: { username } })}`)).body[0].id as string;
}

/** An import as the job records it: started, one batch of rows, completed. */
async function importRows(mode: 'replace' | 'append', payPeriods: string[], rows: object[]) {
  const ImportId = randomUUID();
  const PayPeriodIds = payPeriods.map((code) => ids[code]!);
  const recorded = rows.map((row, index) => ({
    line: index + 2,
    PositionTitle: 'Effort Probe',
    EarnCode: 'QZ1',
    Percent: null,
    FTE: 1,
    ...row,
    PayPeriodId: ids[(row as { PayPeriodId: string }).PayPeriodId],
  }));
  const summary = { ImportId, fileName: `${ImportId}.csv`, contentHash: ImportId, format: 'csv', mode };
  await store.appendToStream(
    `effortImport-${ImportId}`,
    [
      {
        type: 'EffortImportStarted',
        data: {
          ...summary,
          rowCount: rows.length,
          skippedCount: 0,
          peopleCount: 1,
          PayPeriodIds,
          batchCount: 1,
          attempt: 1,
        },
      },
      { type: 'EffortActualsRecorded', data: { ImportId, batch: 0, rows: recorded } },
      { type: 'EffortImportCompleted', data: { ImportId, rowCount: rows.length } },
    ],
    { expectedVersion: NO_STREAM },
  );
  for (let tries = 0; tries < 100; tries++) {
    const recent = (await manager.get('/api/effortOverview')).body.recentImports;
    if (
      recent.some((row: { id: string; status: string }) => row.id === ImportId && row.status === 'completed')
    )
      return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`import ${ImportId} never became visible`);
}

const overview = async (period: string) =>
  (await manager.get(`/api/effortOverview?AcademicPeriodId=${ids[period]}`)).body;
const amountOf = (body: any, name: string) =>
  body.categories.find((category: any) => category.name === name)?.amount ?? 0;
const effortOf = async (user: string, period: string) =>
  (
    await manager.get(
      `/api/instructorEfforts${listQuery({ filter: { AcademicPeriodId: ids[period], UserId: ids[user] } })}`,
    )
  ).body[0];

beforeAll(async () => {
  app = await startTestServer({
    label: 'e2e_effort_reads',
    env: { FEATURE_FLAGS: 'aemEnabled,aemEnabledFaculty' },
  });
  store = new PostgresEventStore({ pool: app.database.pool });
  manager = await session('effortManager');
  const ops = await session('academicOpsAdmin');
  for (const [user, employee] of [
    ['faculty2', 'EFT-E2'],
    ['faculty3', 'EFT-E3'],
    ['faculty4', 'EFT-E4'],
  ]) {
    ids[user!] = await userIdOf(ops, user!);
    const current = (await ops.get(`/api/users/${ids[user!]}`)).body;
    expect((await ops.put(`/api/users/${ids[user!]}`, { ...current, EmployeeId: employee })).status).toBe(
      200,
    );
  }
  const period = (name: string, startDate: string, endDate: string, useAdvancedEffort: boolean) =>
    createdRecord(ops, 'academicPeriods', { name, startDate, endDate, useAdvancedEffort });
  ids.A = (await period('Effort spring 2081', '2081-01-01', '2081-06-30', true)).id;
  ids.B = (await period('Effort fall 2081', '2081-07-01', '2081-12-31', false)).id;
  const category = (name: string, countsAsTeaching: boolean) =>
    createdRecord(manager, 'effortCategories', { name, color: '#1f77b4', countsAsTeaching });
  ids.T = (await category('EFT Teaching', true)).id;
  ids.R = (await category('EFT Research', false)).id;
  const payPeriod = (code: string, startDate: string, endDate: string) =>
    createdRecord(manager, 'effortPayPeriods', { code, startDate, endDate });
  ids['EFT-PP1'] = (await payPeriod('EFT-PP1', '2081-01-01', '2081-01-31')).id;
  ids['EFT-PP2'] = (await payPeriod('EFT-PP2', '2081-06-17', '2081-07-16')).id; // 14 days in A, 16 in B
  const rule = (costCenter: string, EffortCategoryId: string, sequence: number) =>
    createdRecord(manager, 'effortRules', { sequence, costCenter, EffortCategoryId });
  ids.R1 = (await rule('EFT-T100', ids.T, 10)).id;
  ids.R2 = (await rule('EFT-R200', ids.R, 20)).id;
  await createdRecord(manager, 'enhancedEffortPositionAssociations', {
    PositionId: 'EFT-P3',
    UserId: ids.faculty4,
    startDate: '2081-01-01',
  });
  const row = (
    EmployeeId: string,
    PositionId: string,
    PayPeriodId: string,
    CostCenter: string,
    Amount: number,
  ) => ({
    EmployeeId,
    PositionId,
    PayPeriodId,
    CostCenter,
    Amount,
  });
  await importRows(
    'replace',
    ['EFT-PP1', 'EFT-PP2'],
    [
      row('EFT-E2', 'EFT-P2', 'EFT-PP1', 'EFT-T100', 600),
      row('EFT-E2', 'EFT-P2', 'EFT-PP1', 'EFT-R200', 400),
      row('EFT-E2', 'EFT-P2', 'EFT-PP2', 'EFT-T100', 300),
      row('EFT-E3', 'EFT-P3', 'EFT-PP1', 'EFT-T100', 1000),
    ],
  );
  // later, replacing PP1 only: the first import's PP1 rows no longer count, its PP2 row does
  await importRows(
    'replace',
    ['EFT-PP1'],
    [
      row('EFT-E2', 'EFT-P2', 'EFT-PP1', 'EFT-T100', 500),
      row('EFT-E2', 'EFT-P2', 'EFT-PP1', 'EFT-R200', 500),
      row('EFT-E3', 'EFT-P3', 'EFT-PP1', 'EFT-T100', 800),
      row('EFT-X9', 'EFT-P9', 'EFT-PP1', 'EFT-Z999', 50),
    ],
  );
});
afterAll(() => app?.stop());

describe('effort reads', () => {
  it('sums the period by category: a replace import supersedes only its pay periods, prorated by days', async () => {
    const spring = await overview('A');
    // Teaching: 500 + 800 (PP1 of the second import) + 300 x 14/30 (PP2 of the first)
    expect(amountOf(spring, 'EFT Teaching')).toBe(1440);
    expect(amountOf(spring, 'EFT Research')).toBe(500);
    expect(amountOf(spring, 'Unclassified')).toBe(50);
    expect(spring.totalAmount).toBe(1990);
    expect(spring.unclassifiedRows).toBe(1);
    expect(spring.categories.find((c: any) => c.name === 'EFT Research').share).toBe(25.13);
    const fall = await overview('B');
    expect(amountOf(fall, 'EFT Teaching')).toBe(160); // 300 x 16/30
  });

  it('gives a position associated by hand to its holder, not to the EmployeeId', async () => {
    expect((await effortOf('faculty4', 'A')).totalAmount).toBe(800);
    const third = await effortOf('faculty3', 'A');
    expect(third.totalAmount).toBe(0);
    expect(third.expectedTeachingShareSource).toBe('none');
    const second = await effortOf('faculty2', 'A');
    expect(second.totalAmount).toBe(1140);
    expect(second.payrollTeachingShare).toBe(56.14);
    expect(second.categories.map((c: any) => [c.name, c.amount, c.share])).toEqual([
      ['EFT Research', 500, 43.86],
      ['EFT Teaching', 640, 56.14],
    ]);
    const unclassified = await manager.get(`/api/effortUnclassified?AcademicPeriodId=${ids.A}`);
    expect(unclassified.headers.get('content-range')).toBe('effortUnclassified 0-0/1');
    expect(unclassified.body[0]).toMatchObject({ CostCenter: 'EFT-Z999', rows: 1, amount: 50, people: 1 });
  });

  it('derives required points from the expected teaching share where the period uses advanced effort', async () => {
    const ops = await session('academicOpsAdmin');
    const fall = (await ops.get(`/api/instructors/${ids.faculty2}?AcademicPeriodId=${ids.B}`)).body;
    expect(fall.pointsRequiredSource).toBe('instructorType');
    const fullTime = fall.pointsRequired as number;
    expect(fullTime).toBeGreaterThan(0);
    const spring = (await ops.get(`/api/instructors/${ids.faculty2}?AcademicPeriodId=${ids.A}`)).body;
    expect(spring.pointsRequiredSource).toBe('effort');
    expect(spring.pointsRequired).toBe(Math.round(56.14 * fullTime) / 100);
    expect((await effortOf('faculty2', 'A')).pointsRequired).toBe(spring.pointsRequired);
  });

  it('gives the same required points in the assign preview, its warning and the suggestions as on the instructor page (DESIGN §19)', async () => {
    const ops = await session('academicOpsAdmin');
    const instructor = (await ops.get(`/api/instructors/${ids.faculty2}?AcademicPeriodId=${ids.A}`)).body;
    expect(instructor.pointsRequiredSource).toBe('effort');
    const listed = (
      await ops.get(`/api/instructors${listQuery({ filter: { AcademicPeriodId: ids.A, id: ids.faculty2 } })}`)
    ).body[0];
    expect(listed.pointsRequired).toBe(instructor.pointsRequired);
    // a section of period A, large enough to take faculty2 over: the warning names the same figure
    const first = async (path: string) =>
      (await ops.get(`${path}${listQuery({ take: 1 })}`)).body[0].id as string;
    const [termType, mode] = [await first('/api/academicTermTypes'), await first('/api/teachingModes')];
    const term = await createdRecord(ops, 'academicTerms', {
      name: 'Effort spring term',
      AcademicPeriodId: ids.A,
      AcademicTermTypeId: termType,
      startDate: '2081-01-10',
      endDate: '2081-05-20',
    });
    const course = await createdRecord(ops, 'courses', {
      courseNumber: 'EFT 101',
      name: 'Effort probe',
      sectionMaxStudents: 30,
    });
    const points = Math.ceil(instructor.pointsRequired as number) + 5;
    const offering = await createdRecord(ops, 'courseOfferings', {
      CourseId: course.id,
      AcademicPeriodId: ids.A,
      points,
    });
    await createdRecord(ops, 'offeringTermModes', {
      CourseOfferingId: offering.id,
      AcademicTermId: term.id,
      TeachingModeId: mode,
    });
    const section = await createdRecord(ops, 'sections', {
      CourseOfferingId: offering.id,
      sectionNumber: '001',
      AcademicTermId: term.id,
      TeachingModeId: mode,
    });
    const preview = await ops.post('/api/teachingAssignments/preview', {
      SectionId: section.id,
      UserId: ids.faculty2,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.pointsRequired).toBe(instructor.pointsRequired);
    const overload = preview.body.warnings.find((w: { kind: string }) => w.kind === 'overload');
    expect(overload?.message).toContain(`of ${instructor.pointsRequired} `);
    const suggestions = await ops.get(
      `/api/suggestedAssignees${listQuery({ filter: { SectionId: section.id }, take: 100 })}`,
    );
    const suggested = suggestions.body.find((s: { UserId: string }) => s.UserId === ids.faculty2);
    expect(suggested.pointsRequired).toBe(instructor.pointsRequired);
    const refused = await ops.post('/api/teachingAssignments', {
      SectionId: section.id,
      UserId: ids.faculty2,
    });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body.warnings)).toContain(`of ${instructor.pointsRequired} `);
    // a rule change's preview lists whose required points would move (DESIGN §19): deleting the teaching
    // rule takes faculty2's 640 out of teaching in period A, and their share sets their points
    const manager = await session('effortManager');
    const deletion = await manager.post('/api/effortRules/preview', {
      change: { kind: 'delete', id: ids.R1 },
      AcademicPeriodId: ids.A,
    });
    const effort = await effortOf('faculty2', 'A');
    const teaching = effort.categories
      .filter((c: any) => c.EffortCategoryId === ids.T)
      .reduce((sum: number, c: any) => sum + c.amount, 0);
    const shareAfter = Math.round((10000 * (teaching - 640)) / effort.totalAmount) / 100;
    expect(deletion.body.requiredPoints).toEqual([
      {
        UserId: ids.faculty2,
        name: instructor.name,
        before: instructor.pointsRequired,
        after: Math.round(shareAfter * 66) / 100,
      },
    ]);

    // an import's dry run lists whose required points it would move, and records nothing: appending 1000
    // of research effort in PP1 (wholly in period A) lowers faculty2's payroll share from 640 / 1140
    const file = effortCsv([
      {
        EmployeeId: 'EFT-E2',
        PositionId: 'EFT-P2',
        PositionTitle: 'Effort Probe',
        PayPeriod: 'EFT-PP1',
        CostCenter: 'EFT-R200',
        EarnCode: 'QZ1',
        Amount: 1000,
        FTE: 1,
      },
    ]);
    const dry = await fetch(`${app.url}/api/effortImports/dryRun?mode=append`, {
      method: 'POST',
      headers: { cookie: manager.cookie, 'content-type': 'text/csv', 'x-file-name': 'append.csv' },
      body: file,
    }).then(async (response) => ({ status: response.status, body: await response.json() }));
    expect(dry.status).toBe(200);
    const appendedShare = Math.round((10000 * 640) / (1140 + 1000)) / 100;
    expect(dry.body.requiredPoints).toEqual([
      {
        UserId: ids.faculty2,
        name: instructor.name,
        AcademicPeriodId: ids.A,
        academicPeriodName: 'Effort spring 2081',
        before: instructor.pointsRequired,
        after: Math.round(appendedShare * 66) / 100,
      },
    ]);
    const unchanged = (await ops.get(`/api/instructors/${ids.faculty2}?AcademicPeriodId=${ids.A}`)).body;
    expect(unchanged.pointsRequired).toBe(instructor.pointsRequired);
    const badMode = await fetch(`${app.url}/api/effortImports/dryRun?mode=merge`, {
      method: 'POST',
      headers: { cookie: manager.cookie, 'content-type': 'text/csv', 'x-file-name': 'append.csv' },
      body: file,
    });
    expect(badMode.status).toBe(400);

    // Explain states the formula with the numbers the rule used: share × the type's full-time points
    const explained = (await ops.get(`/api/history/explain/instructors/${ids.faculty2}?periodId=${ids.A}`))
      .body;
    expect(explained.required).toMatchObject({ points: instructor.pointsRequired, source: 'effort' });
    const formula =
      /Expected teaching share ([\d.]+)% \(effort\) × .+'s ([\d.]+) full-time points = ([\d.]+) points required/.exec(
        explained.required.rule,
      );
    expect(formula, explained.required.rule).not.toBeNull();
    const [share, fullTime, result] = formula!.slice(1).map(Number);
    expect(Math.round(share! * fullTime!) / 100).toBe(result);
    expect(explained.required.rule).toContain(`= ${instructor.pointsRequired} points required`);
  });

  it('adjusts the expected share with a reason, records it, refuses a stale version', async () => {
    const row = await effortOf('faculty2', 'A');
    const beforeAdjusting = new Date();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const path = `/api/instructorEfforts/${row.id}`;
    const noReason = await manager.put(path, { expectedTeachingShare: 50, version: 0 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBeTruthy();
    const contributor = await session('effortContributor');
    expect(
      (await contributor.put(path, { expectedTeachingShare: 50, reason: 'Buyout', version: 0 })).status,
    ).toBe(403);
    const saved = await manager.put(path, { expectedTeachingShare: 50, reason: 'Course buyout', version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      expectedTeachingShare: 50,
      expectedTeachingShareSource: 'adjusted',
      adjustmentReason: 'Course buyout',
      version: 1,
    });
    const events = await store.readStream(`instructorEffort-${ids.faculty2}-${ids.A}`);
    expect(events.events.map((event) => event.type)).toEqual(['ExpectedTeachingShareSet']);
    const stale = await manager.put(path, { expectedTeachingShare: 40, reason: 'Again', version: 0 });
    expect(stale.status).toBe(409);
    expect((await contributor.get(path)).body.expectedTeachingShare).toBe(50);
    const ops = await session('academicOpsAdmin');
    const fullTime = (await ops.get(`/api/instructors/${ids.faculty2}?AcademicPeriodId=${ids.B}`)).body
      .pointsRequired;
    const spring = (await ops.get(`/api/instructors/${ids.faculty2}?AcademicPeriodId=${ids.A}`)).body;
    expect(spring.pointsRequired).toBe(Math.round(50 * fullTime) / 100);
    // History's difference lists the move with who made it and why (DESIGN §19)
    const difference = await ops.get(
      `/api/history/difference?periodId=${ids.A}&from=${beforeAdjusting.toISOString()}&to=${new Date().toISOString()}`,
    );
    expect(difference.status).toBe(200);
    expect(difference.body.requiredPoints).toEqual([
      {
        id: ids.faculty2,
        name: spring.name,
        before: row.pointsRequired,
        after: spring.pointsRequired,
        sourceBefore: 'effort',
        sourceAfter: 'effort',
        why: [expect.stringMatching(/^Expected teaching share set to 50% \(.+\): Course buyout$/)],
      },
    ]);
    // Explain lists each change that set them, with the required points before -> after it
    const explained = (await ops.get(`/api/history/explain/instructors/${ids.faculty2}?periodId=${ids.A}`))
      .body;
    const summaries = explained.required.changes.map((change: { summary: string }) => change.summary);
    expect(summaries.filter((text: string) => text.startsWith('effort import'))).toHaveLength(2);
    expect(summaries.at(-1)).toBe(
      `expected teaching share set to 50%: Course buyout (required ${row.pointsRequired} -> ${spring.pointsRequired})`,
    );
  });

  it('previews a rule change as exactly the move that saving it makes', async () => {
    const change = {
      kind: 'save',
      rule: { sequence: 5, costCenter: 'EFT-Z999', EffortCategoryId: ids.R },
    };
    const preview = await manager.post('/api/effortRules/preview', { change, AcademicPeriodId: ids.A });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ rowsAffected: 1, amountMoved: 50 });
    expect(preview.body.moves).toEqual([
      expect.objectContaining({
        UserId: null,
        EmployeeId: 'EFT-X9',
        fromCategoryId: null,
        toCategoryId: ids.R,
        amount: 50,
      }),
    ]);
    const deletion = await manager.post('/api/effortRules/preview', {
      change: { kind: 'delete', id: ids.R1 },
      AcademicPeriodId: ids.A,
    });
    const byUser = Object.fromEntries(deletion.body.moves.map((m: any) => [m.UserId, m.amount]));
    expect(byUser).toEqual({ [ids.faculty2!]: 640, [ids.faculty4!]: 800 });
    // a change that moves effort between non-teaching categories moves nobody's required points; nor does
    // one that moves faculty2's teaching now that an effortManager set their share (the adjustment stands)
    expect(preview.body.requiredPoints).toEqual([]);
    expect((await effortOf('faculty2', 'A')).expectedTeachingShareSource).toBe('adjusted');
    expect(deletion.body.requiredPoints).toEqual([]);

    const before = await overview('A');
    await createdRecord(manager, 'effortRules', change.rule);
    await expect
      .poll(async () => amountOf(await overview('A'), 'EFT Research'))
      .toBe(amountOf(before, 'EFT Research') + 50);
    expect(amountOf(await overview('A'), 'Unclassified')).toBe(0);
    const contributor = await session('effortContributor');
    expect((await contributor.post('/api/effortRules/preview', { change })).status).toBe(403);
  });

  it('lists positions and charts one over its pay periods with imports and rule changes marked', async () => {
    const positions = await manager.get(`/api/effortPositions${listQuery({ filter: { q: 'EFT-P' } })}`);
    const third = positions.body.find((p: any) => p.id === 'EFT-P3');
    expect(third.people).toEqual([{ UserId: ids.faculty4, name: expect.any(String) }]);
    const timeline = (await manager.get('/api/effortPositions/EFT-P2/timeline')).body;
    expect(timeline.payPeriods.map((p: any) => [p.code, p.amounts])).toEqual([
      ['EFT-PP1', { [ids.T!]: 500, [ids.R!]: 500 }],
      ['EFT-PP2', { [ids.T!]: 300 }],
    ]);
    expect(timeline.holders).toMatchObject([
      { UserId: ids.faculty2, EmployeeId: 'EFT-E2', source: 'employeeId' },
    ]);
    expect(timeline.markers.filter((m: any) => m.kind === 'import')).toHaveLength(2);
    expect(timeline.markers.some((m: any) => m.kind === 'rule')).toBe(true);
  });

  it('shows faculty their own effort and teaching only', async () => {
    const own = await session('faculty2');
    const mine = (await own.get('/api/myEffort')).body;
    const probed = mine.payPeriods.filter((p: any) => p.code.startsWith('EFT-'));
    expect(probed.map((p: any) => [p.code, p.total])).toEqual([
      ['EFT-PP1', 1000],
      ['EFT-PP2', 300],
    ]);
    expect(mine.positions).toContainEqual({ PositionId: 'EFT-P2', PositionTitle: 'Effort Probe' });
    const teaching = (await own.get('/api/myTeaching')).body.periods;
    expect(teaching.find((p: any) => p.AcademicPeriodId === ids.A)).toMatchObject({
      expectedTeachingShare: 50,
      expectedTeachingShareSource: 'adjusted',
    });
    const other = await session('faculty3');
    const others = (await other.get('/api/myEffort')).body;
    expect(others.payPeriods.filter((p: any) => p.code.startsWith('EFT-'))).toEqual([]);
    expect(others.positions.map((p: any) => p.PositionId)).not.toContain('EFT-P2');
    expect((await other.get('/api/effortOverview')).status).toBe(403);
    expect((await other.get('/api/instructorEfforts')).status).toBe(403);
  });

  it('refuses roles without effort rights', async () => {
    const scheduler = await session('sectionScheduler');
    for (const path of [
      '/api/effortOverview',
      '/api/instructorEfforts',
      '/api/effortUnclassified',
      '/api/effortPositions',
      '/api/effortPositions/EFT-P2/timeline',
      '/api/myEffort',
      '/api/myTeaching',
    ])
      expect((await scheduler.get(path)).status, path).toBe(403);
    expect((await manager.get('/api/myEffort')).status).toBe(403);
  });
});

describe('effort reads without aemEnabled', () => {
  it('answers 403 to everyone', async () => {
    const off = await sharedTestServer();
    const client = (username: string) => new ApiClient(off.url).signIn(username);
    const offManager = await client('effortManager');
    for (const path of [
      '/api/effortOverview',
      '/api/instructorEfforts',
      '/api/effortUnclassified',
      '/api/effortPositions',
    ])
      expect((await offManager.get(path)).status, path).toBe(403);
    expect(
      (await offManager.post('/api/effortRules/preview', { change: { kind: 'delete', id: randomUUID() } }))
        .status,
    ).toBe(403);
    expect((await (await client('faculty2')).get('/api/myTeaching')).status).toBe(403);
  });
});
