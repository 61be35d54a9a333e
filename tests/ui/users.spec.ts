import { join } from 'node:path';
import { expect, it } from 'vitest';
import { apiJson, type ApiRecord, runId, userNamed } from './uiRecords.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

const id = runId();
const username = `uma.user${id}`;
const lastName = `User${id}`;

describeInBrowser('Users', () => {
  const suite = useUiSuite('ui-users', { signInAs: 'academicOpsAdmin' });

  it('creates a user with roles chosen by their names, and finds them in the list', async () => {
    const { page } = suite.session;
    await suite.session.goto('/users');
    await page.getByRole('link', { name: 'Olivia Operations' }).waitFor();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/users\/create$/);

    await page.getByRole('textbox', { name: /^Username/ }).fill(username);
    await page.getByRole('textbox', { name: /^Email/ }).fill(`${username}@ui.example.edu`);
    await page.getByRole('textbox', { name: /^First Name/ }).fill('Uma');
    await page.getByRole('textbox', { name: /^Last Name/ }).fill(lastName);
    await page.getByRole('combobox', { name: 'Roles' }).click();
    // an operations admin may not grant the admin role
    expect(await page.getByRole('option', { name: 'Administrator' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await page.getByRole('option', { name: 'Faculty' }).click();
    await page.getByRole('option', { name: 'Section Scheduler' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/users\/[0-9a-f-]{36}\/show$/);
    await page.getByText('Section Scheduler').first().waitFor();
    await page.getByRole('heading', { name: 'Faculty Profile' }).waitFor();
    await page.getByText('This user has no faculty profile.').waitFor();
    expect(await userNamed(suite.session, username)).toMatchObject({
      firstName: 'Uma',
      Roles: ['faculty', 'sectionScheduler'],
      isActive: true,
    });

    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.getByRole('textbox', { name: 'Search users' }).fill(lastName);
    const row = page.getByRole('row').filter({ hasText: username });
    await row.getByRole('link', { name: `Uma ${lastName}` }).waitFor();
    await row.getByText('Faculty', { exact: true }).waitFor();
    await row.getByText('Never').waitFor();
    await page.screenshot({ path: join(screenshotDir, 'user-list.png'), fullPage: true });
  });

  it('gives the user a faculty profile with campuses, shown on their page', async () => {
    const { page } = suite.session;
    const user = await userNamed(suite.session, username);
    await suite.session.goto(`/users/${user.id}/show`);
    await page.getByRole('link', { name: 'Add faculty profile' }).click();
    await page.waitForURL(/\/facultyProfiles\/create$/);
    await expect
      .poll(() => page.getByRole('combobox', { name: /^User/ }).inputValue())
      .toBe(`Uma ${lastName}`);

    await page.getByRole('combobox', { name: 'Instructor Type' }).click();
    await page.getByRole('option', { name: 'Lecturer' }).click();
    const campuses = page.getByRole('combobox', { name: 'Campuses' });
    await campuses.click();
    await page.getByRole('option', { name: 'Main Campus' }).click();
    await campuses.click();
    await page.getByRole('option', { name: 'Online' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/users/${user.id}/show$`));

    const profile = page.getByRole('region', { name: 'Faculty Profile' });
    await profile.getByText('Lecturer').waitFor();
    await profile.getByText('Main Campus').waitFor();
    await profile.getByText('Online').waitFor();
    const embedded = (await apiJson(suite.session, 'GET', `/api/users/${user.id}`))
      .FacultyProfile as ApiRecord;
    expect((embedded.CampusIds as string[]).length).toBe(2);
    // the profile's creation is in the user's history
    await page.getByTestId('history-entry').filter({ hasText: 'Faculty Profile created' }).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'user-show.png'), fullPage: true });

    await profile.getByRole('link', { name: 'Edit profile' }).click();
    await page.waitForURL(/\/facultyProfiles\/[0-9a-f-]{36}$/);
    await page.locator('.MuiChip-root').filter({ hasText: 'Online' }).locator('.MuiChip-deleteIcon').click();
    await page.getByRole('textbox', { name: 'Credentials' }).fill('PhD, Mathematics');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/users/${user.id}/show$`));
    await profile.getByText('PhD, Mathematics').waitFor();
    expect(await profile.getByText('Online').count()).toBe(0);
  });

  it('deactivates the user after a confirmation, and can reactivate them', async () => {
    const { page } = suite.session;
    const user = await userNamed(suite.session, username);
    await suite.session.goto(`/users/${user.id}/show`);
    await page.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Deactivate Uma ${lastName}?`).waitFor();
    await dialog.getByText('Their records and history are kept').waitFor();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText(`Uma ${lastName} is deactivated`).waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await userNamed(suite.session, username)).toMatchObject({ isActive: false });
    // nobody masquerades as a deactivated user
    expect(await page.getByRole('button', { name: 'Masquerade' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByRole('dialog').getByText(`Reactivate Uma ${lastName}?`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
    await page.getByRole('button', { name: 'Deactivate' }).waitFor();
    expect(await userNamed(suite.session, username)).toMatchObject({ isActive: true });
  });
});

describeInBrowser('Users: financial data', () => {
  const suite = useUiSuite('ui-user-finance', { signInAs: 'academicOpsAdmin' });

  it('shows points per period to those who read financial data, who add a period from the page', async () => {
    const { page } = suite.session;
    const finance = `fin.ops${runId()}`;
    // only an administrator grants a right academicOpsAdmin lacks (FinancialData; issue 15)
    await suite.session.signIn('admin');
    await apiJson(suite.session, 'POST', '/api/users', {
      username: finance,
      firstName: 'Fiona',
      lastName: 'Figures',
      Roles: ['academicOpsAdmin', 'financialReportingUser'],
    });
    await suite.session.signIn('academicOpsAdmin');
    const faculty = await userNamed(suite.session, 'faculty3');
    await suite.session.goto(`/users/${faculty.id}/show`);
    await page.getByRole('region', { name: 'Faculty Profile' }).waitFor();
    // an operations admin does not read financial data
    expect(await page.getByRole('region', { name: 'Financial Data' }).count()).toBe(0);

    await suite.session.signIn(finance);
    await suite.session.goto(`/users/${faculty.id}/show`);
    const panel = page.getByRole('region', { name: 'Financial Data' });
    await panel.getByRole('row').filter({ hasText: '2026-2027' }).waitFor();
    await panel.getByRole('link', { name: 'Add financial data' }).click();
    await page.waitForURL(/\/financialData\/create$/);
    await page.getByRole('combobox', { name: /^Academic Period/ }).click();
    await page
      .getByRole('listbox', { name: 'Academic Period' })
      .getByRole('option', { name: '2027-2028' })
      .click();
    await page.getByRole('spinbutton', { name: /^Points Required/ }).fill('10.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/users/${faculty.id}/show$`));
    const added = panel.getByRole('row').filter({ hasText: '2027-2028' });
    await expect.poll(() => added.locator('td.column-pointsRemaining').textContent()).toBe('10.5');
  });
});
