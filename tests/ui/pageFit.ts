/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describeViolations, runAxe } from './axe.js';

export const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

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
 * Waits until the page has its data: no request for half a second (the socket does not count), then no
 * loading indicator of react-admin's (a list's or a field's skeleton, an indeterminate progress).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => {});
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

/** The serious and critical axe violations of the whole page. */
export const seriousViolations = async (page: Page) =>
  describeViolations((await runAxe(page)).violations, ['serious', 'critical']);
