import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeViolations, runAxe } from './axe.js';
import { apiJson, createUser, runId } from './uiRecords.js';
import { describeInBrowser, screenshotDir, UiSession, useUiSuite } from './uiSession.js';

/*
 * Issue 18's "Must show" flow: a reportingUser groups the sections by workgroup (counts and points subtotals
 * equal the server's for that grid state), saves the report, reloads it grouped, exports XLSX (the file's
 * header and rows equal the grid's columns and the API's rows); academicOpsAdmin publishes it as a custom
 * report and another reportingUser finds and opens it.
 */

interface Column {
  id: string;
  label: string;
  kind: string;
  aggregate?: 'sum';
}
interface ReportPage {
  columns: Column[];
  rows: Record<string, unknown>[];
  total: number;
  groups: { depth: number; key: Record<string, unknown>; count: number; sums: Record<string, number> }[];
}
interface GridState {
  columnOrder: string[];
  columnVisibility: Record<string, boolean>;
  grouping: string[];
  pagination: { pageIndex: number; pageSize: number };
}

/** What the API answers for this grid state. */
const reportRows = (session: UiSession, state: GridState) =>
  apiJson<ReportPage>(
    session,
    'GET',
    `/api/reports/types/SectionsBuilder/rows?state=${encodeURIComponent(JSON.stringify(state))}`,
  );

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });
const points = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The state the page asked rows for, from a rows response's URL. */
const stateOf = (response: Response) =>
  JSON.parse(new URL(response.url()).searchParams.get('state')!) as GridState;

/**
 * The next rows answer of the grid grouped by Workgroup (and, when given, of a state `wanted` accepts: a
 * refetch of the state before may still be on its way when the next one is asked for).
 */
const groupedRows = (page: Page, wanted: (state: GridState) => boolean = () => true) =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/api/reports/types/SectionsBuilder/rows') &&
      stateOf(response).grouping.join() === 'Workgroup' &&
      wanted(stateOf(response)) &&
      response.ok(),
  );

/** The grid's group rows as the server's groups: the workgroup, its count, its points subtotal. */
async function groupRowsOf(page: Page) {
  const rows = page.getByTestId('report-group-row');
  const count = await rows.count();
  const shown: { name: string; count: number; points: string }[] = [];
  for (let index = 0; index < count; index++) {
    const row = rows.nth(index);
    const countText = (await row.getByTestId('group-count').textContent())!;
    const label = (await row.getByTestId('group-count').locator('..').textContent())!;
    shown.push({
      name: label.replace(countText, '').trim(),
      count: Number(/\((\d+)\)/.exec(countText)![1]),
      points: (await row.getByTestId('subtotal-points').textContent())!.trim(),
    });
  }
  return shown;
}

const expectedGroups = (answer: ReportPage, names: string[]) =>
  names.map((name) => {
    const group = answer.groups.find((item) => (item.key.Workgroup ?? '(none)') === name)!;
    expect(group, name).toBeDefined();
    return { name, count: group.count, points: points.format(group.sums.points!) };
  });

/** The header labels the grid shows, in its order (its own expand column has none). */
const gridHeaders = async (page: Page) =>
  (
    await page
      .getByTestId('report-grid')
      .locator('thead th .Mui-TableHeadCell-Content-Wrapper')
      .allTextContents()
  )
    .map((label) => label.trim())
    .filter(Boolean);

const cellText = (value: ExcelJS.CellValue) =>
  value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);

