import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { screenshotDir } from './uiSession.js';

/**
 * Screenshots of the planning screens walk (issue 20): `item-<n>-<name>-<state>.png` in test-results/ui/walk,
 * where the state is "after" unless SHOT_STATE says otherwise. Running a walk test with SHOT_STATE=before
 * against an older build keeps the picture of what it fixed (the test takes its shot before it asserts).
 */
export async function walkShot(page: Page, item: number, name: string, options: { fullPage?: boolean } = {}) {
  const dir = join(screenshotDir, 'walk');
  mkdirSync(dir, { recursive: true });
  const state = process.env.SHOT_STATE ?? 'after';
  await page.screenshot({
    path: join(dir, `item-${item}-${name}-${state}.png`),
    fullPage: options.fullPage ?? false,
  });
}
