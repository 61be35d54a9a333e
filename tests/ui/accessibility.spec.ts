/// <reference lib="dom" />
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeViolations, runAxe } from './axe.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

/** The serious and critical violations on the whole page (spec: none allowed on the main screens). */
const seriousViolations = async (page: Page) =>
  describeViolations((await runAxe(page)).violations, ['serious', 'critical']);

const shoot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, name) });

describeInBrowser('Accessibility (axe-core) and screenshots of the main screens', () => {
  const suite = useUiSuite('ui-accessibility', { sharedServer: true });

  it('the login page has no serious or critical violation', async () => {
    const { page } = suite.session;
    await suite.session.goto('/login');
    await page.getByRole('heading', { name: 'Login to TAMS' }).waitFor();
    await page.getByRole('region', { name: 'Faculty' }).waitFor();
    await shoot(page, 'login.png');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the dashboard has none, in the dark theme and in the light one', async () => {
    const { page } = suite.session;
    await suite.session.signIn('academicOpsAdmin');
    await suite.session.goto('/');
    await page.getByRole('heading', { name: 'Faculty workload' }).waitFor();
    await page.getByRole('group', { name: 'Version and mode' }).waitFor();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    await shoot(page, 'dashboard-dark.png');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    // the theme's transitions finish before colours are judged
    await page.waitForTimeout(400);
    await shoot(page, 'dashboard-light.png');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a list (Users) has none', async () => {
    const { page } = suite.session;
    await suite.session.signIn('admin');
    await suite.session.goto('/users');
    await page.getByRole('row').nth(10).waitFor();
    await shoot(page, 'users-list.png');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
