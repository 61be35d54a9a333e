import type { ScheduleAnswer, ScheduleChoices, ScheduleMeeting } from '@tams/domain';
import type { Locator, Page } from 'playwright-core';
import { describeViolations, runAxe } from './axe.js';
import { apiJson } from './uiRecords.js';
import type { UiSession } from './uiSession.js';

/** The demo term whose unfiltered schedule is the crowded one (issue 20 item 4). */
export const term = 'Fall 2026';

/** Its meetings as the API answers them, unfiltered. */
export async function fallMeetings(session: UiSession): Promise<ScheduleMeeting[]> {
  const choices = await apiJson<ScheduleChoices>(session, 'GET', '/api/schedule/choices');
  const fall = choices.terms.find((candidate) => candidate.name === term)!;
  const filter = JSON.stringify({ AcademicPeriodId: choices.period!.id, AcademicTermId: fall.id });
  const answer = await apiJson<ScheduleAnswer>(
    session,
    'GET',
    `/api/schedule?filter=${encodeURIComponent(filter)}`,
  );
  return answer.meetings;
}

/** The Schedule of Fall 2026, unfiltered, in `view` (the URL's; none: the default). */
export async function openSchedule(session: UiSession, view?: string) {
  const { page } = session;
  await session.goto(`/schedule${view ? `?view=${view}` : ''}`);
  await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
  if (view !== 'print') {
    await page.getByRole('combobox', { name: 'Term' }).click();
    await page.getByRole('option', { name: term }).click();
  }
  await page
    .getByText(new RegExp(`^\\d+ meetings in ${term}$`))
    .or(page.getByText(`${term}: `))
    .first()
    .waitFor();
}

/** A meeting's room as the page names it. */
export const roomOf = (meeting: ScheduleMeeting) =>
  meeting.locationCode
    ? `${meeting.locationCode}${meeting.locationDescription ? ` (${meeting.locationDescription})` : ''}`
    : 'No location';

/** How many meetings a day column holds: its blocks, and the count each "+N more" stands for. */
export async function meetingsIn(column: Locator) {
  const more = (await column.locator('[data-more]').allTextContents()).map((text) =>
    Number(/^\+(\d+) more/.exec(text)![1]),
  );
  const buttons = await column.getByRole('button').count();
  return { more, total: buttons - more.length + more.reduce((a, b) => a + b, 0) };
}

/** The serious and critical axe violations in the page's main content. */
export const seriousViolations = async (page: Page) =>
  describeViolations((await runAxe(page, { include: ['main'] })).violations, ['serious', 'critical']);
