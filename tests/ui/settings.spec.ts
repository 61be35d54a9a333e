/// <reference lib="dom" />
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { apiJson, runId } from './uiRecords.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

/** A 2x2 PNG (red), made here so the suite ships no binary file. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

interface SettingEntry {
  value: string | null;
  version: number;
}

describeInBrowser('System Settings', () => {
  const suite = useUiSuite('ui-settings', { signInAs: 'admin' });
  const setting = (name: string) => apiJson<SettingEntry>(suite.session, 'GET', `/api/settings/${name}`);

  it('changes the institution name', async () => {
    const { page } = suite.session;
    const name = `UI University ${runId()}`;
    await suite.session.goto('/courses');
    await page.getByRole('menuitem', { name: 'Configuration' }).click();
    await page.getByRole('menuitem', { name: 'System Settings' }).click();
    await page.waitForURL(/\/settings$/);
    const field = page.getByRole('textbox', { name: 'Institution Name' });
    await field.fill(name);
    await page.getByRole('button', { name: 'Save Institution Name' }).click();
    await page.getByText('Institution Name saved').waitFor();
    expect((await setting('institution_name')).value).toBe(name);
    await expect.poll(() => field.inputValue()).toBe(name);
  });

  it('refuses a stale save with the conflict message, and saves once reloaded', async () => {
    const { page } = suite.session;
    suite.session.expectHttpError(409, /^\/api\/settings\/institution_name$/);
    await suite.session.goto('/settings');
    const field = page.getByRole('textbox', { name: 'Institution Name' });
    await field.waitFor();
    const before = await setting('institution_name');
    // typing first: a change saved elsewhere while the user edits reaches the page live, but does not
    // wipe what they typed; their save is then made against the version they started from
    await field.fill('Mine');
    await apiJson(suite.session, 'PUT', '/api/settings/institution_name', {
      value: 'Changed Elsewhere',
      version: before.version,
    });
    await page.getByRole('button', { name: 'Save Institution Name' }).click();
    const conflict = page.getByRole('alert').filter({ hasText: /changed/i });
    await conflict.waitFor();
    expect((await setting('institution_name')).value).toBe('Changed Elsewhere');
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => field.inputValue()).toBe('Changed Elsewhere');
    await field.fill('Mine');
    await page.getByRole('button', { name: 'Save Institution Name' }).click();
    await page.getByText('Institution Name saved').waitFor();
    expect((await setting('institution_name')).value).toBe('Mine');
  });

  it('uploads a PNG logo and previews it; a file that is not an image is refused with the reason', async () => {
    const { page } = suite.session;
    suite.session.expectHttpError(400, /^\/api\/settings\/upload\/logo$/);
    await suite.session.goto('/settings');
    const file = page.getByLabel('Logo image file');

    await file.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /PNG|image/ })
      .waitFor();

    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await page.getByText('Logo uploaded', { exact: true }).waitFor();
    const preview = page.getByRole('img', { name: 'Current institution logo' });
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(2);
    expect((await setting('logo')).value).toBe('true');
    await page.screenshot({ path: join(screenshotDir, 'system-settings.png'), fullPage: true });

    // spec §1: the side drawer shows the uploaded logo while the setting logo is "true", else the default
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    const logo = drawer.getByRole('img', { name: 'Institution logo' });
    await expect
      .poll(() => logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(2);
    await apiJson(suite.session, 'PUT', '/api/settings/logo', {
      value: 'false',
      version: (await setting('logo')).version,
    });
    await suite.session.goto('/settings');
    await drawer.getByRole('img', { name: 'TAMS, teaching assignments management tool' }).waitFor();
    expect(await drawer.getByRole('img', { name: 'Institution logo' }).count()).toBe(0);
  });

  it('colours the shell with the primary colour setting (default #0736a4)', async () => {
    const { page } = suite.session;
    const home = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first();
    const colour = () => home.evaluate((element) => getComputedStyle(element).backgroundColor);
    await suite.session.goto('/settings');
    await expect.poll(colour).toBe('rgb(7, 54, 164)');
    const before = await setting('primary_color');
    await apiJson(suite.session, 'PUT', '/api/settings/primary_color', {
      value: '#8a1538',
      version: before.version,
    });
    await suite.session.goto('/settings');
    await expect.poll(colour).toBe('rgb(138, 21, 56)');
    const after = await setting('primary_color');
    await apiJson(suite.session, 'PUT', '/api/settings/primary_color', {
      value: null,
      version: after.version,
    });
    await suite.session.goto('/settings');
    await expect.poll(colour).toBe('rgb(7, 54, 164)');
  });
});
