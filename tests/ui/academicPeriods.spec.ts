import { expect, it } from 'vitest';
import { describeInBrowser, useUiSuite } from './uiSession.js';

describeInBrowser('Academic periods', () => {
  const suite = useUiSuite('ui-periods', { signInAs: 'academicOpsAdmin' });

  const row = (name: string) => suite.session.page.getByRole('row').filter({ hasText: name });
  const chip = (name: string) => row(name).getByTestId('system-active-chip');

  it('sets another period as the system active one: the chip moves', async () => {
    const { page } = suite.session;
    const systemActive = async () =>
      (
        (await (await suite.session.api('GET', '/api/academicPeriods/systemActive')).json()) as {
          name: string;
        }
      ).name;
    const before = await systemActive();
    const target = before === '2027-2028' ? '2025-2026' : '2027-2028';
    await suite.session.goto('/academicPeriods');
    await chip(before).waitFor();
    expect(await page.getByTestId('system-active-chip').count()).toBe(1);

    await page.getByRole('link', { name: target }).click();
    const activate = page.getByRole('button', { name: 'Set as system active' });
    await activate.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Set "${target}" as the system's active period?`).waitFor();
    await dialog.getByRole('button', { name: 'Set as system active' }).click();
    await page.getByText(`"${target}" is now the system's active academic period`).waitFor();
    // spec §4 activeAcademicPeriodUpdated: everyone starts again from the dashboard
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    await suite.session.goto('/academicPeriods');
    await chip(target).waitFor();
    expect(await page.getByTestId('system-active-chip').count()).toBe(1);
    expect(await systemActive()).toBe(target);
  });

  /** Unique per run, so the suite can also drive a long-running app (TAMS_UI_TEST_URL). */
  const termName = `Winter Intersession ${Date.now() % 100_000}`;

  it('adds a term from its period: dates outside the period are refused on the field', async () => {
    const { page } = suite.session;
    suite.session.expectHttpError(400, /^\/api\/academicTerms$/);
    await suite.session.goto('/academicPeriods');
    await page.getByRole('link', { name: '2027-2028' }).click();
    await page.getByRole('heading', { name: 'Terms' }).waitFor();
    const periodPage = page.url();
    await page.getByRole('link', { name: 'Add term' }).click();
    await page.waitForURL(/\/academicTerms\/create$/);
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Academic Period/ }).inputValue())
      .toBe('2027-2028');

    await page.getByRole('combobox', { name: /^Term Type/ }).click();
    await page.getByRole('option', { name: 'Winter' }).click();
    await page.getByRole('textbox', { name: /^Name/ }).fill(termName);
    await page.getByLabel(/^Start Date/).fill('2027-01-04');
    await page.getByLabel(/^End Date/).fill('2028-01-20');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be within the period (it starts on 2027-08-01)').waitFor();
    expect(new URL(page.url()).pathname).toBe('/academicTerms/create');

    await page.getByLabel(/^Start Date/).fill('2028-01-03');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(periodPage);
    await row(termName).getByText('Jan 3, 2028').waitFor();
  });
});
