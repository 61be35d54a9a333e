import { expect, it } from 'vitest';
import { describeInBrowser, useUiSuite } from './uiSession.js';

describeInBrowser('Signing in', () => {
  const suite = useUiSuite('ui-sign-in', { sharedServer: true });

  it('sends an anonymous visitor to "Login to TAMS" and back to the page asked for after a dev sign-in', async () => {
    const { page } = suite.session;
    await suite.session.goto('/academicPeriods');
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Login to TAMS' }).waitFor();
    expect(await page.title()).toBe('Login to TAMS');
    // the demo users, grouped by role
    await page.getByRole('region', { name: 'Academic Operations Admin' }).waitFor();
    await page
      .getByRole('region', { name: 'Faculty' })
      .getByRole('button', { name: /\(faculty12\)/ })
      .waitFor();

    await page.getByRole('button', { name: 'Olivia Operations (academicOpsAdmin)' }).click();
    await page.waitForURL(/\/academicPeriods$/);
    await page.getByRole('link', { name: '2026-2027' }).waitFor();
    // the menu lists what an academic operations admin may list
    const menu = page.getByRole('navigation').or(page.locator('.RaSidebar-fixed'));
    await menu.getByRole('menuitem', { name: 'Course Catalog' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Workgroups' }).waitFor();
    await page.getByRole('banner').getByText('Olivia Operations').waitFor();
  });

  it('signs out from the account menu, and the next user gets their own menu', async () => {
    const { page } = suite.session;
    await suite.session.signIn('academicOpsAdmin');
    await suite.session.goto('/courses');
    await page.getByRole('link', { name: 'CS 101' }).waitFor();
    await page.getByRole('button', { name: /account menu$/ }).click();
    // a query of the page still in flight (or refetched) as the session ends is answered 401, logged by
    // Chromium, and the app goes to the login page anyway (seen once in a full run)
    suite.session.expectHttpError(401, /^\/api\//);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    expect((await suite.session.api('GET', '/api/auth')).status()).toBe(401);

    await page.getByRole('button', { name: 'Frances Faculty (faculty)' }).click();
    await page.getByRole('banner').getByText('Frances Faculty').waitFor();
    await page.getByRole('menuitem', { name: 'My Workload' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Course Catalog' }).count()).toBe(0);
  });

  it('says why a sign-in failed and stays on the login page', async () => {
    const { page } = suite.session;
    suite.session.expectHttpError(401, /^\/api\/auth\/dev$/);
    await suite.session.goto('/login');
    // the demo users load above the form and push it down: type once the page has settled
    await page.getByRole('region', { name: 'Faculty' }).waitFor();
    await page.getByLabel('Username').fill('nobody');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'No TAMS user has the username or email nobody' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('offers no Create button on courses to an admin, who may only read them', async () => {
    const { page } = suite.session;
    await suite.session.signIn('admin');
    await suite.session.goto('/courses');
    await page.getByRole('link', { name: 'CS 101' }).waitFor();
    expect(await page.getByRole('link', { name: /create/i }).count()).toBe(0);
    await page.getByRole('link', { name: 'CS 101' }).click();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    expect(await page.getByRole('link', { name: /edit/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /delete/i }).count()).toBe(0);
  });

  it('hides the course catalog and the academic periods page from faculty', async () => {
    const { page } = suite.session;
    await suite.session.signIn('faculty');
    await suite.session.goto('/');
    await page.getByRole('menuitem', { name: 'My Workload' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Course Catalog' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Academic Periods' }).count()).toBe(0);
    await suite.session.goto('/courses');
    await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
    // the Academic Periods page needs manage on AcademicPeriod (spec §6 route access)
    await suite.session.goto('/academicPeriods');
    await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
  });
});
