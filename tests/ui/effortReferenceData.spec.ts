import { join } from 'node:path';
import { expect, it } from 'vitest';
import { type ApiRecord, apiJson, listQuery, runId } from './uiRecords.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

/*
 * The effort reference data in the browser (issue 17), as the effort manager: each page of spec §2 opens
 * from the Effort Management submenu at its own path; a category goes through create, show (its colour as
 * a swatch), edit and the list; a classification rule's screens live under /effort/rules.
 */

/** [menu item, path, its list's search label] */
const pages = [
  ['Effort Categories', '/effort/categories', 'Effort Categories'],
  ['Effort Types', '/effort/types', 'Effort Types'],
  ['Pay Periods', '/effort/payPeriods', 'Pay Periods'],
  ['Cost Center Descriptions', '/effort/costCenterDescriptions', 'Cost Center Descriptions'],
] as const;

describeInBrowser('Effort reference data', () => {
  const suite = useUiSuite('ui-effort-reference-data', {
    signInAs: 'effortManager',
    env: { FEATURE_FLAGS: 'aemEnabled,aemEnabledFaculty' },
    // the effort files share one server: each makes or changes only records of its own
    sharedServer: true,
  });
  const run = runId();

  const openFromMenu = async (item: string) => {
    const menu = suite.session.page.getByRole('navigation', { name: 'Main menu' });
    const header = menu.getByRole('menuitem', { name: 'Effort Management', exact: true });
    await header.waitFor();
    if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
    await menu.getByRole('menuitem', { name: item, exact: true }).click();
  };

  it.each(pages)('%s opens at %s with its list and a create button', async (item, path, search) => {
    const { page } = suite.session;
    await suite.session.goto('/');
    await openFromMenu(item);
    await page.waitForURL(new RegExp(`${path}$`));
    await page.getByRole('textbox', { name: `Search ${search}` }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    await page.screenshot({ path: join(screenshotDir, `effort-${path.split('/').pop()}-list.png`) });
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(new RegExp(`${path}/create$`));
    await page.getByRole('button', { name: 'Save' }).waitFor();
  });

  it('creates, shows with a swatch, edits and lists a category at /effort/categories', async () => {
    const { page } = suite.session;
    const name = `UI Research ${run}`;
    await suite.session.goto('/effort/categories/create');
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('textbox', { name: /^Colour/ }).fill('#2ca02c');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/effort\/categories\/[0-9a-f-]{36}\/show$/);
    await page.getByTestId('colour-swatch').waitFor();
    const id = new URL(page.url()).pathname.split('/')[3]!;

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(new RegExp(`/effort/categories/${id}$`));
    await page.getByRole('textbox', { name: /^Colour/ }).fill('#d62728');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/effort/categories/${id}/show$`));
    await page.getByText('#d62728', { exact: true }).waitFor();

    await suite.session.goto('/effort/categories');
    await page.getByRole('textbox', { name: 'Search Effort Categories' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByTestId('colour-swatch').waitFor();
    expect(await row.getByTestId('colour-swatch').evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(
      'rgb(214, 39, 40)',
    );
    await page.screenshot({ path: join(screenshotDir, 'effort-categories.png') });
    const [saved] = await apiJson<ApiRecord[]>(
      suite.session,
      'GET',
      `/api/effortCategories${listQuery({ filter: { name } })}`,
    );
    expect(saved).toMatchObject({ id, color: '#d62728', version: 2 });
  });

  it("opens a classification rule's screens under /effort/rules, and its list on the rules page", async () => {
    const { page } = suite.session;
    const category = await apiJson(suite.session, 'POST', '/api/effortCategories', {
      name: `UI Teaching ${run}`,
      color: '#1f77b4',
    });
    const rule = await apiJson(suite.session, 'POST', '/api/effortRules', {
      sequence: 3,
      name: `UI rule ${run}`,
      earnCode: 'REG',
      EffortCategoryId: category.id,
    });
    await suite.session.goto(`/effortRules/${rule.id}/show`);
    await page.waitForURL(new RegExp(`/effort/rules/${rule.id}/show$`));
    await page.getByText(`UI rule ${run}`).first().waitFor();
    await suite.session.goto(`/effort/rules/${rule.id}`);
    await page.getByRole('textbox', { name: /^Earnings Code/ }).waitFor();
    await suite.session.goto('/effortRules');
    await page.waitForURL(/\/effort\/classificationRules$/);
  });
});
