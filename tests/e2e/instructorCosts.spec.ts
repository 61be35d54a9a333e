import { beforeAll, describe, expect, it } from 'vitest';
import { assign, financeClient, newFaculty } from '../support/assignments.js';
import { ApiClient, type ApiResponse, createdRecord, listQuery } from '../support/index.js';
import { newOffering, newSection, type Planning, setUpPlanning } from '../support/planning.js';
import { sharedTestServer } from '../support/sharedTestServer.js';
import type { TestServer } from '../support/testServer.js';

/*
 * Issue 22 item 1 over HTTP: the Instructor Cost Matrix's rates and costs. Only those who manage
 * FinancialData (spec §6: financialReportingUser) reach them; bad cells are 400s naming the cell's field and
 * append nothing; two edits of one cell conflict (409, 412 under If-Match); copying the previous period's
 * rates asks before replacing; the costs follow an assignment; the cost report exports.
 */

let app: TestServer;
let finance: ApiClient;
let ops: ApiClient;
let typeIds: string[];
let rankIds: string[];
let sequence = 0;

const matrixPath = (periodId: string) => `/api/instructorRateMatrices/${periodId}`;

/** A period of its own, far from the demo's, starting in `year`. */
async function newPeriod(year: number) {
  return createdRecord(ops, 'academicPeriods', {
    name: `Cost ${year} ${Date.now() % 100_000}-${++sequence}`,
    startDate: `${year}-08-15`,
    endDate: `${year + 1}-05-31`,
  });
}

const cell = (
  i: number,
  j: number,
  costPerPoint: number | null,
  overloadRate: number | null,
  version = 0,
) => ({
  InstructorTypeId: typeIds[i]!,
  RankId: rankIds[j]!,
  costPerPoint,
  overloadRate,
  version,
});

function expectFieldError(answer: ApiResponse, field: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.errors, JSON.stringify(answer.body)).toHaveProperty([field]);
  return answer.body.errors[field] as string;
}

beforeAll(async () => {
  app = await sharedTestServer();
  [finance, ops] = await Promise.all([financeClient(app), new ApiClient(app.url).signIn('academicOpsAdmin')]);
  const ids = async (resource: string) =>
    (
      (await ops.get(`/api/${resource}${listQuery({ take: 10, sort: [['name', 'ASC']] })}`)).body as {
        id: string;
      }[]
    ).map((row) => row.id);
  [typeIds, rankIds] = await Promise.all([ids('instructorTypes'), ids('ranks')]);
  expect(typeIds.length).toBeGreaterThan(1);
  expect(rankIds.length).toBeGreaterThan(1);
}, 120_000);

describe('access', () => {
  it('refuses every role without FinancialData, and anonymous callers', async () => {
    const period = await newPeriod(2071);
    const paths = [
      ['GET', matrixPath(period.id)],
      ['PUT', matrixPath(period.id)],
      ['POST', `${matrixPath(period.id)}/copyPrevious`],
      ['GET', '/api/instructorCosts'],
      ['GET', '/api/instructorCosts/export'],
    ] as const;
    for (const role of ['admin', 'academicOpsAdmin', 'reportingUser', 'businessOfficeAdmin']) {
      const client = await new ApiClient(app.url).signIn(role);
      for (const [method, path] of paths) {
        const answer = await client.request(
          method,
          path,
          method === 'GET' ? undefined : { rates: [cell(0, 0, 1, 1)] },
        );
        expect([role, method, path, answer.status]).toEqual([role, method, path, 403]);
      }
    }
    const anonymous = new ApiClient(app.url);
    expect((await anonymous.get(matrixPath(period.id))).status).toBe(401);
    expect((await finance.get(matrixPath(period.id))).status).toBe(200);
  });
});

