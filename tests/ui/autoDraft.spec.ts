import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeViolations, runAxe } from './axe.js';
import { overflow, widths } from './pageFit.js';
import { type ApiRecord, apiJson, listQuery } from './uiRecords.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';
import { showTheme } from './uiTheme.js';

/** A demo workgroup whose draft proposes several assignments without overload. */
const workgroupName = 'Mathematics';

interface Draft {
  state: string;
  WorkgroupId: string;
  result: {
    proposals: {
      SectionId: string;
      UserId: string;
      points: number;
      sectionLabel: string;
      instructorName: string;
      reasons: string[];
    }[];
  };
}

type Section = ApiRecord & { WorkgroupId: string | null; coverageStatus: string };

/** The solve and the read models' catch-up take longer than a click: up to this long. */
const solving = { timeout: 60_000 };

/** A figure of the dashboard's "Sections by coverage" card (its description list): "Uncovered" -> 12. */
async function coverageFigure(page: Page, label: string): Promise<number> {
  const card = page.getByRole('region', { name: 'Sections by coverage' });
  const value = card.locator(`dt:text-is("${label}") + dd`);
  await value.waitFor();
  return Number((await value.textContent())!.replace(/,/g, ''));
}

const expectNoSeriousViolations = async (page: Page, include: string[]) => {
  const { violations, checked } = await runAxe(page, { include });
  expect(describeViolations(violations, ['serious', 'critical'])).toEqual([]);
  expect(checked).toBeGreaterThan(0);
};

/** A full-page screenshot from the top (scrolled, the fixed app bar would be drawn mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(screenshotDir, `auto-draft-${name}.png`), fullPage: true });
}

/** The name of a proposal's list item: "MATH 151-002: Ada Lovelace". */
const proposalName = async (item: Locator) =>
  (await item.getByRole('checkbox').getAttribute('aria-label'))!.replace(/^Select /, '');

/**
 * Auto-draft (issue 23, DESIGN §18) as academic operations uses it: Section Assignments filtered to a
 * demo workgroup with uncovered sections, "Draft assignments" for that workgroup, the solved draft with its
 * figures, objective and each proposal's reasons, part of the proposals accepted, and the dashboard's
 * coverage moving by the sections those proposals covered. Its own server: it changes the demo's coverage.
 */
