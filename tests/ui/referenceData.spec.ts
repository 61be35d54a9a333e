import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ApiClient } from '../support/index.js';
import { type ApiRecord, apiJson, listQuery, runId } from './uiRecords.js';
import { describeInBrowser, screenshotDir, useUiSuite } from './uiSession.js';

/*
 * Reference data in the browser (issue 5 point 1), as an administrator: every value list of the
 * Configuration submenu and Locations under Administration through the generic screens, the refused delete
 * of a record others use, and the taxonomies with their Active switch and their pages of terms.
 */

/** [submenu, item, resource, the label of one record, its unique field's label] */
const screens = [
  [
    'Configuration',
    'Admin Assignment Types',
    'administrativeAssignmentTypes',
    'Admin Assignment Type',
    'Name',
  ],
  ['Configuration', 'Assignment Types', 'assignmentTypes', 'Assignment Type', 'Name'],
  ['Configuration', 'Divisions', 'divisions', 'Division', 'Name'],
  ['Configuration', 'Instructor Types', 'instructorTypes', 'Instructor Type', 'Name'],
  ['Configuration', 'Point Types', 'pointTypes', 'Point Type', 'Name'],
  ['Configuration', 'Ranks', 'ranks', 'Rank', 'Name'],
  ['Configuration', 'Teaching Modes', 'teachingModes', 'Teaching Mode', 'Name'],
  ['Configuration', 'Tracks', 'tracks', 'Track', 'Name'],
  ['Administration', 'Locations', 'locations', 'Location', 'Code'],
] as const;

