import { readFileSync } from 'node:fs';
import { effortTemplateColumns } from '@tams/workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  type AppProcess,
  createTestDatabase,
  startAppProcess,
  type TestDatabase,
} from '../support/index.js';
import { bigCsv, bigXlsx, xlsxBomb } from '../support/bigTableFiles.js';
import { demoTemplate } from '../support/demoTemplate.js';
import { worstAppInfoWait } from '../support/stallProbe.js';

// Issue 35, item 2: large uploads to the dry runs are read and planned in a thread of their own, a few at
// a time, so GET /api/app-info, asked every 50 ms meanwhile, is answered as quickly as ever; beyond the few
// that may wait, 503 with Retry-After; a zip bomb or a file over the row cap is refused with a 400 naming the file.
/**
 * 100 ms is the goal, met on a quiet 2-core machine: 26-51 ms in three runs, where the plan of a 40k-row
 * registrar file made on the event loop gave 305-463 ms (STALL_BOUND_MS=100 checks it). The default is
 * looser, as for the other stall vectors: a machine shared with other test runs delays a probe by itself.
 */
const worstWaitBoundMs = Number(process.env.STALL_BOUND_MS ?? 1_000);

const effortHeader = [...effortTemplateColumns];
const effortRow = (index: number) => [
  `E${index % 5000}`,
  `P${index}`,
  'Professor',
  'T-2070-01',
  '10-4410-200',
  'REG',
  '1000.50',
  '50',
  '1',
];
const courseHeader = ['Course Number', 'Name', 'Section Max Students', 'Workgroup', 'Active'];
const courseRow = (index: number) => [
  `UPL ${index}`,
  `Uploaded course ${index}`,
  '30',
  'No such workgroup',
  'yes',
];

let database: TestDatabase;
let app: AppProcess;
let manager: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  database = await createTestDatabase('fault_upload_stall', [], { template: await demoTemplate() });
  app = await startAppProcess(database.url, 'all', {
    FEATURE_FLAGS: 'aemEnabled,aemEnabledFaculty,dataServicesEnabled',
  });
  [manager, admin] = await Promise.all([
    new ApiClient(app.url!).signIn('effortManager'),
    new ApiClient(app.url!).signIn('admin'),
  ]);
}, 180_000);
afterAll(async () => {
  await app?.stop('SIGKILL');
  await database?.drop();
});

interface Upload {
  path: string;
  client: () => ApiClient;
  body: Buffer;
  fileName: string;
}
const effortUpload = (body: Buffer, fileName: string): Upload => ({
  path: '/api/effortImports/dryRun',
  client: () => manager,
  body,
  fileName,
});
const coursesUpload = (body: Buffer, fileName: string): Upload => ({
  path: '/api/dataServices/imports/courses/dryRun',
  client: () => admin,
  body,
  fileName,
});

async function send({ path, client, body, fileName }: Upload) {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { cookie: client().cookie, 'content-type': 'application/octet-stream', 'x-file-name': fileName },
    body: new Uint8Array(body),
    signal: AbortSignal.timeout(240_000),
  });
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text, fileName };
}

/** The app process's resident memory (its heap and its threads'), in MB. */
const residentMb = () => {
  const status = readFileSync(`/proc/${app.child.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
};

describe('large uploads stall no other request (issue 35)', () => {
  it('seven large files posted at once to the dry runs: two read at a time, four wait, one is refused with 503', async () => {
    const started = performance.now();
    const effortXlsx = bigXlsx(effortHeader, 60_000, effortRow);
    const overCapCsv = Buffer.from(bigCsv(effortHeader, 110_000, effortRow));
    const coursesCsv = Buffer.from(bigCsv(courseHeader, 40_000, courseRow));
    const generatedS = Math.round((performance.now() - started) / 1000);
    const uploads = [
      effortUpload(effortXlsx, 'payroll-60k.xlsx'),
      effortUpload(overCapCsv, 'payroll-110k.csv'),
      coursesUpload(coursesCsv, 'courses-40k.csv'),
      effortUpload(effortXlsx, 'payroll-60k-again.xlsx'),
      coursesUpload(coursesCsv, 'courses-40k-again.csv'),
      effortUpload(overCapCsv, 'payroll-110k-again.csv'),
      effortUpload(effortXlsx, 'payroll-60k-third.xlsx'),
    ];
    const before = residentMb();
    let answers: Awaited<ReturnType<typeof send>>[] = [];
    const attackStarted = performance.now();
    const worstWaitMs = await worstAppInfoWait(app.url!, {}, async () => {
      answers = await Promise.all(uploads.map(send));
    });
    const figures = {
      generatedS,
      uploadsS: Math.round((performance.now() - attackStarted) / 1000),
      worstWaitMs: Math.round(worstWaitMs),
      residentMbBefore: before,
      residentMbAfter: residentMb(),
      answers: answers.map(({ fileName, status }) => `${fileName}: ${status}`),
    };
    console.log(JSON.stringify(figures, null, 1));
    expect(worstWaitMs).toBeLessThan(worstWaitBoundMs);
    const byName = new Map(answers.map((answer) => [answer.fileName, answer]));
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy.every((answer) => Number(answer.retryAfter) > 0)).toBe(true);
    const first = byName.get('payroll-60k.xlsx')!;
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toMatchObject({ rowCount: 60_000, format: 'xlsx' });
    const overCap = byName.get('payroll-110k.csv')!;
    expect(overCap.status).toBe(400);
    expect(JSON.parse(overCap.text).message).toMatch(/payroll-110k\.csv has more than 100,000 rows/);
    expect(JSON.parse(byName.get('courses-40k.csv')!.text)).toMatchObject({
      rows: 40_000,
      errorCount: 40_000,
      invalidRowCount: 40_000,
    });
    // the first 500 errors are listed, all are counted (a 4 MB answer took 120 ms to write)
    expect(JSON.parse(byName.get('courses-40k.csv')!.text).errors).toHaveLength(500);
  }, 600_000);

  it('a zip bomb is refused with a 400 naming the file, whether its directory tells its size or lies about it', async () => {
    const bomb = xlsxBomb(effortHeader, effortRow(1), 1024);
    const liar = xlsxBomb(effortHeader, effortRow(1), 200, true);
    let answers: Awaited<ReturnType<typeof send>>[] = [];
    const worstWaitMs = await worstAppInfoWait(app.url!, {}, async () => {
      answers = [await send(effortUpload(bomb, 'bomb.xlsx')), await send(effortUpload(liar, 'liar.xlsx'))];
    });
    console.log(
      JSON.stringify(
        { bombMb: Math.round(bomb.length / 2 ** 20), worstWaitMs: Math.round(worstWaitMs), answers },
        null,
        1,
      ),
    );
    const [told, lying] = answers;
    expect(told!.status).toBe(400);
    expect(JSON.parse(told!.text).message).toMatch(
      /bomb\.xlsx cannot be read as an Excel workbook: it unzips to 10\d\d MB/,
    );
    expect(lying!.status).toBe(400);
    expect(JSON.parse(lying!.text).message).toMatch(/liar\.xlsx has more than 100,000 rows/);
    expect(worstWaitMs).toBeLessThan(worstWaitBoundMs);
  }, 300_000);
});
