import { expect, it } from 'vitest';
import { describeInBrowser, useUiSuite } from './uiSession.js';
import { walkShot } from './walkShots.js';

/**
 * Issue 20 item 11: the dashboard said 15 of 25 faculty submitted preferences while every workgroup showed
 * "1 of 1", because only the chairs were members of their workgroups in the demo data. Every demo faculty
 * member now belongs to their department's workgroup, and the workgroups add up to the total.
 */
describeInBrowser('Preference submissions by workgroup add up', () => {
  // the demo data as seeded: other files on a shared server add workgroups and faculty of their own
  const suite = useUiSuite('ui-preference-counts', { signInAs: 'academicOpsAdmin' });

  it("adds the workgroups' submitted and faculty counts up to the dashboard's totals", async () => {
    const { page } = suite.session;
    await suite.session.goto('/');
    const card = page.getByRole('region', { name: 'Preference submissions' });
    const bars = card
      .getByRole('list', { name: 'Preference submissions by workgroup' })
      .getByRole('listitem');
    await bars.first().waitFor();
    await card.scrollIntoViewIfNeeded();
    await walkShot(page, 11, 'preference-submissions');

    const figure = async (label: string) =>
      Number(
        (await card
          .locator('dt', { hasText: label })
          .locator('xpath=following-sibling::dd[1]')
          .textContent())!,
      );
    const perWorkgroup = (await bars.allInnerTexts()).map((text) => {
      const [, submitted, faculty] = /(\d+) of (\d+) submitted/.exec(text)!;
      return { submitted: Number(submitted), faculty: Number(faculty) };
    });
    expect(perWorkgroup.length).toBeGreaterThan(1);
    // a workgroup of only its chair was the defect: every department has more members than that
    expect(perWorkgroup.filter((group) => group.faculty < 2)).toEqual([]);
    const sum = (key: 'submitted' | 'faculty') =>
      perWorkgroup.reduce((total, group) => total + group[key], 0);
    expect({ submitted: sum('submitted'), faculty: sum('faculty') }).toEqual({
      submitted: await figure('Submitted'),
      faculty: await figure('Faculty'),
    });
  });
});
