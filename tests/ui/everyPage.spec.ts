import { roleSlugs } from '@tams/domain';
import { expect, it } from 'vitest';
import { menuPaths, overflow, seriousViolations, trackRequests, widths } from './pageFit.js';
import { describeInBrowser, type UiSession, useUiSuite } from './uiSession.js';
import { walkShot } from './walkShots.js';
import { showTheme } from './uiTheme.js';

/**
 * Issue 20 item 1 and its "Must show": every page of every role's menu, with every module on (the demo in
 * local mode), at a desktop's 1,440 px and a phone's 390 px: the document never scrolls sideways (tables
 * scroll in their own box, cards stack, titles wrap or ellipsize), and axe finds no serious or critical
 * violation in the dark theme or the light one. Every role opens every page of its menu at both widths; axe
 * judges each page (and each role's dashboard) the first time a role opens it: a page a later role shares is
 * the same screen, with that role's data. A role's failures are listed together, page by page.
 */
const flags = ['aemEnabled', 'aemEnabledFaculty', 'userMergeEnabled', 'apiEnabled', 'dataServicesEnabled'];
// every role's demo user, the faculty role's as faculty10 (a department member) and faculty1 (a chair)
const users = [...roleSlugs.filter((role) => role !== 'faculty'), 'faculty10', 'faculty1'];
const shotPaths = ['/', '/sections', '/sectionAssignments', '/instructors'];
const judged = new Set<string>();

async function checkEveryPage(session: UiSession, username: string): Promise<string[]> {
  const { page } = session;
  const settled = trackRequests(page);
  const failures: string[] = [];
  const check = async (path: string, size: keyof typeof widths, theme: 'dark' | 'light', judge: boolean) => {
    const wide = await overflow(page);
    if (wide) failures.push(`${path} ${size} ${theme}: ${wide}`);
    if (judge)
      for (const v of await seriousViolations(page)) failures.push(`${path} ${size} ${theme}: axe ${v}`);
  };
  await session.signIn(username);
  await page.setViewportSize(widths.desktop);
  await session.goto('/');
  for (const path of await menuPaths(page)) {
    const key = path === '/' ? `${username} /` : path;
    const judge = !judged.has(key);
    judged.add(key);
    await page.setViewportSize(widths.desktop);
    // as the menu's links open it (a reload per page was most of the sweep's time)
    await session.navigate(path);
    await settled();
    await check(path, 'desktop', 'dark', judge);
    await page.setViewportSize(widths.phone);
    await settled();
    if (username === 'admin' && shotPaths.includes(path)) {
      await walkShot(page, 1, `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'dashboard'}-390`);
    }
    await check(path, 'phone', 'dark', judge);
    if (!judge) continue;
    await showTheme(page, 'light');
    await check(path, 'phone', 'light', true);
    await page.setViewportSize(widths.desktop);
    await settled();
    await check(path, 'desktop', 'light', true);
    await showTheme(page, 'dark');
  }
  return failures;
}

describeInBrowser('Every page of every menu fits a phone and a desktop, in both themes', () => {
  const suite = useUiSuite('ui-every-page', {
    sharedServer: true,
    env: { FEATURE_FLAGS: flags.join(',') },
    // a role's sweep opens dozens of pages in its tab: a tab of its own, not one that grew over the others'
    freshContext: true,
  });

  for (const username of users) {
    it(`fits every page of ${username}'s menu with no serious axe violation`, async () => {
      expect(await checkEveryPage(suite.session, username)).toEqual([]);
    }, 600_000);
  }
});
