import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer, testRedisUrl } from '../support/index.js';
import { effortCsv, type EffortFileRow, effortXlsx } from '../support/effortFiles.js';
import { openSocket } from '../support/socketProbe.js';

/*
 * Import Effort (DESIGN §14) end to end: the dry run, the job with its progress on the starter's socket,
 * the rows in the read model, the same file twice, replace versus append, and the bad files of the issue.
 */

let app: TestServer;
let manager: ApiClient;
let contributor: ApiClient;
let ops: ApiClient;

const payPeriods = [
  { code: 'T-2070-01', startDate: '2070-01-01', endDate: '2070-01-31' },
  { code: 'T-2070-02', startDate: '2070-02-01', endDate: '2070-02-28' },
];
const row = (overrides: EffortFileRow = {}): EffortFileRow => ({
  EmployeeId: 'E-1',
  PositionId: 'P-1',
  PositionTitle: 'Professor',
  PayPeriod: 'T-2070-01',
  CostCenter: '10-4410-200',
  EarnCode: 'REG',
  Amount: 1000,
  Percent: 50,
  FTE: 1,
  ...overrides,
});

const dryRun = (client: ApiClient, body: string | Buffer, fileName = 'payroll.csv', type = 'text/csv') =>
  fetch(`${app.url}/api/effortImports/dryRun`, {
    method: 'POST',
    headers: { cookie: client.cookie, 'content-type': type, 'x-file-name': encodeURIComponent(fileName) },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  }).then(async (response) => ({ status: response.status, body: await response.json() }));

const importRows = (rows: readonly { PositionId: string; PayPeriodId: string; Amount: number }[]) => rows;

async function waitForImport(id: string) {
  for (let i = 0; i < 200; i++) {
    const { body } = await manager.get(`/api/effortImports/${id}`);
    if (body?.status === 'completed' || body?.status === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the import did not finish');
}

async function imported(csv: string, mode: 'replace' | 'append', fileName = 'payroll.csv') {
  const dry = await dryRun(manager, csv, fileName);
  expect(dry.status).toBe(200);
  const started = await manager.post('/api/effortImports', { uploadId: dry.body.uploadId, mode, fileName });
  expect([200, 202]).toContain(started.status);
  return { dry: dry.body, started: started.body, row: await waitForImport(started.body.id) };
}

const actualsOf = async (importId: string) =>
  importRows(
    await app.database.db
      .selectFrom('effortActuals')
      .select(['PositionId', 'PayPeriodId', 'Amount'])
      .where('ImportId', '=', importId)
      .orderBy('line')
      .execute(),
  );

beforeAll(async () => {
  const redis = testRedisUrl();
  app = await startTestServer({
    label: 'e2e_effort_import',
    env: { FEATURE_FLAGS: 'aemEnabled,aemEnabledFaculty', ...(redis ? { REDIS_URL: redis } : {}) },
  });
  [manager, contributor, ops] = await Promise.all(
    ['effortManager', 'effortContributor', 'academicOpsAdmin'].map((name) =>
      new ApiClient(app.url).signIn(name),
    ),
  );
  for (const period of payPeriods) {
    const created = await manager.post('/api/effortPayPeriods', period);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
}, 120_000);
afterAll(() => app?.stop());

describe('the dry run', () => {
  it('summarises a file and lists its problems by line and column, recording nothing', async () => {
    const csv = effortCsv([
      row(),
      row({ PositionId: 'P-2', EmployeeId: 'E-2', Amount: 'lots' }),
      row({ PositionId: 'P-3', PayPeriod: 'NOPE' }),
      row({ PositionId: 'P-4', Percent: 70 }),
      row({ PositionId: 'P-4', Percent: 40, EarnCode: 'SUP' }),
    ]);
    const before = (await manager.get('/api/effortImports')).headers.get('x-total-count');
    const { status, body } = await dryRun(manager, csv);
    expect(status).toBe(200);
    expect(body).toMatchObject({ format: 'csv', rowCount: 5, validRowCount: 1, people: 1, positions: 1 });
    expect(body.payPeriods).toEqual([expect.objectContaining({ code: 'T-2070-01', rows: 1 })]);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 3, column: 'Amount', message: 'Not a number' }),
        expect.objectContaining({ line: 4, column: 'PayPeriod', value: 'NOPE' }),
        expect.objectContaining({ line: 5, column: 'Percent', message: expect.stringContaining('110%') }),
        expect.objectContaining({ line: 6, column: 'Percent' }),
      ]),
    );
    const after = (await manager.get('/api/effortImports')).headers.get('x-total-count');
    expect(after).toBe(before);
  });

  it('refuses a file that is not CSV or XLSX, a missing header and an oversized body', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const notCsv = await dryRun(manager, png, 'payroll.csv');
    expect(notCsv.status).toBe(400);
    expect(notCsv.body.message).toMatch(/CSV|XLSX/);
    const noHeader = await dryRun(manager, 'EmployeeId,PositionId\nE-1,P-1\n');
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.errors[0]).toMatchObject({ line: 1 });
    expect(noHeader.body.message).toMatch(/CostCenter/);
    const huge = await dryRun(manager, Buffer.alloc(50 * 1024 * 1024, 'a'));
    expect(huge.status).toBe(413);
  });

  it('is refused to those who may not import (the access matrix covers aemEnabled off)', async () => {
    expect((await dryRun(contributor, effortCsv([row()]))).status).toBe(403);
    expect((await dryRun(ops, effortCsv([row()]))).status).toBe(403);
  });
});

