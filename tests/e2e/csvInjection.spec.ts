import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financeClient } from '../support/assignments.js';
import { completedDataExport } from '../support/dataExports.js';
import { ApiClient, listQuery, startTestServer, type TestServer } from '../support/index.js';

/**
 * Issue 35 item 3: text a spreadsheet would read as a formula (=, +, -, @, a leading tab or CR) comes out
 * of every CSV as text: a single quote first, the cell quoted (OWASP). Numbers stay numbers, negative
 * ones too. One writer makes every CSV (services/domain csvText.ts): report exports, the instructor cost
 * download, the data export's files; the web's list exports use it as well.
 */
let app: TestServer;
let admin: ApiClient;
let ops: ApiClient;

/** As sent; a name is stored trimmed, so a leading tab or CR is only in the unit spec (csvText.unit.spec.ts). */
const sent = ['=HYPERLINK("http://x","y")', '+1', '-cmd', '@SUM(1)', '-1+1', '=1+2', '\tx', '\rx'];
/** The names as stored, those that start a formula. */
const dangerous: string[] = [];
const formulaStart = /^[=+\-@\t\r]/;
const plainDecimal = /^-?\d+(?:\.\d+)?$/;

const cellsOf = (text: string): string[][] =>
  parse(text.replace(/^\uFEFF/, ''), { relaxColumnCount: true }) as string[][];

/** No cell of the file would start a formula, and each dangerous value is there as text (`'` first). */
function expectNeutralised(text: string, expected: string[]) {
  const cells = cellsOf(text).flat();
  const live = cells.filter((cell) => formulaStart.test(cell) && !plainDecimal.test(cell));
  expect(live).toEqual([]);
  for (const value of expected) expect(cells).toContain(`'${value}`);
}

const download = async (client: ApiClient, path: string) => {
  const answer = await client.get(path);
  expect(answer.status, String(answer.body).slice(0, 300)).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/text\/csv/);
  return String(answer.body);
};

let uncoveredSection: { id: string; version: number };

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_csv_injection', env: { FEATURE_FLAGS: 'exportsEnabled' } });
  [admin, ops] = await Promise.all(
    ['admin', 'academicOpsAdmin'].map((name) => new ApiClient(app.url).signIn(name)),
  );
  for (const [index, name] of sent.entries()) {
    const created = await ops.post('/api/courses', { courseNumber: `CSV ${index}`, name });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    if (formulaStart.test(created.body.name)) dangerous.push(created.body.name);
  }
  expect(dangerous).toHaveLength(6);
  // an uncovered section of 3.5 points has a variance of -3.5: a negative number in the exports
  const [section] = (
    await ops.get(`/api/sections${listQuery({ filter: { coverageStatus: 'uncovered' }, take: 1 })}`)
  ).body;
  const updated = await ops.put(`/api/sections/${section.id}`, {
    points: 3.5,
    notes: '-cmd',
    version: section.version,
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  uncoveredSection = updated.body;
  const [type] = (await admin.get(`/api/instructorTypes${listQuery({ take: 1 })}`)).body;
  const renamed = await admin.put(`/api/instructorTypes/${type.id}`, {
    name: '=HYPERLINK("http://x","y")',
    version: type.version,
  });
  expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
}, 180_000);
afterAll(async () => app?.stop());

describe('no CSV can attack a spreadsheet', () => {
  it('report exports (a saved or ad hoc report of any type)', async () => {
    expectNeutralised(
      await download(admin, '/api/reports/types/CoursesBuilder/export?format=csv'),
      dangerous,
    );
    const sections = await download(admin, '/api/reports/types/SectionsBuilder/export?format=csv');
    expectNeutralised(sections, ['-cmd']);
    // the variance stays the number -3.5, unquoted
    const row = cellsOf(sections).find((cells) => cells.includes("'-cmd"))!;
    expect(row).toContain('-3.5');
    expect(sections).toMatch(/,-3\.5,/);
  });

  it('the instructor cost download', async () => {
    const finance = await financeClient(app);
    const text = await download(finance, '/api/instructorCosts/export?format=csv');
    expectNeutralised(text, ['=HYPERLINK("http://x","y")']);
  });

  it("the data export's files, resources and reports alike", async () => {
    const { zip } = await completedDataExport(app, admin);
    const file = (name: string) => zip.file(name)!.async('string');
    expectNeutralised(await file('courses.csv'), dangerous);
    expectNeutralised(await file('reports/CoursesBuilder.csv'), dangerous);
    const sections = await file('sections.csv');
    expectNeutralised(sections, ['-cmd']);
    const row = cellsOf(sections).find((cells) => cells[0] === uncoveredSection.id)!;
    expect(row).toContain('-3.5');
    for (const name of Object.keys(zip.files).filter((name) => name.endsWith('.csv')))
      expectNeutralised(await file(name), []);
  }, 180_000);
});
