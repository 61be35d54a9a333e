import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

/**
 * Issue 18 point 7 in the browser: the load sheet and the coverage report on screen, then as printed (print
 * media): the top bar, the menu and the buttons gone, the report's tables kept. Reads only: the shared server.
 */
describeInBrowser('Printable workload reports', () => {
  const suite = useUiSuite('ui-print-reports', { signInAs: 'reportingUser', sharedServer: true });

  it('prints a load sheet without the app around it', async () => {
    const { session } = suite;
    const { page } = session;
    const workloads = await session.api('GET', '/api/reports/loadSheet/instructors');
    expect(workloads.status()).toBe(200);
    const [first] = (await workloads.json()) as { id: string; name: string }[];
    await session.goto(`/reports/loadSheet?UserId=${first!.id}`);
    await page.getByRole('article', { name: `Load sheet of ${first!.name}` }).waitFor();
    await expect(page.getByRole('table', { name: 'Sections' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(true);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.isVisible()).resolves.toBe(true);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect(page.locator('.MuiAppBar-root').isVisible()).resolves.toBe(false);
    await expect(page.getByRole('table', { name: 'Sections' }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(screenshotDir, 'print-load-sheet.png'), fullPage: true });
  });

  it('prints the coverage report a workgroup per page', async () => {
    const { session } = suite;
    const { page } = session;
    const report = await (await session.api('GET', '/api/reports/coverage')).json();
    await session.goto('/reports/coverage');
    const groups = page.locator('[data-print="page"]');
    await groups.first().waitFor();
    await expect(groups.count()).resolves.toBe(report.workgroups.length);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Export CSV' }).isVisible()).resolves.toBe(false);
    const breaks = await groups.evaluateAll((nodes) =>
      nodes.map((node) => getComputedStyle(node).breakBefore),
    );
    expect(breaks[0]).not.toBe('page');
    expect(breaks.slice(1).every((value) => value === 'page')).toBe(true);
    await page.screenshot({ path: join(screenshotDir, 'print-coverage.png'), fullPage: true });
  });
});
