import { expect, it } from 'vitest';
import { fallMeetings, meetingsIn, openSchedule, roomOf, seriousViolations, term } from './uiSchedule.js';
import { describeInBrowser, useUiSuite } from './uiSession.js';
import { walkShot } from './walkShots.js';

/**
 * Issue 20 item 4: the unfiltered Schedule of the demo's Fall 2026 put every meeting in one week grid as
 * slivers. Now the week grid shows at most three side by side and a "+N more" listing the rest, and the
 * page has a Day view, a table by room and by instructor, a list and a print layout, each readable at
 * 390 px. Reads only: the shared server (the demo meetings, plus any other file's, read from the API).
 */
const days = { MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday' } as const;

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

describeInBrowser('Schedule views', () => {
  const suite = useUiSuite('ui-schedule-views', { signInAs: 'sectionScheduler', sharedServer: true });

  it('caps the week grid at three side by side, the rest behind "+N more" listing them', async () => {
    const { session } = suite;
    const { page } = session;
    const meetings = await fallMeetings(session);
    await openSchedule(session);
    const monday = page.getByRole('list', { name: 'Monday' });
    await monday.getByRole('button').first().waitFor();
    await walkShot(page, 4, 'week');

    // every Monday meeting is either a block or counted in a "+N more"
    const { more, total } = await meetingsIn(monday);
    expect(more.length).toBeGreaterThan(0);
    const onMonday = meetings.filter((meeting) => meeting.days.includes('MO'));
    expect(total).toBe(onMonday.length);
    // nothing narrower than a third of its day
    const narrowest = await monday
      .locator('li')
      .evaluateAll((items) =>
        Math.min(
          ...items.map(
            (li) => li.getBoundingClientRect().width / li.parentElement!.getBoundingClientRect().width,
          ),
        ),
      );
    expect(narrowest).toBeGreaterThan(0.3);

    await monday.locator('[data-more]').first().click();
    const dialog = page.getByRole('dialog', { name: /^\d+ more meetings? on Monday \d.*–.+$/ });
    await dialog.waitFor();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await walkShot(page, 4, 'week-more');
    const links = await dialog
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toHaveLength(more[0]!);
    const sections = new Set(onMonday.map((meeting) => `/sections/${meeting.SectionId}/show`));
    for (const href of links) expect(sections.has(href!)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('link').first().click();
    await page.waitForURL(new RegExp(`${links[0]}$`));
  });

  it('shows one day, chosen in a Day picker, and keeps the view and day in the URL', async () => {
    const { session } = suite;
    const { page } = session;
    const meetings = await fallMeetings(session);
    await openSchedule(session);
    await page.getByRole('tab', { name: 'Day' }).click();
    await page.getByRole('combobox', { name: 'Day' }).click();
    await page.getByRole('option', { name: 'Wednesday' }).click();
    await page.waitForURL(/view=day&day=WE$/);
    await page.reload();
    await page.getByRole('combobox', { name: 'Term' }).click();
    await page.getByRole('option', { name: term }).click();
    const wednesday = page.getByRole('list', { name: 'Wednesday' });
    await wednesday.getByRole('button').first().waitFor();
    await walkShot(page, 4, 'day');

    expect(await page.getByRole('tab', { name: 'Day' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('list', { name: 'Monday' }).count()).toBe(0);
    expect((await meetingsIn(wednesday)).total).toBe(
      meetings.filter((meeting) => meeting.days.includes('WE')).length,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the week by room and by instructor, a row each', async () => {
    const { session } = suite;
    const { page } = session;
    const meetings = await fallMeetings(session);
    await openSchedule(session);
    await page.getByRole('tab', { name: 'By room' }).click();
    const byRoom = page.getByRole('table', { name: `Schedule of ${term} by room` });
    await byRoom.waitFor();
    await walkShot(page, 4, 'by-room');
    expect(page.url()).toMatch(/view=room/);
    expect(sorted(await byRoom.getByRole('rowheader').allTextContents())).toEqual(
      sorted(meetings.map(roomOf)),
    );
    const columns = await byRoom.getByRole('columnheader').allTextContents();
    expect(columns.slice(0, 6)).toEqual(['Room', ...Object.values(days)]);
    const first = meetings[0]!;
    const row = byRoom.getByRole('row').filter({ has: page.getByRole('rowheader', { name: roomOf(first) }) });
    await row
      .getByRole('link', { name: `${first.courseNumber} ${first.sectionNumber}` })
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'By instructor' }).click();
    const byInstructor = page.getByRole('table', { name: `Schedule of ${term} by instructor` });
    await byInstructor.waitFor();
    await walkShot(page, 4, 'by-instructor');
    const names = meetings.flatMap((meeting) =>
      meeting.instructors.length > 0
        ? meeting.instructors.map((person) => person.name)
        : ['No instructor assigned'],
    );
    expect(names.length).toBeGreaterThan(1);
    expect(sorted(await byInstructor.getByRole('rowheader').allTextContents())).toEqual(sorted(names));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lists every meeting on each of its days with its time, course, room and instructor', async () => {
    const { session } = suite;
    const { page } = session;
    const meetings = await fallMeetings(session);
    await openSchedule(session, 'list');
    const list = page.getByRole('table', { name: `Schedule of ${term} as a list` });
    await list.waitFor();
    await walkShot(page, 4, 'list');
    expect(await list.getByRole('columnheader').allTextContents()).toEqual([
      'Day',
      'Time',
      'Course',
      'Room',
      'Instructor',
    ]);
    const rows = list.locator('tbody tr');
    expect(await rows.count()).toBe(meetings.reduce((sum, meeting) => sum + meeting.days.length, 0));
    const monday = meetings
      .filter((meeting) => meeting.days.includes('MO'))
      .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.endTime.localeCompare(b.endTime))[0]!;
    const cells = await rows.first().getByRole('cell').allTextContents();
    expect(cells[0]).toBe('Monday');
    expect(cells[1]).toMatch(/\d.*–.*\d/);
    const shown = meetings.find(
      (meeting) =>
        meeting.days.includes('MO') &&
        meeting.startTime === monday.startTime &&
        cells[2]!.startsWith(`${meeting.courseNumber} ${meeting.sectionNumber}`),
    )!;
    expect(cells[2]).toContain(shown.courseName);
    expect(cells[3]).toBe(roomOf(shown));
    expect(cells[4]).toBe(
      shown.instructors.map((person) => person.name).join(', ') || 'No instructor assigned',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens a print layout: the list by day, printed without the top bar and menu', async () => {
    const { session } = suite;
    const { page } = session;
    const meetings = await fallMeetings(session);
    await openSchedule(session);
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await page.waitForURL(/view=print/);
    const printed = page.getByRole('region', { name: `Schedule of ${term} by day` });
    await printed.waitFor();
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await page.emulateMedia({ media: 'print' });
    await walkShot(page, 4, 'print');

    expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');
    expect(await page.locator('.MuiAppBar-root').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    const dayHeadings = await printed.getByRole('heading', { level: 2 }).allTextContents();
    expect(dayHeadings.slice(0, 5)).toEqual(Object.values(days));
    const monday = printed.getByRole('table', { name: 'Monday' });
    expect(await monday.locator('tbody tr').count()).toBe(
      meetings.filter((meeting) => meeting.days.includes('MO')).length,
    );
    await page.emulateMedia({ media: 'screen' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back to the schedule' }).click();
    await page.getByRole('list', { name: 'Monday' }).waitFor();
  });

  it('fits every view in a 390 px window, scrolling inside its own box', async () => {
    const { session } = suite;
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    const overflows: Record<string, number> = {};
    for (const view of ['week', 'day', 'room', 'instructor', 'list', 'print']) {
      await openSchedule(session, view);
      await page.locator('main [role="region"]').first().waitFor();
      await walkShot(page, 4, `${view}-390`);
      overflows[view] = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    }
    expect(overflows).toEqual({ week: 0, day: 0, room: 0, instructor: 0, list: 0, print: 0 });
  }, 180_000);
});
