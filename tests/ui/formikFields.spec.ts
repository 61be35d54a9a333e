/// <reference lib="dom" />
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { overflow, seriousViolations, widths } from './pageFit.js';
import { type ApiRecord, apiJson, listQuery } from './uiRecords.js';
import { describeInBrowser, screenshotDir, type UiSession, useUiSuite } from './uiSession.js';
import { showTheme } from './uiTheme.js';

/*
 * Issue 22 item 3: Formik Fields (/styles/formik-fields, Developer menu: DeveloperItem, admin in local or
 * development mode; the test servers run MODE=local). Every field kind of the generic definitions, each in
 * every state, drawn by the record forms' own inputs. What each state shows is written here by hand: the
 * gallery's values (web/src/developer/galleryFields.ts) and the domain's messages for them.
 */

const path = '/styles/formik-fields';
const states = ['Empty', 'Filled', 'Error', 'Disabled', 'Read-only'] as const;

interface RealRecords {
  workgroup: string;
  locations: string[];
}

interface Kind {
  title: string;
  /** What the filled state shows (labels, chips, or the inputs' values). */
  filled: (real: RealRecords) => string[];
  error: string;
  /** A server-set timestamp: empty and filled only, the other states say why not. */
  serverSet?: boolean;
}

const kinds: Kind[] = [
  { title: 'Text', filled: () => ['Calculus I'], error: 'Must be at most 40 characters' },
  {
    title: 'Text, multiline',
    filled: () => ['Room needs a projector.'],
    error: 'Must be at most 80 characters',
  },
  { title: 'Text, email', filled: () => ['ada.lovelace@example.edu'], error: 'Must be an email address' },
  { title: 'Integer', filled: () => ['32'], error: 'Must be at most 500' },
  { title: 'Decimal (money)', filled: () => ['1250.5'], error: 'Must be at most 10000' },
  { title: 'Boolean', filled: () => ['Active'], error: 'Required' },
  { title: 'Enum', filled: () => ['Spring'], error: 'Required' },
  { title: 'Enum list', filled: () => ['Lecture', 'Lab'], error: 'Required' },
  { title: 'Date', filled: () => ['2026-08-24'], error: 'Required' },
  { title: 'Date list', filled: () => ['Nov 26, 2026', 'Dec 24, 2026'], error: 'At most 2 dates' },
  { title: 'Timestamp', filled: () => ['Nov 20, 2026'], error: '', serverSet: true },
  { title: 'Reference (searchable)', filled: (real) => [real.workgroup], error: 'Required' },
  { title: 'Reference list', filled: (real) => real.locations.slice(0, 2), error: 'At most 2 entries' },
];
const editable = kinds.filter((kind) => !kind.serverSet);

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: join(screenshotDir, `formik-fields-${name}.png`), fullPage });

const sectionOf = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const stateOf = (page: Page, title: string, state: (typeof states)[number]) =>
  sectionOf(page, title).getByRole('group', { name: `${title}: ${state}`, exact: true });

/** The group's text and its inputs' values: what a person sees in it. */
const shownIn = async (group: Locator) =>
  [
    await group.innerText(),
    ...(await group
      .locator('input, textarea')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))),
  ].join(' | ');

/** The controls a person could type in, pick from or toggle (not MUI's hidden native inputs). */
const controlsIn = (group: Locator) =>
  group.locator(
    'input:not([aria-hidden="true"]):not([type="hidden"]), textarea:not([aria-hidden="true"]), div[role="combobox"]',
  );

/** The workgroup and locations the gallery's references point at, as the page asks for them. */
async function realRecords(session: UiSession): Promise<RealRecords> {
  const first = async (resource: string, field: string) =>
    apiJson<ApiRecord[]>(
      session,
      'GET',
      `/api/${resource}${listQuery({ sort: [field, 'ASC'], range: [0, 2] })}`,
    );
  const [workgroups, locations] = await Promise.all([
    first('workgroups', 'name'),
    first('locations', 'code'),
  ]);
  return {
    workgroup: String(workgroups[0]?.name),
    locations: locations.map((record) => String(record.code)),
  };
}

