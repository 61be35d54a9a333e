import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeViolations, runAxe } from './axe.js';
import { apiJson, listQuery, userNamed } from './uiRecords.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

/** expect.poll with room for a loaded machine (its default gives up after 1 s). */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

const hint = 'You cannot change your working academic period while masquerading';

interface Period {
  id: string;
  name: string;
}

/** axe-core's violations inside the elements matching `selectors` (rule id and the nodes' targets). */
async function axeViolations(page: Page, selectors: string[]): Promise<string[]> {
  const { violations, checked } = await runAxe(page, { include: selectors });
  return checked === 0 ? ['nothing checked: no element in scope'] : describeViolations(violations);
}

describeInBrowser('Working academic period', () => {
  const suite = useUiSuite('ui-working-period');

  const control = () => suite.session.page.getByTestId('working-period-control');
  const select = () => suite.session.page.getByRole('combobox', { name: 'Working academic period' });
  const period = (path: 'active' | 'systemActive') =>
    apiJson<Period>(suite.session, 'GET', `/api/academicPeriods/${path}`);

  /**
   * No axe violation in the control in the current theme, nor after switching to the other one. One switch
   * per test: each saves the user's theme setting, and a second save racing the first is refused.
   */
  async function expectAccessibleInBothThemes() {
    const { page } = suite.session;
    const toggle = page.getByRole('button', { name: /^Switch to (light|dark) theme$/ });
    await control().waitFor();
    await page.waitForLoadState('networkidle'); // the user's theme setting has been read and applied
    const before = await toggle.getAttribute('aria-label');
    // polled: the colours fade (MUI transitions) for a moment after the theme changes
    const violations = () => axeViolations(page, ['[data-testid="working-period-control"]']);
    await poll(violations).toEqual([]);
    await toggle.click();
    await poll(() => toggle.getAttribute('aria-label')).not.toBe(before);
    await poll(violations).toEqual([]);
  }

  it('lets academicOpsAdmin work in another period, warns while it is not the active one, and goes back', async () => {
    const { page } = suite.session;
    await suite.session.signIn('academicOpsAdmin');
    const active = await period('systemActive');
    const periods = await apiJson<Period[]>(
      suite.session,
      'GET',
      `/api/academicPeriods${listQuery({ sort: ['startDate', 'DESC'] })}`,
    );
    const other = periods.find((p) => p.id !== active.id)!;
    const warning = page.getByRole('status').filter({ hasText: `Not the active period (${active.name})` });

    await suite.session.goto('/academicPeriods');
    await poll(() => select().inputValue()).toBe(active.id);
    expect(await select().getByRole('option').allTextContents()).toEqual(
      periods.map((p) => (p.id === active.id ? `${p.name} (active)` : p.name)),
    );
    expect(await warning.count()).toBe(0);

    await select().selectOption(other.id);
    await warning.waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await period('active')).id).toBe(other.id);
    await poll(() => select().inputValue()).toBe(other.id);
    await page.screenshot({ path: join(screenshotDir, 'working-period-warning.png') });
    await expectAccessibleInBothThemes();

    await select().selectOption(active.id);
    await poll(() => warning.count()).toBe(0);
    expect((await period('active')).id).toBe(active.id);
    const user = await apiJson(suite.session, 'GET', '/api/users/current');
    expect(user.WorkingAcademicPeriodId).toBeNull();
  });

  it('shows faculty the active period as text, with no choice', async () => {
    const { page } = suite.session;
    await suite.session.signIn('faculty');
    const active = await period('active');
    await suite.session.goto('/');
    await control().getByText('Academic period', { exact: true }).waitFor();
    await control().getByText(active.name, { exact: true }).waitFor();
    expect(await page.getByRole('combobox', { name: /academic period/i }).count()).toBe(0);
    await expectAccessibleInBothThemes();
  });

  it('keeps the choice off while masquerading, and says why on focus and on hover', async () => {
    const { page } = suite.session;
    await suite.session.signIn('admin');
    const manager = await userNamed(suite.session, 'academicOpsAdmin');
    await apiJson(suite.session, 'POST', '/api/users/masquerade', { id: manager.id });
    await suite.session.goto('/');
    await select().waitFor();
    expect(await select().isDisabled()).toBe(true);
    const locked = page.getByRole('group', { name: /^Working academic period/ });
    // filtered: the theme toggle's tooltip may still be fading out after tabbing past it
    const tooltip = page.getByRole('tooltip').filter({ hasText: hint });

    // keyboard: the wrapper is in the tab order (the disabled select is not)
    let focused = false;
    for (let tab = 0; tab < 40 && !focused; tab += 1) {
      await page.keyboard.press('Tab');
      focused = await locked.evaluate((element) => element === element.ownerDocument.activeElement);
    }
    expect(focused).toBe(true);
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe(hint);
    expect(await locked.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    // polled: axe cannot judge the contrast of a tooltip still fading in
    await poll(() =>
      axeViolations(page, ['[data-testid="working-period-control"]', '[role="tooltip"]']),
    ).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'working-period-masquerading.png') });
    await page.keyboard.press('Tab');
    await tooltip.waitFor({ state: 'hidden' });

    await locked.hover();
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe(hint);
    await page.mouse.move(800, 600);
    await tooltip.waitFor({ state: 'hidden' });
  });
});
