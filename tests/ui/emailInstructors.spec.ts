import { join } from 'node:path';
import { expect, it } from 'vitest';
import { overflow, seriousViolations, trackRequests, widths } from './pageFit.js';
import { runId } from './uiRecords.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

/*
 * Issue 22 item 2: the Email Instructors page (web/src/emailInstructors): pick recipients by filters (the
 * count and the list), write a message from a saved template with merge fields, preview one recipient's
 * message, send it with a confirmation (no SMTP here: to the outbox), follow it to its per-recipient
 * results, read it in the outbox and the send history; at a phone's width nothing scrolls sideways.
 */

const id = runId();
const shoot = (page: import('playwright-core').Page, name: string) =>
  page.screenshot({ path: join(screenshotDir, `email-instructors-${name}.png`), fullPage: true });

describeInBrowser('Email Instructors', () => {
  const suite = useUiSuite('ui-email-instructors', {
    signInAs: 'admin',
    env: { EMAIL_RATE_PER_SECOND: '50' },
  });

  it('picks recipients, previews, sends to the outbox and reads it there', async () => {
    const session = suite.session;
    const page = session.page;
    const workgroups = (await (
      await session.api('GET', `/api/workgroups?range=${encodeURIComponent('[0,99]')}`)
    ).json()) as {
      id: string;
      name: string;
    }[];
    // a workgroup with a few faculty: a small send
    let chosen: { name: string; count: number } | undefined;
    for (const workgroup of workgroups) {
      const answer = (await (
        await session.api('GET', `/api/emailInstructors/recipients?WorkgroupId=${workgroup.id}`)
      ).json()) as {
        count: number;
      };
      if (answer.count > 1 && answer.count <= 5) {
        chosen = { name: workgroup.name, count: answer.count };
        break;
      }
    }
    expect(chosen).toBeDefined();

    await session.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('menuitem', { name: 'Administration' }).click();
    await menu.getByRole('menuitem', { name: 'Email Instructors' }).click();
    await page.waitForURL(/\/emailInstructors$/);
    await page.getByText('No SMTP server is set up').waitFor();
    const total = page.getByRole('status').filter({ hasText: /recipients?$/ });
    await total.waitFor();

    // filters: a workgroup narrows the list, and the count says how many
    await page.getByLabel('Workgroup').click();
    await page.getByRole('option', { name: chosen!.name, exact: true }).click();
    await expect.poll(() => total.textContent()).toBe(`${chosen!.count} recipients`);
    const list = page.getByRole('list', { name: 'Recipients' });
    await expect.poll(() => list.getByRole('button').count()).toBe(chosen!.count);

    // a message with merge fields, saved as a template
    await page.getByLabel('Template name').fill(`Load check ${id}`);
    await page.getByLabel('Subject').fill('Your load, {{firstName}}');
    await page
      .getByLabel('Message')
      .fill('Dear {{displayName}},\nAssigned {{assignedPoints}} of {{requiredPoints}}.\n');
    await page.getByRole('button', { name: '{{sections}}' }).click();
    await page.getByRole('button', { name: 'Save as template' }).click();
    await page.getByText(`Template “Load check ${id}” saved`).waitFor();

    // the preview of the second recipient, rendered by the server
    const second = list.getByRole('button').nth(1);
    const secondName = (await second.locator('.MuiListItemText-primary').textContent())!;
    await second.click();
    const preview = page.getByLabel('Preview');
    await expect.poll(() => preview.textContent(), { timeout: 10_000 }).toContain(`Dear ${secondName},`);
    expect(await preview.textContent()).not.toContain('{{');
    await shoot(page, 'compose');
    expect(await seriousViolations(page)).toEqual([]);

    // an unknown merge field is the server's field error
    session.expectHttpError(400, /^\/api\/emailInstructors\/preview$/);
    await page.getByLabel('Subject').fill('Your load, {{nickname}}');
    await page
      .getByText(/Unknown merge field \{\{nickname\}\}/)
      .first()
      .waitFor();
    await page.getByLabel('Subject').fill('Your load, {{firstName}}');

    // send, confirmed, followed to each recipient's result
    await page.getByRole('button', { name: `Send to ${chosen!.count}` }).click();
    await page.getByText(`${chosen!.count} faculty get their own copy (in the outbox`).waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText(`${chosen!.count} sent, 0 failed, 0 unconfirmed.`).waitFor({ timeout: 30_000 });
    const results = page.getByRole('table', { name: 'Results' });
    await expect.poll(() => results.getByText('Sent (to the outbox)').count()).toBe(chosen!.count);
    await shoot(page, 'sent');

    // the outbox has each message, readable in full
    await page.getByRole('tab', { name: 'Outbox' }).click();
    const outbox = page.getByLabel('Outbox');
    await outbox
      .getByText(`Your load, ${secondName.split(' ')[0]}`)
      .first()
      .waitFor();
    await outbox
      .getByText(`Your load, ${secondName.split(' ')[0]}`)
      .first()
      .click();
    await outbox.getByText(`Dear ${secondName},`).waitFor();
    await shoot(page, 'outbox');

    // the history says who sent what to how many
    await page.getByRole('tab', { name: 'Send history' }).click();
    const history = page.getByRole('table', { name: 'Send history' });
    await history.getByText('Your load, {{firstName}}').first().waitFor();
    expect(await history.getByRole('row').nth(1).textContent()).toContain(`${chosen!.count} sent`);

    // a phone's width: the page fits
    const settled = trackRequests(page);
    await page.setViewportSize(widths.phone);
    await page.getByRole('tab', { name: 'Compose' }).click();
    await settled();
    expect(await overflow(page)).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'phone');
  }, 120_000);
});
