import { join } from 'node:path';
import { type SectionNaming, sectionTitle } from '@tams/domain';
import { expect, it } from 'vitest';
import { expectOk, type Row } from '../support/planning.js';
import { describeViolations, runAxe } from './axe.js';
import { runId } from './uiRecords.js';
import { openSection } from './uiAssignments.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';
import { setUpWorkload } from './uiWorkload.js';

const run = runId();
const lastName = `Hist${run}`;
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `<input type="datetime-local">` text of an instant in this machine's (and the browser's) time zone. */
function localInput(instant: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}` +
    `T${pad(instant.getHours())}:${pad(instant.getMinutes())}:${pad(instant.getSeconds())}`
  );
}

interface Fixture {
  before: Date;
  after: Date;
  first: Row;
  second: Row;
  sectionNumber: string;
  /** "MATH 495-001 Mathematical Biology" */
  title: string;
  changedBy: string;
}

/*
 * Issue 19 "History for auditors": academic operations moves a section from one instructor to another;
 * an auditor (admin: a History reader who reads the plan now, so its past too; DESIGN §20) opens Section
 * Assignments as of before the move and sees the first instructor, compares the two instants on /history
 * and sees who moved it and when, and explains the second instructor's assigned points part by part.
 */
describeInBrowser('History for auditors', () => {
  const suite = useUiSuite('ui-history', { signInAs: 'admin' });
  let fixture: Fixture | undefined;

  /** A 5-point section taught 3 points by Hana, then (after `before`) by Ivo instead: it still needs coverage. */
  async function data(): Promise<Fixture> {
    if (fixture) return fixture;
    const world = await setUpWorkload(suite.environment.url, run);
    const { ops } = world.planning;
    const first = await world.faculty('Hana', lastName);
    const second = await world.faculty('Ivo', lastName);
    const { section } = await world.sectionWithMeeting(5, ['FR'], '13:00', '14:15');
    const assignment = await world.teach(section, first, 3);
    await sleep(1_100); // the exact instant is typed to the second: the assignment is before it, the move after
    const before = new Date(Math.floor(Date.now() / 1000) * 1000);
    await sleep(50);
    expectOk(
      await ops.delete(`/api/teachingAssignments/${assignment.id}`, {
        'If-Match': `"${assignment.version ?? 1}"`,
      }),
      'removing the first instructor',
      [200, 202, 204],
    );
    await world.teach(section, second, 3);
    const auth = expectOk(await ops.get('/api/auth'), 'the changer');
    fixture = {
      before,
      after: new Date(),
      first,
      second,
      sectionNumber: String(section.sectionNumber),
      title: sectionTitle(section as SectionNaming),
      changedBy: String(auth.displayName),
    };
    return fixture;
  }

  it('shows Section Assignments as of before the move, with the first instructor and no way to write', async () => {
    const { before, first, second, sectionNumber, title } = await data();
    const { page } = suite.session;
    await suite.session.goto(`/sectionAssignments?asOf=${encodeURIComponent(before.toISOString())}`);
    await poll(() => page.getByTestId('as-of-banner').textContent()).toContain('this is the past');
    const drawer = await openSection(page, sectionNumber);
    await poll(() => drawer.innerText()).toContain(String(first.displayName));
    expect(await drawer.innerText()).not.toContain(String(second.displayName));
    expect(await drawer.getByRole('button', { name: /^(Assign|Remove|Edit)\b/ }).count()).toBe(0);
    await page.screenshot({ path: join(screenshotDir, 'history-as-of.png'), fullPage: true });

    await drawer.getByRole('button', { name: `Explain the assigned points of ${title}` }).click();
    const explain = page.getByRole('dialog', { name: `Explain the points of ${title}` });
    await poll(() => explain.getByTestId('explained-part').count()).toBe(1);
    expect(await explain.getByTestId('explained-part').innerText()).toContain(String(first.displayName));
    await explain.getByRole('button', { name: 'Close' }).click();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await poll(() => drawer.count()).toBe(0);

    // the time control: End moves to the period's last change, after the move
    const slider = page.getByRole('slider', { name: /^Instant of / });
    expect(await slider.getAttribute('aria-valuetext')).toContain(String(before.getFullYear()));
    await slider.focus();
    await page.keyboard.press('End');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('asOf'), { timeout: 15_000 })
      .not.toBe(before.toISOString());
    expect(await page.getByRole('link', { name: 'Back to now' }).getAttribute('href')).not.toContain('asOf');
    const later = await openSection(page, sectionNumber);
    await poll(() => later.innerText()).toContain(String(second.displayName));
  });

  it('compares the instants on /history: who moved the section, and when', async () => {
    const { before, first, second, changedBy } = await data();
    const { page } = suite.session;
    await suite.session.goto('/history');
    await page.getByRole('combobox', { name: 'From' }).click();
    await page.getByRole('option', { name: 'Exact date and time…' }).click();
    await page.getByLabel('From: date and time').fill(localInput(before));
    await page.getByRole('button', { name: 'Compare' }).click();
    const rows = page.getByTestId('assignment-difference');
    const removed = rows.filter({ hasText: String(first.displayName) });
    const added = rows.filter({ hasText: String(second.displayName) });
    await poll(() => removed.count()).toBe(1);
    expect(await removed.innerText()).toContain('Removed');
    expect(await removed.innerText()).toContain(changedBy);
    expect(await added.innerText()).toContain('Added');
    expect(await added.innerText()).toContain(changedBy);
    expect(await added.locator('time').count()).toBeGreaterThan(0);
    const moved = page.getByRole('table', { name: 'Points moved per instructor' });
    expect(
      await moved
        .getByRole('row')
        .filter({ hasText: String(second.displayName) })
        .innerText(),
    ).toContain('+3');
    const { violations, checked } = await runAxe(page, { include: ['main'] });
    expect(describeViolations(violations, ['serious', 'critical'])).toEqual([]);
    expect(checked).toBeGreaterThan(0);
    const csv = page.getByRole('link', { name: 'CSV' });
    expect(await csv.getAttribute('href')).toContain('format=csv');
    await page.screenshot({ path: join(screenshotDir, 'history-difference.png'), fullPage: true });
  });

  it("explains an instructor's assigned points part by part", async () => {
    const { after, second, sectionNumber, changedBy } = await data();
    const { page } = suite.session;
    await suite.session.goto(`/instructors?asOf=${encodeURIComponent(after.toISOString())}`);
    await poll(() => page.getByTestId('as-of-banner').count()).toBe(1);
    await page.getByRole('textbox', { name: 'Search instructors' }).fill(lastName);
    // the search applies in the past too: only this run's two instructors are left
    await poll(() => page.getByRole('button', { name: /^Explain the points of / }).count()).toBe(2);
    const name = String(second.displayName);
    const explainButton = page.getByRole('button', { name: `Explain the points of ${name}` });
    await explainButton.waitFor({ timeout: 15_000 });
    await explainButton.click();
    const drawer = page.getByRole('dialog', { name: `Explain the points of ${name}` });
    await poll(() => drawer.getByTestId('explained-part').count()).toBe(1);
    const part = await drawer.getByTestId('explained-part').innerText();
    expect(part).toContain(sectionNumber);
    expect(part).toContain('3 points');
    expect(part).toContain(changedBy);
    await page.screenshot({ path: join(screenshotDir, 'history-explain.png') });
  });
});
