import { expect, it } from 'vitest';
import { ApiClient, createdRecord, listQuery } from '../support/index.js';
import { choose } from './uiPreferences.js';
import { apiJson } from './uiRecords.js';
import { describeInBrowser, useUiSuite } from './uiSession.js';
import { walkShot } from './walkShots.js';

/**
 * Issue 20 item 13: one en-US date and time style (spec §1) on every screen: "Nov 25, 2026", "2:00 PM",
 * "Nov 25, 2026, 2:00 PM". A meeting's times read as they are typed (12-hour), its dates are picked, and its
 * exceptions are a list of dates.
 */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
/** A section of a new course in the working period's first term (records that show under load: 202 polled). */
async function newSection(url: string) {
  const ops = await new ApiClient(url).signIn('academicOpsAdmin');
  const run = `${Date.now() % 1_000_000}`;
  const period = (await ops.get('/api/academicPeriods/systemActive')).body;
  const term = (await ops.get(`/api/academicTerms${listQuery({ filter: { AcademicPeriodId: period.id } })}`))
    .body[0];
  const mode = (await ops.get(`/api/teachingModes${listQuery({ take: 1 })}`)).body[0];
  const course = await createdRecord(ops, 'courses', { courseNumber: `FMT ${run}`, name: `Formats ${run}` });
  const offering = await createdRecord(ops, 'courseOfferings', {
    CourseId: course.id,
    AcademicPeriodId: period.id,
    points: 3,
  });
  const termMode = { CourseOfferingId: offering.id, AcademicTermId: term.id, TeachingModeId: mode.id };
  await createdRecord(ops, 'offeringTermModes', termMode);
  return createdRecord(ops, 'sections', { ...termMode, sectionNumber: '001' });
}
const dateTime = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/;

describeInBrowser('One date and time style', () => {
  const suite = useUiSuite('ui-formats', { signInAs: 'academicOpsAdmin', sharedServer: true });

  it('adds a meeting whose times read as they are typed, with exceptions picked as a list of dates', async () => {
    const { page } = suite.session;
    const section = await newSection(suite.environment.url);
    await suite.session.goto(`/sections/${section.id}/show`);
    const panel = page.getByRole('region', { name: 'Meeting' });
    await panel.getByRole('button', { name: 'Add meeting' }).click();
    const dialog = page.getByRole('dialog', { name: /^Add the meeting of/ });
    await dialog.getByRole('button', { name: 'Tuesday' }).click();
    await dialog.getByRole('button', { name: 'Thursday' }).click();
    const start = dialog.getByLabel('Start');
    await start.fill('14:00');
    await dialog.getByLabel('End').fill('15:15');
    await dialog.getByLabel('Until').fill('2026-12-10');
    await walkShot(page, 13, 'meeting-times');
    const toAdd = dialog.getByLabel('Date to add');
    for (const day of ['2026-11-26', '2026-11-25', '2026-12-24']) {
      await toAdd.fill(day);
      await dialog.getByRole('button', { name: 'Add date' }).click();
    }
    await dialog.getByText('Dec 24, 2026').waitFor();
    await walkShot(page, 13, 'meeting-exceptions');

    // every date is picked: the time and date inputs are the browser's own, which follow the en-US locale
    expect(await dialog.getByLabel('Until').getAttribute('type')).toBe('date');
    expect(await toAdd.getAttribute('type')).toBe('date');
    // a time input shows 12-hour time in an en-US browser ("02:00 PM"): the meeting's text must too
    const hourCycle = await start.evaluate(
      () => new Intl.DateTimeFormat(navigator.language, { hour: 'numeric' }).resolvedOptions().hourCycle,
    );
    expect(hourCycle).toBe('h12');
    const exceptions = dialog.getByRole('list', { name: 'Exceptions' }).getByRole('listitem');
    expect(await exceptions.allTextContents()).toEqual(['Nov 25, 2026', 'Nov 26, 2026', 'Dec 24, 2026']);
    // a chip goes with its cross, or by keyboard: Delete on the focused chip
    await exceptions.filter({ hasText: 'Dec 24, 2026' }).getByRole('button').press('Delete');
    await poll(() => exceptions.allTextContents()).toEqual(['Nov 25, 2026', 'Nov 26, 2026']);
    await dialog.getByRole('button', { name: 'Save meeting' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await panel.getByTestId('meeting-when').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await walkShot(page, 13, 'meeting-panel');
    await poll(() => panel.getByTestId('meeting-when').textContent()).toBe('Tu Th 2:00 PM–3:15 PM');
    // the until date and the exceptions, in the one date style
    for (const text of ['Dec 10, 2026', 'Nov 25, 2026', 'Nov 26, 2026'])
      await panel.getByText(text).waitFor();
    const read = await apiJson(suite.session, 'GET', `/api/sections/${section.id}`);
    expect(read.Meeting).toMatchObject({
      days: ['TU', 'TH'],
      startTime: '14:00',
      endTime: '15:15',
      until: '2026-12-10',
      exceptions: ['2026-11-25', '2026-11-26'],
    });
    await panel.getByRole('button', { name: 'Edit meeting' }).click();
    const editing = page.getByRole('dialog', { name: /^Edit the meeting of/ });
    const listed = editing.getByRole('list', { name: 'Exceptions' }).getByRole('listitem');
    await poll(() => listed.allTextContents()).toEqual(['Nov 25, 2026', 'Nov 26, 2026']);
    expect(await editing.getByLabel('Start').inputValue()).toBe('14:00');
  });

  it('writes a moment the same way on the preference submissions and the users list', async () => {
    const { page } = suite.session;
    await suite.session.goto('/instructors/preferenceSubmissions');
    await choose(page, page.locator('form').first(), 'Status', 'Submitted');
    const submitted = page.locator('tbody td.column-submittedAt');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await page.locator('tbody [data-status="draft"]').first().waitFor({ state: 'detached' });
    await submitted.first().waitFor();
    await walkShot(page, 13, 'preference-submissions');
    const moments = (await submitted.allTextContents()).filter((text) => text !== '—');
    expect(moments.length).toBeGreaterThan(0);
    for (const text of moments) expect(text).toMatch(dateTime);

    // the earliest sign-in first (who never signed in comes last)
    await suite.session.goto('/users?sort=lastLoginAt&order=ASC');
    const lastLogin = page.locator('tbody td.column-lastLoginAt').first();
    await lastLogin.waitFor();
    await walkShot(page, 13, 'users');
    expect(await lastLogin.textContent()).toMatch(dateTime);
  });
});