async function openGallery(session: UiSession) {
  await session.goto(path);
  await session.page.getByRole('heading', { name: 'Formik Fields', level: 1 }).waitFor();
  // the references' values are the last to arrive
  await expect
    .poll(() => stateOf(session.page, 'Reference list', 'Filled').locator('.MuiChip-root').count())
    .toBe(2);
}

/** The theme switched, and its transitions finished before colours are judged. */
async function showThemeSettled(page: Page, theme: 'dark' | 'light') {
  await showTheme(page, theme);
  await page.waitForTimeout(400);
}

describeInBrowser('Formik Fields: every form input in every state (issue 22 item 3)', () => {
  const suite = useUiSuite('ui-formik-fields', { signInAs: 'admin', sharedServer: true });

  it('lists every field kind in its own section, each in all five states, the filled ones with their values', async () => {
    const { page } = suite.session;
    const real = await realRecords(suite.session);
    await openGallery(suite.session);
    await shot(page, 'desktop-dark', true);
    const sections = await page.locator('main section h2').allInnerTexts();
    expect(sections).toEqual(kinds.map((kind) => kind.title));
    for (const kind of kinds) {
      for (const state of states) await stateOf(page, kind.title, state).waitFor();
      const empty = await shownIn(stateOf(page, kind.title, 'Empty'));
      const filled = await shownIn(stateOf(page, kind.title, 'Filled'));
      for (const value of kind.filled(real)) {
        expect({ kind: kind.title, filledShows: filled.includes(value) }).toEqual({
          kind: kind.title,
          filledShows: true,
        });
        if (kind.title !== 'Boolean')
          expect({ kind: kind.title, emptyShows: empty.includes(value) }).toEqual({
            kind: kind.title,
            emptyShows: false,
          });
      }
    }
    expect(await stateOf(page, 'Boolean', 'Filled').getByRole('switch').isChecked()).toBe(true);
    expect(await stateOf(page, 'Boolean', 'Empty').getByRole('switch').isChecked()).toBe(false);
    for (const state of ['Error', 'Disabled', 'Read-only'] as const) {
      expect(await stateOf(page, 'Timestamp', state).innerText()).toContain(
        'Not applicable: the server sets it',
      );
    }
    expect(await stateOf(page, 'Timestamp', 'Empty').innerText()).toContain('—');
  });

  it('shows each error state with its real validation message, and takes it away once the value is fixed', async () => {
    const { page } = suite.session;
    await openGallery(suite.session);
    for (const kind of editable) {
      const error = stateOf(page, kind.title, 'Error');
      const filled = stateOf(page, kind.title, 'Filled');
      expect({
        kind: kind.title,
        message: (await error.locator('.Mui-error').allInnerTexts()).join(' '),
      }).toEqual({ kind: kind.title, message: expect.stringContaining(kind.error) });
      expect({ kind: kind.title, filledErrors: await filled.locator('.Mui-error').count() }).toEqual({
        kind: kind.title,
        filledErrors: 0,
      });
    }
    const email = stateOf(page, 'Text, email', 'Error');
    await email.scrollIntoViewIfNeeded();
    await shot(page, 'error-state');
    expect(await email.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    await email.getByRole('textbox', { name: 'Email' }).fill('ada.lovelace@example.edu');
    await email.getByText('Must be an email address').waitFor({ state: 'detached' });
  });

  it('disables every control of the disabled states; the read-only ones cannot be edited; the filled ones can', async () => {
    const { page } = suite.session;
    await openGallery(suite.session);
    for (const kind of editable) {
      const disabled = controlsIn(stateOf(page, kind.title, 'Disabled'));
      const readOnly = controlsIn(stateOf(page, kind.title, 'Read-only'));
      const filled = controlsIn(stateOf(page, kind.title, 'Filled'));
      expect({ kind: kind.title, disabled: await disabled.count() }).not.toEqual({
        kind: kind.title,
        disabled: 0,
      });
      for (const control of await disabled.all()) {
        expect({ kind: kind.title, disabled: await control.isDisabled() }).toEqual({
          kind: kind.title,
          disabled: true,
        });
      }
      for (const control of await readOnly.all()) {
        expect({ kind: kind.title, editable: await control.isEditable() }).toEqual({
          kind: kind.title,
          editable: false,
        });
      }
      expect({ kind: kind.title, editable: await filled.first().isEditable() }).toEqual({
        kind: kind.title,
        editable: true,
      });
      // nothing to press either: no enabled button (a chip's cross, "Add date", a clear button)
      for (const state of ['Disabled', 'Read-only'] as const) {
        const buttons = stateOf(page, kind.title, state).locator(
          'button:not([disabled]), [role="button"]:not([aria-disabled="true"])',
        );
        expect({ kind: kind.title, state, buttons: await buttons.count() }).toEqual({
          kind: kind.title,
          state,
          buttons: 0,
        });
      }
    }
    // the read-only date list is its chips alone
    const dates = stateOf(page, 'Date list', 'Read-only');
    expect(await dates.getByRole('button', { name: 'Add date' }).count()).toBe(0);
    expect(await dates.getByRole('listitem').count()).toBe(2);
    await stateOf(page, 'Enum', 'Read-only').scrollIntoViewIfNeeded();
    await shot(page, 'disabled-read-only');
  });

  it('is reachable from the keyboard: Tab goes from the Style Guide link into the first input and on', async () => {
    const { page } = suite.session;
    await openGallery(suite.session);
    await page.getByRole('link', { name: 'Back to the Style Guide' }).focus();
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return `${element?.closest('[role="group"][aria-label]')?.getAttribute('aria-label')} ${element?.tagName}`;
      });
    expect(await focused()).toBe('Text: Empty INPUT');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Text: Filled INPUT');
  });

  it('is in the Developer menu after the Style Guide, which links to it', async () => {
    const { page } = suite.session;
    await suite.session.goto('/styles');
    await page.getByRole('heading', { name: 'Style Guide', level: 1 }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Formik Fields' }).click();
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole('heading', { name: 'Formik Fields', level: 1 }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const item = menu.getByRole('menuitem', { name: 'Formik Fields', exact: true });
    if (!(await item.isVisible())) await menu.getByRole('menuitem', { name: 'Developer' }).click();
    const labels = (await menu.getByRole('menuitem').allInnerTexts()).map((label) => label.trim());
    expect(labels.slice(labels.indexOf('Developer'), labels.indexOf('Developer') + 3)).toEqual([
      'Developer',
      'Style Guide',
      'Formik Fields',
    ]);
    await menu.getByRole('menuitem', { name: 'Style Guide', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/styles');
    await menu.getByRole('menuitem', { name: 'Formik Fields', exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    await shot(page, 'menu');
  });

  it('refuses a role without DeveloperItem (academicOpsAdmin): "Unauthorized", and no Developer menu', async () => {
    const { page } = suite.session;
    await suite.session.signIn('academicOpsAdmin');
    await suite.session.goto(path);
    await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Formik Fields' }).count()).toBe(0);
    expect(
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('menuitem', { name: 'Developer' })
        .count(),
    ).toBe(0);
    await shot(page, 'refused');
  });

  it('has no serious axe violation in the dark theme or the light one, and stacks to one column on a phone', async () => {
    const { page } = suite.session;
    await openGallery(suite.session);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(widths.phone);
    await page.waitForTimeout(300);
    expect(await overflow(page)).toBe('');
    const lefts = await sectionOf(page, 'Text')
      .locator('[role="group"][aria-label]')
      .evaluateAll((groups) => groups.map((group) => Math.round(group.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    await shot(page, 'phone-dark');
    expect(await seriousViolations(page)).toEqual([]);
    await showThemeSettled(page, 'light');
    await shot(page, 'phone-light');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(widths.desktop);
    await page.waitForTimeout(300);
    await shot(page, 'desktop-light', true);
    expect(await seriousViolations(page)).toEqual([]);
    await showThemeSettled(page, 'dark');
  });
});
