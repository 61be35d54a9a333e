import { expect, it } from 'vitest';
import { apiJson, type ApiRecord, listQuery, runId } from './uiRecords.js';
import { describeInBrowser, useUiSuite } from './uiSession.js';
import { walkShot } from './walkShots.js';

const run = runId();
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/**
 * Issue 20 item 7: the offering flow had dead ends. Points were not prefilled from the course, "Add Section"
 * was offered before the offering ran in any term (the form then said to add a term mode first), and the
 * assign dialog left the Assignment Type empty (rows showed "—").
 */
describeInBrowser('The offering flow guides and prefills', () => {
  const suite = useUiSuite('ui-offering-guidance', { signInAs: 'academicOpsAdmin', sharedServer: true });
  const api = <T = ApiRecord>(method: 'GET' | 'POST', path: string, data?: unknown) =>
    apiJson<T>(suite.session, method, path, data);

  it("prefills an offering's points from its course, and asks for a term mode before a section", async () => {
    const { page } = suite.session;
    const courseNumber = `GUIDE ${run}`;
    const { id: courseId } = await api('POST', '/api/courses', {
      courseNumber,
      name: `Guided Studio ${run}`,
      sectionCreditHours: 2.5,
      isActive: true,
      isOffered: true,
    });
    await poll(
      async () =>
        (await api<ApiRecord[]>('GET', `/api/courses${listQuery({ filter: { id: courseId } })}`)).length,
    ).toBe(1);

    await suite.session.goto('/courseOfferings/create');
    await page.getByRole('combobox', { name: /^Course/ }).fill(courseNumber);
    await page.getByRole('option', { name: new RegExp(`^${courseNumber}`) }).click();
    const points = page.getByRole('spinbutton', { name: /^Points/ });
    await page.waitForTimeout(500);
    await walkShot(page, 7, 'offering-points-prefilled');
    await poll(() => points.inputValue()).toBe('2.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/courseOfferings\/[0-9a-f-]{36}\/show$/);

    const sections = page.getByRole('region', { name: 'Sections' });
    await sections.getByText('This offering has no sections yet.').waitFor();
    await page.waitForTimeout(300);
    await walkShot(page, 7, 'add-section-needs-term-mode');
    expect(await sections.getByRole('link', { name: 'Add section' }).count()).toBe(0);
    const disabled = sections.getByRole('button', { name: 'Add section' });
    expect(await disabled.isDisabled()).toBe(true);
    await sections.getByText('Add a term mode first').waitFor();

    const termModes = page.getByRole('region', { name: 'Term Modes' });
    await termModes.getByRole('button', { name: 'Add term mode' }).click();
    const dialog = page.getByRole('dialog', { name: `Add a term mode to ${courseNumber}` });
    await dialog.getByRole('combobox', { name: /^Academic Term/ }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('combobox', { name: /^Teaching Mode/ }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Add term mode' }).click();
    await sections.getByRole('link', { name: 'Add section' }).waitFor();
  });

  it("starts a new assignment of an uncovered section as its primary instructor's", async () => {
    const { page } = suite.session;
    await suite.session.goto('/sectionAssignments');
    const open = page.getByRole('button', { name: /^Open section/ }).first();
    await open.waitFor({ timeout: 15_000 });
    await open.press('Enter');
    const drawer = page.getByRole('dialog').first();
    await drawer.getByRole('button', { name: /^Assign someone/ }).click();
    const assign = page.getByRole('dialog', { name: /^Assign someone to/ });
    const type = assign.getByRole('combobox', { name: 'Assignment Type' });
    await type.waitFor();
    await page.waitForTimeout(500);
    await walkShot(page, 7, 'assign-dialog-type');
    await poll(() => type.textContent()).toBe('Primary Instructor');
  });
});