describe('rate matrix', () => {
  it('answers an empty matrix with the value lists as its rows and columns', async () => {
    const period = await newPeriod(2072);
    const answer = await finance.get(matrixPath(period.id));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBe('"0"');
    expect(answer.body).toMatchObject({ AcademicPeriodId: period.id, version: 0, rates: [] });
    expect(answer.body.instructorTypes.map((row: { id: string }) => row.id)).toEqual(
      expect.arrayContaining(typeIds),
    );
    expect(answer.body.ranks.map((row: { id: string }) => row.id)).toEqual(expect.arrayContaining(rankIds));
  });

  it('sets a batch of cells and clears one', async () => {
    const period = await newPeriod(2073);
    const set = await finance.put(matrixPath(period.id), {
      rates: [cell(0, 0, 1200, 900), cell(1, 1, 800.5, 800.5)],
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.version).toBe(1);
    expect(set.body.rates).toHaveLength(2);
    expect(set.body.rates).toEqual(
      expect.arrayContaining([expect.objectContaining({ ...cell(1, 1, 800.5, 800.5), version: 1 })]),
    );
    const cleared = await finance.put(matrixPath(period.id), { rates: [cell(1, 1, null, null, 1)] });
    expect(cleared.status).toBe(200);
    expect(cleared.body.rates.map((rate: { RankId: string }) => rate.RankId)).toEqual([rankIds[0]]);
  });

  it('refuses bad cells with the field and the reason, appending nothing', async () => {
    const period = await newPeriod(2074);
    const put = (rates: unknown[]) => finance.put(matrixPath(period.id), { rates });
    expect(expectFieldError(await put([cell(0, 0, 10, 5), cell(0, 1, -1, 5)]), 'rates.1.costPerPoint')).toBe(
      'Must be 0 or more',
    );
    expect(expectFieldError(await put([cell(0, 0, 10.125, 5)]), 'rates.0.costPerPoint')).toBe(
      'At most 2 decimals',
    );
    expectFieldError(await put([cell(0, 0, 10, null)]), 'rates.0.overloadRate');
    expectFieldError(
      await put([{ ...cell(0, 0, 10, 5), InstructorTypeId: rankIds[0] }]),
      'rates.0.InstructorTypeId',
    );
    expectFieldError(await put([cell(0, 0, 10, 5), cell(0, 0, 11, 5)]), 'rates.1');
    expectFieldError(await put([]), 'rates');
    expectFieldError(await put([{ ...cell(0, 0, 10, 5), costPerPoint: 'ten' }]), 'rates.0.costPerPoint');
    expectFieldError(
      await finance.put(matrixPath(period.id), { rates: [cell(0, 0, 1, 1)], extra: 1 }),
      'extra',
    );
    expect(
      (await finance.put(matrixPath('0190b000-0000-7000-8000-00000000dead'), { rates: [cell(0, 0, 1, 1)] }))
        .status,
    ).toBe(404);
    expect((await finance.get(matrixPath(period.id))).body).toMatchObject({ version: 0, rates: [] });
  });

  it('lets two people edit different cells, and refuses the second edit of one cell (409; 412 under If-Match)', async () => {
    const period = await newPeriod(2075);
    const other = await new ApiClient(app.url).signIn('financialReportingUser');
    const seen = (await finance.get(matrixPath(period.id))).body;
    expect((await finance.put(matrixPath(period.id), { rates: [cell(0, 0, 100, 50, 0)] })).status).toBe(200);
    // the other user saw the matrix before: their new rate for the same cell conflicts
    const conflict = await other.put(matrixPath(period.id), { rates: [cell(0, 0, 120, 50, 0)] });
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toMatch(/changed by someone else/);
    // another cell edited on the version they saw goes through
    expect((await other.put(matrixPath(period.id), { rates: [cell(1, 0, 90, 45, 0)] })).status).toBe(200);
    // under If-Match the whole matrix must be as they saw it
    const stale = await other.put(
      matrixPath(period.id),
      { rates: [cell(1, 1, 70, 40, 0)] },
      { 'If-Match': `"${seen.version}"` },
    );
    expect(stale.status).toBe(412);
    const now = await finance.get(matrixPath(period.id));
    expect(
      now.body.rates.find(
        (rate: { RankId: string; InstructorTypeId: string }) =>
          rate.InstructorTypeId === typeIds[0] && rate.RankId === rankIds[0],
      ).costPerPoint,
    ).toBe(100);
    const fresh = await other.put(
      matrixPath(period.id),
      { rates: [cell(1, 1, 70, 40, 0)] },
      { 'If-Match': now.headers.get('etag')! },
    );
    expect(fresh.status).toBe(200);
  });

  it('keeps one rate per cell when two saves of it race: one succeeds, the other conflicts', async () => {
    const period = await newPeriod(2076);
    const other = await new ApiClient(app.url).signIn('financialReportingUser');
    const answers = await Promise.all(
      [finance, other, finance, other].map((client, n) =>
        client.put(matrixPath(period.id), { rates: [cell(0, 0, 100 + n, 50, 0)] }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const rates = (await finance.get(matrixPath(period.id))).body.rates;
    expect(rates).toHaveLength(1);
    expect(rates[0].version).toBe(1);
  });

  it('copies the previous period’s rates, asking before it replaces rates the period has', async () => {
    const earlier = await newPeriod(2080);
    const later = await newPeriod(2081);
    const copy = (confirm = false) =>
      finance.post(`${matrixPath(later.id)}/copyPrevious${confirm ? '?confirm=true' : ''}`, {});
    const nothing = await copy();
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toMatch(/no rates to copy/);
    await finance.put(matrixPath(earlier.id), { rates: [cell(0, 0, 1000, 600), cell(1, 0, 700, 700)] });
    const matrix = (await finance.get(matrixPath(later.id))).body;
    expect(matrix.previousPeriod).toEqual({ id: earlier.id, name: earlier.name, rateCount: 2 });
    const copied = await copy();
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(copied.body.CopiedFromAcademicPeriodId).toBe(earlier.id);
    const values = (
      rates: { InstructorTypeId: string; RankId: string; costPerPoint: number; overloadRate: number }[],
    ) =>
      rates
        .map(({ InstructorTypeId, RankId, costPerPoint, overloadRate }) => ({
          InstructorTypeId,
          RankId,
          costPerPoint,
          overloadRate,
        }))
        .sort((a, b) => `${a.InstructorTypeId}${a.RankId}`.localeCompare(`${b.InstructorTypeId}${b.RankId}`));
    expect(values(copied.body.rates)).toEqual(values((await finance.get(matrixPath(earlier.id))).body.rates));
    // this period has rates now: a copy asks first (409 with the warning), then replaces when confirmed
    await finance.put(matrixPath(later.id), { rates: [cell(1, 1, 5, 5)] });
    const asked = await copy();
    expect(asked.status).toBe(409);
    expect(asked.body.warnings).toEqual([expect.objectContaining({ kind: 'replacesRates' })]);
    const replaced = await copy(true);
    expect(replaced.status).toBe(200);
    expect(values(replaced.body.rates)).toEqual(
      values((await finance.get(matrixPath(earlier.id))).body.rates),
    );
  });
});

describe('costs', () => {
  let p: Planning;
  beforeAll(async () => {
    p = await setUpPlanning(app);
  }, 120_000);

  it('costs an instructor from the rates and follows an assignment added and removed', async () => {
    const { user } = await newFaculty(app, p, { pointsRequired: 4 });
    await createdRecord(ops, 'facultyProfiles', {
      UserId: user.id,
      InstructorTypeId: typeIds[0],
      RankId: rankIds[1],
    });
    const matrix = (await finance.get(matrixPath(p.period.id))).body;
    const existing = matrix.rates.find(
      (rate: { InstructorTypeId: string; RankId: string }) =>
        rate.InstructorTypeId === typeIds[0] && rate.RankId === rankIds[1],
    );
    const set = await finance.put(matrixPath(p.period.id), {
      rates: [cell(0, 1, 1000, 500, existing?.version ?? 0)],
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const { offering } = await newOffering(p, { points: 3 });
    const [first, second] = [
      await newSection(p, offering, { points: 3 }),
      await newSection(p, offering, { points: 3 }),
    ];
    await assign(p, first.id, user.id, { points: 3 });
    const costsNow = async () => {
      const answer = await finance.get(`/api/instructorCosts?AcademicPeriodId=${p.period.id}`);
      expect(answer.status).toBe(200);
      return {
        instructor: answer.body.instructors.find((row: { id: string }) => row.id === user.id),
        section: (id: string) => answer.body.sections.find((row: { id: string }) => row.id === id),
      };
    };
    let now = await costsNow();
    expect(now.instructor).toMatchObject({ pointsAssigned: 3, cost: 3000, status: 'under' });
    expect(now.section(first.id)).toMatchObject({ cost: 3000, unknownCount: 0 });
    const added = await assign(p, second.id, user.id, { points: 3 });
    now = await costsNow();
    expect(now.instructor).toMatchObject({ pointsAssigned: 6, cost: 4000 + 1000, status: 'overload' });
    expect(now.section(first.id)).toMatchObject({ cost: 2500 });
    expect(now.section(second.id)).toMatchObject({ cost: 2500 });
    expect((await p.ops.delete(`/api/teachingAssignments/${added.id}`)).status).toBe(200);
    now = await costsNow();
    expect(now.instructor).toMatchObject({ pointsAssigned: 3, cost: 3000, status: 'under' });
    expect(now.section(second.id)).toBeUndefined();
  });

  it('is a report in Reports for those who read Report and manage FinancialData, and no one else', async () => {
    const username = `costreader${Date.now() % 1_000_000}`;
    // the administrator makes the user (academic operations is refused these roles)
    const admin = await new ApiClient(app.url).signIn('admin');
    const made = await admin.post('/api/users', {
      username,
      firstName: 'Cost',
      lastName: 'Reader',
      Roles: ['reportingUser', 'financialReportingUser'],
    });
    expect([200, 201, 202], JSON.stringify(made.body)).toContain(made.status);
    const both = await new ApiClient(app.url).signIn(username);
    const reporting = await new ApiClient(app.url).signIn('reportingUser');
    const typesOf = async (client: ApiClient) =>
      ((await client.get('/api/reports/types')).body as { reportType: string }[]).map(
        (type) => type.reportType,
      );
    expect(await typesOf(both)).toContain('InstructorCostsBuilder');
    expect(await typesOf(reporting)).not.toContain('InstructorCostsBuilder');
    const state = encodeURIComponent(JSON.stringify({ pagination: { pageIndex: 0, pageSize: 1000 } }));
    const rowsPath = `/api/reports/types/InstructorCostsBuilder/rows?AcademicPeriodId=${p.period.id}&state=${state}`;
    const rows = await both.get(rowsPath);
    expect(rows.status).toBe(200);
    const costs = (await finance.get(`/api/instructorCosts?AcademicPeriodId=${p.period.id}`)).body;
    const byId = new Map(
      costs.instructors.map((row: { id: string; cost: number | null }) => [row.id, row.cost]),
    );
    expect(rows.body.rows.length).toBe(costs.instructors.length);
    for (const row of rows.body.rows as { id: string; cost: number | null }[])
      expect(row.cost).toBe(byId.get(row.id));
    expect((await reporting.get(rowsPath)).status).toBe(403);
  });

  it('exports the cost report as CSV and XLSX', async () => {
    const csv = await finance.get(`/api/instructorCosts/export?format=csv&AcademicPeriodId=${p.period.id}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(String(csv.body).split('\n')[0]).toContain('Cost per Point');
    const xlsx = await finance.get(`/api/instructorCosts/export?format=xlsx&AcademicPeriodId=${p.period.id}`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toMatch(/spreadsheetml/);
    expectFieldError(await finance.get('/api/instructorCosts/export?format=pdf'), 'format');
  });
});