describeInBrowser('Reference data and taxonomies', () => {
  const suite = useUiSuite('ui-reference-data', { signInAs: 'admin' });
  const run = runId();

  const openFromMenu = async (group: string, item: string) => {
    const { page } = suite.session;
    const pages = page.getByRole('navigation', { name: 'Main menu' });
    const header = pages.getByRole('menuitem', { name: group, exact: true });
    await header.waitFor();
    if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
    await pages.getByRole('menuitem', { name: item, exact: true }).click();
  };

  // the screens are one generic mechanism: each opens from its menu item; three (the other subject, the
  // value list the planning uses, the other shape) go through the whole cycle
  const cycled = new Set(['administrativeAssignmentTypes', 'teachingModes', 'locations']);

  it.each(screens.filter(([, , resource]) => !cycled.has(resource)))(
    '%s > %s opens from its menu item with its list',
    async (group, item, resource) => {
      const { page } = suite.session;
      await suite.session.goto('/');
      await openFromMenu(group, item);
      await page.waitForURL(new RegExp(`/${resource}$`));
      await page.getByRole('textbox', { name: `Search ${item}` }).waitFor();
      await page.getByRole('link', { name: 'Create' }).waitFor();
    },
  );

  it.each(screens.filter(([, , resource]) => cycled.has(resource)))(
    '%s > %s: creates, finds, edits with history and deletes after a confirmation',
    async (group, item, resource, one, key) => {
      const { page } = suite.session;
      const value = `UI ${one.split(' ')[0]} ${run}`;
      await suite.session.goto('/');
      await openFromMenu(group, item);
      await page.waitForURL(new RegExp(`/${resource}$`));
      await page.getByRole('link', { name: 'Create' }).click();
      await page.waitForURL(new RegExp(`/${resource}/create$`));
      await page.getByRole('textbox', { name: new RegExp(`^${key}`) }).fill(value);
      await page.getByRole('textbox', { name: 'Description' }).fill('Made in the browser');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(new RegExp(`/${resource}/[0-9a-f-]{36}/show$`));
      await page.getByText('Made in the browser').first().waitFor();

      await page.getByRole('link', { name: 'Edit' }).click();
      await page.getByRole('textbox', { name: 'Description' }).fill('Changed in the browser');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(new RegExp(`/${resource}/[0-9a-f-]{36}/show$`));
      const entries = page.getByRole('list', { name: 'History, newest first' }).getByTestId('history-entry');
      await expect.poll(() => entries.count()).toBe(2);
      expect(await entries.first().textContent()).toContain(
        'Description: Made in the browser → Changed in the browser',
      );
      const id = new URL(page.url()).pathname.split('/')[2]!;

      await openFromMenu(group, item);
      await page.getByRole('textbox', { name: `Search ${item}` }).fill(value);
      await page.getByRole('link', { name: value }).click();
      await page.waitForURL(new RegExp(`/${resource}/${id}/show$`));
      await page.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`Delete ${one} "${value}"?`).waitFor();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL(new RegExp(`/${resource}$`));
      expect((await suite.session.api('GET', `/api/${resource}/${id}`)).status()).toBe(404);
    },
  );

  /** Creates a record through its create page; answers it as the API has it. */
  const createThroughScreen = async (resource: string, listLabel: string, key: string, value: string) => {
    const { page } = suite.session;
    await suite.session.goto(`/${resource}/create`);
    await page.getByRole('textbox', { name: new RegExp(`^${key}`) }).fill(value);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/${resource}/[0-9a-f-]{36}/show$`));
    await suite.session.goto(`/${resource}`);
    await page.getByRole('textbox', { name: `Search ${listLabel}` }).fill(value);
    await page.getByRole('link', { name: value }).waitFor();
    const field = key.toLowerCase();
    const [record] = await apiJson<ApiRecord[]>(
      suite.session,
      'GET',
      `/api/${resource}${listQuery({ filter: { [field]: value } })}`,
    );
    return record!;
  };

  /** Deleting from the show page is refused: the server's reason shows and the record stays. */
  const expectRefusedDelete = async (resource: string, id: string, reason: string) => {
    const { page } = suite.session;
    suite.session.expectHttpError(422, new RegExp(`^/api/${resource}/${id}$`));
    await suite.session.goto(`/${resource}/${id}/show`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(reason).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${resource}/${id}/show`);
    expect((await suite.session.api('GET', `/api/${resource}/${id}`)).status()).toBe(200);
  };

  it('refuses to delete a teaching mode and a location in use, saying what uses them', async () => {
    const mode = await createThroughScreen('teachingModes', 'Teaching Modes', 'Name', `UI Studio ${run}`);
    const location = await createThroughScreen('locations', 'Locations', 'Code', `UI ROOM ${run}`);
    const period = await apiJson(suite.session, 'GET', '/api/academicPeriods/systemActive');
    const [term] = await apiJson<ApiRecord[]>(
      suite.session,
      'GET',
      `/api/academicTerms${listQuery({ filter: { AcademicPeriodId: period.id } })}`,
    );
    // offerings are academicOpsAdmin's to make (spec §6: admin only reads them)
    const opsClient = await new ApiClient(suite.environment.url).signIn('academicOpsAdmin');
    const ops = async (path: string, data: object) => {
      const response = await opsClient.post(path, data);
      expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(201);
      return response.body as ApiRecord;
    };
    const course = await ops('/api/courses', { courseNumber: `UI REF ${run}`, name: 'Referenced' });
    const offering = await ops('/api/courseOfferings', {
      CourseId: course.id,
      AcademicPeriodId: period.id,
      points: 3,
    });
    const termMode = { CourseOfferingId: offering.id, AcademicTermId: term!.id, TeachingModeId: mode.id };
    await ops('/api/offeringTermModes', termMode);
    const section = await ops('/api/sections', { ...termMode, name: 'UI', sectionNumber: '001', points: 3 });
    await ops('/api/meetings', {
      SectionId: section.id,
      days: ['TU'],
      frequency: 'weekly',
      startTime: '13:00',
      endTime: '14:00',
      LocationId: location.id,
    });

    await expectRefusedDelete(
      'teachingModes',
      mode.id,
      'This teaching mode cannot be deleted: 1 term mode, 1 section refer to it.',
    );
    await suite.session.page.screenshot({ path: join(screenshotDir, 'reference-data-refused-delete.png') });
    await expectRefusedDelete('locations', location.id, 'This location cannot be deleted: 1 meeting refers');
  });

  /** Sets a taxonomy on or off through the API (made when missing). */
  const setTaxonomy = async (slug: string, isActive: boolean) => {
    const query = listQuery({ filter: { slug } });
    const [existing] = await apiJson<ApiRecord[]>(suite.session, 'GET', `/api/taxonomies${query}`);
    const name = slug[0]!.toUpperCase() + slug.slice(1);
    if (!existing) return apiJson(suite.session, 'POST', '/api/taxonomies', { slug, name, isActive });
    return apiJson(suite.session, 'PUT', `/api/taxonomies/${existing.id}`, {
      isActive,
      version: existing.version,
    });
  };
  const taxonomyActive = async (slug: string) =>
    (await apiJson<ApiRecord[]>(suite.session, 'GET', `/api/taxonomies${listQuery({ filter: { slug } })}`))[0]
      ?.isActive;

  it('switches a taxonomy on from the list of five, and adds a term on its page', async () => {
    const { page } = suite.session;
    await setTaxonomy('cohorts', false);
    await suite.session.goto('/');
    await openFromMenu('Configuration', 'Taxonomies');
    await page.waitForURL(/\/taxonomies$/);
    const table = page.getByRole('table', { name: 'Taxonomies' });
    // a header row and the five taxonomies
    await expect.poll(() => table.getByRole('row').count()).toBe(6);
    const cohorts = page.getByLabel('Cohorts active');
    expect(await cohorts.isChecked()).toBe(false);
    await cohorts.click();
    await page.getByText('Cohorts enabled').waitFor();
    await expect.poll(() => cohorts.isChecked()).toBe(true);
    expect(await taxonomyActive('cohorts')).toBe(true);
    await page.screenshot({ path: join(screenshotDir, 'taxonomies.png') });
    // its details: the generic show, with the switch in its history
    await table
      .getByRole('row')
      .filter({ hasText: 'cohorts' })
      .getByRole('link', { name: 'Details' })
      .click();
    await page.waitForURL(/\/taxonomies\/[0-9a-f-]{36}\/show$/);
    const history = page.getByRole('list', { name: 'History, newest first' }).getByTestId('history-entry');
    expect(await history.first().textContent()).toContain('Active: No → Yes');
    await page.goBack();

    await table.getByRole('link', { name: 'Cohorts', exact: true }).click();
    await page.waitForURL(/\/taxonomies\/cohorts$/);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/cohorts\/create$/);
    const term = `UI Cohort ${run}`;
    await page.getByRole('textbox', { name: /^Name/ }).fill(term);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/taxonomies\/cohorts$/);
    await page.getByRole('link', { name: term }).click();
    await page.waitForURL(/\/cohorts\/[0-9a-f-]{36}\/show$/);
    await page.getByRole('link', { name: 'All Cohorts' }).click();
    await page.waitForURL(/\/taxonomies\/cohorts$/);
    await page.getByRole('link', { name: term }).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'taxonomy-terms.png') });
  });

  it('shows a switched-off taxonomy as not enabled and leaves it off the faculty profile form', async () => {
    const { page } = suite.session;
    await Promise.all([setTaxonomy('majors', true), setTaxonomy('campuses', true)]);
    await suite.session.goto('/taxonomies');
    await page.getByLabel('Majors active').click();
    await page.getByText('Majors disabled').waitFor();
    expect(await taxonomyActive('majors')).toBe(false);

    await suite.session.goto('/taxonomies/majors');
    await page.getByRole('heading', { name: 'This taxonomy is not enabled' }).waitFor();
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    await page.screenshot({ path: join(screenshotDir, 'taxonomy-not-enabled.png') });
    await page.getByRole('link', { name: 'Go to Taxonomies' }).click();
    await page.waitForURL(/\/taxonomies$/);

    const [faculty1] = await apiJson<ApiRecord[]>(
      suite.session,
      'GET',
      `/api/users${listQuery({ filter: { username: 'faculty1' } })}`,
    );
    const profile = await apiJson(suite.session, 'GET', `/api/users/facultyProfile/${faculty1!.id}`);
    await suite.session.goto(`/facultyProfiles/${profile.id}`);
    await page.getByRole('combobox', { name: 'Campuses' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Majors' }).count()).toBe(0);
  });
});