describeInBrowser('Auto-draft', () => {
  const suite = useUiSuite('ui-auto-draft', { signInAs: 'academicOpsAdmin' });

  it('drafts a workgroup, explains each proposal, accepts some, and the dashboard coverage moves', async () => {
    const { session } = suite;
    const { page } = session;
    const period = await apiJson(session, 'GET', '/api/academicPeriods/active');
    const uncovered = await apiJson<Section[]>(
      session,
      'GET',
      `/api/sections${listQuery({
        filter: { AcademicPeriodId: period.id, coverageStatus: 'uncovered' },
        range: [0, 999],
      })}`,
    );
    // the demo's Mathematics has uncovered sections and faculty with points to spare (Physics, say,
    // has none: its draft proposes nobody unless overload is allowed)
    const workgroups = await apiJson<ApiRecord[]>(
      session,
      'GET',
      `/api/workgroups${listQuery({ range: [0, 99] })}`,
    );
    const workgroupId = workgroups.find((workgroup) => workgroup.name === workgroupName)!.id;
    const uncoveredInWorkgroup = uncovered.filter((section) => section.WorkgroupId === workgroupId);
    expect(uncoveredInWorkgroup.length).toBeGreaterThanOrEqual(2);

    await session.goto('/');
    const uncoveredBefore = await coverageFigure(page, 'Uncovered');
    const coveredBefore = await coverageFigure(page, 'Covered');
    expect(uncoveredBefore).toBeGreaterThan(0);

    // Section Assignments filtered to the workgroup: the draft's scope starts there
    await session.goto('/sectionAssignments');
    await page.getByRole('button', { name: 'Need coverage', pressed: true }).waitFor();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Workgroup' }).click();
    await page.getByRole('combobox', { name: 'Workgroup' }).fill(workgroupName);
    await page.getByRole('option', { name: workgroupName, exact: true }).click();
    await page.waitForURL(new RegExp(encodeURIComponent(workgroupId)), { timeout: 15_000 });

    await page.getByRole('button', { name: 'Draft assignments' }).click();
    const dialog = page.getByRole('dialog', { name: `Draft assignments for ${String(period.name)}` });
    const scope = dialog.getByRole('combobox', { name: 'Scope' });
    await expect.poll(() => scope.textContent()).toBe(workgroupName);
    const overload = dialog.getByRole('checkbox', { name: /^Allow overload/ });
    expect(await overload.isChecked()).toBe(false);
    const defaults = await apiJson<{ weights: Record<string, number> }>(
      session,
      'GET',
      '/api/autoDrafts/defaults',
    );
    const coverageWeight = dialog.getByRole('spinbutton', { name: 'Coverage' });
    expect(Number(await coverageWeight.inputValue())).toBe(defaults.weights.coverage);
    await dialog.getByText('Rewards each point of a section the draft covers.').waitFor();
    // a negative weight is refused in the dialog, naming the weight
    await coverageWeight.fill('-1');
    await dialog.getByRole('button', { name: 'Draft', exact: true }).click();
    await dialog.getByText('Enter zero or more').waitFor();
    await coverageWeight.fill(String(defaults.weights.coverage));
    await expectNoSeriousViolations(page, ['[role="dialog"]']);
    await shot(page, 'dialog');

    await dialog.getByRole('button', { name: 'Draft', exact: true }).click();
    await page.waitForURL(/\/sectionAssignments\/autoDrafts\/[0-9a-f-]{36}$/);
    const draftId = page.url().split('/').pop()!;
    const proposals = page.getByRole('list', { name: 'Proposed assignments' });
    // the progress bar while it solves, then the proposals (or, should it fail, what went wrong)
    const failure = page.getByRole('main').getByRole('alert');
    await proposals.or(failure).first().waitFor(solving);
    expect(await failure.count(), (await failure.allTextContents()).join()).toBe(0);
    const draft = await apiJson<Draft>(session, 'GET', `/api/autoDrafts/${draftId}`);
    expect(draft).toMatchObject({ state: 'completed', WorkgroupId: workgroupId });
    const items = proposals.getByRole('listitem').filter({ has: page.getByRole('checkbox') });
    const count = await items.count();
    expect(count).toBe(draft.result.proposals.length);
    expect(count).toBeGreaterThanOrEqual(2);

    // the figures, the objective's parts and each proposal's reasons
    const figures = page.getByRole('definition');
    expect(await figures.count()).toBeGreaterThanOrEqual(4);
    const objective = page.getByRole('table', { name: 'Objective' });
    await objective.getByRole('row', { name: /^Coverage/ }).waitFor();
    const first = items.first();
    const firstName = await proposalName(first);
    const reasons = first.getByRole('list', { name: `Reasons for ${firstName}` }).getByRole('listitem');
    const proposal = draft.result.proposals.find(
      (p) => `${p.sectionLabel}: ${p.instructorName}` === firstName,
    )!;
    // the draft's reasons (which preferences matched, history), the load after in a column of its own
    const [load, ...why] = [...proposal.reasons].reverse();
    expect(load).toMatch(/points after/);
    expect(why.length).toBeGreaterThan(0);
    expect(await reasons.allTextContents()).toEqual(why.reverse());
    await first.getByText(load!, { exact: true }).waitFor();
    expect(await first.getByRole('checkbox').isChecked()).toBe(true);
    await page.getByRole('button', { name: `Accept selected (${count})` }).waitFor();
    await expectNoSeriousViolations(page, ['main']);
    await shot(page, 'solved');

    // part of it: every proposal unchecked, then the first two checked again (by keyboard)
    await page.getByRole('checkbox', { name: /^Select all/ }).click();
    await page.getByRole('button', { name: 'Accept selected (0)' }).waitFor();
    const chosen = [first, items.nth(1)];
    const chosenNames = [firstName, await proposalName(items.nth(1))];
    for (const item of chosen) {
      await item.getByRole('checkbox').focus();
      await page.keyboard.press('Space');
    }
    await page.getByRole('button', { name: 'Accept selected (2)' }).click();
    await page.getByText('2 assignments made').waitFor(solving);
    for (const [index, item] of chosen.entries()) {
      await item.getByText('Accepted', { exact: true }).waitFor();
      expect(await item.getByRole('checkbox').isDisabled(), chosenNames[index]).toBe(true);
    }
    expect(await items.nth(2).getByText('Accepted', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Accept selected (0)' }).waitFor();
    const after = await apiJson<{ accepted: string[] }>(session, 'GET', `/api/autoDrafts/${draftId}`);
    expect(after.accepted).toHaveLength(2);
    await shot(page, 'accepted');

    // a phone's width, in the light theme: the proposals are cards, nothing reaches past the edge
    await page.setViewportSize(widths.phone);
    await showTheme(page, 'light');
    await first.getByText('Accepted', { exact: true }).waitFor();
    expect(await overflow(page)).toBe('');
    await expectNoSeriousViolations(page, ['main']);
    await shot(page, 'phone');
    await page.setViewportSize(widths.desktop);

    // both accepted sections were uncovered and are covered now: the dashboard says so
    const acceptedUncovered = after.accepted.filter((id) => uncovered.some((section) => section.id === id));
    await session.goto('/');
    await expect
      .poll(() => coverageFigure(page, 'Uncovered'), { timeout: 15_000 })
      .toBe(uncoveredBefore - acceptedUncovered.length);
    expect(acceptedUncovered.length).toBeGreaterThan(0);
    expect(await coverageFigure(page, 'Covered')).toBeGreaterThan(coveredBefore);
  }, 240_000);

  it('shows a proposal made stale since the draft as refused, with why, and discards after a confirmation', async () => {
    const { session } = suite;
    const { page } = session;
    const period = await apiJson(session, 'GET', '/api/academicPeriods/active');
    const workgroups = await apiJson<ApiRecord[]>(
      session,
      'GET',
      `/api/workgroups${listQuery({ range: [0, 99] })}`,
    );
    const { id } = await apiJson<{ id: string }>(session, 'POST', '/api/autoDrafts', {
      AcademicPeriodId: period.id,
      WorkgroupId: workgroups.find((workgroup) => workgroup.name === workgroupName)!.id,
    });
    await session.goto(`/sectionAssignments/autoDrafts/${id}`);
    const items = page
      .getByRole('list', { name: 'Proposed assignments' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox') });
    await items.first().waitFor(solving);
    const draft = await apiJson<Draft>(session, 'GET', `/api/autoDrafts/${id}`);
    const stale = draft.result.proposals[0]!;
    const item = items.first();
    expect(await proposalName(item)).toBe(`${stale.sectionLabel}: ${stale.instructorName}`);

    // someone assigns the proposed instructor meanwhile: accepting the proposal now is refused
    await apiJson(session, 'POST', '/api/teachingAssignments?confirm=true', {
      SectionId: stale.SectionId,
      UserId: stale.UserId,
      points: stale.points,
    });
    await page.getByRole('checkbox', { name: /^Select all/ }).click();
    await item.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Accept selected (1)' }).click();
    await page.getByText('0 assignments made; 1 proposal refused').waitFor(solving);
    const refusal = item.getByRole('note');
    expect(await refusal.textContent()).toMatch(/^Refused: \S/);
    expect(await item.getByRole('checkbox').isChecked()).toBe(false);
    expect(await item.getByRole('checkbox').isDisabled()).toBe(false);
    await shot(page, 'refused');
    expect(await apiJson<{ accepted: string[] }>(session, 'GET', `/api/autoDrafts/${id}`)).toMatchObject({
      accepted: [],
    });

    await page.getByRole('button', { name: 'Discard' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard this draft?' });
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL(/\/sectionAssignments$/);
    await page.getByText('Draft discarded').waitFor();
    expect(await apiJson(session, 'GET', `/api/autoDrafts/${id}`)).toMatchObject({ state: 'discarded' });
    // the discarded draft still reads, without its actions
    await session.goto(`/sectionAssignments/autoDrafts/${id}`);
    await page.getByText('This draft was discarded: its proposals can no longer be accepted.').waitFor();
    expect(await page.getByRole('button', { name: 'Accept all' }).count()).toBe(0);
  }, 120_000);
});
