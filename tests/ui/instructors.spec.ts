import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Row } from '../support/planning.js';
import { createdRecord } from '../support/index.js';
import { describeViolations, runAxe } from './axe.js';
import { apiJson, runId } from './uiRecords.js';
import { walkShot } from './walkShots.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';
import { setUpWorkload, type WorkloadWorld } from './uiWorkload.js';

const run = runId();
const lastName = `Inst${run}`;
/** Lists and numbers follow a read-model catch-up and a debounced search: more than expect.poll's second. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

interface Fixture {
  world: WorkloadWorld;
  over: Row;
  under: Row;
  notSet: Row;
  sectionNumber: string;
}

/**
 * The Instructors list and an instructor's page, as academic operations sees them: each faculty member's
 * workload over, under or not set (colour and words), the page's panels, a note added, edited and deleted,
 * and an admin assignment made from the page counted in their numbers.
 */
describeInBrowser('Instructors and their workload', () => {
  const suite = useUiSuite('ui-instructors', { signInAs: 'academicOpsAdmin' });
  let fixture: Fixture | undefined;

  /** Three faculty of a type owing 10 points: 12 assigned (over), 4 (under), and one of no type (not set). */
  async function data(): Promise<Fixture> {
    if (fixture) return fixture;
    const world = await setUpWorkload(suite.environment.url, run);
    const type = await createdRecord(world.planning.admin, 'instructorTypes', {
      name: `Lecturer ${run}`,
      defaultPointsRequired: 10,
    });
    const over = await world.faculty('Olga', lastName, { InstructorTypeId: type.id });
    const under = await world.faculty('Uma', lastName, { InstructorTypeId: type.id });
    const notSet = await world.faculty('Nora', lastName);
    await world.adminAssignment(over, 12, 'Chairs the curriculum committee');
    await world.adminAssignment(under, 1);
    const { section } = await world.sectionWithMeeting(3, ['TU'], '10:00', '11:00');
    await world.teach(section, under, 3);
    fixture = { world, over, under, notSet, sectionNumber: String(section.sectionNumber) };
    return fixture;
  }

  it('marks each faculty member over, under or not set, in colour and in words, and filters by it', async () => {
    const { over, under, notSet } = await data();
    const { page } = suite.session;
    await suite.session.goto('/instructors');
    await page.getByRole('textbox', { name: 'Search instructors' }).fill(lastName);
    const rowOf = (user: Row) => page.getByRole('row').filter({ hasText: String(user.displayName) });
    await poll(() => page.getByRole('row').filter({ hasText: lastName }).count()).toBe(3);

    const overChip = rowOf(over).locator('[data-status="over"]');
    await expect.poll(() => overChip.textContent()).toBe('Over');
    expect(await overChip.getAttribute('class')).toContain('MuiChip-colorError');
    expect(await rowOf(over).getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([`Lecturer ${run}`, '10', '12']),
    );
    const underChip = rowOf(under).locator('[data-status="under"]');
    expect(await underChip.textContent()).toBe('Under');
    expect(await underChip.getAttribute('class')).toContain('MuiChip-colorWarning');
    expect(await rowOf(under).getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['10', '4', '6Under']),
    );
    expect(await rowOf(notSet).locator('[data-status="notSet"]').textContent()).toBe('Not set');
    expect(await rowOf(notSet).getByRole('cell').allTextContents()).toContain('Not set');

    const { violations, checked } = await runAxe(page, { include: ['main'] });
    expect(describeViolations(violations, ['serious', 'critical'])).toEqual([]);
    expect(checked).toBeGreaterThan(0);
    await page.screenshot({ path: join(screenshotDir, 'instructors.png'), fullPage: true });

    await page.getByRole('combobox', { name: 'Workload' }).click();
    await page.getByRole('option', { name: 'Over' }).click();
    await poll(() => page.getByRole('row').filter({ hasText: lastName }).count()).toBe(1);
    expect(await rowOf(over).count()).toBe(1);
  });

  it("shows an instructor's sections, admin assignments, notes and history; notes are added, edited and deleted", async () => {
    const { under, sectionNumber } = await data();
    const { page } = suite.session;
    await suite.session.goto(`/instructors/${under.id}/show`);
    await page.getByRole('heading', { level: 1, name: String(under.displayName) }).waitFor();
    const numbers = page.getByRole('region', { name: /^Workload in / });
    expect(await numbers.getByTestId('workload-required').textContent()).toContain('10');
    expect(await numbers.getByTestId('workload-assigned').textContent()).toContain('4');
    expect(await numbers.getByTestId('workload-remaining').textContent()).toContain('6');

    const sections = page.getByRole('region', { name: 'Sections' });
    await sections.getByRole('link', { name: sectionNumber }).waitFor();
    const admin = page.getByRole('region', { name: 'Admin Assignments' });
    await admin.getByRole('cell', { name: `Committee ${run}` }).waitFor();

    const notes = page.getByRole('region', { name: 'Notes', exact: true });
    await notes.getByText('No notes yet.').waitFor();
    await notes.getByRole('textbox', { name: 'New note' }).fill('Prefers morning sections');
    await notes.getByRole('button', { name: 'Add note' }).click();
    const list = notes.getByRole('list', { name: 'Notes, newest first' });
    await list.getByText('Prefers morning sections').waitFor();
    const me = await apiJson<{ displayName: string }>(suite.session, 'GET', '/api/auth');
    expect(await list.getByTestId('note').first().textContent()).toContain(`By ${me.displayName}`);

    await list.getByRole('button', { name: 'Edit' }).click();
    await notes.getByRole('textbox', { name: 'Edit note' }).fill('Prefers afternoon sections');
    await notes.getByRole('button', { name: 'Save note' }).click();
    await list.getByText('Prefers afternoon sections').waitFor();

    const history = page.getByRole('region', { name: 'History' });
    expect(await history.getByTestId('history-entry').count()).toBeGreaterThan(0);

    const { violations, checked } = await runAxe(page, { include: ['main'] });
    expect(describeViolations(violations, ['serious', 'critical'])).toEqual([]);
    expect(checked).toBeGreaterThan(0);

    await page.screenshot({ path: join(screenshotDir, 'instructor-page.png'), fullPage: true });
    await list.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this note?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await notes.getByText('No notes yet.').waitFor();
  });

  it('keeps screen-reader text one pixel wide, so the instructor page fits its window (issue 20 item 2)', async () => {
    const { under } = await data();
    const { page } = suite.session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await suite.session.goto(`/instructors/${under.id}/show`);
    await page.getByRole('heading', { level: 1, name: String(under.displayName) }).waitFor();
    await page.getByRole('region', { name: 'Sections' }).locator('[data-alignment]').first().waitFor();
    // MUI's sx reads a width of 1 as 100%: the "hidden" text then spans the page
    const hiddenWidth = await page.getByTestId('page-announcer').evaluate((el) => getComputedStyle(el).width);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    await page.screenshot({ path: join(screenshotDir, 'instructor-page-1440.png'), fullPage: true });
    await walkShot(page, 2, 'instructor-page-1440', { fullPage: true });
    expect(hiddenWidth).toBe('1px');
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('counts an admin assignment made from the instructor page in their numbers', async () => {
    const { notSet } = await data();
    const { page } = suite.session;
    await suite.session.goto(`/instructors/${notSet.id}/show`);
    const assigned = page.getByRole('region', { name: /^Workload in / }).getByTestId('workload-assigned');
    await poll(() => assigned.textContent()).toContain('0');
    await page.getByRole('link', { name: 'Add admin assignment' }).click();
    await page.waitForURL(/\/administrativeAssignments\/create$/);
    await page.getByRole('combobox', { name: /^Type/ }).fill(`Committee ${run}`);
    await page.getByRole('option', { name: `Committee ${run}` }).click();
    await page.getByRole('spinbutton', { name: /^Points/ }).fill('2.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/administrativeAssignments\/[0-9a-f-]{36}\/show$/);

    await suite.session.goto(`/instructors/${notSet.id}/show`);
    await poll(() => assigned.textContent()).toContain('2.5');
    const admin = page.getByRole('region', { name: 'Admin Assignments' });
    await admin.getByRole('cell', { name: '2.5' }).waitFor();

    // the Admin Assignments list: the working period's to start with, searchable by instructor
    await suite.session.goto('/administrativeAssignments');
    await page.getByRole('textbox', { name: 'Search Admin Assignments' }).fill(String(notSet.displayName));
    const row = page.getByRole('row').filter({ hasText: String(notSet.displayName) });
    await poll(() => row.count()).toBe(1);
    // the type's name arrives with its reference, after the row itself
    await poll(() => row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([`Committee ${run}`, '2.5']),
    );
    expect(await page.getByRole('combobox', { name: 'Academic Period', exact: true }).inputValue()).toBe(
      fixture!.world.planning.period.name,
    );
    const { violations } = await runAxe(page, { include: ['main'] });
    expect(describeViolations(violations, ['serious', 'critical'])).toEqual([]);
  });

  it('totals the workload of all faculty, by workgroup, and shows one faculty member by period', async () => {
    const { over, under } = await data();
    const { page } = suite.session;
    await suite.session.goto('/instructorWorkload');
    await page.getByRole('heading', { level: 1, name: 'Instructor Workload' }).waitFor();
    const totals = page.getByTestId('workload-totals');
    await totals.waitFor();
    const rows = await apiJson<{ workloadStatus: string }[]>(
      suite.session,
      'GET',
      `/api/instructors?range=${encodeURIComponent('[0,999]')}`,
    );
    const overCount = rows.filter((row) => row.workloadStatus === 'over').length;
    expect(await totals.textContent()).toMatch(new RegExp(`Over${overCount}Under`));
    const table = page.getByRole('table', { name: /^Workload of each faculty member/ });
    const overRow = table.getByRole('row').filter({ hasText: String(over.displayName) });
    expect(await overRow.locator('[data-status="over"]').textContent()).toBe('Over');
    await page.getByRole('table', { name: 'Totals by workgroup' }).waitFor();
    const { violations, checked } = await runAxe(page, { include: ['main'] });
    expect(describeViolations(violations, ['serious', 'critical'])).toEqual([]);
    expect(checked).toBeGreaterThan(0);

    await page.screenshot({ path: join(screenshotDir, 'instructor-workload.png') });
    await table.getByRole('link', { name: String(under.displayName) }).click();
    await page.waitForURL(new RegExp(`/instructorWorkload/${under.id}$`));
    const periods = page.getByRole('table', { name: /by academic period$/ });
    const working = periods.getByRole('row').filter({ hasText: '(working period)' });
    await working.waitFor();
    expect(await working.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['1', '10', '3', '4', '6', 'Under']),
    );
  });
});
