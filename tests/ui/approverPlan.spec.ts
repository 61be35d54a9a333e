import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeViolations, runAxe } from './axe.js';
import { approvalRow } from './uiApprovals.js';
import { apiJson } from './uiRecords.js';
import { describeInBrowser, UiSession, useUiSuite } from './uiSession.js';
import { walkShot } from './walkShots.js';

const soon = { timeout: 15_000, interval: 200 };

interface ReviewAnswer {
  row: { WorkgroupId: string; workgroupName: string; assignmentCount: number };
  sections: { coverageStatus: string; assignments: { instructorName: string | null }[] }[];
}

const seriousViolations = async (page: Page) =>
  describeViolations((await runAxe(page, { include: ['main'] })).violations, ['serious', 'critical']);

/** The document is no wider than the window (nothing sticks out past its right edge). */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Issue 20 item 8: the approver approved blind (counts only, the steps on a page they cannot open, no
 * way back). As the demo's academicAffairsApprover, with the active period at step 7 (Academic affairs
 * approval): the approvals row opens the plan (sections, instructors, points, uncovered ones, the steps
 * and their history), Approve turns the row to Approved with "Withdraw approval" instead of Approve, and
 * withdrawing (confirmed) turns it back, the withdrawal in the plan's approval history.
 */
describeInBrowser("An approver's plan review and withdrawal", () => {
  // moves the demo's active period to step 7: a server of its own
  const suite = useUiSuite('ui-approver-plan', { signInAs: 'academicAffairsApprover' });

  it('reviews the plan from the approvals row, approves, then withdraws the approval', async () => {
    const { session } = suite;
    const { page } = session;
    const ops = await UiSession.open(suite.environment.browser, suite.environment.url);
    let name: string;
    try {
      await ops.signIn('academicOpsAdmin');
      // the approver's working period (the demo's active one), moved by academic operations
      const progress = await apiJson<{ AcademicPeriodId: string; currentStep: number }>(
        session,
        'GET',
        '/api/progressSteps',
      );
      for (let step = progress.currentStep; step < 7; step++)
        await apiJson(ops, 'POST', '/api/progressActions?confirm=true', {
          AcademicPeriodId: progress.AcademicPeriodId,
          action: 'advance',
          fromStep: step,
        });
      // a workgroup whose plan has both taught and uncovered sections
      const rows = await apiJson<{ WorkgroupId: string }[]>(
        session,
        'GET',
        '/api/workgroupApprovals?take=100',
      );
      const reviews = await Promise.all(
        rows.map((row) =>
          apiJson<ReviewAnswer>(session, 'GET', `/api/workgroupApprovals/${row.WorkgroupId}/plan`),
        ),
      );
      const review = reviews.find(
        (candidate) =>
          candidate.row.assignmentCount > 0 &&
          candidate.sections.some((section) => section.coverageStatus === 'uncovered'),
      )!;
      expect(review).toBeDefined();
      name = review.row.workgroupName;
      const teacher = review.sections.flatMap((section) => section.assignments)[0]!.instructorName!;

      await session.goto('/');
      const { row, badge } = approvalRow(page, name);
      await row.getByRole('link', { name: `Review plan of ${name}` }).click({ timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: `Plan of ${name}` }).waitFor({ timeout: 15_000 });
      const sections = page.getByRole('table', { name: 'Sections of the plan' });
      await sections.waitFor();
      const history = page.getByRole('table', { name: 'Progress history' });
      await history.getByRole('row').nth(1).waitFor(soon);
      await walkShot(page, 8, 'plan-review', { fullPage: true });
      expect(await sections.textContent()).toContain(teacher);
      expect(await sections.getByRole('columnheader', { name: 'Assigned points' }).count()).toBe(1);
      expect(await page.getByTestId('plan-coverage-summary').textContent()).toMatch(/, [1-9]\d* uncovered$/);
      const progressPart = page.getByRole('region', { name: 'Progress' });
      expect(await progressPart.locator('[aria-current="step"]').textContent()).toContain(
        'Academic affairs approval',
      );
      expect(await history.getByRole('row').nth(1).textContent()).toContain('Advanced');
      expect(await seriousViolations(page)).toEqual([]);

      // only the uncovered sections, each with nobody teaching it
      await page.getByRole('combobox', { name: 'Coverage' }).click();
      await page.getByRole('option', { name: 'Uncovered' }).click();
      const shown = sections.locator('tbody tr');
      await expect
        .poll(() => shown.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-coverage'))), soon)
        .not.toContain('covered');
      expect(
        new Set(await shown.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-coverage')))),
      ).toEqual(new Set(['uncovered']));
      expect(await shown.first().textContent()).toContain('Nobody yet');

      // a phone: the page stays within the window
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('heading', { level: 1, name: `Plan of ${name}` }).waitFor();
      await walkShot(page, 8, 'plan-review-390', { fullPage: true });
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1280, height: 900 });

      // approve from the row: it says Approved, and offers to withdraw instead of to approve
      await session.goto('/');
      await row.getByRole('button', { name: `Approve ${name}` }).click({ timeout: 15_000 });
      const approveDialog = page.getByRole('dialog', { name: `Approve the plan of ${name}?` });
      await approveDialog.getByRole('link', { name: 'Review plan' }).waitFor();
      await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
      const withdrawButton = row.getByRole('button', { name: `Withdraw approval of ${name}` });
      await withdrawButton.waitFor(soon);
      await walkShot(page, 8, 'approved-row');
      expect(await badge.textContent()).toBe('Approved');
      expect(await row.getByRole('button', { name: `Approve ${name}` }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      // withdraw, confirmed: the row is back to Not approved, with Approve
      await withdrawButton.click();
      const withdrawDialog = page.getByRole('dialog', { name: `Withdraw your approval of ${name}?` });
      await withdrawDialog.getByRole('button', { name: 'Withdraw approval' }).click();
      await row.getByRole('button', { name: `Approve ${name}` }).waitFor(soon);
      await walkShot(page, 8, 'withdrawn-row');
      expect(await badge.textContent()).toBe('Not approved');
      expect(await withdrawButton.count()).toBe(0);

      // the plan's approval history has both, the withdrawal first
      await row.getByRole('link', { name: `Review plan of ${name}` }).click();
      const approvals = page.getByRole('list', { name: 'Approval history' });
      await approvals.getByRole('listitem').nth(1).waitFor(soon);
      await walkShot(page, 8, 'approval-history', { fullPage: true });
      const lines = await approvals.getByRole('listitem').allTextContents();
      expect(lines[0]).toMatch(/^Withdrawn in step 7 \(Academic affairs approval\) by /);
      expect(lines[1]).toMatch(/^Approved in step 7 \(Academic affairs approval\) by /);
    } finally {
      await ops.close();
    }
  });
});
