import { expect, it } from 'vitest';
import { describeViolations, runAxe } from './axe.js';
import { apiJson, runId } from './uiRecords.js';
import { describeInBrowser, useUiSuite } from './uiSession.js';
import { walkShot } from './walkShots.js';

/**
 * Issue 20 item 15 (its contrast part): in the dark theme the red Delete button read at 3.5:1 and the green
 * success toast at 3.3:1, under the 4.5:1 of WCAG AA. Both are judged here by axe's color-contrast rule alone.
 */
describeInBrowser('Status colours read in the dark theme', () => {
  const suite = useUiSuite('ui-dark-contrast', { signInAs: 'admin', sharedServer: true });

  const contrast = async (selector: string) => {
    const { violations, checked } = await runAxe(suite.session.page, {
      include: [selector],
      rules: ['color-contrast'],
    });
    return { selector, checked: checked > 0, violations: describeViolations(violations) };
  };
  const readable = (selector: string) => ({ selector, checked: true, violations: [] });

  it('gives the success and info toasts and the status chips enough contrast (Style Guide)', async () => {
    const { page } = suite.session;
    await suite.session.goto('/styles');
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    await page.getByRole('button', { name: 'Show five notifications' }).click();
    await page.locator('.notistack-MuiContent-success').first().waitFor();
    await walkShot(page, 15, 'dark-toasts-and-chips');
    expect(await contrast('.notistack-MuiContent-success')).toEqual(
      readable('.notistack-MuiContent-success'),
    );
    expect(await contrast('.notistack-MuiContent-info')).toEqual(readable('.notistack-MuiContent-info'));
    expect(await contrast('.MuiChip-root')).toEqual(readable('.MuiChip-root'));
  });

  it("gives a record's red Delete button enough contrast", async () => {
    const { page } = suite.session;
    const { id } = await apiJson(suite.session, 'POST', '/api/divisions', { name: `Contrast ${runId()}` });
    await expect
      .poll(async () => (await suite.session.api('GET', `/api/divisions/${id}`)).status(), {
        timeout: 15_000,
      })
      .toBe(200);
    await suite.session.goto(`/divisions/${id}`);
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).waitFor();
    await walkShot(page, 15, 'dark-delete-button');
    expect(await contrast('button.ra-delete-button')).toEqual(readable('button.ra-delete-button'));
  });
});