describeInBrowser('A grouped report: build, save, reload, export, publish', () => {
  const suite = useUiSuite('ui-reports-flow', { env: { FEATURE_FLAGS: 'exportsEnabled' } });

  it('sections by workgroup with points subtotals, saved, exported and published', async () => {
    const { session, environment } = suite;
    const { page } = session;
    await session.signIn('reportingUser');
    await session.goto('/reports');
    await page.getByTestId('report-type-SectionsBuilder').click();
    await page.getByTestId('report-row').first().waitFor();

    // group by Workgroup, 100 rows a page (several groups): the group rows carry the server's counts and
    // points subtotals of whole groups for this state
    await page.getByLabel('Group by').click();
    await page.getByRole('option', { name: 'Workgroup', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('report-group-row').first().waitFor();
    const answered = groupedRows(page, (asked) => asked.pagination?.pageSize === 100);
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '100', exact: true }).click();
    const state = stateOf(await answered);
    expect(state.pagination.pageSize).toBe(100);
    const api = await reportRows(session, state);
    await poll(() => page.getByTestId('report-row').count()).toBe(100);
    const groups = await groupRowsOf(page);
    expect(groups.length).toBeGreaterThan(1);
    expect(groups).toEqual(
      expectedGroups(
        api,
        groups.map((group) => group.name),
      ),
    );
    const headers = await gridHeaders(page);
    expect(headers[0]).toBe('Workgroup');

    // save as a new report: it opens as itself (?saved=<id>), and a reload keeps the grouping
    const name = `Sections by workgroup ${runId()}`;
    await page.getByTestId('report-save-as').click();
    await page.getByTestId('report-name-input').fill(name);
    await page.getByTestId('report-name-confirm').click();
    await page.waitForURL(/\/reports\/SectionsBuilder\?saved=/);
    const id = new URL(page.url()).searchParams.get('saved')!;
    await poll(() => page.getByTestId('report-title').textContent()).toBe(name);
    const saved = await apiJson<{ gridState: GridState }>(session, 'GET', `/api/savedReports/${id}`);
    expect(saved.gridState.grouping).toEqual(['Workgroup']);
    expect(saved.gridState.columnOrder.filter((column) => column.startsWith('mrt-'))).toEqual([]);

    const reloaded = groupedRows(page);
    await page.reload();
    await reloaded;
    await page.getByTestId('report-group-row').first().waitFor();
    await poll(() => page.getByTestId('report-title').textContent()).toBe(name);
    expect(await page.getByTestId('report-group-by').textContent()).toContain('Workgroup');
    expect(await groupRowsOf(page)).toEqual(groups);
    expect(await gridHeaders(page)).toEqual(headers);
    await page.screenshot({ path: join(screenshotDir, 'report-flow-grouped.png'), fullPage: true });
    const { violations, checked } = await runAxe(page, { include: ['main'] });
    expect(describeViolations(violations, ['serious', 'critical'])).toEqual([]);
    expect(checked).toBeGreaterThan(0);

    // the XLSX: the grid's header labels (group column first), then every row as the API orders them
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('report-export-xlsx').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0]!;
    const sheetRows = sheet.getSheetValues().filter(Boolean) as ExcelJS.CellValue[][];
    const [header, ...body] = sheetRows.map((row) => row.slice(1));
    expect(header).toEqual(headers);
    const all = await reportRows(session, {
      ...saved.gridState,
      pagination: { pageIndex: 0, pageSize: 1000 },
    });
    expect(body.length).toBe(all.total);
    const labelToId = new Map(all.columns.map((column) => [column.label, column.id]));
    const ids = header!.map((label) => labelToId.get(String(label))!);
    const fromApi = all.rows
      .slice(0, 1000)
      .map((row) =>
        ids.map((column) => (row[column] === null || row[column] === undefined ? '' : String(row[column]))),
      );
    const fromSheet = body.slice(0, 1000).map((row) => ids.map((_, index) => cellText(row[index])));
    expect(fromSheet).toEqual(fromApi);
    // the grid's first page holds the sheet's first rows, group by group
    const courseAt = header!.indexOf('Course Number');
    const gridCourses = await page.getByTestId('report-grid').evaluate((grid) => {
      const labels = Array.from(grid.querySelectorAll('thead th')).map(
        (cell) => cell.textContent?.trim() ?? '',
      );
      const at = labels.findIndex((label) => label.startsWith('Course Number'));
      return Array.from(grid.querySelectorAll('[data-testid="report-row"]')).map(
        (row) => row.querySelectorAll('td')[at]?.textContent ?? '',
      );
    });
    expect(gridCourses.length).toBeGreaterThan(0);
    expect(gridCourses).toEqual(body.slice(0, gridCourses.length).map((row) => cellText(row[courseAt])));

    // Save (one's own report) stores the changed grid state in place: sorted by points within the groups
    await page
      .getByTestId('report-grid')
      .locator('thead th')
      .filter({ hasText: /^Points/ })
      .getByRole('button', { name: /Sort/ })
      .click();
    await page.getByTestId('report-save').click();
    await page.getByText(`Saved “${name}”`).waitFor();
    const resaved = await apiJson<{ gridState: GridState & { sorting: unknown[] } }>(
      session,
      'GET',
      `/api/savedReports/${id}`,
    );
    expect(resaved.gridState).toMatchObject({
      grouping: ['Workgroup'],
      sorting: [{ id: 'points', desc: false }],
    });

    // academicOpsAdmin publishes it from Custom Reports
    const ops = await UiSession.open(environment.browser, environment.url);
    try {
      await ops.signIn('academicOpsAdmin');
      await ops.goto('/reports/admin');
      await ops.page.getByRole('button', { name: `Publish ${name}` }).click();
      await ops.page.getByRole('button', { name: `Unpublish ${name}` }).waitFor();
      await ops.page.screenshot({ path: join(screenshotDir, 'report-flow-published.png'), fullPage: true });
      expect(ops.problems).toEqual([]);

      // another reporting user finds it under Reports as a custom report, and opens it grouped
      const reader = await createUser(ops, 'Rory', `Reader${runId()}`, {
        Roles: ['reportingUser'],
        isFaculty: false,
      });
      const other = await UiSession.open(environment.browser, environment.url);
      try {
        await other.signIn(String(reader.username));
        await other.goto('/reports');
        const listed = other.page.getByTestId(`saved-report-${id}`);
        await listed.getByText(name).waitFor();
        expect(await listed.textContent()).toContain('Custom');
        await listed.getByRole('link').click();
        await other.page.waitForURL(new RegExp(`\\?saved=${id}$`));
        await other.page.getByTestId('report-group-row').first().waitFor();
        await poll(() => other.page.getByTestId('report-title').textContent()).toBe(name);
        expect(await other.page.getByTestId('report-rename').count()).toBe(0);
        expect(await groupRowsOf(other.page)).toEqual(groups);
        await other.page.screenshot({ path: join(screenshotDir, 'report-flow-custom.png'), fullPage: true });
        expect(other.problems).toEqual([]);
      } finally {
        await other.close();
      }
    } finally {
      await ops.close();
    }
  });

  it('a reportingUser exports the whole dataset they may read as a zip of CSV files', async () => {
    const { session } = suite;
    const { page } = session;
    await session.signIn('reportingUser');
    await session.goto('/reports');
    await page.getByRole('link', { name: 'Data exports' }).click();
    await page.waitForURL(/\/reports\/exports$/);
    await page.getByTestId('data-export-start').click();
    const ready = page.getByRole('status').filter({ hasText: 'The export is ready.' });
    await ready.waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      ready.getByRole('link', { name: 'Download zip' }).click(),
    ]);
    const zip = await readFile((await download.path())!);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    const past = page.getByRole('table', { name: 'Past exports' });
    await past.getByText('Ready').first().waitFor();
    await past.getByTestId('data-export-download').first().waitFor();
    expect(await past.locator('tbody tr').first().textContent()).toMatch(/\d+ (KB|MB)/);
    await page.screenshot({ path: join(screenshotDir, 'report-data-export.png'), fullPage: true });
  });
});
