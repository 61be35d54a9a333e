import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectOk, type Row } from '../support/planning.js';
import { describeViolations, runAxe } from './axe.js';
import { listQuery } from './uiRecords.js';
import type { UiSession } from './uiSession.js';
import { apiSessionAs } from './uiWorkload.js';

export async function expectAccessible(session: UiSession) {
  const { violations, checked } = await runAxe(session.page, { include: ['main'] });
  expect(describeViolations(violations, ['serious', 'critical'])).toEqual([]);
  expect(checked).toBeGreaterThan(0);
}

/** Picks `option` in the MUI select named `label` inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The faculty member saves these preferences (new ones: version 0) and submits them, through the API. */
export async function submitPreferencesAs(
  url: string,
  username: string,
  preferences: { AcademicTermId: string; TeachingModeId: string; weight: number; CourseIds?: string[] }[],
) {
  const api = await apiSessionAs(url, username);
  const draft = expectOk(
    await api.put('/api/myTeachingPreferences', { preferences, version: 0 }),
    'save',
    [200, 202],
  );
  expectOk(
    await api.post('/api/myTeachingPreferences/submit', { version: Number(draft.version ?? 1) }),
    'submit',
    [200, 202],
  );
  return api;
}

/**
 * A demo faculty member (faculty1..N) with preferences in an earlier period and none submitted in the
 * active one, preferring one who has a draft (so that copying replaces rows); with that earlier period.
 */
export async function demoFacultyWithLastPeriod(url: string) {
  const ops = await apiSessionAs(url, 'academicOpsAdmin');
  const filter = { status: ['draft', 'notStarted'] };
  const rows = expectOk(
    await ops.get(`/api/preferenceSubmissions${listQuery({ filter })}`),
    'submissions',
  ) as unknown as Row[];
  let found: { username: string; lastPeriod: string; preferences: number } | undefined;
  for (const row of rows) {
    const user = expectOk(await ops.get(`/api/users/${row.UserId}`), 'user');
    if (!/^faculty\d+$/.test(String(user.username))) continue;
    const theirs = await apiSessionAs(url, String(user.username));
    const mine = expectOk(await theirs.get('/api/myTeachingPreferences'), 'theirs');
    if (!mine.lastPeriod) continue;
    found = {
      username: user.username,
      lastPeriod: mine.lastPeriod.name,
      preferences: mine.preferences.length,
    };
    if (found.preferences > 0) break;
  }
  return found;
}
