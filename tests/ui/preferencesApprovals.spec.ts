import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeViolations, runAxe } from './axe.js';
import { type ApprovalWorld, approvalRow, setUpApprovalWorld, submissionsBar } from './uiApprovals.js';
import { runId } from './uiRecords.js';
import { describeInBrowser, screenshotDir, UiSession, useUiSuite } from './uiSession.js';

const run = runId();
/** What another browser shows follows a change within seconds, without a reload (DESIGN §7). */
const live = { timeout: 5000, interval: 100 };
const soon = { timeout: 15_000, interval: 200 };

async function submitPreferences(page: Page, termName: string, modeName: string) {
  await page.getByRole('button', { name: 'Add preference' }).click();
  const row = page.getByRole('group', { name: 'Preference 1' });
  await row.getByRole('combobox', { name: /^Term/ }).click();
  await page.getByRole('option', { name: termName, exact: true }).click();
  await row.getByRole('combobox', { name: /^Teaching Mode/ }).click();
  await page.getByRole('option', { name: modeName, exact: true }).click();
  await row.getByRole('button', { name: '4 of 5' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
}

/**
 * Issue 7 end to end, in real browsers: in the preference window (step 4) a faculty member submits their
 * preferences and academic operations sees the submissions metric of their workgroup move; at step 6
 * academic affairs approves the workgroup's plan on the dashboard, and an admin watching the dashboard in
 * another browser sees the badge turn Approved without reloading, then "Changed since approval" when
 * an assignment of the workgroup changes.
 */
describeInBrowser('Teaching preferences and workgroup approvals', () => {
  const suite = useUiSuite('ui-preferences-approvals', { signInAs: 'academicOpsAdmin' });
  let world: Promise<ApprovalWorld> | undefined;
  const data = () => (world ??= setUpApprovalWorld(suite.environment.url, run));

  it('a submission moves the metric; an approval and a later change reach another browser live', async () => {
    const w = await data();
    const workgroupName = String(w.workgroup.name);
    await w.setStep(4);

    // academic operations watches the submissions of the workgroup's one faculty member
    const ops = suite.session;
    await ops.goto('/');
    const bar = submissionsBar(ops.page, workgroupName);
    await expect.poll(() => bar.textContent(), soon).toContain('0 of 1 submitted');

    const faculty = await UiSession.open(suite.environment.browser, suite.environment.url);
    const approver = await UiSession.open(suite.environment.browser, suite.environment.url);
    const watcher = await UiSession.open(suite.environment.browser, suite.environment.url);
    try {
      await faculty.signIn(String(w.faculty.username));
      await faculty.goto('/teachingPreferencesMine');
      await submitPreferences(
        faculty.page,
        String(w.world.planning.terms[0]!.name),
        String(w.world.planning.modes[0].name),
      );
      await faculty.page.getByText('Submitted', { exact: true }).first().waitFor({ timeout: 15_000 });
      await expect.poll(() => bar.textContent(), soon).toContain('1 of 1 submitted (100%)');

      // workgroup review: the plan is open for approval
      await w.setStep(6);
      await watcher.signIn('admin');
      await watcher.goto('/');
      const watched = approvalRow(watcher.page, workgroupName);
      await expect.poll(() => watched.badge.textContent(), soon).toBe('Not approved');
      const navigations: string[] = [];
      watcher.page.on('framenavigated', (frame) => navigations.push(frame.url()));

      await approver.signIn('academicAffairsApprover');
      await approver.goto('/');
      const mine = approvalRow(approver.page, workgroupName);
      await mine.row.getByRole('button', { name: `Approve ${workgroupName}` }).click({ timeout: 15_000 });
      const dialog = approver.page.getByRole('dialog', { name: `Approve the plan of ${workgroupName}?` });
      await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Balanced, as discussed');
      const approved = approver.page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/workgroupApprovals' &&
          response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      expect((await approved).status()).toBe(201);
      await expect.poll(() => mine.badge.textContent(), soon).toBe('Approved');

      // the admin's dashboard follows without a reload
      await expect.poll(() => watched.badge.textContent(), live).toBe('Approved');

      // a change to the workgroup's plan: "Changed since approval", with what changed
      await w.changePoints(2);
      await expect.poll(() => watched.badge.textContent(), live).toBe('Changed since approval');
      expect(navigations).toEqual([]);
      await watched.row.getByRole('button', { name: `View the approval of ${workgroupName}` }).click();
      const details = watcher.page.getByRole('dialog', { name: /^Approval of / });
      await details.getByRole('list', { name: 'Differences' }).waitFor();
      expect(await details.getByRole('list', { name: 'Differences' }).textContent()).toContain(
        'points 3 -> 2',
      );
      expect(
        await details.getByRole('table', { name: 'Plan as approved' }).getByRole('row').nth(1).textContent(),
      ).toContain('3');
      await watcher.page.screenshot({ path: join(screenshotDir, 'approval-differences.png') });
      await details.getByRole('button', { name: 'Close' }).click();
      await details.waitFor({ state: 'detached' });
      await watcher.page.screenshot({ path: join(screenshotDir, 'progress-approvals.png'), fullPage: true });

      const { violations, checked } = await runAxe(watcher.page, { include: ['main'] });
      expect(describeViolations(violations, ['serious', 'critical'])).toEqual([]);
      expect(checked).toBeGreaterThan(0);
      for (const session of [faculty, approver, watcher]) expect(session.problems).toEqual([]);
    } finally {
      await Promise.all([faculty.close(), approver.close(), watcher.close()]);
    }
  });

  it('moves the step on the period page: unapproved plans are shown before advancing, reverting needs a reason', async () => {
    const w = await data();
    await w.setStep(6);
    const { session } = suite;
    const { page } = session;
    session.expectHttpError(409, /^\/api\/progressActions$/);
    await session.goto(`/academicPeriods/${w.periodId}/show`);
    const panel = page.getByRole('region', { name: 'Progress' });
    await panel.getByText('Step 6 of 8:').waitFor({ timeout: 15_000 });
    expect(await panel.locator('[aria-current="step"]').textContent()).toContain('Workgroup review');

    await panel.getByRole('button', { name: /^Advance to step 7/ }).click();
    const advance = page.getByRole('dialog', { name: /to step 7: Academic affairs approval\?$/ });
    await advance.getByRole('button', { name: 'Advance', exact: true }).click();
    const warnings = advance.getByRole('list', { name: 'Warnings' });
    await warnings.waitFor();
    expect(await warnings.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await warnings.textContent()).toContain('in step 6');
    await advance.getByRole('button', { name: 'Advance anyway' }).click();
    await advance.waitFor({ state: 'detached' });
    await panel.getByText('Step 7 of 8:').waitFor();

    await panel.getByRole('button', { name: /^Revert to step 6/ }).click();
    const revert = page.getByRole('dialog', { name: /to step 6: Workgroup review\?$/ });
    await revert.getByRole('button', { name: 'Revert', exact: true }).click();
    await revert.getByText('A reason is required').waitFor();
    await revert.getByRole('textbox', { name: 'Reason' }).fill('Plans need another look');
    await revert.getByRole('button', { name: 'Revert', exact: true }).click();
    await revert.waitFor({ state: 'detached' });
    await panel.getByText('Step 6 of 8:').waitFor();
    const latest = panel.getByRole('table', { name: 'Progress history' }).getByRole('row').nth(1);
    await expect.poll(() => latest.textContent(), soon).toContain('Plans need another look');
    expect(await latest.textContent()).toContain('Reverted');
    await page.screenshot({ path: join(screenshotDir, 'period-progress.png'), fullPage: true });
  });
});
