/// <reference lib="dom" />
import { routeRules } from '@tams/access';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, UiSession, useUiSuite } from './uiSession.js';

/*
 * Issue 15: the pages send a Content-Security-Policy and a Permissions-Policy (services/api/src/web/
 * staticWeb.ts), and the app really runs under them: Chromium reports no violation on any page of the
 * menu (services/access routeRules), opened as admin with every page's flags on, nor on the login page.
 */

/** Every violation Chromium reports to the page, kept on window from before the app's first script. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}`,
      ),
    );
  });
}

const violationsOn = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** Opens the page and lets it settle (its data loaded, the live socket opened). */
async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return response;
}

/** The console errors that are a policy's: the rest are other tests' business. */
const policyProblems = (problems: string[]) =>
  problems.filter((problem) => /Content.Security.Policy|Refused to|Permissions.Policy/i.test(problem));

describeInBrowser('The pages run under their Content-Security-Policy and Permissions-Policy', () => {
  const suite = useUiSuite('ui-content-policy', {
    signInAs: 'admin',
    // its tests add init scripts, which stay with their pages
    freshContext: true,
    env: { FEATURE_FLAGS: 'aemEnabled,aemEnabledFaculty,apiEnabled,dataServicesEnabled,userMergeEnabled' },
  });

  it('sends both policies with the page', async () => {
    const response = await visit(suite.session.page, `${suite.session.baseUrl}/`);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
  });

  it('reports no violation on any page of the menu', { timeout: 300_000 }, async () => {
    const { session } = suite;
    const paths = [...new Set(routeRules.map((rule) => rule.path))];
    expect(paths.length).toBeGreaterThan(30);
    // four tabs of the signed-in session share the walk: a page's settling is mostly waiting
    const tabs = [session.page, ...(await Promise.all([1, 2, 3].map(() => session.context.newPage())))];
    const consoleErrors: string[] = [];
    for (const tab of tabs.slice(1))
      tab.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
    await Promise.all(tabs.map(recordViolations));
    const violations: string[] = [];
    const waiting = [...paths];
    await Promise.all(
      tabs.map(async (tab) => {
        for (let path = waiting.shift(); path !== undefined; path = waiting.shift()) {
          await visit(tab, `${session.baseUrl}${path}`);
          violations.push(...(await violationsOn(tab)).map((violation) => `${path}: ${violation}`));
        }
      }),
    );
    expect(violations).toEqual([]);
    expect([...policyProblems(session.problems), ...policyProblems(consoleErrors)]).toEqual([]);
    // the Style Guide's previews raise errors on purpose; other console errors are other suites' to judge
    session.problems.splice(0);
  });

  it('reports no violation on the login page', async () => {
    const anonymous = await UiSession.open(suite.environment.browser, suite.environment.url);
    try {
      await recordViolations(anonymous.page);
      await visit(anonymous.page, `${anonymous.baseUrl}/login`);
      await anonymous.page.getByRole('button').first().waitFor();
      expect(await violationsOn(anonymous.page)).toEqual([]);
      expect(policyProblems(anonymous.problems)).toEqual([]);
    } finally {
      await anonymous.close();
    }
  });
});
