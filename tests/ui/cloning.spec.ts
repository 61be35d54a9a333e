import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ApiClient, listQuery, createdRecord } from '../support/index.js';
import { describeViolations, runAxe } from './axe.js';
import { runId } from './uiRecords.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

const id = runId();

const create = createdRecord;

const first = async (ops: ApiClient, resource: string) =>
  ((await ops.get(`/api/${resource}${listQuery({ take: 1 })}`)).body as { id: string }[])[0]!;

/** A period of `year` with a Fall and a Spring term, through the API. */
async function periodWithTerms(ops: ApiClient, name: string, year: number) {
  const period = await create(ops, 'academicPeriods', {
    name,
    startDate: `${year}-08-01`,
    endDate: `${year + 1}-07-31`,
  });
  const types = (await ops.get('/api/academicTermTypes')).body as { id: string; name: string }[];
  const term = (type: string, startDate: string, endDate: string) =>
    create(ops, 'academicTerms', {
      AcademicPeriodId: period.id,
      AcademicTermTypeId: types.find((t) => t.name === type)!.id,
      name: `${type} ${year} ${id}`,
      startDate,
      endDate,
    });
  const fall = await term('Fall', `${year}-08-20`, `${year}-12-15`);
  await term('Spring', `${year + 1}-01-10`, `${year + 1}-05-10`);
  return { period, fall };
}

describeInBrowser('Clone Resources', () => {
  const suite = useUiSuite('ui-cloning', { signInAs: 'admin' });

  it('clones a period after a confirmation, with the progress bar from the socket, and shows the report', async () => {
    const { page } = suite.session;
    // the records to clone are made by academic operations (an administrator does not plan offerings)
    const ops = await new ApiClient(suite.environment.url).signIn('academicOpsAdmin');
    const sourceName = `UI clone source ${id}`;
    const targetName = `UI clone target ${id}`;
    const { period: source, fall } = await periodWithTerms(ops, sourceName, 2080);
    await periodWithTerms(ops, targetName, 2081);
    const [course, mode] = await Promise.all([first(ops, 'courses'), first(ops, 'teachingModes')]);
    const offering = await create(ops, 'courseOfferings', {
      CourseId: course.id,
      AcademicPeriodId: source.id,
      points: 3,
    });
    await create(ops, 'offeringTermModes', {
      CourseOfferingId: offering.id,
      AcademicTermId: fall.id,
      TeachingModeId: mode.id,
    });
    const section = await create(ops, 'sections', {
      CourseOfferingId: offering.id,
      sectionNumber: '001',
      AcademicTermId: fall.id,
      TeachingModeId: mode.id,
    });
    await create(ops, 'meetings', {
      SectionId: section.id,
      days: ['TU', 'TH'],
      startTime: '13:00',
      endTime: '14:15',
      frequency: 'weekly',
    });
    // what the socket brings: the bar must be fed by it, not by reading the job
    const progressFrames: string[] = [];
    page.on('websocket', (socket) => {
      if (socket.url().endsWith('/api/socket'))
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"jobProgress"')) progressFrames.push(String(payload));
        });
    });

    await suite.session.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('menuitem', { name: 'Administration' }).click();
    await menu.getByRole('menuitem', { name: 'Clone Resources' }).click();
    await page.waitForURL(/\/cloning$/);
    await page.getByRole('combobox', { name: /^Source period/ }).click();
    await page.getByRole('option', { name: sourceName }).click();
    await page.getByRole('combobox', { name: /^Target period/ }).click();
    await page.getByRole('option', { name: targetName }).click();
    await page.getByRole('checkbox', { name: 'Include meetings' }).check();
    await page.getByRole('button', { name: 'Clone…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Clone ${sourceName} into ${targetName}?`).waitFor();
    await dialog.getByRole('button', { name: 'Clone' }).click();

    const bar = page.getByRole('progressbar', { name: 'Cloning progress' });
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('100');
    await page.getByText('100%', { exact: true }).waitFor();
    const report = page.getByRole('region', { name: 'Report' });
    const row = (label: string) => report.getByRole('row', { name: new RegExp(`^${label}`) });
    await expect.poll(() => row('Sections').textContent()).toBe('Sections10');
    expect(await row('Course offerings').textContent()).toBe('Course offerings10');
    expect(await row('Term modes').textContent()).toBe('Term modes10');
    expect(await row('Meetings').textContent()).toBe('Meetings10');
    await report.getByText(/copied without "until" and "exceptions"/).waitFor();
    expect(progressFrames.some((frame) => frame.includes('"state":"completed"'))).toBe(true);
    await page.screenshot({ path: join(screenshotDir, 'cloning.png'), fullPage: true });
    expect(describeViolations((await runAxe(page)).violations, ['serious', 'critical'])).toEqual([]);

    // the same clone again: everything is there already, so the report says skipped
    await page.getByRole('button', { name: 'Clone…' }).click();
    await dialog.getByRole('button', { name: 'Clone' }).click();
    await expect.poll(() => row('Sections').textContent(), { timeout: 30_000 }).toBe('Sections01');
    await report
      .getByText(/Already exists in the target period/)
      .first()
      .waitFor();
  });
});