describe('an import', () => {
  it('runs as a job with progress on the socket and records every valid row', async () => {
    const socket = await openSocket(app.url, { cookie: manager.cookie });
    const rows = Array.from({ length: 2500 }, (_, i) =>
      row({ PositionId: `P-${i}`, EmployeeId: `E-${i % 40}`, PayPeriod: payPeriods[i % 2]!.code }),
    );
    const { started, row: done } = await imported(effortCsv(rows), 'append', 'big.csv');
    expect(done).toMatchObject({
      status: 'completed',
      rowCount: 2500,
      recordedCount: 2500,
      fileName: 'big.csv',
    });
    expect(done.peopleCount).toBe(40);
    const progress = await socket.finished(started.id);
    socket.close();
    expect(progress.at(-1)).toMatchObject({ state: 'completed', progress: 100, queue: 'effortImport' });
    expect(progress.at(-1).result).toMatchObject({ rowCount: 2500, batches: 3 });
    expect(await actualsOf(started.id)).toHaveLength(2500);
  });

  it('changes nothing when the same file comes again', async () => {
    const csv = effortCsv([row({ PositionId: 'SAME-1' })]);
    const first = await imported(csv, 'append');
    const again = await manager.post('/api/effortImports', { uploadId: first.dry.uploadId, mode: 'append' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.started.id, alreadyImported: true });
    expect((await dryRun(manager, csv)).body.alreadyImported).toMatchObject({ id: first.started.id });
  });

  it('reads an XLSX file like the same CSV', async () => {
    const rows = [row({ PositionId: 'X-1' }), row({ PositionId: 'X-2', Amount: 250.5 })];
    const xlsx = await effortXlsx(rows);
    const { status, body } = await dryRun(
      manager,
      xlsx,
      'payroll.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ format: 'xlsx', validRowCount: 2, errorCount: 0 });
  });

  it('refuses a file with errors unless the rows with errors are to be skipped', async () => {
    const csv = effortCsv([row({ PositionId: 'SKIP-1' }), row({ PositionId: 'SKIP-2', Amount: 'x' })]);
    const dry = await dryRun(manager, csv);
    const refused = await manager.post('/api/effortImports', { uploadId: dry.body.uploadId, mode: 'append' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('skipInvalidRows');
    const started = await manager.post('/api/effortImports', {
      uploadId: dry.body.uploadId,
      mode: 'append',
      skipInvalidRows: true,
    });
    expect(started.status).toBe(202);
    const done = await waitForImport(started.body.id);
    expect(done).toMatchObject({ status: 'completed', rowCount: 1, skippedCount: 1 });
  });

  it('refuses bad bodies with the field and the reason', async () => {
    const unknown = await manager.post('/api/effortImports', { uploadId: 'f'.repeat(64), mode: 'replace' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('uploadId');
    const badMode = await manager.post('/api/effortImports', { uploadId: 'f'.repeat(64), mode: 'merge' });
    expect(badMode.status).toBe(400);
    expect(badMode.body.errors).toHaveProperty('mode');
  });

  it('serves the template files', async () => {
    const csv = await manager.get('/api/effortImports/template.csv');
    expect(csv.status).toBe(200);
    expect(String(csv.body).split('\n')[0]).toContain('EmployeeId');
    const xlsx = await fetch(`${app.url}/api/effortImports/template.xlsx`, {
      headers: { cookie: manager.cookie },
    });
    expect(xlsx.status).toBe(200);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});
