import { join } from 'node:path';
import { expect, it } from 'vitest';
import { apiJson, type ApiRecord, createUser, listQuery, runId } from './uiRecords.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

const id = runId();

describeInBrowser('Merge Users', () => {
  const suite = useUiSuite('ui-merge', {
    signInAs: 'academicOpsAdmin',
    env: { FEATURE_FLAGS: 'userMergeEnabled' },
  });

  it('merges a duplicate into the user kept after a confirmation, and shows what moved', async () => {
    const { page } = suite.session;
    const keeper = await createUser(suite.session, 'Kim', `Keeper${id}`);
    const duplicate = await createUser(suite.session, 'Kimberly', `Keeper${id}`, { EmployeeId: `E${id}` });
    const [workgroup] = await apiJson<ApiRecord[]>(suite.session, 'GET', `/api/workgroups${listQuery({})}`);
    await apiJson(suite.session, 'POST', '/api/workgroupMemberships', {
      WorkgroupId: workgroup!.id,
      UserId: duplicate.id,
      permission: 1,
    });

    await suite.session.goto('/users');
    await page.getByRole('menuitem', { name: 'Merge Users' }).click();
    await page.waitForURL(/\/users\/merge$/);
    await page.getByRole('heading', { name: 'Merge Users' }).waitFor();

    await page.getByRole('combobox', { name: /^User to keep/ }).fill(`Keeper${id}`);
    await page.getByRole('option', { name: `Kim Keeper${id} (${keeper.username})` }).click();
    await page.getByRole('combobox', { name: /^Duplicate to merge/ }).fill(`Keeper${id}`);
    await page.getByRole('option', { name: `Kimberly Keeper${id} (${duplicate.username})` }).click();
    await page
      .getByRole('region', { name: 'User to keep' })
      .getByText(String(keeper.username), { exact: true })
      .waitFor();
    await page.getByRole('region', { name: 'Duplicate' }).getByText(`E${id}`).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'user-merge.png'), fullPage: true });

    await page.getByRole('button', { name: 'Merge users…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Merge Kimberly Keeper${id} into Kim Keeper${id}?`).waitFor();
    await dialog.getByText('This cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Merge' }).click();

    const result = page.getByRole('status').filter({ hasText: 'was merged into' });
    await result.getByText(`Kimberly Keeper${id} was merged into Kim Keeper${id}`).waitFor();
    await result.getByText('Workgroup Memberships moved: 1').waitFor();
    await result.getByText('API Keys revoked: 0').waitFor();
    expect(await apiJson(suite.session, 'GET', `/api/users/${duplicate.id}?keysOnly=true`)).toMatchObject({
      isActive: false,
      MergedIntoUserId: keeper.id,
    });
    const moved = await apiJson<ApiRecord[]>(
      suite.session,
      'GET',
      `/api/workgroupMemberships${listQuery({ filter: { UserId: keeper.id } })}`,
    );
    expect(moved).toMatchObject([{ WorkgroupId: workgroup!.id, permission: 1 }]);
  });

  it('refuses to merge a user into themselves, on the input', async () => {
    const { page } = suite.session;
    const [someone] = await apiJson<ApiRecord[]>(
      suite.session,
      'GET',
      `/api/users${listQuery({ filter: { username: 'faculty2' } })}`,
    );
    await suite.session.goto('/users/merge');
    for (const label of [/^User to keep/, /^Duplicate to merge/]) {
      await page.getByRole('combobox', { name: label }).fill('faculty2');
      await page.getByRole('option', { name: new RegExp(`\\(faculty2\\)$`) }).click();
    }
    await page.getByRole('button', { name: 'Merge users…' }).click();
    await page.getByText('Choose another user than the one to keep').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(someone).toBeDefined();
  });
});
