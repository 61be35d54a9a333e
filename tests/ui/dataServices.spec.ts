import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { overflow, seriousViolations, trackRequests, widths } from './pageFit.js';
import { runId } from './uiRecords.js';
import { describeInBrowser, type UiSession, useUiSuite } from './uiSession.js';
import { showTheme } from './uiTheme.js';

/*
 * Issue 21 item 4: the Data Services page (web/src/dataServices): the API key and OpenAPI links, the
 * rendered API reference, the change feed's position with a sample request, and the course import from
 * the dry run (row errors by line and column, Import refused) to the job's end and the history's row.
 */

const id = runId();

/** The page at a desktop's width and a phone's, dark and light: nothing scrolls sideways, axe finds nothing serious. */
async function expectFitAndAccessible(page: Page) {
  const settled = trackRequests(page);
  const problems: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await showTheme(page, theme);
    for (const size of ['desktop', 'phone'] as const) {
      await page.setViewportSize(widths[size]);
      await settled();
      const wide = await overflow(page);
      if (wide) problems.push(`${theme} ${size}: ${wide}`);
      problems.push(
        ...(await seriousViolations(page)).map((violation) => `${theme} ${size}: axe ${violation}`),
      );
    }
  }
  await showTheme(page, 'dark');
  await page.setViewportSize(widths.desktop);
  expect(problems).toEqual([]);
}

/** A course file in the template's columns: with `bad`, line 3's Max Units is no number. */
function coursesCsv(bad: boolean) {
  const lines = [
    'Course Number,Name,Max Units',
    `UIDS ${id}A,Data Services ${id} A,3`,
    `UIDS ${id}B,Data Services ${id} B,${bad ? 'lots' : '4'}`,
  ];
  return lines.join('\n') + '\n';
}

const positionOf = async (session: UiSession) =>
  ((await (await session.api('GET', '/api/dataServices/position')).json()) as { position: string }).position;

