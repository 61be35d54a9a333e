import { type SectionNaming, sectionTitle } from '@tams/domain';
import { expect, it } from 'vitest';
import { type AssignmentWorld, openSection, setUpAssignments } from './uiAssignments.js';
import { runId } from './uiRecords.js';
import { describeInBrowser, UiSession, useUiSuite } from './uiSession.js';

const run = runId();
const lastName = `Live${run}`;
/** What another browser shows follows the assignment's response within a second (DESIGN §7, §12). */
const live = { timeout: 1000, interval: 50 };

/**
 * Two people at once: academic operations assigns an instructor on the Section Assignments workbench while
 * an admin has the sections list and the instructor's page open in another browser. Without reloading,
 * the admin's pages show the section's new coverage and the instructor's new load within a second.
 */
describeInBrowser('Live assignments across browsers', () => {
  const suite = useUiSuite('ui-live-assignments', { signInAs: 'academicOpsAdmin', sharedServer: true });
  let world: AssignmentWorld | undefined;
  const data = async () => (world ??= await setUpAssignments(suite.environment.url, run));

  it("shows another user's assignment on the sections list and the instructor's page without a reload", async () => {
    const w = await data();
    const lena = await w.member('Lena', lastName, 18);
    const section = await w.section(3);
    const number = String(section.sectionNumber);
    const title = sectionTitle(section as SectionNaming);

    const watcher = await UiSession.open(suite.environment.browser, suite.environment.url);
    try {
      await watcher.signIn('admin');
      const sectionsPage = watcher.page;
      const instructorPage = await watcher.context.newPage();
      await watcher.goto(`/sections?filter=${encodeURIComponent(JSON.stringify({ q: number }))}`);
      const sectionRow = sectionsPage.getByRole('row', { name: new RegExp(number) });
      await sectionRow.getByText('Uncovered').waitFor({ timeout: 15_000 });
      await instructorPage.goto(`${suite.environment.url}/instructors/${lena.id}/show`);
      const numbers = instructorPage.getByRole('region', { name: /^Workload in / });
      const assigned = numbers.getByTestId('workload-assigned').locator('p').last();
      await assigned.waitFor({ timeout: 15_000 });
      expect(await assigned.textContent()).toBe('0');
      const refetches = { sections: 0 };
      sectionsPage.on('request', (request) => {
        if (request.url().includes('/api/sections')) refetches.sections++;
      });
      const navigations: string[] = [];
      sectionsPage.on('framenavigated', (frame) => navigations.push(frame.url()));
      instructorPage.on('framenavigated', (frame) => navigations.push(frame.url()));

      // academic operations assigns Lena from the suggestions
      const { page } = suite.session;
      await suite.session.goto('/sectionAssignments');
      const drawer = await openSection(page, number);
      const card = drawer.getByRole('listitem', { name: new RegExp(`Lena ${lastName}$`) });
      await card.getByRole('button', { name: `Assign Lena ${lastName}` }).click({ timeout: 15_000 });
      const dialog = page.getByRole('dialog', { name: `Assign Lena ${lastName} to ${title}` });
      await dialog.getByRole('spinbutton', { name: 'Points' }).fill('2');
      const created = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/teachingAssignments' &&
          response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
      expect((await created).status()).toBe(201);

      // the admin's pages follow, within a second and without a reload
      await expect.poll(() => sectionRow.getByText('Partial').count(), live).toBe(1);
      expect(await sectionRow.getByRole('cell').allTextContents()).toContain('-1');
      await expect.poll(() => assigned.textContent(), live).toBe('2');
      expect(await numbers.getByTestId('workload-remaining').locator('p').last().textContent()).toBe('16');
      expect(navigations).toEqual([]);
      expect(refetches.sections).toBeGreaterThan(0);
      expect(watcher.problems).toEqual([]);
    } finally {
      await watcher.close();
    }
  });
});
