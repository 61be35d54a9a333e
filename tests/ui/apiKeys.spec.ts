import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runId } from './uiRecords.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

const keyName = `Reporting ${runId()}`;

describeInBrowser('Api Keys', () => {
  const suite = useUiSuite('ui-api-keys', {
    signInAs: 'academicOpsAdmin',
    env: { FEATURE_FLAGS: 'apiEnabled' },
  });

  /** What the API answers the key (not the session): 200 while it works, 401 once revoked. */
  const statusWithKey = async (key: string) =>
    (
      await suite.session.page.request.fetch(`${suite.session.baseUrl}/api/auth`, {
        headers: { Authorization: `Bearer ${key}` },
        // no session cookie: the key alone
        maxRedirects: 0,
      })
    ).status();

  it('issues a key and shows it once; the list never shows it again; revoking it ends it', async () => {
    const { page } = suite.session;
    suite.session.expectHttpError(401, /^\/api\/auth$/);
    await suite.session.goto('/courses');
    await page.getByRole('menuitem', { name: 'Administration' }).click();
    await page.getByRole('menuitem', { name: 'Api Keys' }).click();
    await page.waitForURL(/\/apikeys$/);
    await page.getByRole('button', { name: 'Issue key' }).first().click();

    const dialog = page.getByRole('dialog', { name: 'Issue an API key' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(keyName);
    await dialog.getByRole('button', { name: 'Issue key' }).click();
    const issued = page.getByRole('dialog', { name: `Key "${keyName}" issued` });
    await issued.getByText('Copy this key now: you will not see it again').waitFor();
    const key = await issued.getByRole('textbox', { name: 'API key' }).inputValue();
    expect(key.length).toBeGreaterThan(20);
    await issued.getByRole('button', { name: 'Copy' }).click();
    await issued.getByText(/Copied to the clipboard|select the key and copy it yourself/).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'api-key-issued.png') });
    await issued.getByRole('button', { name: 'Done: I have copied the key' }).click();

    const row = page.getByRole('row').filter({ hasText: keyName });
    await row.getByText('Active').waitFor();
    await row.getByText('Olivia Operations').waitFor();
    const prefix = (await row.locator('td.column-prefix').textContent())!.trim();
    expect(key.startsWith(prefix)).toBe(true);
    expect(await page.content()).not.toContain(key);
    // read again from the server: a reload of /apikeys is the web app's page, not an API path
    await page.reload();
    await page.waitForURL(/\/apikeys$/);
    await row.getByText('Active').waitFor();
    expect(await page.content()).not.toContain(key);
    expect(await statusWithKey(key)).toBe(200);

    await row.getByRole('button', { name: `Revoke ${keyName}` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`Revoke the key "${keyName}"?`).waitFor();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('Revoked').waitFor();
    expect(await row.getByRole('button', { name: /^Revoke/ }).count()).toBe(0);
    expect(await statusWithKey(key)).toBe(401);
  });
});
