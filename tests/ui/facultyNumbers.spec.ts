import { join } from 'node:path';
import { expect, it } from 'vitest';
import { apiJson } from './uiRecords.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';
import { walkShot } from './walkShots.js';

/**
 * Issue 20 item 9: before a period is published to faculty, a faculty member's dashboard counted the
 * teaching planned for them (faculty10: 48 assigned) while My Workload said the period was not published
 * and listed only their admin points. Both now follow the one publication rule.
 */
describeInBrowser("A faculty member's numbers before publication", () => {
  const suite = useUiSuite('ui-faculty-numbers', { signInAs: 'faculty10', sharedServer: true });

  it('counts on the dashboard what My Workload counts: admin points only, until publication', async () => {
    const { page } = suite.session;
    await suite.session.goto('/myWorkload');
    await page.getByTestId('not-published').waitFor();
    const mine = await apiJson<{ published: boolean; pointsAssigned: number; adminPoints: number }>(
      suite.session,
      'GET',
      '/api/myWorkload',
    );
    expect(mine).toMatchObject({ published: false, pointsAssigned: mine.adminPoints });

    await suite.session.goto('/');
    const card = page.getByRole('region', { name: 'My workload' });
    await card.waitFor();
    await page.waitForTimeout(500);
    await walkShot(page, 9, 'faculty-dashboard-unpublished');
    await card.getByTestId('not-published').waitFor();
    const assigned = card.locator('dt', { hasText: 'Assigned' }).locator('xpath=following-sibling::dd[1]');
    expect(Number((await assigned.textContent())!.replace(/[^\d.]/g, ''))).toBe(mine.pointsAssigned);
    await page.screenshot({ path: join(screenshotDir, 'faculty-dashboard-unpublished.png') });
  });

  it('shows an earlier, published period on the My pages, picked from a period selector (issue 20 item 9)', async () => {
    const { page } = suite.session;
    const periods = await apiJson<{ id: string; name: string; startDate: string }[]>(
      suite.session,
      'GET',
      '/api/academicPeriods?sort=["startDate","DESC"]',
    );
    const working = await apiJson<{ id: string; name: string }>(
      suite.session,
      'GET',
      '/api/academicPeriods/active',
    );
    const workingStart = periods.find((period) => period.id === working.id)!.startDate;
    // newest first: the period just before the working one
    const earlier = periods.find((period) => period.startDate < workingStart)!;
    const before = await apiJson<{ published: boolean; teaching: unknown[] }>(
      suite.session,
      'GET',
      `/api/myWorkload?AcademicPeriodId=${earlier.id}`,
    );
    expect(before.published).toBe(true);
    expect(before.teaching.length).toBeGreaterThan(0);

    await suite.session.goto('/myWorkload');
    await page.getByTestId('not-published').waitFor();
    await walkShot(page, 9, 'my-workload-period-selector');
    await page.getByRole('combobox', { name: 'Academic Period' }).click();
    await page.getByRole('option', { name: earlier.name, exact: true }).click();
    await page.waitForURL(new RegExp(`period=${earlier.id}`));
    const rows = page.getByRole('table', { name: 'Your teaching assignments' }).getByRole('row');
    await rows.nth(before.teaching.length).waitFor();
    expect(await rows.count()).toBe(before.teaching.length + 1);
    expect(await page.getByTestId('not-published').count()).toBe(0);
    await walkShot(page, 9, 'my-workload-earlier-period');

    // the choice is in the address: the schedule page opens on the working period again, and keeps a reload
    await page.reload();
    await rows.nth(before.teaching.length).waitFor();
  });
});
