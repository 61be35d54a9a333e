/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describeViolations, runAxe } from './axe.js';

/** Desktop first: a page opens at 1,440 px and is then narrowed to a phone's 390 px. */
export const widths = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

/**
 * The menu's page links of the signed-in user, after every submenu has been expanded: each path once, in
 * menu order (a path's query, e.g. a report's, is part of it).
 */
export async function menuPaths(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' }).getByRole('menu', { name: 'Pages' });
  await menu.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
  for (;;) {
    const collapsed = menu.locator('[role="menuitem"][aria-expanded="false"]');
    if ((await collapsed.count()) === 0) break;
    await collapsed.first().click();
    await page.waitForTimeout(50);
  }
  const hrefs = await menu
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

/**
 * Counts the page's requests in flight (fetches and scripts; the socket is not a request), so a test knows
 * when a page has its data without waiting out networkidle's half second on every page.
 */
export function trackRequests(page: Page) {
  const pending = new Set<unknown>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  /** No request in flight for 150 ms, then no loading indicator of react-admin's (a skeleton, a spinner). */
  return async function settled(): Promise<void> {
    const deadline = Date.now() + 10_000;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      await page.waitForTimeout(50);
      if (pending.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 150) break;
    }
    await page
      .waitForFunction(
        () =>
          !document.querySelector(
            '.MuiSkeleton-root, .MuiLinearProgress-indeterminate, .MuiCircularProgress-indeterminate',
          ),
        undefined,
        { timeout: 8_000 },
      )
      .catch(() => {});
  };
}

/**
 * What makes the document wider than the window: "" when it fits, else the width and the outermost
 * elements that reach past the right edge (tag, classes, first words), to say where to look.
 */
export async function overflow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return '';
    const edge = root.clientWidth;
    const past = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > edge + 1;
    });
    const outermost = past.filter((element) => !past.includes(element.parentElement!)).slice(0, 3);
    const name = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()}.${Array.from(element.classList).slice(0, 2).join('.')} "${(
        element.innerText ?? ''
      )
        .trim()
        .slice(0, 30)}" ${Math.round(element.getBoundingClientRect().right)}px`;
    return `${root.scrollWidth}px wide in ${edge}px: ${outermost.map(name).join('; ')}`;
  });
}

/** The serious and critical axe violations of the whole page (violations only: passes are not collected). */
export const seriousViolations = async (page: Page) =>
  describeViolations((await runAxe(page, { violationsOnly: true })).violations, ['serious', 'critical']);
