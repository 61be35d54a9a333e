import { join } from 'node:path';
import { expect, it } from 'vitest';
import { apiJson, type ApiRecord, listQuery, runId, userNamed } from './uiRecords.js';
import { describeInBrowser, screenshotDir, UiSession, useUiSuite } from './uiSession.js';

const run = runId();
/** Lists wait for a debounced search and a round trip: more than expect.poll's default second. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
const courseNumber = `UI ${run}`;
const courseName = `Planning Studio ${run}`;

interface Fixture {
  period: ApiRecord;
  fall: ApiRecord;
  inPerson: ApiRecord;
  location: ApiRecord;
  course: ApiRecord;
}

describeInBrowser('Course offerings and sections', () => {
  const suite = useUiSuite('ui-offerings', { signInAs: 'academicOpsAdmin' });
  let fixture: Fixture | undefined;
  let offeringId = '';
  let sectionId = '';

  const api = <T = ApiRecord>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) =>
    apiJson<T>(suite.session, method, path, data);
  /** POST, then read it back: under load the API may answer 202 before its read model shows the record. */
  const created = async (resource: string, values: Record<string, unknown>) => {
    const { id } = await api('POST', `/api/${resource}`, values);
    await poll(async () => (await first(resource, { id }))?.id).toBe(id);
    return (await first(resource, { id }))!;
  };
  const first = async (resource: string, filter: Record<string, unknown>, session = suite.session) =>
    (await apiJson<ApiRecord[]>(session, 'GET', `/api/${resource}${listQuery({ filter })}`))[0];

  /** The working period and its first term, a teaching mode, a location and a course of this run. */
  async function data(): Promise<Fixture> {
    if (fixture) return fixture;
    const period = await api('GET', '/api/academicPeriods/active');
    const terms = await api<ApiRecord[]>(
      'GET',
      `/api/academicTerms${listQuery({ filter: { AcademicPeriodId: period.id }, sort: ['startDate', 'ASC'] })}`,
    );
    let inPerson = await first('teachingModes', { name: 'In Person' });
    if (!inPerson) {
      // value lists are the admin's (spec §6 Configuration)
      const admin = await UiSession.open(suite.environment.browser, suite.environment.url);
      await admin.signIn('admin');
      const { id } = await apiJson(admin, 'POST', '/api/teachingModes', { name: 'In Person' });
      await poll(async () => (await first('teachingModes', { id }, admin))?.name).toBe('In Person');
      inPerson = (await first('teachingModes', { id }, admin))!;
      await admin.close();
    }
    const location = await created('locations', {
      code: `UI-${run}`,
      description: 'Studio Hall 101',
    });
    const course = await created('courses', {
      courseNumber,
      name: courseName,
      sectionMaxStudents: 30,
      isActive: true,
      isOffered: true,
    });
    fixture = { period, fall: terms[0]!, inPerson, location, course };
    return fixture;
  }

  it('creates an offering from the catalog, adds a term mode, and adds a section confirming its enrollment', async () => {
    const { page } = suite.session;
    const { period, fall, inPerson } = await data();
    suite.session.expectHttpError(400, /^\/api\/sections$/);
    await suite.session.goto('/courseOfferings');
    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.waitForURL(/\/courseOfferings\/create$/);
    await poll(() => page.getByTestId('offering-period').textContent()).toBe(period.name);
    await page.getByRole('combobox', { name: /^Course/ }).fill(courseNumber);
    await page.getByRole('option', { name: `${courseNumber} · ${courseName}` }).click();
    await page.getByRole('spinbutton', { name: /^Points/ }).fill('3');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/courseOfferings\/[0-9a-f-]{36}\/show$/);
    offeringId = page.url().split('/').at(-2)!;
    expect(await api('GET', `/api/courseOfferings/${offeringId}`)).toMatchObject({
      courseNumber,
      name: courseName,
      points: 3,
      AcademicPeriodId: period.id,
    });

    const termModes = page.getByRole('region', { name: 'Term Modes' });
    await termModes.getByRole('button', { name: 'Add term mode' }).click();
    const dialog = page.getByRole('dialog', { name: `Add a term mode to ${courseNumber}` });
    await dialog.getByRole('combobox', { name: /^Academic Term/ }).click();
    await page.getByRole('option', { name: String(fall.name) }).click();
    await dialog.getByRole('combobox', { name: /^Teaching Mode/ }).click();
    await page.getByRole('option', { name: String(inPerson.name) }).click();
    await dialog.getByRole('button', { name: 'Add term mode' }).click();
    const termMode = `${String(fall.name)} · ${String(inPerson.name)}`;
    await termModes.getByText(termMode).waitFor();

    const sections = page.getByRole('region', { name: 'Sections' });
    await sections.getByText('This offering has no sections yet.').waitFor();
    await sections.getByRole('link', { name: 'Add section' }).click();
    await page.waitForURL(/\/sections\/create$/);
    const offeringInput = page.getByRole('combobox', { name: /^Course Offering/ });
    await poll(() => offeringInput.inputValue()).toBe(`${courseNumber} · ${courseName}`);
    expect(await offeringInput.isEditable()).toBe(false);
    await poll(() => page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe(courseName);
    await page.getByRole('combobox', { name: /^Term Mode/ }).selectOption({ label: termMode });
    await page.getByRole('textbox', { name: /^Section Number/ }).fill('001');
    await page.getByRole('spinbutton', { name: 'Enrollment' }).fill('45');
    await page.getByText("Leave empty for the offering's 3 points").waitFor();
    await page.getByRole('button', { name: 'Save' }).click();

    const confirm = page.getByRole('dialog');
    await confirm.getByText("Enrollment is above the course's maximum of 30. Save anyway?").waitFor();
    expect(new URL(page.url()).pathname).toBe('/sections/create');
    await confirm.getByRole('button', { name: 'Save anyway' }).click();
    await page.waitForURL(/\/sections\/[0-9a-f-]{36}\/show$/);
    sectionId = page.url().split('/').at(-2)!;
    expect(await api('GET', `/api/sections/${sectionId}`)).toMatchObject({
      CourseOfferingId: offeringId,
      sectionNumber: '001',
      name: courseName,
      enrollment: 45,
      enrollmentOverride: true,
      points: 3,
      AcademicTermId: fall.id,
      TeachingModeId: inPerson.id,
      coverageStatus: 'uncovered',
    });

    await suite.session.goto(`/courseOfferings/${offeringId}/show`);
    await page.getByRole('region', { name: 'Sections' }).getByRole('link', { name: '001' }).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'offering-show.png'), fullPage: true });
  });

  it("adds the section's meeting with a location, showing the server's refusal of an end before the start", async () => {
    const { page } = suite.session;
    const { location } = await data();
    suite.session.expectHttpError(400, /^\/api\/meetings$/);
    await suite.session.goto(`/sections/${sectionId}/show`);
    const panel = page.getByRole('region', { name: 'Meeting' });
    await panel.getByText('This section has no meeting yet.').waitFor();
    await panel.getByRole('button', { name: 'Add meeting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add the meeting of section 001' });
    await dialog.getByRole('button', { name: 'Monday' }).click();
    await dialog.getByRole('button', { name: 'Wednesday' }).click();
    expect(await dialog.getByRole('button', { name: 'Monday' }).getAttribute('aria-pressed')).toBe('true');
    await dialog.getByLabel('Start').fill('10:15');
    await dialog.getByLabel('End').fill('09:00');
    await dialog.getByRole('combobox', { name: 'Location' }).fill(String(location.code));
    await page.getByRole('option', { name: `${String(location.code)} · Studio Hall 101` }).click();
    await dialog.getByRole('button', { name: 'Save meeting' }).click();
    await dialog.getByText('Must be after the start').waitFor();

    await dialog.getByLabel('Start').fill('09:00');
    await dialog.getByLabel('End').fill('10:15');
    await dialog.getByRole('button', { name: 'Save meeting' }).click();
    await poll(() => panel.getByTestId('meeting-when').textContent()).toBe('Mo We 9:00 AM–10:15 AM');
    await panel.getByText(String(location.code)).waitFor();
    const section = await api('GET', `/api/sections/${sectionId}`);
    expect(section.Meeting).toMatchObject({
      days: ['MO', 'WE'],
      startTime: '09:00',
      endTime: '10:15',
      frequency: 'weekly',
      LocationId: location.id,
    });
  });

  it('filters the sections list by free text and coverage, and follows the working period', async () => {
    const { page } = suite.session;
    const { fall, inPerson, period } = await data();
    await created('sections', {
      CourseOfferingId: offeringId,
      sectionNumber: '002',
      name: `${courseName} lab`,
      AcademicTermId: fall.id,
      TeachingModeId: inPerson.id,
    });
    await suite.session.goto('/sections');
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    await page.getByRole('textbox', { name: 'Search Sections Offered' }).fill(run);
    await poll(() => page.locator('tbody td.column-sectionNumber').allTextContents()).toEqual(['001', '002']);
    // by the section number's cell: the course number and name are random and may contain "001" too
    const firstRow = rows.filter({ has: page.locator('td.column-sectionNumber', { hasText: /^001$/ }) });
    expect(await firstRow.locator('td.column-courseNumber').textContent()).toBe(courseNumber);
    await firstRow.getByText('Mo We 9:00 AM–10:15 AM').waitFor();
    await firstRow.getByText('Uncovered').waitFor();
    await page.screenshot({ path: join(screenshotDir, 'sections-list.png'), fullPage: true });

    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Coverage' }).click();
    await page.getByRole('combobox', { name: 'Coverage' }).click();
    await page.getByRole('option', { name: 'Covered', exact: true }).click();
    await page.getByText(/found using the current filters/).waitFor();
    await page.getByRole('combobox', { name: 'Coverage' }).click();
    await page.getByRole('option', { name: 'Uncovered' }).click();
    await poll(() => rows.count()).toBe(2);

    // another working period: the list is that period's
    const periods = await api<ApiRecord[]>(
      'GET',
      `/api/academicPeriods${listQuery({ sort: ['startDate', 'DESC'] })}`,
    );
    const other = periods.find((candidate) => candidate.id !== period.id)!;
    const userId = (await userNamed(suite.session, 'academicOpsAdmin')).id;
    await api('PUT', `/api/users/${userId}/working`, { WorkingAcademicPeriodId: other.id });
    try {
      await poll(async () => (await api('GET', '/api/academicPeriods/active')).id).toBe(other.id);
      await suite.session.goto(`/sections${listQuery({ filter: { q: run } })}`);
      await page.getByText(/found using the current filters/).waitFor();
      await suite.session.goto(`/courseOfferings${listQuery({ filter: { q: courseNumber } })}`);
      await page.getByText(/found using the current filters/).waitFor();
    } finally {
      await api('PUT', `/api/users/${userId}/working`, { WorkingAcademicPeriodId: null });
      await poll(async () => (await api('GET', '/api/academicPeriods/active')).id).toBe(period.id);
    }
  });

  it('sets the points of two sections at once, and lists the one someone else changed meanwhile', async () => {
    const { page } = suite.session;
    await suite.session.goto(`/sections${listQuery({ filter: { q: run } })}`);
    await poll(() => page.locator('tbody td.column-sectionNumber').allTextContents()).toEqual(['001', '002']);
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Set points' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set the points of 2 sections' });
    await dialog.getByRole('spinbutton', { name: /^Points/ }).fill('2.5');

    // someone else changes 002 after this page read it
    const lab = (await first('sections', { CourseOfferingId: offeringId, sectionNumber: '002' }))!;
    await suite.session.api(
      'PUT',
      `/api/sections/${lab.id}`,
      { notes: 'Changed elsewhere' },
      {
        'If-Match': `"${lab.version}"`,
      },
    );
    await dialog.getByRole('button', { name: 'Set points' }).click();
    await dialog.getByText('Updated 1 section. 1 section could not be updated:').waitFor();
    const failures = dialog.getByRole('list', { name: 'Sections not updated' });
    expect(await failures.textContent()).toMatch(/^002: .*changed by someone else/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await api('GET', `/api/sections/${sectionId}`)).toMatchObject({ points: 2.5 });
    expect(await api('GET', `/api/sections/${lab.id}`)).toMatchObject({
      points: 3,
      notes: 'Changed elsewhere',
    });

    // the one that failed stays selected: again, with the version now shown
    await page.getByText('1 item selected').waitFor();
    await page.getByRole('button', { name: 'Set points' }).click();
    const again = page.getByRole('dialog', { name: 'Set the points of 1 section' });
    await again.getByRole('spinbutton', { name: /^Points/ }).fill('2.5');
    await again.getByRole('button', { name: 'Set points' }).click();
    await again.getByText('Updated 1 section.').waitFor();
    await again.getByRole('button', { name: 'Done' }).click();
    expect(await api('GET', `/api/sections/${lab.id}`)).toMatchObject({ points: 2.5 });
    await poll(() => page.locator('tbody td.column-points').allTextContents()).toEqual(['2.5', '2.5']);
  });

  it("offers a course in the working period from the course's page, and then links to that offering", async () => {
    const { page } = suite.session;
    const { period } = await data();
    const course = await created('courses', { courseNumber: `${courseNumber}B`, name: `${courseName} B` });
    await suite.session.goto(`/courses/${course.id}/show`);
    await page.getByRole('link', { name: `Offer in ${String(period.name)}` }).click();
    await page.waitForURL(/\/courseOfferings\/create$/);
    const courseInput = page.getByRole('combobox', { name: /^Course/ });
    await poll(() => courseInput.inputValue()).toBe(`${courseNumber}B · ${courseName} B`);
    await page.getByRole('spinbutton', { name: /^Points/ }).fill('4');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/courseOfferings\/[0-9a-f-]{36}\/show$/);
    const offering = page.url().split('/').at(-2)!;
    expect(await api('GET', `/api/courseOfferings/${offering}`)).toMatchObject({
      CourseId: course.id,
      points: 4,
    });

    await suite.session.goto(`/courses/${course.id}/show`);
    await page.getByRole('link', { name: `Offered in ${String(period.name)}` }).click();
    await page.waitForURL(new RegExp(`/courseOfferings/${offering}/show$`));
  });

  it('shows a section scheduler the sections read-only: no create, no selection, no edit', async () => {
    const { page } = suite.session;
    await suite.session.signIn('sectionScheduler');
    await suite.session.goto(`/sections${listQuery({ filter: { q: run } })}`);
    await poll(() => page.locator('tbody td.column-sectionNumber').allTextContents()).toEqual(['001', '002']);
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await page.getByRole('link', { name: '001' }).click();
    await page.waitForURL(new RegExp(`/sections/${sectionId}/show$`));
    await page.getByRole('region', { name: 'Meeting' }).getByText('Mo We 9:00 AM–10:15 AM').waitFor();
    expect(await page.getByRole('link', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
  });
});
