import { join } from 'node:path';
import { expect, it } from 'vitest';
import { walkShot } from './walkShots.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

const listQuery = (params: Record<string, unknown>) =>
  `?${Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&')}`;

/** Unique per run, so the suite can also drive a long-running app (TAMS_UI_TEST_URL). */
const uiCourse = `UI ${Date.now() % 100_000}`;

describeInBrowser('Course catalog', () => {
  const suite = useUiSuite('ui-courses', { signInAs: 'academicOpsAdmin' });

  const column = (name: string) => suite.session.page.locator(`tbody td.column-${name}`);
  /** The names the API lists first for a sort and filter: what the page must show. */
  const firstPageNames = async (sort: [string, 'ASC' | 'DESC'], filter: Record<string, unknown> = {}) => {
    const response = await suite.session.api(
      'GET',
      `/api/courses${listQuery({ sort, range: [0, 24], filter })}`,
    );
    return ((await response.json()) as { name: string }[]).map((course) => course.name);
  };
  const courseNamed = async (courseNumber: string) => {
    const response = await suite.session.api('GET', `/api/courses${listQuery({ filter: { courseNumber } })}`);
    const [course] = (await response.json()) as { id: string; version: number; [field: string]: unknown }[];
    return course!;
  };

  it('lists courses, sorts by a column header and narrows by search', async () => {
    const { page } = suite.session;
    await suite.session.goto('/courses');
    await page.getByRole('link', { name: 'CS 101' }).waitFor();
    expect(await column('courseNumber').count()).toBe(25);
    // exports are off (spec §6 DataExport needs exportsEnabled): no Export button
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);
    await page.screenshot({ path: join(screenshotDir, 'course-list.png'), fullPage: true });

    await page.getByRole('button', { name: 'Name' }).click();
    const byName = await firstPageNames(['name', 'ASC']);
    await expect.poll(() => column('name').allTextContents()).toEqual(byName);
    await page.getByRole('button', { name: 'Name' }).click();
    const byNameDescending = await firstPageNames(['name', 'DESC']);
    await expect.poll(() => column('name').allTextContents()).toEqual(byNameDescending);
    expect(byNameDescending[0]).not.toBe(byName[0]);

    await page.getByRole('textbox', { name: 'Search Course Catalog' }).fill('chem');
    const matching = await firstPageNames(['name', 'DESC'], { q: 'chem' });
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(25);
    await expect.poll(() => column('name').allTextContents()).toEqual(matching);
  });

  it('shows the server refusing a duplicate course number on its input, then creates a valid course', async () => {
    const { page } = suite.session;
    suite.session.expectHttpError(400, /^\/api\/courses$/);
    await suite.session.goto('/courses');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/courses\/create$/);

    const courseNumber = page.getByRole('textbox', { name: /^Course Number/ });
    // checked in the browser first, with the API's own message
    await courseNumber.fill('X'.repeat(33));
    await page.getByRole('textbox', { name: /^Name/ }).fill('Interface Design Studio');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be at most 32 characters').waitFor();

    await courseNumber.fill('CS 101');
    await page.getByRole('combobox', { name: 'Workgroup' }).fill('Computer');
    await page.getByRole('option', { name: 'Computer Science' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Already used by another course').waitFor();
    expect(new URL(page.url()).pathname).toBe('/courses/create');

    await courseNumber.fill(uiCourse);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/courses\/[0-9a-f-]{36}\/show$/);
    // the toast says what was created, not react-admin's "Element created" (issue 20 item 7)
    await page
      .getByText(/created/)
      .first()
      .waitFor();
    await walkShot(page, 7, 'course-created-toast');
    await page.getByText('Course created', { exact: true }).waitFor();
    await page.getByText('Interface Design Studio').first().waitFor();
    const created = await courseNamed(uiCourse);
    expect(created).toMatchObject({ name: 'Interface Design Studio', isActive: true, isOffered: true });
  });

  it('edits a course, and its history shows the create and the update by Olivia Operations', async () => {
    const { page } = suite.session;
    const course = await courseNamed(uiCourse);
    await suite.session.goto(`/courses/${course.id}/show`);
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(new RegExp(`/courses/${course.id}$`));
    await page.getByRole('textbox', { name: /^Name/ }).fill('Interaction Design Studio');
    await page.getByRole('spinbutton', { name: 'Section Max Students' }).fill('30');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/courses/${course.id}/show$`));
    await page.getByText('Course updated', { exact: true }).waitFor();

    const history = page.getByRole('list', { name: 'History, newest first' });
    const entries = history.getByTestId('history-entry');
    await expect.poll(() => entries.count()).toBe(2);
    const [updated, created] = await entries.allTextContents();
    expect(updated).toContain('Olivia Operations');
    expect(updated).toContain('Name: Interface Design Studio → Interaction Design Studio');
    expect(updated).toMatch(/Section Max Students: .+ → 30/);
    expect(created).toMatch(/^Created/);
    expect(created).toContain('Olivia Operations');
    expect(created).toContain(`Course Number: ${uiCourse}`);
    expect(created).toContain('Workgroup: Computer Science');
    expect(await courseNamed(uiCourse)).toMatchObject({
      name: 'Interaction Design Studio',
      sectionMaxStudents: 30,
    });
  });

  it('refuses a stale edit with the conflict message, keeps the other change, and saves once reloaded', async () => {
    const { page } = suite.session;
    suite.session.expectHttpError(412, /^\/api\/courses\/[0-9a-f-]{36}$/);
    const course = await courseNamed(uiCourse);
    await suite.session.goto(`/courses/${course.id}`);
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect.poll(() => name.inputValue()).toBe('Interaction Design Studio');

    // someone else saves first
    const elsewhere = await suite.session.api(
      'PUT',
      `/api/courses/${course.id}`,
      { name: 'Changed Elsewhere' },
      { 'If-Match': `"${course.version}"` },
    );
    expect(elsewhere.status()).toBe(200);

    await page.getByRole('spinbutton', { name: 'Section Max Students' }).fill('99');
    await page.getByRole('button', { name: 'Save' }).click();
    const conflict = page.locator('form').getByRole('alert').filter({ hasText: 'changed by someone else' });
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain('Reload it and apply your change again');
    expect(await courseNamed(uiCourse)).toMatchObject({ name: 'Changed Elsewhere', sectionMaxStudents: 30 });

    // "reload it and apply your change again"
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => name.inputValue()).toBe('Changed Elsewhere');
    const maxStudents = page.getByRole('spinbutton', { name: 'Section Max Students' });
    expect(await maxStudents.inputValue()).toBe('30');
    expect(await conflict.count()).toBe(0);
    await maxStudents.fill('99');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/courses/${course.id}/show$`));
    await page.getByText('Course updated', { exact: true }).waitFor();
    expect(await courseNamed(uiCourse)).toMatchObject({ name: 'Changed Elsewhere', sectionMaxStudents: 99 });
  });

  it('deletes a course after a confirmation', async () => {
    const { page } = suite.session;
    const course = await courseNamed(uiCourse);
    await suite.session.goto(`/courses/${course.id}/show`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Delete Course "${uiCourse}"?`).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/courses$/);
    const response = await suite.session.api('GET', `/api/courses/${course.id}`);
    expect(response.status()).toBe(404);
  });
});
