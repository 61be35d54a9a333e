import { join } from 'node:path';
import { expect, it } from 'vitest';
import { apiJson, type ApiRecord, createUser, listQuery, runId } from './uiRecords.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

const lastName = `Member${runId()}`;

describeInBrowser('Workgroup members', () => {
  const suite = useUiSuite('ui-members', { signInAs: 'academicOpsAdmin', sharedServer: true });

  const membershipsOf = async (workgroupId: string, userId: string) =>
    apiJson<ApiRecord[]>(
      suite.session,
      'GET',
      `/api/workgroupMemberships${listQuery({ filter: { WorkgroupId: workgroupId, UserId: userId } })}`,
    );

  it('adds a member with a permission, changes the permission in place, and removes them after a confirmation', async () => {
    const { page } = suite.session;
    const user = await createUser(suite.session, 'Wanda', lastName);
    const [workgroup] = await apiJson<ApiRecord[]>(
      suite.session,
      'GET',
      `/api/workgroups${listQuery({ filter: { name: 'Computer Science' } })}`,
    );
    await suite.session.goto('/workgroups');
    await page.getByRole('link', { name: 'Computer Science' }).click();
    const members = page.getByRole('region', { name: 'Members' });
    await members.waitFor();

    await members.getByRole('button', { name: 'Add member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a member to Computer Science' });
    await dialog.getByRole('combobox', { name: /^User/ }).fill(lastName);
    await page.getByRole('option', { name: `Wanda ${lastName}` }).click();
    await dialog.getByRole('combobox', { name: /^Permission/ }).click();
    await page.getByRole('option', { name: 'Assign', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await page.getByText('Member added to Computer Science').waitFor();
    const row = members.getByRole('row').filter({ hasText: `Wanda ${lastName}` });
    const permission = row.getByRole('combobox', { name: `Permission of Wanda ${lastName}` });
    await expect.poll(() => permission.textContent()).toBe('Assign');
    expect(await membershipsOf(workgroup!.id, user.id)).toMatchObject([{ permission: 2 }]);
    await page.screenshot({ path: join(screenshotDir, 'workgroup-members.png'), fullPage: true });

    await permission.click();
    await page.getByRole('option', { name: 'Approve & Assign' }).click();
    await page.getByText(`Wanda ${lastName}: Approve & Assign`).waitFor();
    await expect.poll(async () => (await membershipsOf(workgroup!.id, user.id))[0]?.permission).toBe(3);

    await row.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`Remove Wanda ${lastName} from Computer Science?`).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    // the row may leave while the list refetches, before the delete has answered: ask the server until it agrees
    await expect.poll(() => membershipsOf(workgroup!.id, user.id)).toEqual([]);
    await expect.poll(() => row.count()).toBe(0);
    // the workgroup's history names each change
    const history = page.getByTestId('history-entry').filter({ hasText: 'Workgroup Membership' });
    await expect.poll(() => history.count()).toBeGreaterThanOrEqual(3);
  });
});
