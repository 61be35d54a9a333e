import { join } from 'node:path';
import { type SectionNaming, sectionTitle } from '@tams/domain';
import { expect, it } from 'vitest';
import { describeViolations, runAxe } from './axe.js';
import { type AssignmentWorld, openSection, setUpAssignments } from './uiAssignments.js';
import { runId } from './uiRecords.js';
import { walkShot } from './walkShots.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

const run = runId();
const lastName = `Assign${run}`;
/** Lists follow a read-model catch-up and a debounced search: more than expect.poll's second. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/**
 * Section Assignments as academic operations works it: a section needing coverage, its ranked suggestions
 * with the score breakdown, an assignment made from a suggestion with the instructor's load previewed, an
 * overload confirmed, and an assignment removed from the section's page after a confirmation.
 */
describeInBrowser('Section Assignments', () => {
  const suite = useUiSuite('ui-section-assignments', { signInAs: 'academicOpsAdmin', sharedServer: true });
  let world: AssignmentWorld | undefined;
  const data = async () => (world ??= await setUpAssignments(suite.environment.url, run));

  it('assigns a suggested instructor with the load preview, and the section shows the coverage', async () => {
    const w = await data();
    await w.member('Ada', lastName, 18);
    const section = await w.section(3);
    const number = String(section.sectionNumber);
    const title = sectionTitle(section as SectionNaming);
    const { page } = suite.session;
    await suite.session.goto('/sectionAssignments');
    await page.getByRole('button', { name: 'Need coverage', pressed: true }).waitFor();
    const drawer = await openSection(page, number);
    await drawer.getByText('0 of 3 points assigned').waitFor();
    await drawer.getByText('No one is assigned to this section yet.').waitFor();

    const suggestions = drawer.getByRole('list', { name: 'Suggested assignees' });
    const card = suggestions.getByRole('listitem', { name: new RegExp(`^1\\. Ada ${lastName}$`) });
    await card.waitFor({ timeout: 15_000 });
    await card.getByText('After this: 3 of 18 points').waitFor();
    await card.getByRole('button', { name: 'Show breakdown' }).click();
    const breakdown = card.getByRole('table', { name: `Score breakdown of Ada ${lastName}` });
    await breakdown.getByRole('row', { name: /Workgroup .*Member of the section's workgroup/ }).waitFor();
    expect(await breakdown.getByRole('row').count()).toBe(7);
    // the breakdown fits the drawer rather than being cut off on the right (issue 20 item 10)
    await walkShot(page, 10, 'suggestion-breakdown');
    const [tableBox, drawerBox] = [await breakdown.boundingBox(), await drawer.boundingBox()];
    expect(tableBox!.x + tableBox!.width).toBeLessThanOrEqual(drawerBox!.x + drawerBox!.width);

    await card.getByRole('button', { name: `Assign Ada ${lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Assign Ada ${lastName} to ${title}` });
    const points = dialog.getByRole('spinbutton', { name: 'Points' });
    expect(await points.inputValue()).toBe('3');
    await dialog.getByText('After this: 3 of 18 points').waitFor();
    await points.fill('2');
    await poll(() => dialog.getByRole('status', { name: 'Load preview' }).textContent()).toContain(
      'After this: 2 of 18 points',
    );
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const assignments = drawer.getByRole('table', { name: `Teaching assignments of ${title}` });
    const row = assignments.getByRole('row', { name: new RegExp(`Ada ${lastName}`) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['2', '67%']));
    await drawer.getByText('2 of 3 points assigned').waitFor();
    expect(await drawer.getByTestId('section-summary').textContent()).toContain('Partial');
    // Ada teaches it now: no longer a candidate
    await poll(() =>
      suggestions.getByRole('listitem', { name: new RegExp(`Ada ${lastName}$`) }).count(),
    ).toBe(0);

    // the workbench and its drawer (the toast saying "Assigned" is the shell's)
    const { violations, checked } = await runAxe(page, { include: ['main', '.MuiDrawer-paper'] });
    expect(describeViolations(violations, ['serious', 'critical'])).toEqual([]);
    expect(checked).toBeGreaterThan(0);
    await page.screenshot({ path: join(screenshotDir, 'section-assignments.png'), fullPage: true });
  });

  it('asks before an assignment that overloads the instructor, and assigns once confirmed', async () => {
    const w = await data();
    const olga = await w.member('Olga', lastName, 4);
    await w.adminAssignment(olga, 3, 'Chairs a committee');
    const section = await w.section(3);
    const number = String(section.sectionNumber);
    const title = sectionTitle(section as SectionNaming);
    const { page } = suite.session;
    suite.session.expectHttpError(409, /^\/api\/teachingAssignments$/);
    await suite.session.goto('/sectionAssignments');
    const drawer = await openSection(page, number);
    await drawer.getByRole('button', { name: 'Assign someone else' }).click();
    const dialog = page.getByRole('dialog', { name: `Assign someone to ${title}` });
    await dialog.getByRole('combobox', { name: 'Instructor', exact: true }).fill(`Olga ${lastName}`);
    await page.getByRole('option', { name: new RegExp(`^Olga ${lastName}`) }).click();
    expect(await dialog.getByRole('spinbutton', { name: 'Points' }).inputValue()).toBe('3');
    const preview = dialog.getByRole('status', { name: 'Load preview' });
    await poll(() => preview.textContent()).toContain('After this: 6 of 4 points');
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();

    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    const warnings = confirm.getByRole('list', { name: 'Warnings' });
    await warnings.getByRole('listitem').first().waitFor();
    expect(await warnings.textContent()).toMatch(/6 of 4/);
    await confirm.getByRole('button', { name: 'Assign anyway' }).click();
    await dialog.waitFor({ state: 'detached' });
    const assignments = drawer.getByRole('table', { name: `Teaching assignments of ${title}` });
    await assignments.getByRole('row', { name: new RegExp(`Olga ${lastName}`) }).waitFor();
    await drawer.getByText('3 of 3 points assigned').waitFor();
    expect(await drawer.getByTestId('section-summary').textContent()).toContain('Covered');
    // a covered section suggests nobody, and says why (issue 20 item 10)
    await page.waitForTimeout(500);
    await walkShot(page, 10, 'covered-section-suggestions');
    await drawer
      .getByText('This section is covered: its points are all assigned, so nobody is suggested.')
      .waitFor();
    expect(await drawer.getByRole('list', { name: 'Suggested assignees' }).count()).toBe(0);
  });

  it("edits and removes an assignment on the section's page, removing after a confirmation", async () => {
    const w = await data();
    const rita = await w.member('Rita', lastName, 18);
    const section = await w.section(4);
    await w.teach(section, rita, 4);
    const title = sectionTitle(section as SectionNaming);
    const { page } = suite.session;
    await suite.session.goto(`/sections/${section.id}/show`);
    const panel = page.getByRole('region', { name: 'Teaching Assignments' });
    const row = panel.getByRole('row', { name: new RegExp(`Rita ${lastName}`) });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['4', '100%']));

    const { violations, checked } = await runAxe(page, { include: ['[data-panel="teachingAssignments"]'] });
    expect(describeViolations(violations, ['serious', 'critical'])).toEqual([]);
    expect(checked).toBeGreaterThan(0);

    await row.getByRole('button', { name: `Edit the assignment of Rita ${lastName}` }).click();
    const edit = page.getByRole('dialog', {
      name: `Edit the assignment of Rita ${lastName} to ${title}`,
    });
    await edit.getByRole('spinbutton', { name: 'Points' }).fill('3');
    await edit.getByRole('textbox', { name: 'Notes' }).fill('Shares the lab with a TA');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await poll(() => row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['3', '75%', 'Shares the lab with a TA']),
    );

    await row.getByRole('button', { name: `Remove Rita ${lastName}` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove Rita ${lastName} from ${title}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row.count()).toBe(1);

    await row.getByRole('button', { name: `Remove Rita ${lastName}` }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await panel.getByText('No one is assigned to this section yet.').waitFor();
    await poll(async () => (await page.getByText('Uncovered').count()) > 0).toBe(true);
  });

  it('lists apart, with the conflict named, the best-scored person who teaches at that hour; the first candidate is assignable at 390 px', async () => {
    const w = await data();
    // owes the most of all: without the conflict, the first candidate (issue 36 item 3)
    const cleo = await w.member('Cleo', lastName, 60);
    await w.member('Dora', lastName, 18);
    await w.teach(await w.section(1), cleo, 1);
    // meets at the same hour as the section Cleo teaches
    const section = await w.section(3);
    const number = String(section.sectionNumber);
    const { page } = suite.session;
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await suite.session.goto('/sectionAssignments');
      const drawer = await openSection(page, number);
      const apart = drawer.getByRole('list', { name: 'Cannot take it' });
      const cleoCard = apart.getByRole('listitem', { name: `Cleo ${lastName}` });
      await cleoCard.waitFor({ timeout: 15_000 });
      expect(await cleoCard.textContent()).toMatch(
        /Cannot take it: Teaches at this time: .+\(Mon\/Wed 9:00 AM/,
      );
      expect(await cleoCard.getByRole('button', { name: /^Assign/ }).count()).toBe(0);
      const first = drawer
        .getByRole('list', { name: 'Suggested assignees' })
        .getByRole('listitem', { name: /^1\. / });
      const firstName = (await first.getAttribute('aria-labelledby'))!;
      const name = (await page.locator(`[id="${firstName}"]`).textContent())!.replace(/^1\. /, '');
      expect(name).not.toBe(`Cleo ${lastName}`);
      const assignFirst = first.getByRole('button', { name: `Assign ${name}` });
      await assignFirst.scrollIntoViewIfNeeded();
      expect(await assignFirst.isVisible()).toBe(true);
      // its label shows (react-admin's Button drops it on a phone, leaving an empty box)
      expect(await assignFirst.innerText()).toBe('ASSIGN');
      const box = (await assignFirst.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // Cleo's score is above the first candidate's: the conflict, not the score, sets Cleo apart
      const scoreOf = async (card: typeof first) =>
        Number(/Score (\d+)/.exec((await card.textContent())!)![1]);
      expect(await scoreOf(cleoCard)).toBeGreaterThan(await scoreOf(first));
      await first.scrollIntoViewIfNeeded();
      await walkShot(page, 3, 'suggestions-first-candidate-390');
      await cleoCard.scrollIntoViewIfNeeded();
      await walkShot(page, 3, 'suggestions-cannot-take-it-390');
    } finally {
      if (viewport) await page.setViewportSize(viewport);
    }
  });
});
