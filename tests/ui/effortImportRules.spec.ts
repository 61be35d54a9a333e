import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeViolations, runAxe } from './axe.js';
import { runId } from './uiRecords.js';
import { describeInBrowser, screenshotDir, type UiSession, useUiSuite } from './uiSession.js';

const id = runId();
const shots = join(screenshotDir, '..', 'effort');
mkdirSync(shots, { recursive: true });

/** Both widths of a page: the desktop's and a phone's (375 px). */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: join(shots, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: join(shots, `${name}-375.png`), fullPage: true });
  // nothing may stick out sideways except inside the tables' own scroll boxes
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * No serious or critical axe violation, once the top bar's loading spinner (react-admin's, without a name:
 * a finding of the shell's, not of these pages) is gone.
 */
async function expectAccessible(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.MuiCircularProgress-root:not([aria-label])').count()).toBe(0);
  expect(describeViolations((await runAxe(page)).violations, ['serious', 'critical'])).toEqual([]);
}

/** A small payroll file: three good rows of a cost center of this run, and one bad. */
function payrollCsv(payPeriod: string, costCenter: string) {
  const lines = [
    'EmployeeId,PositionId,PositionTitle,PayPeriod,CostCenter,EarnCode,Amount',
    `${costCenter}-1,P${costCenter}-1,Research Associate,${payPeriod},${costCenter},UIX,1000.00`,
    `${costCenter}-2,P${costCenter}-2,Research Associate,${payPeriod},${costCenter},UIX,750`,
    `${costCenter}-3,P${costCenter}-3,Research Associate,${payPeriod},${costCenter},UIX,250.50`,
    `${costCenter}-4,P${costCenter}-4,Research Associate,${payPeriod},${costCenter},UIX,lots`,
  ];
  return lines.join('\n') + '\n';
}

/** A pay period of the working (system active) period: what the unclassified rows and previews are of. */
async function workingPayPeriod(session: UiSession) {
  const list = async <T>(path: string) => (await (await session.api('GET', path)).json()) as T[];
  const periods = await list<{ id: string; isSystemActive: boolean }>('/api/academicPeriods?range=[0,99]');
  const active = periods.find((period) => period.isSystemActive)!;
  const payPeriods = await list<{ code: string; AcademicPeriodId: string }>(
    '/api/effortPayPeriods?range=[0,999]',
  );
  return payPeriods.find((period) => period.AcademicPeriodId === active.id)!.code;
}

/** The overview's amount of a category in the working period, as its table shows it. */
async function overviewAmount(session: UiSession, category: string): Promise<number> {
  await session.goto('/effort');
  const table = session.page.getByRole('table', { name: /by category$/ });
  const row = table
    .getByRole('row')
    .filter({ has: session.page.getByRole('rowheader', { name: category, exact: true }) });
  await row.waitFor({ timeout: 20_000 });
  return Number((await row.getByRole('cell').first().textContent())!.replace(/[^\d.-]/g, ''));
}

/** Imports a file through the API (dry run, then import without its bad rows) and waits for it to complete. */
async function importThroughApi(session: UiSession, fileName: string, csv: string) {
  const dryRun = await session.api('POST', '/api/effortImports/dryRun', Buffer.from(csv), {
    'Content-Type': 'text/csv',
    'X-File-Name': fileName,
  });
  const { uploadId } = (await dryRun.json()) as { uploadId: string };
  const started = await session.api('POST', '/api/effortImports', {
    uploadId,
    mode: 'append',
    skipInvalidRows: true,
    fileName,
  });
  const { id: importId } = (await started.json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await session.api('GET', `/api/effortImports/${importId}`)).json()) as { status: string })
          .status,
      {
        timeout: 30_000,
      },
    )
    .toBe('completed');
}

