import { expect, it } from 'vitest';
import { menuPaths, overflow, seriousViolations, settled, widths } from './pageFit.js';
import { describeInBrowser, type UiSession, useUiSuite } from './uiSession.js';
import { walkShot } from './walkShots.js';

/**
 * Issue 20 item 1 and its "Must show": every page of every role's menu, with every module on (the demo in
 * local mode), at a phone's 390 px and a desktop's 1,440 px, in the dark theme and the light one: the
 * document never scrolls sideways (tables scroll in their own box, cards stack, titles wrap or ellipsize)
 * and axe finds no serious or critical violation. A role's failures are listed together, page by page.
 */
const flags = ['aemEnabled', 'aemEnabledFaculty', 'userMergeEnabled', 'apiEnabled', 'dataServicesEnabled'];
const shotPaths = ['/', '/sections', '/sectionAssignments', '/instructors'];
const users = [
  'admin',
  'academicOpsAdmin',
  'academicAffairsApprover',
  'businessOfficeAdmin',
  'financialReportingUser',
  'reportingUser',
  'sectionScheduler',
  'effortContributor',
  'effortManager',
  'faculty10',
  'faculty1',
];

async function themeTo(session: UiSession, theme: 'light' | 'dark') {
  const toggle = session.page.getByRole('button', {
    name: theme === 'light' ? 'Switch to light theme' : 'Switch to dark theme',
  });
  await session.goto('/');
  await toggle
    .or(session.page.getByRole('button', { name: /Switch to (light|dark) theme/ }))
    .first()
    .waitFor();
  if (await toggle.isVisible()) await toggle.click();
  await session.page
    .getByRole('button', { name: theme === 'light' ? 'Switch to dark theme' : 'Switch to light theme' })
    .waitFor();
}

async function checkEveryPage(session: UiSession, username: string): Promise<string[]> {
  const { page } = session;
  await session.signIn(username);
  await page.setViewportSize(widths.desktop);
  await session.goto('/');
  const paths = await menuPaths(page);
  const failures: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await themeTo(session, theme);
    for (const path of paths) {
      await page.setViewportSize(widths.desktop);
      await session.goto(path);
      for (const [size, viewport] of Object.entries(widths)) {
        await page.setViewportSize(viewport);
        await settled(page);
        if (theme === 'dark' && size === 'phone' && username === 'admin' && shotPaths.includes(path)) {
          await walkShot(page, 1, `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'dashboard'}-390`);
        }
        const wide = await overflow(page);
        if (wide) failures.push(`${path} ${size} ${theme}: ${wide}`);
        for (const violation of await seriousViolations(page)) {
          failures.push(`${path} ${size} ${theme}: axe ${violation}`);
        }
      }
    }
  }
  await themeTo(session, 'dark');
  return failures;
}

describeInBrowser('Every page of every menu fits a phone and a desktop, in both themes', () => {
  const suite = useUiSuite('ui-every-page', { sharedServer: true, env: { FEATURE_FLAGS: flags.join(',') } });

  for (const username of users) {
    it(`fits every page of ${username}'s menu with no serious axe violation`, async () => {
      expect(await checkEveryPage(suite.session, username)).toEqual([]);
    }, 600_000);
  }
});
