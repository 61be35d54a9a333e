import { join } from 'node:path';
import { expect, it } from 'vitest';
import { apiJson } from './uiRecords.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

/**
 * Issue 36 item 4 (DESIGN §19), in Chromium with effort management on: a faculty member's form is for
 * themselves (no instructor field), keeps what was typed and names the field when the server refuses, and
 * records the assignment as reported; an operations admin finds it under "Awaiting approval" and approves
 * it, at 1,440 and 390 px.
 */
describeInBrowser('Reported administrative assignments', () => {
  const suite = useUiSuite('ui-reported-admin', {
    signInAs: 'faculty',
    env: { FEATURE_FLAGS: 'aemEnabled,aemEnabledFaculty' },
    sharedServer: true,
  });

  it('faculty report one for themselves; an approver approves it from the queue', async () => {
    const { page } = suite.session;
    const notes = `Reported in the browser ${Date.now()}`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await suite.session.goto('/administrativeAssignments/create');
    await page.getByText('This administrative assignment is for you').waitFor();
    expect(await page.getByRole('combobox', { name: 'Instructor' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel('Notes').fill(notes);
    // too many points: refused before anything is sent, at the field, and nothing typed is lost
    await page.getByLabel('Points').fill('5000');
    await page.getByRole('button', { name: 'Save' }).click();
    const refusal = await page
      .getByLabel('Points')
      .evaluate((input) => (input as HTMLInputElement).validationMessage);
    expect(refusal).toMatch(/1000/);
    expect(await page.getByLabel('Notes').inputValue()).toBe(notes);
    await page.screenshot({ path: join(screenshotDir, 'item-4-faculty-report-error-1440.png') });
    await page.getByLabel('Points').fill('1.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/create'));

    const me = await apiJson<{ workingUserId: string }>(suite.session, 'GET', '/api/auth');
    const [mine] = await apiJson<{ id: string; UserId: string; status: string }[]>(
      suite.session,
      'GET',
      `/api/administrativeAssignments?filter=${encodeURIComponent(JSON.stringify({ q: notes }))}`,
    );
    expect(mine).toMatchObject({ UserId: me.workingUserId, status: 'reported' });
    await suite.session.goto('/administrativeAssignments');
    await page.getByText('Awaiting approval').first().waitFor();
    await page.screenshot({ path: join(screenshotDir, 'item-4-faculty-list-1440.png') });

    await suite.session.signIn('academicOpsAdmin');
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const filter = encodeURIComponent(JSON.stringify({ status: 'reported', q: notes }));
      await suite.session.goto(`/administrativeAssignments?filter=${filter}`);
      const approve = page.getByRole('button', { name: 'Approve' }).first();
      await approve.waitFor();
      // within the screen, not in a part of the table scrolled out of it
      const box = (await approve.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: join(screenshotDir, `item-4-approver-queue-${width}.png`) });
    }
    await page.getByRole('button', { name: 'Approve' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Approve this administrative assignment?' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved: it now counts toward workload').waitFor();
    const approved = await apiJson<{ status: string }>(
      suite.session,
      'GET',
      `/api/administrativeAssignments/${mine!.id}`,
    );
    expect(approved.status).toBe('approved');
  });
});
