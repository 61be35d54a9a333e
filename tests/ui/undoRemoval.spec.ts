import { type SectionNaming, sectionTitle } from '@tams/domain';
import { expect, it } from 'vitest';
import { setUpAssignments } from './uiAssignments.js';
import { apiJson, runId } from './uiRecords.js';
import { describeInBrowser, useUiSuite } from './uiSession.js';
import { walkShot } from './walkShots.js';

const run = runId();
const lastName = `Undo${run}`;
/** Lists follow a read-model catch-up: more than expect.poll's second. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/**
 * Issue 20 item 16: undo where people expect it. Removing a teaching assignment or an admin assignment
 * says so in a toast with Undo for a few seconds, and Undo brings it back (a restore, recorded as such);
 * deleting a section says first what goes with it.
 */
describeInBrowser('Undo a removal', () => {
  const suite = useUiSuite('ui-undo-removal', { signInAs: 'academicOpsAdmin', sharedServer: true });

  it('brings a removed teaching assignment back from the toast, with its points', async () => {
    const w = await setUpAssignments(suite.environment.url, run);
    const rita = await w.member('Rita', lastName, 18);
    const section = await w.section(4);
    const assignment = await w.teach(section, rita, 3);
    const title = sectionTitle(section as SectionNaming);
    const { page } = suite.session;

    await suite.session.goto(`/sections/${section.id}/show`);
    const panel = page.getByRole('region', { name: 'Teaching Assignments' });
    const row = panel.getByRole('row', { name: new RegExp(`Rita ${lastName}`) });
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: `Remove Rita ${lastName}` }).click();
    await page
      .getByRole('dialog', { name: `Remove Rita ${lastName} from ${title}?` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await panel.getByText('No one is assigned to this section yet.').waitFor();

    const toast = page.getByRole('alert').filter({ hasText: `Rita ${lastName} removed from ${title}` });
    await toast.waitFor();
    await walkShot(page, 16, 'undo-toast');
    await toast.getByRole('button', { name: 'Undo' }).click();

    await poll(() => row.count()).toBe(1);
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['3']));
    const restored = await apiJson(suite.session, 'GET', `/api/teachingAssignments/${assignment.id}`);
    expect(restored).toMatchObject({ id: assignment.id, points: 3, UserId: rita.id });
  });

  it('brings a removed admin assignment back, and says what a section delete takes with it', async () => {
    const w = await setUpAssignments(suite.environment.url, `${run}b`);
    const ada = await w.member('Ada', lastName, 18);
    const admin = await w.adminAssignment(ada, 2.5, 'Curriculum committee');
    const { page } = suite.session;

    await suite.session.goto(`/administrativeAssignments/${admin.id}/show`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Undo in the next message brings it back.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'removed' });
    await toast.waitFor();
    await toast.getByRole('button', { name: 'Undo' }).click();
    await poll(async () =>
      (await suite.session.api('GET', `/api/administrativeAssignments/${admin.id}`)).status(),
    ).toBe(200);
    expect(await apiJson(suite.session, 'GET', `/api/administrativeAssignments/${admin.id}`)).toMatchObject({
      points: 2.5,
      UserId: ada.id,
    });

    const section = await w.section(3);
    await w.teach(section, ada, 3);
    await suite.session.goto(`/sections/${section.id}/show`);
    const effectsRead = page.waitForResponse((response) => response.url().endsWith(`${section.id}/removal`));
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const sectionConfirm = page.getByRole('dialog');
    await effectsRead;
    await sectionConfirm.getByText('Its history is kept.', { exact: false }).waitFor();
    // the shot once the confirmation has faded in
    await poll(() => sectionConfirm.evaluate((paper) => getComputedStyle(paper.parentElement!).opacity)).toBe(
      '1',
    );
    await walkShot(page, 16, 'section-delete-says-what-goes');
    await sectionConfirm
      .getByTestId('removal-effects')
      .filter({ hasText: 'Also deleted with it: 1 meeting and 1 teaching assignment.' })
      .waitFor();
    await sectionConfirm.getByRole('button', { name: 'Cancel' }).click();
  });
});
