import { join } from 'node:path';
import { expect, it } from 'vitest';
import { apiJson, type ApiRecord, listQuery, runId } from './uiRecords.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

const run = runId();
const courseNumber = `FLOW ${run}`;
const courseName = `Planning Flow ${run}`;
const roomCode = `FL-${run}`;
/** Lists and jobs answer after a round trip or a read-model catch-up: more than expect.poll's second. */
const poll = <T>(read: () => Promise<T>, timeout = 15_000) => expect.poll(read, { timeout });

/**
 * Issue 5's whole path through the screens, as academic operations plans it: offer a course in the working
 * period, give it a term mode, add a section with its meeting, find the meeting on the schedule and open the
 * section from it, then clone the period into the next one and find the section there.
 */
describeInBrowser('Planning a period, from offering to clone', () => {
  const suite = useUiSuite('ui-planning-flow', { signInAs: 'academicOpsAdmin' });

  const api = <T = ApiRecord>(method: 'GET' | 'POST', path: string, data?: unknown) =>
    apiJson<T>(suite.session, method, path, data);
  const list = (resource: string, filter: Record<string, unknown>) =>
    api<ApiRecord[]>('GET', `/api/${resource}${listQuery({ filter })}`);
  const created = async (resource: string, values: Record<string, unknown>) => {
    const { id } = await api('POST', `/api/${resource}`, values);
    await poll(async () => (await list(resource, { id }))[0]?.id).toBe(id);
    return (await list(resource, { id }))[0]!;
  };

  it('offers a course, adds a section with a meeting, sees it on the schedule and clones the period', async () => {
    const { page } = suite.session;
    const periods = await api<ApiRecord[]>(
      'GET',
      `/api/academicPeriods${listQuery({ sort: ['startDate', 'ASC'] })}`,
    );
    const period = await api('GET', '/api/academicPeriods/active');
    const next = periods[periods.findIndex((p) => p.id === period.id) + 1]!;
    const [fall] = await list('academicTerms', { AcademicPeriodId: period.id, name: 'Fall 2026' });
    const [inPerson] = await list('teachingModes', { name: 'In Person' });
    expect(fall && inPerson, 'the demo data has Fall 2026 and In Person').toBeTruthy();
    await created('locations', { code: roomCode, description: 'Flow Hall 1' });
    await created('courses', { courseNumber, name: courseName, sectionMaxStudents: 40 });

    // the offering, from the catalog
    await suite.session.goto('/courseOfferings');
    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.getByRole('combobox', { name: /^Course/ }).fill(courseNumber);
    await page.getByRole('option', { name: `${courseNumber} · ${courseName}` }).click();
    await page.getByRole('spinbutton', { name: /^Points/ }).fill('4');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/courseOfferings\/[0-9a-f-]{36}\/show$/);

    const termModes = page.getByRole('region', { name: 'Term Modes' });
    await termModes.getByRole('button', { name: 'Add term mode' }).click();
    const termDialog = page.getByRole('dialog', { name: `Add a term mode to ${courseNumber}` });
    await termDialog.getByRole('combobox', { name: /^Academic Term/ }).click();
    await page.getByRole('option', { name: 'Fall 2026' }).click();
    await termDialog.getByRole('combobox', { name: /^Teaching Mode/ }).click();
    await page.getByRole('option', { name: 'In Person' }).click();
    await termDialog.getByRole('button', { name: 'Add term mode' }).click();
    await termModes.getByText('Fall 2026 · In Person').waitFor();

    // a section of it, and the section's meeting
    await page.getByRole('region', { name: 'Sections' }).getByRole('link', { name: 'Add section' }).click();
    await page.waitForURL(/\/sections\/create$/);
    await page.getByRole('combobox', { name: /^Term Mode/ }).selectOption({ label: 'Fall 2026 · In Person' });
    await page.getByRole('textbox', { name: /^Section Number/ }).fill('001');
    await page.getByRole('spinbutton', { name: 'Enrollment' }).fill('25');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/sections\/[0-9a-f-]{36}\/show$/);
    const sectionId = page.url().split('/').at(-2)!;

    const meetingPanel = page.getByRole('region', { name: 'Meeting' });
    await meetingPanel.getByRole('button', { name: 'Add meeting' }).click();
    const meetingDialog = page.getByRole('dialog', { name: 'Add the meeting of section 001' });
    await meetingDialog.getByRole('button', { name: 'Tuesday' }).click();
    await meetingDialog.getByRole('button', { name: 'Thursday' }).click();
    await meetingDialog.getByLabel('Start').fill('14:00');
    await meetingDialog.getByLabel('End').fill('15:15');
    await meetingDialog.getByRole('combobox', { name: 'Location' }).fill(roomCode);
    await page.getByRole('option', { name: `${roomCode} · Flow Hall 1` }).click();
    await meetingDialog.getByRole('button', { name: 'Save meeting' }).click();
    await poll(() => meetingPanel.getByTestId('meeting-when').textContent()).toBe('Tu Th 2:00 PM–3:15 PM');

    // the schedule shows it on both days; the meeting opens its section
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('menuitem', { name: 'Schedule', exact: true }).click();
    await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Term' }).click();
    await page.getByRole('option', { name: 'Fall 2026' }).click();
    await page.getByRole('combobox', { name: 'Location' }).fill(roomCode);
    await page.getByRole('option', { name: `${roomCode} (Flow Hall 1)` }).click();
    const meetingOn = (day: string) =>
      page
        .getByRole('list', { name: day })
        .getByRole('button', { name: `${courseNumber} 001 on ${day} 2:00 PM–3:15 PM ${roomCode}` });
    await meetingOn('Tuesday').waitFor();
    await meetingOn('Thursday').waitFor();
    expect(await page.getByRole('list', { name: 'Monday' }).getByRole('button').count()).toBe(0);
    await page.screenshot({ path: join(screenshotDir, 'planning-flow-schedule.png'), fullPage: true });
    await meetingOn('Thursday').click();
    await page.waitForURL(new RegExp(`/sections/${sectionId}/show$`));

    // clone the period into the next one: the section arrives there with its meeting
    await menu.getByRole('menuitem', { name: 'Administration' }).click();
    await menu.getByRole('menuitem', { name: 'Clone Resources' }).click();
    await page.waitForURL(/\/cloning$/);
    await page.getByRole('combobox', { name: /^Source period/ }).click();
    await page.getByRole('option', { name: String(period.name) }).click();
    await page.getByRole('combobox', { name: /^Target period/ }).click();
    await page.getByRole('option', { name: String(next.name) }).click();
    await page.getByRole('checkbox', { name: 'Include meetings' }).check();
    await page.getByRole('button', { name: 'Clone…' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`Clone ${String(period.name)} into ${String(next.name)}?`).waitFor();
    await confirm.getByRole('button', { name: 'Clone' }).click();
    const bar = page.getByRole('progressbar', { name: 'Cloning progress' });
    await poll(() => bar.getAttribute('aria-valuenow'), 60_000).toBe('100');
    const report = page.getByRole('region', { name: 'Report' });
    await report.getByRole('row', { name: /^Sections/ }).waitFor();

    const [course] = await list('courses', { courseNumber });
    const [copy] = await list('sections', { CourseId: course!.id, AcademicPeriodId: next.id });
    expect(copy).toMatchObject({ sectionNumber: '001', points: 4, coverageStatus: 'uncovered' });
    expect(copy!.AcademicTermId).not.toBe(fall!.id);
    const copied = await api('GET', `/api/sections/${copy!.id}`);
    expect(copied.Meeting).toMatchObject({ days: ['TU', 'TH'], startTime: '14:00', endTime: '15:15' });
  });
});
