import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/index.js';
import { newOffering, newSection, type Planning, setUpPlanning, uniqueName } from '../support/planning.js';

/*
 * Issue 18 point 4: a report exported as CSV and XLSX holds the rows the grid shows for the same state, in
 * the same order, group columns first; CSV with a byte order mark, XLSX with a frozen header row.
 */

let app: TestServer;
let p: Planning;
let reporter: ApiClient;
const prefix = uniqueName('XPT').replace(/\s/g, '');

const shown = ['courseNumber', 'sectionNumber', 'Workgroup', 'points', 'enrollment', 'coverageStatus'];
let state: Record<string, unknown>;

/** A small RFC 4180 reader: quoted fields, doubled quotes, commas and newlines inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\n' && char !== '\r')) {
      cell += char;
    } else if (char === ',' || char === '\n') {
      row.push(cell);
      cell = '';
      if (char === '\n') {
        rows.push(row);
        row = [];
      }
    }
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

async function download(path: string) {
  const response = await fetch(`${app.url}${path}`, { headers: { cookie: reporter.cookie } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const query = () => `state=${encodeURIComponent(JSON.stringify(state))}`;

/** The grid's rows for the state, as the export should write them: group columns first, then the order. */
async function gridRows() {
  const page = await reporter.get(`/api/reports/types/SectionsBuilder/rows?${query()}`);
  expect(page.status).toBe(200);
  const order = ['Workgroup', ...shown.filter((id) => id !== 'Workgroup')];
  const kinds = Object.fromEntries(page.body.columns.map((column: any) => [column.id, column.kind]));
  const labels = order.map((id) => page.body.columns.find((column: any) => column.id === id).label as string);
  const rows = (page.body.rows as Record<string, unknown>[]).map((row) =>
    order.map((id) =>
      row[id] == null ? null : kinds[id] === 'number' || kinds[id] === 'integer' ? Number(row[id]) : row[id],
    ),
  );
  return { labels, rows };
}

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_report_exports' });
  p = await setUpPlanning(app);
  reporter = await new ApiClient(app.url).signIn('reportingUser');
  const workgroups = await Promise.all(
    [`Aérospatiale ${prefix}`, `Zoology, ${prefix}`].map(async (name) => {
      const created = await p.ops.post('/api/workgroups', { name });
      expect(created.status).toBe(201);
      return created.body;
    }),
  );
  for (const [index, workgroup] of [workgroups[1], workgroups[0], workgroups[1]].entries()) {
    const { offering } = await newOffering(p, {
      course: { courseNumber: `${prefix}-${3 - index}`, WorkgroupId: workgroup.id },
      points: 1.5 + index,
    });
    await newSection(p, offering, { enrollment: 10 * index });
  }
  const types = await reporter.get('/api/reports/types');
  const sections = types.body.find((type: any) => type.reportType === 'SectionsBuilder');
  state = {
    columnOrder: shown,
    columnVisibility: Object.fromEntries(
      sections.columns.map((column: any) => [column.id, shown.includes(column.id)]),
    ),
    sorting: [{ id: 'courseNumber', desc: true }],
    grouping: ['Workgroup'],
    columnFilters: [{ id: 'courseNumber', value: prefix }],
    pagination: { pageIndex: 0, pageSize: 100 },
  };
});

afterAll(() => app?.stop());

describe('report exports', () => {
  it('write CSV with a byte order mark, the grid’s rows in its order, group columns first', async () => {
    const expected = await gridRows();
    expect(expected.rows).toHaveLength(3);
    const { response, bytes } = await download(
      `/api/reports/types/SectionsBuilder/export?format=csv&${query()}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`attachment; filename="Sections-${new Date().toISOString().slice(0, 10)}\\.csv"`),
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual(expected.labels);
    expect(rows).toEqual(
      expected.rows.map((row) => row.map((value) => (value == null ? '' : String(value)))),
    );
    expect(rows.map((row) => row[0])).toEqual([
      `Aérospatiale ${prefix}`,
      `Zoology, ${prefix}`,
      `Zoology, ${prefix}`,
    ]);
  });

  it('write XLSX with typed cells and a frozen header row, the same rows as the grid', async () => {
    const expected = await gridRows();
    const { response, bytes } = await download(
      `/api/reports/types/SectionsBuilder/export?format=xlsx&${query()}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const values: unknown[][] = [];
    sheet.eachRow((row) =>
      values.push(expected.labels.map((_label, index) => row.getCell(index + 1).value ?? null)),
    );
    const [header, ...rows] = values;
    expect(header).toEqual(expected.labels);
    expect(rows).toEqual(expected.rows);
    expect(typeof rows[0]![expected.labels.indexOf('Points')]).toBe('number');
  });

  it('refuse an unknown format naming format, and an unknown type naming type', async () => {
    const format = await reporter.get(`/api/reports/types/SectionsBuilder/export?format=pdf&${query()}`);
    expect(format.status).toBe(400);
    expect(JSON.stringify(format.body)).toContain('format');
    const type = await reporter.get(`/api/reports/types/NoSuchBuilder/export?format=csv`);
    expect(type.status).toBe(400);
    expect(JSON.stringify(type.body)).toContain('type');
  });
});
