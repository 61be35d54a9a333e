import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeViolations, runAxe } from './axe.js';
import { apiJson } from './uiRecords.js';
import { describeInBrowser, screenshotDir, type UiSession, useUiSuite } from './uiSession.js';

/*
 * Issue 18, "each of the eleven builders opens with data for a user allowed to read it": from /reports, each
 * builder's card opens a grid whose rows show references by name; a snapshot taken from a builder opens
 * read-only "as of" its time. Reads the demo data and adds only snapshots: the shared server.
 */

interface Builder {
  type: string;
  reader: 'reportingUser' | 'academicOpsAdmin';
  /** A column that shows a referenced record's (or a person's) name. */
  nameColumn: string;
}

const builders: Builder[] = [
  { type: 'CoursesBuilder', nameColumn: 'Workgroup' },
  { type: 'CourseOfferingsBuilder', nameColumn: 'Workgroup' },
  { type: 'InstructorsBuilder', nameColumn: 'InstructorType' },
  { type: 'InstructorWorkloadsBuilder', nameColumn: 'name' },
  { type: 'SectionsBuilder', nameColumn: 'Workgroup' },
  { type: 'SectionSchedulesBuilder', nameColumn: 'Workgroup' },
  { type: 'TeachingAssignmentsBuilder', nameColumn: 'instructorName' },
  { type: 'TeachingPreferencesBuilder', nameColumn: 'Instructor' },
  { type: 'TeachingPreferenceSubmissionsBuilder', nameColumn: 'Instructor' },
  { type: 'UsersBuilder', reader: 'academicOpsAdmin' as const, nameColumn: 'username' },
].map((builder) => ({ reader: 'reportingUser' as const, ...builder }));

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** No serious or critical axe violation in the page's main content. */
async function expectAccessible(session: UiSession) {
  const { violations, checked } = await runAxe(session.page, { include: ['main'] });
  expect(describeViolations(violations, ['serious', 'critical'])).toEqual([]);
  expect(checked).toBeGreaterThan(0);
}

interface ReportPage {
  rows: Record<string, unknown>[];
  total: number;
}

/** Every value of `column` the builder has (one page of up to 1000 rows). */
async function namesIn(session: UiSession, type: string, column: string): Promise<Set<string>> {
  const state = encodeURIComponent(JSON.stringify({ pagination: { pageIndex: 0, pageSize: 1000 } }));
  const page = await apiJson<ReportPage>(session, 'GET', `/api/reports/types/${type}/rows?state=${state}`);
  expect(page.total).toBeGreaterThan(0);
  return new Set(page.rows.flatMap((row) => (typeof row[column] === 'string' ? [row[column]] : [])));
}

/** /reports, the builder's card, its grid with rows. */
async function openBuilder(session: UiSession, type: string) {
  const { page } = session;
  await session.goto('/reports');
  const card = page.getByTestId(`report-type-${type}`);
  // a link named by its label (and its description after it)
  const label = (await card.locator('h3').textContent())!;
  expect(await card.getAttribute('href')).toBe(`/reports/${type}`);
  const builders = page.getByRole('list', { name: 'Report builders' });
  await builders
    .getByRole('link', { name: new RegExp(`^${label}\\b`) })
    .first()
    .click();
  await page.waitForURL(new RegExp(`/reports/${type}$`));
  const grid = page.getByTestId('report-grid');
  await grid.getByTestId('report-row').first().waitFor();
  return grid;
}

