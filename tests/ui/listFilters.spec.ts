import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, useUiSuite } from './uiSession.js';
import { walkShot } from './walkShots.js';

/** Lists follow a debounced search and a read-model answer: more than expect.poll's second. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

const menuItem = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: label, exact: true });
const rows = (page: Page) => page.locator('tbody tr');
const filtersOn = (page: Page) => page.getByRole('region', { name: 'Filters on' });
const shownRows = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

/** The list has its answer: rows shown, and the "1-25 of n" the same a moment later. */
async function settled(page: Page) {
  await rows(page).first().waitFor();
  let before = '';
  await poll(async () => {
    const now = await shownRows(page).textContent();
    const same = now === before;
    before = now ?? '';
    if (!same) await page.waitForTimeout(500);
    return same;
  }).toBe(true);
}

/** The width the placeholder's text needs, against the width its input has for text. */
function placeholderFit(page: Page, name: string) {
  return page.getByRole('textbox', { name }).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return {
      placeholder: input.placeholder,
      label: input.getAttribute('aria-label'),
      needed: Math.ceil(context.measureText(input.placeholder).width),
      room,
    };
  });
}

/**
 * Issue 20 item 14: the Instructors list reopened filtered to one person (its filters stuck in the
 * browser's storage), and Export then gave one row. People and reference lists now keep their filters only
 * in the URL, a menu click opens any list unfiltered, and a list says which filters are on and clears them.
 * Item 12 (search part): a search field's placeholder is not cut off at 390 px.
 */
describeInBrowser('List filters', () => {
  const suite = useUiSuite('ui-list-filters', {
    signInAs: 'academicOpsAdmin',
    sharedServer: true,
    env: { FEATURE_FLAGS: 'exportsEnabled' },
  });

  it('opens Instructors unfiltered from the menu after it was filtered to one person', async () => {
    const { page } = suite.session;
    await suite.session.goto('/instructors');
    await poll(() => rows(page).count()).toBeGreaterThan(1);
    const everyone = await rows(page).count();
    const pagination = await shownRows(page).textContent();
    const name = (await rows(page).first().locator('td').first().textContent())!.trim();
    const search = page.getByRole('textbox', { name: 'Search instructors' });
    await search.fill(name);
    await poll(() => rows(page).count()).toBe(1);

    await menuItem(page, 'Course Catalog').click();
    await page.waitForURL(/\/courses$/);
    await menuItem(page, 'Instructors').click();
    await page.waitForURL(/\/instructors$/);
    await search.waitFor();
    await settled(page);
    await walkShot(page, 14, 'instructors-from-menu');
    expect(await rows(page).count()).toBe(everyone);
    expect(await shownRows(page).textContent()).toBe(pagination);
    expect(await search.inputValue()).toBe('');
    expect(await filtersOn(page).count()).toBe(0);
    const exportButton = page.getByRole('button', { name: /^Export/ });
    expect(await exportButton.textContent()).toBe('Export');

    // filtered, Export says it exports the one row the list shows
    await search.fill(name);
    await filtersOn(page).getByText(`Search: ${name}`).waitFor();
    await poll(() => exportButton.textContent()).toBe('Export 1 filtered row');
  });

  it('shows each filter that is on, and Clear filters returns the unfiltered list', async () => {
    const { page } = suite.session;
    await suite.session.goto('/users');
    await poll(() => rows(page).count()).toBeGreaterThan(1);
    const everyone = await rows(page).count();
    const search = page.getByRole('textbox', { name: 'Search users' });
    await search.fill('faculty1');
    await poll(() => rows(page).count()).toBeLessThan(everyone);
    await page.getByRole('combobox', { name: 'Active' }).click();
    await page.getByRole('option', { name: 'Yes' }).click();
    await settled(page);
    await walkShot(page, 14, 'filters-on');
    await filtersOn(page).getByText('Search: faculty1').waitFor({ timeout: 5_000 });
    await filtersOn(page).getByText('Active: Yes').waitFor({ timeout: 5_000 });
    const clear = filtersOn(page).getByRole('button', { name: 'Clear filters' });
    expect(await clear.isVisible()).toBe(true);

    await clear.click();
    await poll(() => rows(page).count()).toBe(everyone);
    expect(await filtersOn(page).count()).toBe(0);
    expect(await search.inputValue()).toBe('');
  });

  it('keeps the filters of Sections Offered while planning, until the menu opens it afresh', async () => {
    const { page } = suite.session;
    await suite.session.goto('/sections');
    await poll(() => rows(page).count()).toBeGreaterThan(1);
    const everyone = await shownRows(page).textContent();
    const number = (await rows(page).first().locator('td').nth(1).textContent())!.trim();
    // the search's words are another change's (issue 20): the field is the list's `q`
    const search = page.locator('form input[name="q"]');
    await search.fill(number);
    await poll(() => shownRows(page).textContent()).not.toBe(everyone);

    // back to the list another way than the menu (a link, a redirect after a save): still filtered
    await suite.session.goto('/sections');
    await settled(page);
    expect(await search.inputValue()).toBe(number);
    await menuItem(page, 'Sections Offered').click();
    await page.waitForURL(/\/sections$/);
    await settled(page);
    await walkShot(page, 14, 'sections-from-menu');
    expect(await search.inputValue()).toBe('');
    expect(await shownRows(page).textContent()).toBe(everyone);
    expect(await filtersOn(page).count()).toBe(0);
  });

  it('shows the whole search placeholder at 390 px and in the filter bar, and names the field in full', async () => {
    const { page } = suite.session;
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const [path, name] of [
        ['/administrativeAssignmentTypes', 'Search Admin Assignment Types'],
        ['/instructors', 'Search instructors'],
        ['/administrativeAssignments', 'Search Admin Assignments'],
      ] as const) {
        await suite.session.goto(path);
        await page.getByRole('textbox', { name }).waitFor();
        const fit = await placeholderFit(page, name);
        if (path === '/administrativeAssignmentTypes')
          await walkShot(page, 12, `search-placeholder-${width}`);
        expect(fit.label).toBe(name);
        expect(
          fit.needed,
          `${path} at ${width}px: "${fit.placeholder}" in ${fit.room}px`,
        ).toBeLessThanOrEqual(fit.room);
      }
    }
  });
});
