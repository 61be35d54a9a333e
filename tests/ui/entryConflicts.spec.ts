import { expect, it } from 'vitest';
import { createdRecord } from '../support/index.js';
import { type Planning, type Row, setUpPlanning, newOffering, newSection } from '../support/planning.js';
import type { TestServer } from '../support/testServer.js';
import { apiJson, runId } from './uiRecords.js';
import { describeInBrowser, useUiSuite } from './uiSession.js';
import { walkShot } from './walkShots.js';

const run = runId();
/** Lists follow a read-model catch-up: more than expect.poll's second. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/**
 * Issue 20 item 5: a double booking is said when the meeting is entered, not found later on the Schedule.
 * Saving a meeting in a room another section's meeting takes at that time asks first, naming the other
 * meeting; "Save anyway" saves it.
 */
describeInBrowser('Conflicts at entry', () => {
  const suite = useUiSuite('ui-entry-conflicts', { signInAs: 'academicOpsAdmin', sharedServer: true });

  it("warns that the room is taken, naming the other section's meeting, and saves anyway once confirmed", async () => {
    const p: Planning = await setUpPlanning({ url: suite.environment.url } as TestServer);
    const room = await createdRecord(p.ops, 'locations', { code: `CF-${run}`, description: 'Conflict Hall' });
    const taken = await newOffering(p);
    const first = await newSection(p, taken.offering);
    await createdRecord(p.ops, 'meetings', {
      SectionId: first.id,
      days: ['MO', 'WE'],
      startTime: '10:00',
      endTime: '10:50',
      frequency: 'weekly',
      LocationId: room.id,
    });
    const second: Row = await newSection(p, (await newOffering(p)).offering);
    const { page } = suite.session;
    suite.session.expectHttpError(409, /^\/api\/meetings$/);

    await suite.session.goto(`/sections/${second.id}/show`);
    const panel = page.getByRole('region', { name: 'Meeting' });
    await panel.getByRole('button', { name: 'Add meeting' }).click();
    const dialog = page.getByRole('dialog', {
      name: `Add the meeting of section ${String(second.sectionNumber)}`,
    });
    await dialog.getByRole('button', { name: 'Monday' }).click();
    await dialog.getByLabel('Start').fill('10:30');
    await dialog.getByLabel('End').fill('11:20');
    await dialog.getByRole('combobox', { name: 'Location' }).fill(String(room.code));
    await page.getByRole('option', { name: `${String(room.code)} · Conflict Hall` }).click();
    await dialog.getByRole('button', { name: 'Save meeting' }).click();

    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    const message = `${String(taken.course.courseNumber)}-${String(first.sectionNumber)} meets in ${String(room.code)} Mon 10:00 AM–10:50 AM.`;
    await confirm.getByText(message).waitFor({ timeout: 15_000 });
    // the shot once the confirmation has faded in
    await poll(() => confirm.evaluate((paper) => getComputedStyle(paper.parentElement!).opacity)).toBe('1');
    await walkShot(page, 5, 'room-conflict');
    expect(await confirm.getByText('This meeting double-books:').count()).toBe(1);
    // said once, in the confirmation: not also as a form error or an error toast behind it
    expect(await page.getByText(message).count()).toBe(1);
    const before = await apiJson(suite.session, 'GET', `/api/sections/${second.id}`);
    expect(before.Meeting).toBeNull();

    await confirm.getByRole('button', { name: 'Save anyway' }).click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => panel.getByTestId('meeting-when').textContent()).toMatch(/^Mo 10:30/);
    const after = await apiJson(suite.session, 'GET', `/api/sections/${second.id}`);
    expect(after.Meeting).toMatchObject({ days: ['MO'], startTime: '10:30', LocationId: room.id });
  });
});