describeInBrowser('Import Effort and Classification Rules', () => {
  const suite = useUiSuite('ui-effort-import-rules', {
    signInAs: 'effortManager',
    env: { FEATURE_FLAGS: 'aemEnabled,aemEnabledFaculty' },
    // the effort files share one server: each makes or changes only records of its own
    sharedServer: true,
  });

  it('imports a file after its dry run, with the progress from the socket, and lists it in the history', async () => {
    const { page } = suite.session;
    const costCenter = `98-UI${id}`;
    const file = join(tmpdir(), `payroll-${id}.csv`);
    const payPeriod = await workingPayPeriod(suite.session);
    writeFileSync(file, payrollCsv(payPeriod, costCenter));

    // what the socket brings: the bar must be fed by it
    const progressFrames: string[] = [];
    page.on('websocket', (socket) => {
      if (socket.url().endsWith('/api/socket'))
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"effortImport"')) progressFrames.push(String(payload));
        });
    });

    await suite.session.goto('/effort/import');
    await page.getByRole('button', { name: /^Choose a file or drop a CSV or XLSX file here/ }).waitFor();
    await page.getByTestId('effort-file-input').setInputFiles(file);
    const summary = page.getByRole('region', { name: 'File summary' });
    await summary.getByText(`payroll-${id}.csv`).waitFor({ timeout: 20_000 });
    expect(await summary.locator('dl').textContent()).toBe(
      'Rows4Valid rows3Rows with errors1People3Positions3',
    );
    expect(await summary.getByRole('list', { name: 'Pay periods' }).textContent()).toBe(
      `${payPeriod}: 3 rows`,
    );
    await page.getByRole('table', { name: 'Errors' }).getByRole('cell', { name: 'Not a number' }).waitFor();
    const importButton = page.getByRole('button', { name: 'Import', exact: true });
    expect(await importButton.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Skip the 1 row with errors' }).check();
    expect(await page.getByRole('radio', { name: /^Replace/ }).isChecked()).toBe(true);
    await screenshots(page, 'import-dry-run');
    await importButton.click();

    const bar = page.getByRole('progressbar', { name: 'Import progress' });
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('100');
    await page.getByText(/Imported 3 rows for 3 people in 1 pay period; 1 row with errors skipped/).waitFor();
    expect(progressFrames.some((frame) => frame.includes('"state":"completed"'))).toBe(true);
    const history = page.getByRole('table', { name: 'Import history' });
    const imported = history.getByRole('row').filter({ hasText: `payroll-${id}.csv` });
    await imported.getByText('Completed').waitFor();
    await screenshots(page, 'import-done');
    await expectAccessible(page);
  });

  it('makes a rule from an unclassified row after its preview: the row leaves the list, the overview moves', async () => {
    const { page } = suite.session;
    const costCenter = `99-UI${id}`;
    await importThroughApi(
      suite.session,
      `unclassified-${id}.csv`,
      payrollCsv(await workingPayPeriod(suite.session), costCenter),
    );
    const researchBefore = await overviewAmount(suite.session, 'Research');

    await suite.session.goto('/effort/classificationRules');
    await page.getByRole('table', { name: 'Classification rules' }).waitFor();
    const unclassified = page.getByRole('table', { name: 'Unclassified rows' });
    const row = unclassified.getByRole('row').filter({ hasText: costCenter });
    await row.waitFor({ timeout: 20_000 });
    await screenshots(page, 'rules');
    await expectAccessible(page);
    await row.getByRole('button', { name: /^Make a rule/ }).click();
    const dialog = page.getByRole('dialog', { name: 'New rule' });
    expect(await dialog.getByRole('textbox', { name: 'Cost center', exact: true }).inputValue()).toBe(
      costCenter,
    );
    expect(await dialog.getByRole('textbox', { name: 'Earnings code' }).inputValue()).toBe('UIX');
    await dialog.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Research' }).click();
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Before you save: whose effort moves' });
    const moves = preview.getByRole('table', { name: 'Whose effort moves' });
    await moves.waitFor();
    // the three people's rows leave Unclassified for Research, largest first
    expect(await moves.getByRole('row').count()).toBe(4);
    expect(await moves.getByRole('row').nth(1).textContent()).toMatch(/UnclassifiedResearch1,000\.00$/);
    await page.screenshot({ path: join(shots, 'rule-preview-desktop.png') });
    await expectAccessible(page);
    await preview.getByRole('button', { name: 'Save' }).click();
    await preview.waitFor({ state: 'detached' });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(0);
    const rules = page.getByRole('table', { name: 'Classification rules' });
    const newRule = rules.getByRole('row').filter({ hasText: costCenter });
    await newRule.getByText('Research', { exact: true }).waitFor();
    expect(await rules.getByRole('row').last().textContent()).toContain(costCenter);
    // the overview: the three rows' 2,000.50 left Unclassified for Research
    await expect
      .poll(
        async () => Math.round(((await overviewAmount(suite.session, 'Research')) - researchBefore) * 100),
        {
          timeout: 20_000,
        },
      )
      .toBe(200050);
    await suite.session.goto('/effort/classificationRules');

    // one place up: the rule is no longer the last
    await page.getByRole('button', { name: `Move ${costCenter} / UIX / Research Associate up` }).click();
    await expect
      .poll(() => rules.getByRole('row').nth(-2).textContent(), { timeout: 10_000 })
      .toContain(costCenter);
  });
});
