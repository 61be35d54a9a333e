import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ApiClient, listQuery, createdRecord } from '../support/index.js';
import { describeViolations, runAxe } from './axe.js';
import { runId } from './uiRecords.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

const run = runId();
type Row = { id: string; [field: string]: any };

const created = createdRecord;

/**
 * Three sections in Fall 2026 of the active period (the one a section scheduler works in): A (Mon and Wed
 * 09:00-10:15) and B (Wed 09:30-10:30) double-book room U1 on Wednesday; C meets in U2 on Thursday.
 */
async function createPlan(url: string, id: string) {
  const [ops, admin] = await Promise.all([
    new ApiClient(url).signIn('academicOpsAdmin'),
    new ApiClient(url).signIn('admin'),
  ]);
  const period = (await ops.get('/api/academicPeriods/systemActive')).body;
  const [fall] = (
    await ops.get(
      `/api/academicTerms${listQuery({ filter: { AcademicPeriodId: period.id, name: 'Fall 2026' } })}`,
    )
  ).body;
  const [mode, u1, u2, u3] = await Promise.all([
    created(admin, 'teachingModes', { name: `UI mode ${id}` }),
    created(ops, 'locations', { code: `U1-${id}`, description: 'Lecture hall' }),
    created(ops, 'locations', { code: `U2-${id}`, description: 'Seminar room' }),
    created(ops, 'locations', { code: `U3-${id}`, description: 'Empty room' }),
  ]);
  const plan: [string, string[], string, string, Row][] = [
    ['A', ['MO', 'WE'], '09:00', '10:15', u1],
    ['B', ['WE'], '09:30', '10:30', u1],
    ['C', ['TH'], '13:00', '14:00', u2],
  ];
  const sections: Record<string, Row> = {};
  for (const [name, days, startTime, endTime, room] of plan) {
    const course = await created(ops, 'courses', {
      courseNumber: `UI${id}${name}`,
      name: `Planning ${name}`,
    });
    const offering = await created(ops, 'courseOfferings', {
      CourseId: course.id,
      AcademicPeriodId: period.id,
      points: 3,
    });
    await created(ops, 'offeringTermModes', {
      CourseOfferingId: offering.id,
      AcademicTermId: fall.id,
      TeachingModeId: mode.id,
    });
    const section = await created(ops, 'sections', {
      CourseOfferingId: offering.id,
      name: `Planning ${name}`,
      sectionNumber: '01',
      AcademicTermId: fall.id,
      TeachingModeId: mode.id,
    });
    await created(
      ops,
      'meetings',
      {
        SectionId: section.id,
        days,
        startTime,
        endTime,
        frequency: 'weekly',
        LocationId: room.id,
      },
      '?confirm=true',
    ); // some double-book on purpose
    sections[name] = section;
  }
  return { sections, rooms: { u1, u2, u3 } };
}

describeInBrowser('Schedule', () => {
  const suite = useUiSuite('ui-schedule', { signInAs: 'sectionScheduler', sharedServer: true });

  it('shows the week with room conflicts, filters by location, and opens a section from the keyboard', async () => {
    const { page } = suite.session;
    const id = `${run}a`;
    const { sections } = await createPlan(suite.environment.url, id);
    const name = (section: string, day: string, time: string, room: string) =>
      `UI${id}${section} 01 on ${day} ${time} ${room}-${id}`;

    await suite.session.goto('/');
    await page.getByRole('menuitem', { name: 'Schedule', exact: true }).click();
    await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Term' }).click();
    await page.getByRole('option', { name: 'Fall 2026' }).click();

    // the location filter leaves only this test's rooms' meetings (the demo plan may have more)
    await page.getByRole('combobox', { name: 'Location' }).fill(`U1-${id}`);
    await page.getByRole('option', { name: `U1-${id} (Lecture hall)` }).click();
    const day = (label: string) => page.getByRole('list', { name: label });
    const meetingA = day('Monday').getByRole('button', {
      name: name('A', 'Monday', '9:00 AM–10:15 AM', 'U1'),
    });
    await meetingA.waitFor();
    await page.getByText('1 room conflict', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: new RegExp(`^UI${id}C`) }).count()).toBe(0);

    const wednesday = day('Wednesday').getByRole('button');
    expect(await wednesday.evaluateAll((buttons) => buttons.map((b) => b.textContent))).toEqual([
      `${name('A', 'Wednesday', '9:00 AM–10:15 AM', 'U1')} — room conflict with UI${id}B 01 (9:30 AM–10:30 AM)`,
      `${name('B', 'Wednesday', '9:30 AM–10:30 AM', 'U1')} — room conflict with UI${id}A 01 (9:00 AM–10:15 AM)`,
    ]);
    expect(await wednesday.evaluateAll((buttons) => buttons.map((b) => b.dataset.conflict))).toEqual([
      'true',
      'true',
    ]);
    // A does not double-book on Monday, where B does not meet
    expect(await meetingA.getAttribute('data-conflict')).toBeNull();
    expect(await day('Tuesday').getByRole('button').count()).toBe(0);

    await wednesday.first().hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.getByText('Room double-booked on Wednesday with:').waitFor();
    await tooltip.getByText(`UI${id}B 01 (9:30 AM–10:30 AM)`).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'schedule.png'), fullPage: true });
    expect(
      describeViolations((await runAxe(page, { include: ['main'] })).violations, ['serious', 'critical']),
    ).toEqual([]);

    // Tab from the last filter reaches the first meeting of the week; Enter opens its section
    await page.getByRole('combobox', { name: 'Instructor' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      name('A', 'Monday', '9:00 AM–10:15 AM', 'U1'),
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/sections/${sections.A!.id}/show$`));
    await page.getByText('Planning A').first().waitFor();
  });

  it('shows C on Thursday in its room, and an empty state for a room without meetings', async () => {
    const { page } = suite.session;
    const id = `${run}b`;
    await createPlan(suite.environment.url, id);
    await suite.session.goto('/schedule');
    await page.getByRole('combobox', { name: 'Term' }).click();
    await page.getByRole('option', { name: 'Fall 2026' }).click();
    await page.getByRole('combobox', { name: 'Location' }).fill(`U2-${id}`);
    await page
      .getByRole('option', { name: `U2-${id} (Seminar room)` })
      .first()
      .click();
    await page
      .getByRole('list', { name: 'Thursday' })
      .getByRole('button', { name: `UI${id}C 01 on Thursday 1:00 PM–2:00 PM U2-${id}` })
      .first()
      .waitFor();
    await page.getByText('No room conflicts').waitFor();

    await page.getByRole('combobox', { name: 'Location' }).fill(`U3-${id}`);
    await page
      .getByRole('option', { name: `U3-${id} (Empty room)` })
      .first()
      .click();
    await page.getByText('No meetings in Fall 2026 match these filters').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    expect(await page.getByRole('combobox', { name: 'Location' }).inputValue()).toBe('');
  });
});
