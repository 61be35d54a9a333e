import { join } from 'node:path';
import { sectionTitle } from '@tams/domain';
import { expect, it } from 'vitest';
import { setProgressStep } from '../support/accessFixtures.js';
import type { Row } from '../support/planning.js';
import { describeViolations, runAxe } from './axe.js';
import { listQuery, runId } from './uiRecords.js';
import { describeInBrowser, screenshotDir, type UiSession, useUiSuite } from './uiSession.js';
import { apiSessionAs, type SectionFixture, setUpWorkload } from './uiWorkload.js';

const run = runId();
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

interface Fixture {
  periodId: string;
  ada: Row;
  cleo: Row;
  shared: SectionFixture;
  solo: SectionFixture;
}

const usernameOf = (user: Row) => String(user.username);
const labelOf = ({ course, section }: SectionFixture) => `${course.courseNumber} ${section.sectionNumber}`;
/** "MATH 495-001 Mathematical Biology" (issue 20 item 6) */
const titleOf = ({ course, section }: SectionFixture) =>
  sectionTitle({
    courseNumber: String(course.courseNumber),
    sectionNumber: String(section.sectionNumber),
    name: String(section.name),
  });

async function expectAccessible(session: UiSession) {
  const { violations, checked } = await runAxe(session.page, { include: ['main'] });
  expect(describeViolations(violations, ['serious', 'critical'])).toEqual([]);
  expect(checked).toBeGreaterThan(0);
}

/**
 * The faculty pages (spec §2 My Workload, My Schedule, My Shared Teaching, My Admin Assignments; their flags
 * are on by default): Ada shares a 5-point section with Ben (2 and 3 points) and coordinates a program;
 * Cleo teaches a section of her own. Each sees their own work and nobody else's.
 */
describeInBrowser('The faculty pages', () => {
  const suite = useUiSuite('ui-my-pages', {
    env: { FEATURE_FLAGS: 'mySharedTeachingEnabled,myTeachingAssignmentsEnabled,myScheduleEnabled' },
  });
  let fixture: Fixture | undefined;

  async function data(): Promise<Fixture> {
    if (fixture) return fixture;
    const world = await setUpWorkload(suite.environment.url, run);
    // faculty see a period's assignments once it is published to them (step 8)
    await setProgressStep(world.planning, world.planning.period.id, 8);
    const ada = await world.faculty('Ada', `Mine${run}`);
    const ben = await world.faculty('Ben', `Mine${run}`);
    const cleo = await world.faculty('Cleo', `Mine${run}`);
    const shared = await world.sectionWithMeeting(5, ['MO', 'WE'], '09:30', '10:45');
    const solo = await world.sectionWithMeeting(4, ['TU'], '14:00', '15:15');
    await world.teach(shared.section, ada, 2);
    await world.teach(shared.section, ben, 3);
    await world.teach(solo.section, cleo, 4);
    await world.adminAssignment(ada, 1.5, 'Program coordination');
    fixture = { periodId: world.planning.period.id, ada, cleo, shared, solo };
    return fixture;
  }

  it('shows a faculty member their workload, week, shared sections and admin assignments', async () => {
    const { ada, shared, solo } = await data();
    const { session } = suite;
    const { page } = session;
    await session.signIn(usernameOf(ada));

    await session.goto('/myWorkload');
    const numbers = page.getByRole('region', { name: /^Your points in / });
    await poll(() => numbers.getByTestId('workload-assigned').textContent()).toContain('3.5');
    expect(await numbers.getByTestId('workload-teaching').textContent()).toContain('2');
    expect(await numbers.getByTestId('workload-admin').textContent()).toContain('1.5');
    expect(await numbers.getByTestId('workload-required').textContent()).toContain('Not set');
    const teaching = page.getByRole('table', { name: 'Your teaching assignments' });
    await teaching
      .getByRole('row')
      .filter({ hasText: String(shared.course.courseNumber) })
      .getByText('Shared (2)')
      .waitFor();
    expect(await teaching.getByText(String(solo.course.courseNumber)).count()).toBe(0);
    await page
      .getByRole('table', { name: 'Your admin assignments' })
      .getByText('Program coordination')
      .waitFor();
    await expectAccessible(session);

    await session.goto('/mySchedule');
    const meetingOn = (day: string) =>
      page
        .getByRole('list', { name: day })
        .getByRole('button', { name: new RegExp(`^${labelOf(shared)} on ${day} 9:30 AM–10:45 AM`) });
    await meetingOn('Monday').waitFor();
    await meetingOn('Wednesday').waitFor();
    expect(await page.getByRole('list', { name: 'Tuesday' }).getByRole('button').count()).toBe(0);
    await expectAccessible(session);
    await page.screenshot({ path: join(screenshotDir, 'my-schedule.png'), fullPage: true });

    await session.goto('/mySharedTeaching');
    const card = page.getByRole('article', { name: titleOf(shared) });
    const instructors = card.getByRole('list', { name: `Instructors of ${titleOf(shared)}` });
    await instructors
      .getByRole('listitem')
      .filter({ hasText: 'Ada' })
      .getByText('2 points · 40 % of 5 points')
      .waitFor();
    expect(await instructors.getByRole('listitem').filter({ hasText: 'Ada' }).textContent()).toContain(
      '(you)',
    );
    await instructors
      .getByRole('listitem')
      .filter({ hasText: 'Ben' })
      .getByText('3 points · 60 % of 5 points')
      .waitFor();
    await expectAccessible(session);

    await session.goto('/adminAssignmentsMine');
    const admin = page.getByRole('table', { name: 'Your admin assignments' });
    await admin
      .getByRole('row')
      .filter({ hasText: `Committee ${run}` })
      .getByText('Program coordination')
      .waitFor();
    expect(await admin.getByRole('row', { name: /^Total/ }).textContent()).toContain('1.5');
    await expectAccessible(session);
  });

  it("never shows a faculty member another's work", async () => {
    const { periodId, ada, cleo, shared, solo } = await data();
    const { session } = suite;
    const { page } = session;
    await session.signIn(usernameOf(cleo));

    await session.goto('/myWorkload');
    const teaching = page.getByRole('table', { name: 'Your teaching assignments' });
    await teaching.getByText(String(solo.course.courseNumber)).waitFor();
    expect(await teaching.getByText(String(shared.course.courseNumber)).count()).toBe(0);
    await page.getByText('You have no admin assignments in this period.').waitFor();

    await session.goto('/mySharedTeaching');
    await page.getByText(/You share no sections with other instructors/).waitFor();
    await session.goto('/mySchedule');
    await page
      .getByRole('list', { name: 'Tuesday' })
      .getByRole('button', { name: new RegExp(`^${labelOf(solo)} on Tuesday`) })
      .waitFor();
    expect(await page.getByRole('list', { name: 'Monday' }).getByRole('button').count()).toBe(0);

    // what the API answers Cleo, whatever she asks for: her own work only, no instructors list
    const api = await apiSessionAs(suite.environment.url, usernameOf(cleo));
    const mine = await api.get(`/api/myWorkload?AcademicPeriodId=${periodId}`);
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).not.toContain(String(shared.section.id));
    const theirs = await api.get(`/api/myWorkload?AcademicPeriodId=${periodId}&UserId=${ada.id}`);
    expect(JSON.stringify(theirs.body)).not.toContain(String(shared.section.id));
    expect((await api.get(`/api/instructors${listQuery({ filter: { id: ada.id } })}`)).status).toBe(403);

    await session.goto('/instructors');
    await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
  });
});
