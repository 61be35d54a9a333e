import { sectionTitle } from '@tams/domain';
import { expect, it } from 'vitest';
import type { Row } from '../support/planning.js';
import { runId } from './uiRecords.js';
import { describeInBrowser, useUiSuite } from './uiSession.js';
import { setUpWorkload } from './uiWorkload.js';
import { walkShot } from './walkShots.js';

const run = runId();
const lastName = `Titles${run}`;
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

interface Fixture {
  section: Row;
  ada: Row;
  /** "PLN 123-S 456 Planning course 789": course number-section number, then the name */
  title: string;
}

/**
 * Issue 20 item 6: records were hard to tell apart. A section's page was titled "Section 001", the
 * instructor page listed "001" and a name without the course, and a teaching assignment's history entry
 * did not say who was assigned where. A section is now named "MATH 495-001 Mathematical Biology" wherever
 * it is named, and the history names the instructor and the section.
 */
describeInBrowser('Records named so they can be told apart', () => {
  const suite = useUiSuite('ui-record-titles', { signInAs: 'academicOpsAdmin', sharedServer: true });
  let fixture: Fixture | undefined;

  async function data(): Promise<Fixture> {
    if (fixture) return fixture;
    const world = await setUpWorkload(suite.environment.url, run);
    const ada = await world.faculty('Ada', lastName);
    const { course, section } = await world.sectionWithMeeting(3, ['TH'], '08:00', '09:15');
    await world.teach(section, ada, 3);
    const title = sectionTitle({
      courseNumber: String(course.courseNumber),
      sectionNumber: String(section.sectionNumber),
      name: String(section.name),
    });
    fixture = { section, ada, title };
    return fixture;
  }

  it("titles a section's page (top bar and browser tab) by its course, number and name", async () => {
    const { section, title } = await data();
    const { page } = suite.session;
    const topBar = page.locator('#react-admin-title');
    await suite.session.goto(`/sections/${section.id}/show`);
    await page.getByRole('region', { name: 'Teaching Assignments' }).waitFor();
    await poll(() => topBar.textContent()).toContain(String(section.sectionNumber));
    await walkShot(page, 6, 'section-title');
    expect(await topBar.textContent()).toBe(title);
    expect(await page.title()).toBe(`${title} | TAMS`);

    await suite.session.goto(`/sections/${section.id}/edit`);
    await poll(() => topBar.textContent()).toContain(String(section.sectionNumber));
    expect(await topBar.textContent()).toBe(`Edit ${title}`);
  });

  it('lists the course code with each section on the instructor page', async () => {
    const { ada, title } = await data();
    const { page } = suite.session;
    await suite.session.goto(`/instructors/${ada.id}/show`);
    const sections = page.getByRole('region', { name: 'Sections' });
    const link = sections.getByRole('link').first();
    await link.waitFor({ timeout: 15_000 });
    await walkShot(page, 6, 'instructor-sections');
    expect(await link.textContent()).toBe(title);
  });

  it('names the instructor and the section in the history entry of a teaching assignment', async () => {
    const { section, title } = await data();
    const { page } = suite.session;
    await suite.session.goto(`/sections/${section.id}/show`);
    const entries = page.getByTestId('history-entry');
    await poll(() => entries.count()).toBeGreaterThanOrEqual(3);
    const created = entries.nth(0);
    await created.scrollIntoViewIfNeeded();
    await walkShot(page, 6, 'assignment-history');
    expect(await created.locator('strong').textContent()).toBe(
      `Teaching assignment created: Ada ${lastName} on ${title} — Points: 3`,
    );
  });
});
