import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import rootPackage from '../../package.json' with { type: 'json' };
import { describeViolations, runAxe } from './axe.js';
import { apiJson } from './uiRecords.js';
import { describeInBrowser, screenshotDir, UiSession, useUiSuite } from './uiSession.js';

/** The web app's version: the root package.json's, put in at build time. */
const clientVersion = rootPackage.version;
const supportEmail = 'tams-help@ui.example.edu';

// the dialog makes the rest of the page aria-hidden, so the badges are looked up among hidden elements too
const badges = (page: Page) => page.getByRole('group', { name: 'Version and mode', includeHidden: true });
const badge = (page: Page, text: string) => badges(page).getByText(text, { exact: true });
const updateDialog = (page: Page) => page.getByRole('dialog', { name: 'Application Update' });
const countdown = (dialog: Locator, seconds: number) =>
  dialog.getByText(`Reloading in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`, { exact: true });

/** The page's window and elements, as much of them as these checks use (the tests compile without DOM types). */
type PageElement = { closest(selector: string): PageElement | null };
type PageWindow = {
  getComputedStyle(element: PageElement): { backgroundColor: string };
};

/** The background colour [r, g, b] of the badge (MUI Chip) holding `locator`, or of the body. */
async function backgroundOf(locator: Locator): Promise<number[]> {
  const colour = await locator.evaluate((element) => {
    const page = globalThis as unknown as PageWindow;
    return page.getComputedStyle((element as unknown as PageElement).closest('.MuiChip-root, body')!)
      .backgroundColor;
  });
  return (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

/** The signed-in user's theme setting, which the app applies after sign-in (spec §4 Theme). */
async function saveTheme(session: UiSession, theme: 'dark' | 'light'): Promise<void> {
  type Row = { id: string; machineName: string; value: string; version: number };
  const mine = await apiJson<Row[]>(session, 'GET', '/api/userSettings/mine');
  const current = mine.find((row) => row.machineName === 'theme');
  if (!current) await apiJson(session, 'POST', '/api/userSettings', { machineName: 'theme', value: theme });
  else if (current.value !== theme) {
    await apiJson(
      session,
      'PUT',
      `/api/userSettings/${current.id}`,
      { value: theme },
      {
        'If-Match': `"${current.version}"`,
      },
    );
  }
}

/** Whether the page's background (MUI's CssBaseline paints the body) is a dark colour. */
async function pageIsDark(page: Page): Promise<boolean> {
  const [r, g, b] = await backgroundOf(page.locator('body'));
  return r + g + b < 3 * 128;
}

/** axe-core's color-contrast rule on the badges: how many elements passed, and the violations. */
async function contrastCheck(page: Page): Promise<{ passed: number; violations: string[] }> {
  const { violations, checked } = await runAxe(page, {
    include: ['[role="group"][aria-label="Version and mode"]'],
    rules: ['color-contrast'],
  });
  return { passed: checked, violations: describeViolations(violations) };
}

const fakeStart = Date.parse('2025-09-01T08:00:00Z');

/** Moves the page's paused clock on, 100 ms at a time, until `locator` shows. */
async function runUntilVisible(page: Page, locator: Locator): Promise<void> {
  for (let step = 0; step < 300; step += 1) {
    if (await locator.isVisible()) return;
    await page.clock.runFor(100);
  }
  await locator.waitFor({ timeout: 1000 });
}

describeInBrowser('Version sync: client and server at the same version', () => {
  const suite = useUiSuite('ui-version-same', { signInAs: 'admin' });

  it('opens no update dialog and shows the version in green with the Local Mode badge', async () => {
    const { page } = suite.session;
    await suite.session.goto('/');
    await badge(page, clientVersion).waitFor();
    await badge(page, 'Local Mode').waitFor();
    // the badges and the dialog read the same config answer: once the badges show, the dialog would too
    expect(await updateDialog(page).count()).toBe(0);
    expect(await badge(page, 'Developer Emails').count()).toBe(0);
    const [r, g, b] = await backgroundOf(badge(page, clientVersion));
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
  });

  it('gives the badges enough contrast in the dark and the light theme', async () => {
    const { page } = suite.session;
    for (const theme of ['dark', 'light'] as const) {
      await saveTheme(suite.session, theme);
      await suite.session.goto('/');
      await badge(page, 'Local Mode').waitFor();
      await expect.poll(() => pageIsDark(page)).toBe(theme === 'dark');
      const { passed, violations } = await contrastCheck(page);
      expect(violations).toEqual([]);
      expect(passed).toBeGreaterThanOrEqual(2); // the version and the mode badge
      await badges(page).screenshot({ path: join(screenshotDir, `version-badges-${theme}.png`) });
    }
  });
});

describeInBrowser('Version sync: the server at another version', () => {
  const suite = useUiSuite('ui-version-mismatch', {
    signInAs: 'admin',
    // its tests install fake clocks, which stay with their contexts
    freshContext: true,
    env: { APP_VERSION: '2026.1.0', FEATURE_FLAGS: 'devEmailsEnabled' },
  });

  async function setSupportEmail() {
    const current = await apiJson<{ value: string | null; version: number }>(
      suite.session,
      'GET',
      '/api/settings/support_email',
    );
    if (current.value === supportEmail) return;
    await apiJson(suite.session, 'PUT', '/api/settings/support_email', {
      value: supportEmail,
      version: current.version,
    });
    // a busy server answers the PUT before its read model has the value (202): the page, whose clock the
    // test then stops, would read the old one and never read it again
    for (let tries = 0; tries < 50; tries++) {
      const read = await apiJson<{ value: string | null }>(
        suite.session,
        'GET',
        '/api/settings/support_email',
      );
      if (read.value === supportEmail) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('blocks the app with the update dialog, counts down each second from 30 and reloads the page at 0', async () => {
    const { page } = suite.session;
    await setSupportEmail();
    // time in the page moves only when the test moves it (the app's own timers too, hence runUntilVisible)
    await page.clock.install({ time: fakeStart });
    await page.clock.pauseAt(fakeStart + 1000);
    await suite.session.goto('/');
    const dialog = updateDialog(page);
    await runUntilVisible(page, countdown(dialog, 30));
    await dialog.getByText('out of sync with the backend').waitFor();
    const link = dialog.getByRole('link', { name: supportEmail });
    expect(await link.getAttribute('href')).toBe(`mailto:${supportEmail}`);

    await page.clock.runFor(1000);
    await countdown(dialog, 29).waitFor();
    await page.clock.runFor(5000);
    await countdown(dialog, 24).waitFor();
    await page.clock.runFor(23_000);
    await countdown(dialog, 1).waitFor();

    await page.evaluate(() => Object.assign(globalThis, { beforeReload: true }));
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(1000);
    await reloaded;
    expect(await page.evaluate(() => 'beforeReload' in globalThis)).toBe(false);
    await runUntilVisible(page, countdown(dialog, 30));
  });

  it('shows both versions in a warning badge and the Developer Emails badge; Escape and the backdrop keep the dialog', async () => {
    const { page } = suite.session;
    await suite.session.goto('/');
    const mismatch = badge(page, `Client ${clientVersion} · Server 2026.1.0`);
    await mismatch.waitFor();
    await badge(page, 'Developer Emails').waitFor();
    await badge(page, 'Local Mode').waitFor();
    expect(await badge(page, clientVersion).count()).toBe(0);
    const [r, , b] = await backgroundOf(mismatch);
    expect(r).toBeGreaterThan(b);

    const dialog = updateDialog(page);
    await dialog.waitFor();
    expect(await dialog.getByRole('button').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await page.waitForTimeout(500);
    expect(await dialog.isVisible()).toBe(true);
    await page.screenshot({ path: join(screenshotDir, 'update-dialog.png') });
  });

  it('shows the update dialog on the login page too', async () => {
    const anonymous = await UiSession.open(suite.environment.browser, suite.environment.url);
    try {
      await anonymous.goto('/login');
      await updateDialog(anonymous.page)
        .getByText(/^Reloading in \d+ seconds$/)
        .waitFor();
    } finally {
      await anonymous.close();
    }
    expect(anonymous.problems).toEqual([]);
  });
});

describeInBrowser('Version sync: the server differs only beyond three version parts', () => {
  const suite = useUiSuite('ui-version-fourth-part', {
    signInAs: 'admin',
    env: { APP_VERSION: `${clientVersion}.1` },
  });

  it('opens no update dialog and shows the version in green', async () => {
    const { page } = suite.session;
    await suite.session.goto('/');
    await badge(page, clientVersion).waitFor();
    expect(await updateDialog(page).count()).toBe(0);
    const [r, g, b] = await backgroundOf(badge(page, clientVersion));
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
  });
});
