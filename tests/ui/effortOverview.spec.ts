import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeViolations, runAxe } from './axe.js';
import { apiJson, listQuery } from './uiRecords.js';
import { describeInBrowser, screenshotDir, type UiSession, useUiSuite } from './uiSession.js';

const effortShots = join(screenshotDir, '..', 'effort');
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

interface FacultyEffort {
  id: string;
  name: string;
  expectedTeachingShareSource: string;
  adjustmentReason: string | null;
}

async function expectAccessible(session: UiSession) {
  const { violations, checked } = await runAxe(session.page, { include: ['main'] });
  expect(describeViolations(violations, ['serious', 'critical'])).toEqual([]);
  expect(checked).toBeGreaterThan(0);
}

/** The page at desktop width, then at a phone's 375 px (nothing wider than the screen), into test-results/effort. */
async function screenshots(session: UiSession, name: string) {
  const { page } = session;
  mkdirSync(effortShots, { recursive: true });
  await page.screenshot({ path: join(effortShots, `${name}.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.waitForTimeout(300); // the charts size themselves to their box on resize
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0); // tables scroll inside their own box
  await page.screenshot({ path: join(effortShots, `${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A chart drawn inside its box (the charts load lazily): its svg, with more shapes than axes alone have. */
async function chartIn(session: UiSession, testId: string) {
  const chart = session.page.getByTestId(testId);
  await chart.locator('svg').first().waitFor();
  await poll(() => chart.locator('svg rect, svg path').count()).toBeGreaterThan(4);
}

/**
 * DESIGN §14's overview, position timeline and faculty pages on the demo's payroll (two imported periods,
 * faculty5's share adjusted for leave): an effortManager reads and adjusts, a faculty member sees their own.
 */
describeInBrowser('Effort overview, timeline and my effort', () => {
  const suite = useUiSuite('ui-effort-overview', { env: { FEATURE_FLAGS: 'aemEnabled,aemEnabledFaculty' } });

  it('shows an effortManager the period by category and its faculty, and lets them adjust a share', async () => {
    const { session } = suite;
    const { page } = session;
    await session.signIn('effortManager');
    const period = await apiJson<{ id: string }>(session, 'GET', '/api/academicPeriods/active');
    const rows = await apiJson<FacultyEffort[]>(
      session,
      'GET',
      `/api/instructorEfforts${listQuery({ filter: { AcademicPeriodId: period.id }, sort: ['name', 'ASC'], range: [0, 99] })}`,
    );
    const leave = rows.find((row) => row.expectedTeachingShareSource === 'adjusted');
    const chosen = rows.find((row) => row.expectedTeachingShareSource === 'payroll');
    expect(leave?.adjustmentReason).toContain('leave');
    if (!chosen) throw new Error('no faculty member follows the payroll share');

    await session.goto('/effort');
    await page.getByRole('heading', { name: 'Effort Overview', level: 1 }).waitFor();
    await chartIn(session, 'effort-category-chart');
    const byCategory = page.getByRole('table', { name: /^Effort in .+ by category$/ });
    await byCategory.getByRole('rowheader', { name: /Teaching/ }).waitFor();
    expect(await byCategory.getByRole('rowheader', { name: 'Unclassified' }).count()).toBe(1);
    const faculty = page.locator('.RaList-main').first();
    await faculty.getByText(leave!.name, { exact: true }).waitFor();
    const leaveRow = faculty.getByRole('row').filter({ hasText: leave!.name });
    expect(await leaveRow.getByText('adjusted').count()).toBe(1);
    await page
      .getByTestId('effort-unclassified')
      .getByRole('link', { name: 'Classification rules' })
      .waitFor();
    await page
      .getByRole('list', { name: 'Recent imports' })
      .getByText(/^payroll-\d{4}-\d{4}\.csv$/)
      .first()
      .waitFor();
    await expectAccessible(session);
    await screenshots(session, 'overview');

    // adjust a share that follows payroll: the row says "adjusted", with the reason on hover
    await page.getByRole('textbox', { name: 'Search faculty' }).fill(chosen.name);
    const row = faculty.getByRole('row').filter({ hasText: chosen.name });
    await poll(() => faculty.getByRole('row').count()).toBe(2);
    await row.getByRole('button', { name: `Adjust the expected teaching share of ${chosen.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Expected teaching share of ${chosen.name}` });
    await dialog.getByRole('spinbutton', { name: 'Expected teaching share (%)' }).fill('55');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Say why (at least 3 characters)').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Course release for curriculum review');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('adjusted').waitFor();
    expect(await row.textContent()).toContain('55 %');
    const saved = await apiJson<FacultyEffort>(session, 'GET', `/api/instructorEfforts/${chosen.id}`);
    expect(saved).toMatchObject({
      expectedTeachingShareSource: 'adjusted',
      adjustmentReason: 'Course release for curriculum review',
    });

    // a position's timeline: its chart, its numbers and its holders
    const positions = page.getByRole('link', { name: /\(P\d+\)$/ });
    await positions.first().waitFor();
    await positions.first().click();
    await page.waitForURL(/\/effort\/timeline\/position\/P\d+$/);
    await chartIn(session, 'effort-stacked-chart');
    const numbers = page.getByRole('table', { name: /^Effort of .+ per pay period$/ });
    await poll(() => numbers.getByRole('row').count()).toBeGreaterThan(2);
    await page.getByRole('table', { name: 'Holders of the position' }).getByRole('link').first().waitFor();
    await expectAccessible(session);
    await screenshots(session, 'timeline');

    session.expectHttpError(404, /^\/api\/effortPositions\/NOPE\/timeline$/);
    await session.goto('/effort/timeline/position/NOPE');
    await page.getByText('There is no position NOPE in the imported effort.').waitFor();
  });

  it('shows a faculty member their own effort and teaching, nobody else’s', async () => {
    const { session } = suite;
    const { page } = session;
    await session.signIn('faculty1');

    await session.goto('/effort/myEffort');
    await chartIn(session, 'effort-stacked-chart');
    const numbers = page.getByRole('table', { name: 'Your effort per pay period' });
    await poll(() => numbers.getByRole('row').count()).toBeGreaterThan(12);
    const mine = page.getByRole('list', { name: 'Your positions' });
    await mine.getByText(/\(P10001\)$/).waitFor();
    expect(await mine.getByRole('listitem').count()).toBe(1);
    await expectAccessible(session);
    await screenshots(session, 'my-effort');

    await session.goto('/effort/myTeaching');
    const teaching = page.getByRole('table', { name: 'Your teaching by academic period' });
    await teaching.getByRole('rowheader').first().waitFor();
    expect(await teaching.getByRole('row').count()).toBeGreaterThan(1);
    expect(await teaching.textContent()).toMatch(/ %/);
    await expectAccessible(session);
    await screenshots(session, 'my-teaching');

    // the API answers faculty1's own effort only, and nothing of the overview
    const effort = await apiJson<{ positions: { PositionId: string }[] }>(session, 'GET', '/api/myEffort');
    expect(effort.positions.map((position) => position.PositionId)).toEqual(['P10001']);
    expect((await session.api('GET', '/api/effortPositions/P10002/timeline')).status()).toBe(403);
    session.expectHttpError(403, /^\/api\//);
    await session.goto('/effort');
    await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
  });
});
