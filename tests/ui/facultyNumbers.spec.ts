import { join } from 'node:path';
import { expect, it } from 'vitest';
import { apiJson } from './uiRecords.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

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
    await card.getByTestId('not-published').waitFor();
    const assigned = card.locator('dt', { hasText: 'Assigned' }).locator('xpath=following-sibling::dd[1]');
    expect(Number((await assigned.textContent())!.replace(/[^\d.]/g, ''))).toBe(mine.pointsAssigned);
    await page.screenshot({ path: join(screenshotDir, 'faculty-dashboard-unpublished.png') });
  });
});
