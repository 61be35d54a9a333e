import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { TestServer } from '../support/index.js';
import { newOffering, newSection, type Row, setUpPlanning } from '../support/planning.js';
import { walkShot } from './walkShots.js';
import { describeInBrowser, useUiSuite } from './uiSession.js';

/**
 * Issue 20 item 3: on Sections Offered and Section Assignments, "MATH 495" found nothing (the search
 * looked only at section names and numbers). It finds the sections of MATH 495 now, and the search field
 * says what it searches. Its own server: the suite adds a MATH 495 to the catalog.
 */
describeInBrowser('Searching sections by course', () => {
  const suite = useUiSuite('ui-section-search', { signInAs: 'academicOpsAdmin' });
  let sections: Row[] | undefined;
  const math495 = async () => {
    if (sections) return sections;
    const p = await setUpPlanning({ url: suite.environment.url } as TestServer);
    const { offering } = await newOffering(p, {
      course: { courseNumber: 'MATH 495', name: 'Mathematical Biology' },
    });
    sections = [await newSection(p, offering, { sectionNumber: '001' })];
    sections.push(await newSection(p, offering, { sectionNumber: '002' }));
    return sections;
  };

  const searchField = (page: Page) => page.getByRole('textbox', { name: 'Search Sections Offered' });
  /** The field says what it searches; its accessible name says it in full. */
  const expectSaysWhatItSearches = async (page: Page) => {
    const field = searchField(page);
    expect(await field.getAttribute('placeholder')).toBe('Course, section, instructor, room');
    expect(await field.getAttribute('aria-label')).toBe(
      'Search Sections Offered by course, section, instructor, room',
    );
  };
  const rowsFound = (page: Page) => page.locator('tbody tr');
  /** Until the list is narrowed (a debounced search, then a re-read), or a while: the shot shows either. */
  const settled = (page: Page) =>
    page
      .waitForFunction(() => document.querySelectorAll('tbody tr').length <= 2, null, { timeout: 15_000 })
      .catch(() => undefined);

  it('finds the sections of MATH 495 on Sections Offered', async () => {
    await math495();
    const { page } = suite.session;
    await suite.session.goto('/sections');
    await searchField(page).fill('MATH 495');
    await settled(page);
    await walkShot(page, 3, 'sections-offered');
    await expectSaysWhatItSearches(page);
    await expect.poll(() => rowsFound(page).count()).toBe(2);
    const texts = await rowsFound(page).allTextContents();
    for (const [index, text] of texts.entries()) {
      expect(text).toContain('MATH 495');
      expect(text).toContain(`00${index + 1}`);
    }
  });

  it('finds them on Section Assignments', async () => {
    await math495();
    const { page } = suite.session;
    await suite.session.goto('/sectionAssignments');
    await page.getByRole('button', { name: 'Need coverage', pressed: true }).waitFor();
    await searchField(page).fill('MATH 495');
    await settled(page);
    await walkShot(page, 3, 'section-assignments');
    await expectSaysWhatItSearches(page);
    await expect.poll(() => rowsFound(page).count()).toBe(2);
    await page.getByRole('button', { name: 'Open section 001' }).waitFor({ timeout: 1000 });
    await page.getByRole('button', { name: 'Open section 002' }).waitFor({ timeout: 1000 });
    for (const text of await rowsFound(page).allTextContents()) expect(text).toContain('MATH 495');
  });
});
