/// <reference lib="dom" />
import { expect, it } from 'vitest';
import { apiJson } from './uiRecords.js';
import { describeInBrowser, UiSession, useUiSuite } from './uiSession.js';

/** The errors the Style Guide's previews raise on purpose: React and the router log them to the console. */
const forgivePreviewErrors = (session: UiSession) => {
  const kept = session.problems.filter(
    (problem) => !/Style Guide preview|error occurred in|Error handled by React Router/i.test(problem),
  );
  session.problems.splice(0, session.problems.length, ...kept);
};

describeInBrowser('The application shell (spec §1-2)', () => {
  const suite = useUiSuite('ui-shell', {
    signInAs: 'admin',
    sharedServer: true,
    // one test installs a fake clock, which stays with its context
    freshContext: true,
  });

  it('offers "Skip to main content" first, and it moves the focus to the main area', async () => {
    const { page } = suite.session;
    await suite.session.goto('/');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: 'Skip to main content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });

  it('announces each page title in a polite live region, names the tab, and scrolls back to the top', async () => {
    const { page } = suite.session;
    await page.setViewportSize({ width: 1280, height: 400 });
    await suite.session.goto('/users');
    const announcer = page.getByTestId('page-announcer');
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => announcer.textContent()).toBe('Users');
    await expect.poll(() => page.title()).toBe('Users | TAMS');
    await page.getByRole('row').nth(10).waitFor();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('menuitem', { name: 'Course Catalog' }).click();
    await expect.poll(() => announcer.textContent()).toBe('Course Catalog');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('shows a page not built yet as "coming soon" inside the shell', async () => {
    const { page } = suite.session;
    // the last rule without a page of its own: a workgroup's plan is opened with its period and workgroup
    await suite.session.goto('/workgroupApprovals');
    await page.getByRole('heading', { name: 'Workgroup Plan: coming soon' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await suite.session.goto('/workgroupApprovals/anything');
    await page.getByRole('heading', { name: 'Workgroup Plan: coming soon' }).waitFor();
  });

  it('shows a not-found page for an unknown path, and "Unauthorized" for a page the user may not open', async () => {
    const { page } = suite.session;
    await suite.session.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await page.getByText('/no/such/page').waitFor();
    await suite.session.signIn('sectionScheduler');
    await suite.session.goto('/users');
    await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
    // a page the rules know but the role lacks, built or not
    await suite.session.goto('/instructors');
    await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
  });

  it('shows "Something went wrong:" when a page fails to render, and recovers on navigation', async () => {
    const { page } = suite.session;
    await suite.session.goto('/styles');
    await page.getByRole('button', { name: 'Preview the page error' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong:' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('A page failed to render (Style Guide preview)');
    expect(await alert.textContent()).toContain('Please contact support.');
    // the shell survives the page
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await alert.count()).toBe(0);
    forgivePreviewErrors(suite.session);
  });

  it('shows the router fallback "Unexpected Application Error!" when the application itself fails', async () => {
    const { page } = suite.session;
    await suite.session.goto('/styles');
    await page.getByRole('button', { name: 'Preview the application error' }).click();
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await page.getByText('The application failed (Style Guide preview)').waitFor();
    forgivePreviewErrors(suite.session);
  });

  it('is dark by default; the toggle saves the theme as the user setting, kept across reloads and browsers', async () => {
    const { page } = suite.session;
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await suite.session.signIn('reportingUser');
    await suite.session.goto('/');
    const toLight = page.getByRole('button', { name: 'Switch to light theme' });
    await toLight.waitFor();
    expect(await background()).toBe('rgb(49, 49, 49)');
    await toLight.click();
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    await expect.poll(background).toBe('rgb(250, 250, 251)');
    await expect
      .poll(
        async () =>
          (
            await apiJson<{ machineName: string; value: string }[]>(
              suite.session,
              'GET',
              '/api/userSettings/mine',
            )
          ).find((s) => s.machineName === 'theme')?.value,
      )
      .toBe('light');
    await page.reload();
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    expect(await background()).toBe('rgb(250, 250, 251)');

    // a browser that never saw this user's choice (no local storage) takes it from the setting
    const elsewhere = await UiSession.open(suite.environment.browser, suite.environment.url);
    try {
      await elsewhere.signIn('reportingUser');
      await elsewhere.goto('/');
      await elsewhere.page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
      expect(elsewhere.problems).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('works from the keyboard: arrows move through the menu, Enter opens a page or a submenu', async () => {
    const { page } = suite.session;
    await suite.session.goto('/');
    const dashboard = page.getByRole('menuitem', { name: 'Dashboard' });
    await dashboard.focus();
    await page.keyboard.press('ArrowDown');
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(await focusedName()).toBe('Course Catalog');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/courses$/);

    const administration = page.getByRole('menuitem', { name: 'Administration' });
    await administration.focus();
    expect(await administration.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await administration.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName()).toBe('Academic Periods');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/academicPeriods$/);
  });

  it('keeps the 240 px menu in place on a wide screen and puts it in a drawer behind the menu button on a narrow one', async () => {
    const { page } = suite.session;
    await suite.session.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.waitFor();
    expect((await nav.boundingBox())?.width).toBe(240);
    const menuButton = page.getByRole('button', { name: /open menu|close menu/i });
    expect(await menuButton.isVisible()).toBe(false);

    await page.setViewportSize({ width: 480, height: 800 });
    await menuButton.waitFor();
    await nav.waitFor({ state: 'hidden' });
    await menuButton.click();
    await nav.waitFor();
    await nav.getByRole('menuitem', { name: 'Course Catalog' }).click();
    await page.waitForURL(/\/courses$/);
    await nav.waitFor({ state: 'hidden' });
  });

  it('keeps the support button disabled for the first 5 seconds', async () => {
    const { page } = suite.session;
    await page.clock.install(); // the page's time runs, and the test moves it on instead of waiting
    await suite.session.goto('/');
    const support = page.getByRole('button', { name: 'Contact support' });
    await support.waitFor();
    expect(await support.isDisabled()).toBe(true);
    await page.clock.runFor(3_500);
    expect(await support.isDisabled()).toBe(true);
    await page.clock.runFor(2_000);
    await expect.poll(() => support.isEnabled()).toBe(true);
  });

  it('shows at most 3 toasts at once, bottom-left, then the rest as they hide', async () => {
    const { page } = suite.session;
    await suite.session.goto('/styles');
    await page.getByRole('button', { name: 'Show five notifications' }).click();
    const toasts = page.getByText(/^Sample notification \d of 5$/);
    await expect.poll(() => toasts.count()).toBe(3);
    const box = await toasts.first().boundingBox();
    expect(box!.x).toBeLessThan(100);
    expect(box!.y).toBeGreaterThan(800 / 2);
    await page.getByText('Sample notification 5 of 5').waitFor({ timeout: 12_000 });
    expect(await toasts.count()).toBeLessThanOrEqual(3);
  });
});
