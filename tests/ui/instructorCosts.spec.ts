import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { overflow, trackRequests, widths } from './pageFit.js';
import { describeInBrowser, screenshotDir, type UiSession, useUiSuite } from './uiSession.js';

/*
 * Issue 22 item 1: the Instructor Cost Matrix page (web/src/instructorCosts) as the financialReportingUser
 * (manage FinancialData): the period's rate matrix, a cell refused with its reason, then saved, and the
 * instructor's cost following it; the copy from the previous period asks first; the totals by section;
 * a phone's width. Screenshots in test-results/ui/instructor-costs-*.png.
 */

const shoot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: join(screenshotDir, `instructor-costs-${name}.png`), fullPage });

interface CostRow {
  id: string;
  name: string;
  InstructorTypeId: string | null;
  RankId: string | null;
  instructorTypeName: string | null;
  rankName: string | null;
  pointsAssigned: number;
  cost: number | null;
}

interface Matrix {
  AcademicPeriodId: string;
  instructorTypes: { id: string }[];
  ranks: { id: string }[];
  rates: unknown[];
  previousPeriod: { id: string } | null;
}

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function json<T>(session: UiSession, path: string): Promise<T> {
  return (await (await session.api('GET', path)).json()) as T;
}

/** A faculty member with points, a type and a rank in the working period, and that period. */
async function someoneWithPoints(session: UiSession) {
  const period = await json<{ id: string; name: string }>(session, '/api/academicPeriods/active');
  const costs = await json<{ instructors: CostRow[] }>(
    session,
    `/api/instructorCosts?AcademicPeriodId=${period.id}`,
  );
  const row = costs.instructors.find(
    (candidate) => candidate.pointsAssigned > 0 && candidate.InstructorTypeId && candidate.RankId,
  );
  if (!row) throw new Error('the demo data should have faculty with points, a type and a rank');
  return { period, row };
}

describeInBrowser('Instructor Cost Matrix', () => {
  const suite = useUiSuite('ui-instructor-costs', { signInAs: 'financialReportingUser', sharedServer: true });

  it('edits a rate cell, refuses a bad amount with its reason, saves, and the cost follows', async () => {
    const session = suite.session;
    const { page } = session;
    const { period, row } = await someoneWithPoints(session);
    const label = `${row.rankName}, ${row.instructorTypeName}`;
    await session.goto('/instructorCosts');
    await page.getByRole('table', { name: `Rates of ${period.name}` }).waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: `Costs in ${period.name}` }).waitFor();
    await shoot(page, 'matrix', true);

    const perPoint = page.getByRole('textbox', { name: `${label}: per point` });
    const overload = page.getByRole('textbox', { name: `${label}: overload` });
    await perPoint.fill('-5');
    await overload.fill('10.123');
    await page.getByRole('button', { name: 'Save rates' }).click();
    await page.getByText('Must be 0 or more').waitFor();
    await page.getByText('At most 2 decimals').waitFor();
    await shoot(page, 'cell-refused');

    // a new cost for their type and rank, unlike the one they had
    const costPerPoint = 1000 + (Date.now() % 900);
    await perPoint.fill(String(costPerPoint));
    await overload.fill('612.50');
    await page.getByRole('button', { name: 'Save rates' }).click();
    await page.getByText(/^Saved \d+ rates?$/).waitFor({ timeout: 20_000 });
    const after = await json<{ instructors: CostRow[] }>(
      session,
      `/api/instructorCosts?AcademicPeriodId=${period.id}`,
    );
    const now = after.instructors.find((candidate) => candidate.id === row.id)!;
    expect(now.cost).not.toBeNull();
    expect(now.cost).not.toBe(row.cost);
    const shownRow = page.locator(`tr[data-instructor="${row.name}"]`).first();
    await expect
      .poll(async () => shownRow.getByTestId('instructor-cost').textContent(), { timeout: 20_000 })
      .toBe(money.format(now.cost!));
    await shownRow.scrollIntoViewIfNeeded();
    await shoot(page, 'cost-followed');
    expect(await perPoint.inputValue()).toBe(String(costPerPoint));
  }, 120_000);

  it('asks before copying the previous period’s rates, and totals the costs by section', async () => {
    const session = suite.session;
    const { page } = session;
    // the previous period has a rate to copy
    const period = await json<{ id: string }>(session, '/api/academicPeriods/active');
    const matrix = await json<Matrix>(session, `/api/instructorRateMatrices/${period.id}`);
    expect(matrix.previousPeriod).not.toBeNull();
    const previous = await json<Matrix>(session, `/api/instructorRateMatrices/${matrix.previousPeriod!.id}`);
    if (previous.rates.length === 0) {
      const cell = { InstructorTypeId: matrix.instructorTypes[0]!.id, RankId: matrix.ranks[0]!.id };
      const answer = await session.api('PUT', `/api/instructorRateMatrices/${previous.AcademicPeriodId}`, {
        rates: [{ ...cell, costPerPoint: 900, overloadRate: 450, version: 0 }],
      });
      expect(answer.status()).toBe(200);
    }
    await session.goto('/instructorCosts');
    const copy = page.getByRole('button', { name: /^Copy from / });
    await copy.waitFor({ timeout: 20_000 });
    await copy.click();
    // the working period has rates (the test above): the confirmation says they are replaced
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Copy the rates of /).waitFor();
    await dialog.getByText(/they are replaced by the/).waitFor();
    await shoot(page, 'copy-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Sections' }).click();
    await page.getByRole('table', { name: 'Teaching cost of each section' }).waitFor();
    await shoot(page, 'sections');
    await page.getByRole('tab', { name: 'Workgroups' }).click();
    await page.getByRole('table', { name: 'Teaching cost of each workgroup' }).waitFor();
  }, 120_000);

  it('fits a phone: only the tables scroll sideways', async () => {
    const session = suite.session;
    const { page } = session;
    const settled = trackRequests(page);
    await page.setViewportSize(widths.phone);
    await session.goto('/instructorCosts');
    await page.getByRole('button', { name: 'Save rates' }).waitFor({ timeout: 20_000 });
    await settled();
    expect(await overflow(page)).toBe('');
    await shoot(page, 'phone', true);
  }, 120_000);

  it('is refused to a role without FinancialData', async () => {
    const session = suite.session;
    const { page } = session;
    await session.signIn('reportingUser');
    await session.goto('/instructorCosts');
    await page
      .getByText(/Unauthorized/i)
      .first()
      .waitFor({ timeout: 20_000 });
  }, 60_000);
});
