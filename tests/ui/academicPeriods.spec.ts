import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeInBrowser, startUiEnvironment, type UiEnvironment, UiSession } from './uiSession.js';

describeInBrowser('Academic periods', () => {
  let environment: UiEnvironment;
  let session: UiSession;

  beforeAll(async () => {
    environment = await startUiEnvironment('ui-periods');
  });
  afterAll(async () => {
    await environment?.stop();
  });
  beforeEach(async () => {
    session = await UiSession.open(environment.browser, environment.url);
    await session.signIn('academicOpsAdmin');
  });
  afterEach(async () => {
    await session.close();
    expect(session.problems).toEqual([]);
  });

  const row = (name: string) => session.page.getByRole('row').filter({ hasText: name });
  const chip = (name: string) => row(name).getByTestId('system-active-chip');

  it('sets another period as the system active one: the chip moves', async () => {
    const { page } = session;
    const systemActive = async () =>
      ((await (await session.api('GET', '/api/academicPeriods/systemActive')).json()) as { name: string })
        .name;
    const before = await systemActive();
    const target = before === '2027-2028' ? '2025-2026' : '2027-2028';
    await session.goto('/academicPeriods');
    await chip(before).waitFor();
    expect(await page.getByTestId('system-active-chip').count()).toBe(1);

    await page.getByRole('link', { name: target }).click();
    const activate = page.getByRole('button', { name: 'Set as system active' });
    await activate.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Set "${target}" as the system's active period?`).waitFor();
    await dialog.getByRole('button', { name: 'Set as system active' }).click();
    await page.getByText(`"${target}" is now the system's active academic period`).waitFor();
    await expect.poll(() => activate.isDisabled()).toBe(true);

    await page.getByRole('menuitem', { name: 'Academic Periods' }).click();
    await chip(target).waitFor();
    expect(await page.getByTestId('system-active-chip').count()).toBe(1);
    expect(await systemActive()).toBe(target);
  });

  /** Unique per run, so the suite can also drive a long-running app (TAMS_UI_TEST_URL). */
  const termName = `Winter Intersession ${Date.now() % 100_000}`;

  it('adds a term from its period: dates outside the period are refused on the field', async () => {
    const { page } = session;
    session.expectHttpError(400, /^\/api\/academicTerms$/);
    await session.goto('/academicPeriods');
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
