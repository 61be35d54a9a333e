import { join } from 'node:path';
import { expect, it } from 'vitest';
import { setProgressStep } from '../support/accessFixtures.js';
import { expectOk, type Row } from '../support/planning.js';
import { choose, demoFacultyWithLastPeriod, expectAccessible, submitPreferencesAs } from './uiPreferences.js';
import { listQuery, runId } from './uiRecords.js';
import { walkShot } from './walkShots.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';
import { apiSessionAs, setUpWorkload, type WorkloadWorld } from './uiWorkload.js';

const run = runId();
const lastName = `Pref${run}`;
/** Saves wait for the read model; lists and chips follow a refetch: more than expect.poll's second. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/**
 * Spec §2 My Teaching Preferences and the staff's side of them (issue 7): a faculty member edits, saves
 * (a server refusal lands on the row it names; a stale save says so and reloads) and submits; staff see
 * the submission with names on the instructor page, note it and reopen it; the submissions list and its
 * metric; the alignment of an assignment with the submitted preferences.
 */
describeInBrowser('Teaching preferences', () => {
  const suite = useUiSuite('ui-teaching-preferences');
  let world: WorkloadWorld | undefined;

  async function setUp(): Promise<WorkloadWorld> {
    if (world) return world;
    world = await setUpWorkload(suite.environment.url, run);
    // step 4 (Teaching preferences): faculty may edit theirs; the demo's active period is at 5
    await setProgressStep(world.planning, world.planning.period.id, 4);
    return world;
  }

  it('lets a faculty member edit, save and submit their preferences', async () => {
    const { planning, faculty } = await setUp();
    const ada = await faculty('Ada', lastName);
    const [term] = planning.terms;
    const [inPerson, online] = planning.modes;
    const { session } = suite;
    const { page } = session;
    session.expectHttpError(400, /^\/api\/myTeachingPreferences$/);
    session.expectHttpError(409, /^\/api\/myTeachingPreferences$/);
    await session.signIn(String(ada.username));

    await session.goto('/teachingPreferencesMine');
    await page.getByRole('heading', { level: 1, name: 'My Teaching Preferences' }).waitFor();
    await page.locator('[data-status="notStarted"]').getByText('Not started').waitFor();
    await page.getByText(`You have no preferences for ${planning.period.name} yet.`).waitFor();

    // two rows for the same term and mode: the server refuses the second, on its row
    for (const index of [1, 2]) {
      await page.getByRole('button', { name: 'Add preference' }).click();
      const row = page.getByRole('group', { name: `Preference ${index}` });
      await choose(page, row, 'Term', String(term!.name));
      await choose(page, row, 'Teaching Mode', String(inPerson.name));
    }
    const first = page.getByRole('group', { name: 'Preference 1' });
    const second = page.getByRole('group', { name: 'Preference 2' });
    await first.getByRole('button', { name: '5 of 5' }).click();
    await first.getByRole('textbox', { name: 'Notes (optional)' }).fill('Mornings, please');
    // a course wish, from the courses offered in the period (faculty cannot read courses themselves)
    await first.getByRole('combobox', { name: 'Course wishes (optional)' }).click();
    const wish = page.getByRole('option').first();
    const wishLabel = String(await wish.textContent());
    await wish.click();
    await page.keyboard.press('Escape');
    await first.getByRole('button', { name: wishLabel }).waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await second.getByText(/The same term, teaching mode and assignment type/).waitFor();
    expect(await first.getByText(/The same term/).count()).toBe(0);

    await choose(page, second, 'Teaching Mode', String(online.name));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').waitFor();
    await page.locator('[data-status="draft"]').waitFor();
    expect(await page.getByRole('button', { name: 'Save draft' }).isDisabled()).toBe(true);
    await expectAccessible(session);
    await page.screenshot({ path: join(screenshotDir, 'teaching-preferences.png'), fullPage: true });

    // the same preferences changed elsewhere (another tab): this page's save is stale, and says so
    const elsewhere = await apiSessionAs(suite.environment.url, String(ada.username));
    const saved = expectOk(await elsewhere.get('/api/myTeachingPreferences'), 'mine');
    const changed = saved.preferences.map((p: Row, at: number) => (at === 0 ? { ...p, weight: 2 } : p));
    expectOk(
      await elsewhere.put('/api/myTeachingPreferences', { preferences: changed, version: saved.version }),
      'save elsewhere',
      [200, 202],
    );
    await second.getByRole('textbox', { name: 'Notes (optional)' }).fill('Evenings are fine');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const conflict = page.getByRole('alert').filter({ hasText: /changed/i });
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await poll(() => first.getByRole('button', { name: '2 of 5' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const confirm = page.getByRole('dialog', {
      name: `Submit your preferences for ${planning.period.name}?`,
    });
    await confirm.getByRole('button', { name: 'Submit' }).click();
    await page.locator('[data-status="submitted"]').getByText('Submitted').waitFor();
    const table = page.getByRole('table', { name: `Your preferences for ${planning.period.name}` });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(3);
    const firstRead = await table.getByRole('row').nth(1).textContent();
    expect([firstRead?.includes(String(inPerson.name)), firstRead?.includes(wishLabel)]).toEqual([
      true,
      true,
    ]);
    expect(await page.getByRole('button', { name: 'Save draft' }).count()).toBe(0);
    // the confirmation is a success, not an orange warning (issue 20 item 15)
    const window = page.getByTestId('preferences-window');
    await walkShot(page, 15, 'preferences-submitted');
    expect(await window.textContent()).toMatch(/^Submitted\./);
    expect(await window.getAttribute('class')).toMatch(/MuiAlert-standardSuccess|MuiAlert-colorSuccess/);

    const mine = expectOk(await elsewhere.get('/api/myTeachingPreferences'), 'mine');
    expect(mine.status).toBe('submitted');
    expect(mine.preferences.map((p: Row) => p.weight)).toEqual([2, 3]);
  });

  it('shows staff a submission on the instructor page, with its alignment, notes and a reopen', async () => {
    const { planning, faculty, sectionWithMeeting, teach } = await setUp();
    const ben = await faculty('Ben', lastName);
    const [term] = planning.terms;
    const [inPerson] = planning.modes;
    const { course, section } = await sectionWithMeeting(3, ['TU'], '10:00', '11:00');
    const benApi = await submitPreferencesAs(suite.environment.url, String(ben.username), [
      { AcademicTermId: term!.id, TeachingModeId: inPerson.id, weight: 4, CourseIds: [course.id] },
    ]);
    await teach(section, ben, 3);

    const { session } = suite;
    const { page } = session;
    await session.signIn('academicOpsAdmin');
    await session.goto(`/instructors/${ben.id}/show`);
    const panel = page.getByRole('region', { name: 'Teaching Preferences' });
    await panel.locator('[data-status="submitted"]').waitFor();
    const submitted = panel.getByRole('table', { name: `Submitted preferences for ${planning.period.name}` });
    const row = submitted.getByRole('row').nth(1);
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([
        String(term!.name),
        String(inPerson.name),
        'Any',
        '4 of 5',
        `${course.courseNumber} ${course.name}`,
      ]),
    );

    // the assignment matches the submitted preference: term, mode and (any) type
    const sections = page.getByRole('region', { name: 'Sections' });
    const chip = sections.locator('[data-alignment="aligned"]');
    await poll(() => chip.count()).toBe(1);
    expect(await chip.textContent()).toBe('Aligned');
    const description = await chip.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${description}"]`).textContent()).toBe(
      'Term preferred (weight 4 of 5); Teaching mode matches; Assignment type matches; Course wished for',
    );

    const notes = panel.getByRole('region', { name: 'Notes on these preferences' });
    await notes.getByRole('textbox', { name: 'New note' }).fill('Asked to teach online too');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByRole('list').getByText('Asked to teach online too').waitFor();
    await expectAccessible(session);
    await page.screenshot({ path: join(screenshotDir, 'instructor-preferences.png'), fullPage: true });

    await panel.getByRole('button', { name: 'Reopen' }).click();
    const dialog = page.getByRole('dialog', { name: /^Reopen the preferences of / });
    expect(await dialog.getByRole('button', { name: 'Reopen' }).isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Add an online preference');
    await dialog.getByRole('button', { name: 'Reopen' }).click();
    await panel.locator('[data-status="reopened"]').waitFor();
    await panel.getByText(/Add an online preference/).waitFor();
    // kept for alignment until the next submission
    await submitted.waitFor();
    const theirs = expectOk(await benApi.get('/api/myTeachingPreferences'), 'theirs');
    expect([theirs.status, theirs.editable, theirs.reopenReason]).toEqual([
      'reopened',
      true,
      'Add an online preference',
    ]);
  });

  it('lists every faculty member with their status and the share who submitted', async () => {
    const { planning, faculty } = await setUp();
    const cleo = await faculty('Cleo', lastName);
    const { session } = suite;
    const { page } = session;
    await session.signIn('academicOpsAdmin');
    const ops = await apiSessionAs(suite.environment.url, 'academicOpsAdmin');
    const metricPath = `/api/preferenceSubmissionsMetric?AcademicPeriodId=${planning.period.id}`;

    await session.goto('/instructors');
    await page.getByRole('link', { name: 'Preference Submissions' }).click();
    await page.waitForURL(/\/instructors\/preferenceSubmissions$/);
    const metric = page.getByRole('region', { name: `Preferences submitted in ${planning.period.name}` });
    const total = metric.getByTestId('submissions-total');
    const before = expectOk(await ops.get(metricPath), 'metric');
    await poll(() => total.textContent()).toBe(
      `${before.total.submitted} of ${before.total.faculty} faculty submitted`,
    );
    await metric.getByRole('progressbar', { name: 'Share of faculty who submitted' }).waitFor();

    await page.screenshot({ path: join(screenshotDir, 'preference-submissions.png'), fullPage: true });
    await choose(page, page.locator('form').first(), 'Status', 'Not started');
    const cleoRow = page.getByRole('row').filter({ hasText: String(cleo.displayName) });
    await poll(() => cleoRow.count()).toBe(1);
    expect(await cleoRow.locator('[data-status="notStarted"]').textContent()).toBe('Not started');
    await expectAccessible(session);

    // Cleo submits: the metric counts her
    await submitPreferencesAs(suite.environment.url, String(cleo.username), [
      { AcademicTermId: planning.terms[0]!.id, TeachingModeId: planning.modes[1].id, weight: 3 },
    ]);
    await page.reload();
    await poll(() => total.textContent()).toBe(
      `${before.total.submitted + 1} of ${before.total.faculty} faculty submitted`,
    );
    await choose(page, page.locator('form').first(), 'Status', 'Submitted');
    await poll(() => cleoRow.count()).toBe(1);
    await cleoRow.getByRole('link', { name: String(cleo.displayName) }).click();
    await page.waitForURL(new RegExp(`/instructors/${cleo.id}/show$`));
    await page
      .getByRole('region', { name: 'Teaching Preferences' })
      .locator('[data-status="submitted"]')
      .waitFor();
    const [row] = expectOk(
      await ops.get(`/api/preferenceSubmissions${listQuery({ filter: { UserId: cleo.id } })}`),
      'row',
    ) as unknown as Row[];
    expect(row!.status).toBe('submitted');
  });

  it('copies the last period’s preferences, after asking before it replaces any', async () => {
    await setUp();
    const candidate = await demoFacultyWithLastPeriod(suite.environment.url);
    expect(candidate, 'the demo data has faculty with preferences in the previous period').toBeDefined();

    const { session } = suite;
    const { page } = session;
    await session.signIn(candidate!.username);
    await session.goto('/teachingPreferencesMine');
    await page.getByRole('heading', { level: 1, name: 'My Teaching Preferences' }).waitFor();
    if (candidate!.preferences === 0) {
      // nothing to replace: add a row so that the copy has to ask
      await page.getByRole('button', { name: 'Add preference' }).click();
    }
    await page.getByRole('button', { name: `Copy from ${candidate!.lastPeriod}` }).click();
    const confirm = page.getByRole('dialog', { name: /^Replace your preferences with those of / });
    await confirm.getByRole('button', { name: 'Replace' }).click();
    await page.getByText(new RegExp(`^Copied \\d+ preferences? from ${candidate!.lastPeriod}`)).waitFor();
    await page.locator('[data-status="draft"]').waitFor();
    await poll(() => page.getByTestId('preference-row').count()).toBeGreaterThan(0);
  });

  it('tells faculty their assignments are not published yet, instead of empty tables', async () => {
    const { planning, faculty, sectionWithMeeting, teach } = await setUp();
    const dan = await faculty('Dan', lastName);
    const { section } = await sectionWithMeeting(2, ['WE'], '13:00', '14:00');
    await teach(section, dan, 2);
    const { session } = suite;
    const { page } = session;
    await session.signIn(String(dan.username));
    const notice = `Assignments for ${planning.period.name} are not published yet.`;
    for (const path of ['/myWorkload', '/mySchedule', '/mySharedTeaching']) {
      await session.goto(path);
      await page.getByTestId('not-published').getByText(notice).waitFor();
      expect(await page.getByRole('table', { name: 'Your teaching assignments' }).count()).toBe(0);
    }
    await expectAccessible(session);
  });
});