describeInBrowser('Data Services', () => {
  const suite = useUiSuite('ui-data-services', {
    signInAs: 'admin',
    env: { FEATURE_FLAGS: 'dataServicesEnabled,apiEnabled' },
    // the imported courses are this file's own (codes of its run): nothing others read changes
    sharedServer: true,
  });

  it("shows the feed's position, the API links and the rendered OpenAPI reference", async () => {
    const { page, session } = { page: suite.session.page, session: suite.session };
    const before = await positionOf(session);
    await session.goto('/dataServices');
    const shown = (await page.getByTestId('feed-position').textContent({ timeout: 20_000 }))!;
    expect(shown).toMatch(/^\d{20}:\d{20}$/);
    expect(shown >= before).toBe(true);
    const sample = await page.getByRole('textbox', { name: 'Sample request' }).inputValue();
    expect(sample).toContain('Authorization: Bearer');
    expect(sample).toContain(`/api/dataServices/changes?after=${shown}`);
    expect(await page.getByRole('link', { name: 'API keys' }).getAttribute('href')).toBe('/apikeys');
    const raw = page.getByRole('link', { name: 'OpenAPI document (JSON)' });
    expect(await raw.getAttribute('href')).toBe('/api/openapi.json');
    const document = (await (await session.api('GET', '/api/openapi.json')).json()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\.1/);
    await page.getByRole('tab', { name: 'Courses', selected: true }).waitFor();
    await expectFitAndAccessible(page);

    await page.getByRole('link', { name: 'API reference' }).click();
    await page.waitForURL(/\/dataServices\/api$/);
    const operation = page.getByRole('button', { name: /^GET\s*\/api\/dataServices\/position\b/ });
    await operation.waitFor({ timeout: 20_000 });
    await operation.click();
    const details = page.getByRole('region', { name: /^GET\s*\/api\/dataServices\/position\b/ });
    await details.getByRole('heading', { name: 'Answers' }).waitFor();
    await details.getByText('position', { exact: true }).waitFor();
    await expectFitAndAccessible(page);
    await page.getByRole('searchbox', { name: 'Find an operation' }).fill('dataServices/changes');
    await page.getByRole('button', { name: /^GET\s*\/api\/dataServices\/changes\b/ }).waitFor();
    expect(await page.getByRole('button', { name: /^GET\s*\/api\/courses\b/ }).count()).toBe(0);
  }, 120_000);

  it('imports a course file only once its dry run finds no row error, and lists the import', async () => {
    const { page } = suite.session;
    const panel = page.getByRole('tabpanel', { name: 'Courses' });
    const file = join(tmpdir(), `courses-${id}.csv`);
    // what the socket brings: the bar must be fed by it
    const progressFrames: string[] = [];
    page.on('websocket', (socket) => {
      if (socket.url().endsWith('/api/socket'))
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"sisImport"')) progressFrames.push(String(payload));
        });
    });
    await suite.session.goto('/dataServices');
    await panel.getByRole('button', { name: /^Choose a file/ }).waitFor({ timeout: 20_000 });

    await panel.getByRole('button', { name: 'Download template' }).click();
    const csvTemplate = page.getByRole('menuitem', { name: 'CSV' });
    expect(await csvTemplate.getAttribute('href')).toBe('/api/dataServices/imports/courses/template.csv');
    await page.keyboard.press('Escape');
    const template = await suite.session.api('GET', '/api/dataServices/imports/courses/template.csv');
    expect((await template.text()).split(/\r?\n/)[0]).toMatch(/^Course Number,Name,/);

    writeFileSync(file, coursesCsv(true));
    await panel.getByTestId('data-import-file-input').setInputFiles(file);
    const dryRun = panel.getByRole('region', { name: 'Dry run' });
    await dryRun.getByText(`courses-${id}.csv`).waitFor({ timeout: 20_000 });
    expect(await dryRun.locator('dl').textContent()).toBe(
      'Rows2To create1To change0Unchanged0Rows with errors1',
    );
    const errors = panel.getByRole('table', { name: 'Errors' });
    const errorRow = errors.getByRole('row').nth(1);
    expect(await errorRow.getByRole('cell').nth(0).textContent()).toBe('3');
    expect(await errorRow.getByRole('cell').nth(1).textContent()).toBe('Max Units');
    const importButton = panel.getByRole('button', { name: 'Import', exact: true });
    expect(await importButton.isDisabled()).toBe(true);
    await expectFitAndAccessible(page);

    // the fixed file, chosen from the keyboard: the drop zone is a button that opens the file dialog
    writeFileSync(file, coursesCsv(false));
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: /^Choose a file/ }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(file);
    await expect
      .poll(() => dryRun.locator('dl').textContent(), { timeout: 20_000 })
      .toBe('Rows2To create2To change0Unchanged0Rows with errors0');
    expect(await errors.count()).toBe(0);
    await importButton.click();

    const bar = panel.getByRole('progressbar', { name: 'Import progress' });
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('100');
    await panel.getByText('Imported 2 rows: 2 created, 0 changed, 0 unchanged.').waitFor({ timeout: 20_000 });
    expect(progressFrames.some((frame) => frame.includes('"state":"completed"'))).toBe(true);

    const history = page.getByRole('table', { name: 'Import history' });
    const row = history.getByRole('row').filter({ hasText: `courses-${id}.csv` });
    await row.waitFor({ timeout: 20_000 });
    const listed = (await (await suite.session.api('GET', '/api/dataServices/imports')).json()) as {
      fileName: string;
      startedBy: { name: string };
    }[];
    const starter = listed.find((each) => each.fileName === `courses-${id}.csv`)!.startedBy.name;
    expect(starter).not.toBe('');
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(1)).toEqual([
      'Courses',
      `courses-${id}.csv`,
      'Completed',
      '2',
      '2',
      '0',
      '0',
      starter,
    ]);
    const courses = await suite.session.api(
      'GET',
      `/api/courses?filter=${encodeURIComponent(JSON.stringify({ q: `UIDS ${id}` }))}`,
    );
    expect(((await courses.json()) as { courseNumber: string }[]).map((c) => c.courseNumber).sort()).toEqual([
      `UIDS ${id}A`,
      `UIDS ${id}B`,
    ]);
  }, 120_000);
});