describeInBrowser('Report builders', () => {
  const suite = useUiSuite('ui-report-builders', { sharedServer: true });

  it.each(builders)('$type opens with data for $reader', async ({ type, reader, nameColumn }) => {
    const { session } = suite;
    await session.signIn(reader);
    const names = await namesIn(session, type, nameColumn);
    expect(names.size).toBeGreaterThan(0);
    const grid = await openBuilder(session, type);
    const title = await session.page.getByTestId('report-title').textContent();
    expect(title?.trim().length).toBeGreaterThan(0);
    const cells = await grid.getByTestId('report-row').first().locator('td').allTextContents();
    const shown = await grid.getByTestId('report-row').locator('td').allTextContents();
    expect(cells.length).toBeGreaterThan(1);
    expect(shown.filter((text) => uuid.test(text))).toEqual([]);
    expect(shown.some((text) => names.has(text.trim()))).toBe(true);
    await session.page.screenshot({ path: join(screenshotDir, `report-${type}.png`), fullPage: true });
  });

  it('SnapshotReport opens a snapshot taken from a builder, as of its time', async () => {
    const { session } = suite;
    const { page } = session;
    await session.signIn('reportingUser');
    await openBuilder(session, 'CoursesBuilder');
    const name = `Courses snapshot ${Date.now()}`;
    await page.getByTestId('report-snapshot').click();
    await page.getByTestId('report-name-input').fill(name);
    await page.getByTestId('report-name-confirm').click();
    await page.getByTestId('report-name-input').waitFor({ state: 'detached' });
    const find = async () =>
      (
        await apiJson<{ id: string; name: string; status: string }[]>(session, 'GET', '/api/reportSnapshots')
      ).find((snapshot) => snapshot.name === name);
    await poll(async () => (await find())?.status).toBe('taken');
    const snapshot = (await find())!;

    await session.goto('/reports');
    const link = page.getByTestId(`snapshot-${snapshot.id}`).getByRole('link', { name });
    await link.waitFor();
    await page.getByTestId('report-type-CoursesBuilder').waitFor();
    await expectAccessible(session);
    await link.click();
    await page.waitForURL(new RegExp(`/reports/snapshots/${snapshot.id}$`));
    await page
      .getByTestId('snapshot-as-of')
      .getByText(/^As of /)
      .waitFor();
    // the report type by its label, not its id
    await poll(() => page.getByTestId('snapshot-as-of').textContent()).toMatch(/ · Courses · read-only$/);
    const grid = page.getByTestId('report-grid');
    await grid.getByTestId('report-row').first().waitFor();
    const names = await namesIn(session, 'CoursesBuilder', 'Workgroup');
    const shown = await grid.getByTestId('report-row').locator('td').allTextContents();
    expect(shown.some((text) => names.has(text.trim()))).toBe(true);
    expect(shown.filter((text) => uuid.test(text))).toEqual([]);
    await expectAccessible(session);
    await page.screenshot({ path: join(screenshotDir, 'report-SnapshotReport.png'), fullPage: true });
  });

  it('fits a phone: the page does not scroll sideways, the grid scrolls inside itself', async () => {
    const { session } = suite;
    const { page } = session;
    await session.signIn('reportingUser');
    await page.setViewportSize({ width: 390, height: 844 });
    await openBuilder(session, 'SectionsBuilder');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(screenshotDir, 'report-SectionsBuilder-390.png'), fullPage: true });
  });
});

describeInBrowser('Report builder: sorting and filtering run on the server', () => {
  const suite = useUiSuite('ui-report-builders', { signInAs: 'reportingUser', sharedServer: true });

  it('sorts by a column and filters by text and by a range', async () => {
    const { session } = suite;
    const { page } = session;
    const grid = await openBuilder(session, 'SectionsBuilder');
    const rowsAsked = (accept: (state: Record<string, unknown>) => boolean) =>
      page.waitForResponse((response) => {
        if (!response.url().includes('/api/reports/types/SectionsBuilder/rows')) return false;
        return accept(JSON.parse(new URL(response.url()).searchParams.get('state')!));
      });
    const columnCells = async (label: string) =>
      grid.evaluate((element, wanted) => {
        const labels = Array.from(element.querySelectorAll('thead th')).map((cell) => cell.textContent ?? '');
        const at = labels.findIndex((text) => text.trim().startsWith(wanted));
        return Array.from(element.querySelectorAll('[data-testid="report-row"]')).map(
          (row) => row.querySelectorAll('td')[at]?.textContent?.trim() ?? '',
        );
      }, label);

    const sorted = rowsAsked((state) => JSON.stringify(state.sorting).includes('"points"'));
    await grid
      .locator('thead th')
      .filter({ hasText: /^Points/ })
      .getByRole('button', { name: /Sort/ })
      .click();
    await sorted;
    await poll(async () => {
      const values = (await columnCells('Points')).map(Number);
      return values.length > 1 && values.every((value, index) => index === 0 || values[index - 1]! <= value);
    }).toBe(true);

    await page.getByRole('button', { name: 'Show/Hide filters' }).click();
    const filtered = rowsAsked((state) => JSON.stringify(state.columnFilters).includes('PHYS'));
    await page.getByPlaceholder('Filter by Course Number').fill('PHYS');
    const answer = (await (await filtered).json()) as ReportPage;
    expect(answer.total).toBeGreaterThan(0);
    await poll(async () => (await columnCells('Course Number')).every((text) => text.includes('PHYS'))).toBe(
      true,
    );

    const ranged = rowsAsked((state) => JSON.stringify(state.columnFilters).includes('"gte":3'));
    const points = grid.locator('thead th').filter({ hasText: /^Points/ });
    await points.getByPlaceholder('Min').fill('3');
    await ranged;
    await poll(async () => (await columnCells('Points')).every((text) => Number(text) >= 3)).toBe(true);
    await page.screenshot({
      path: join(screenshotDir, 'report-SectionsBuilder-filtered.png'),
      fullPage: true,
    });
  });
});
