import { join } from 'node:path';
import { expect, it } from 'vitest';
import { apiJson, userNamed } from './uiRecords.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

describeInBrowser('Masquerade', () => {
  const suite = useUiSuite('ui-masquerade', { signInAs: 'admin' });

  it("lets an admin act as faculty1 from the user page, see the faculty's view, and end it", async () => {
    const { page } = suite.session;
    const faculty = await userNamed(suite.session, 'faculty1');
    const facultyName = String(faculty.displayName);
    const banner = page.getByRole('banner');
    await suite.session.goto(`/users/${faculty.id}/show`);
    await page.getByRole('menuitem', { name: 'Users' }).waitFor();
    await page.getByRole('button', { name: 'Masquerade' }).click();

    await page.waitForURL((url) => url.pathname !== `/users/${faculty.id}/show`);
    await banner.getByText(facultyName).waitFor();
    await banner.getByRole('button', { name: 'End Masquerade' }).waitFor();
    // the faculty member's menu: their own pages, no users, no course catalog
    await page.getByRole('menuitem', { name: 'My Workload' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Users' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Course Catalog' }).count()).toBe(0);
    const context = await apiJson<{ workingUserId: string; authenticatedUserId: string }>(
      suite.session,
      'GET',
      '/api/auth',
    );
    expect(context.workingUserId).toBe(faculty.id);
    // the theme is the signed-in user's own: not to be changed while acting as another
    const toggle = banner.getByRole('button', { name: 'Theme toggle disabled while masquerading' });
    expect(await toggle.getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('button', { name: /account menu$/ }).click();
    await page.getByRole('menu').getByText('Masquerading').waitFor();
    await page.getByRole('menuitem', { name: 'End Masquerade' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Logout' }).count()).toBe(0);
    await page.screenshot({ path: join(screenshotDir, 'masquerading.png') });
    await page.keyboard.press('Escape');

    await page.getByRole('menuitem', { name: 'Users' }).waitFor({ state: 'detached' });
    await suite.session.goto('/users');
    await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
    await banner.getByRole('button', { name: 'End Masquerade' }).click();
    await banner.getByText('Avery Admin').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await banner.getByRole('button', { name: /^Switch to (light|dark) theme$/ }).count()).toBe(1);
    await page.getByRole('menuitem', { name: 'Administration' }).waitFor();
    expect(await banner.getByRole('button', { name: 'End Masquerade' }).count()).toBe(0);
    const after = await apiJson<{ workingUserId: string; authenticatedUserId: string }>(
      suite.session,
      'GET',
      '/api/auth',
    );
    expect(after.workingUserId).toBe(after.authenticatedUserId);
  });

  it('offers no Masquerade on an administrator', async () => {
    const { page } = suite.session;
    const admin = await userNamed(suite.session, 'admin');
    await suite.session.goto(`/users/${admin.id}/show`);
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await page.getByRole('button', { name: 'Deactivate' }).waitFor();
    expect(await page.getByRole('button', { name: 'Masquerade' }).count()).toBe(0);
  });
});
