import { join } from 'node:path';
import { roleSlugs as roles } from '@tams/domain';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiJson } from './uiRecords.js';
import { walkShot } from './walkShots.js';
import { describeInBrowser, screenshotDir, type UiSession, useUiSuite } from './uiSession.js';

/*
 * The sidebar menu of each role, derived by hand from the spec alone (not from the access rules' code):
 * labels and order from spec §2's menu table and submenus; each item shown when spec §6 grants what its
 * route needs ("Route access by subject", and the product's documented choices where the spec names no
 * subject); flags per spec §4/§6. A submenu is its header followed by "Header > Item" for each of its items,
 * read after every submenu has been expanded; a submenu with no allowed item is not shown.
 *
 * Route needs used: Course Catalog read Course; Course Offerings read CourseOffering; Sections Offered read
 * Section (workgroup-permission holders read their workgroups' sections); Schedule manage Scheduler; Admin
 * Assignments read AdminAssignment; Effort Management (aemEnabled): Overview and Cost Center Descriptions
 * read Effort, Import Effort create EffortImport, Classification Rules update EffortRule, Effort Categories
 * read EffortCategory, Effort Types read EffortType, Pay Periods read EffortPayPeriod; Section Assignments
 * read SectionAssignment; the My pages (faculty role + their flag, the four my* flags on by default) read
 * their My* subject (My Teaching Preferences manage MyTeachingPreference), My Teaching read
 * MyAdvancedTeachingEffort (aemEnabledFaculty) and aemEnabled, My Effort also aemEnabledFaculty;
 * Instructors read Instructor; Reports read Report; History read History (DESIGN §16: admin,
 * academicOpsAdmin, academicAffairsApprover, reportingUser); Data Services manage DataServices
 * (dataServicesEnabled); Administration items manage AcademicPeriod, FinancialData, Workgroup, User,
 * merge User (userMergeEnabled), Location, Email, Clone, Report, ApiKey (apiEnabled); Configuration items
 * manage Configuration, Admin Assignment Types manage AdminAssignmentType (with aemEnabled staff: DESIGN §19);
 * Developer DeveloperItem (admin, local mode: the test servers run MODE=local).
 */

const group = (label: string, ...items: string[]) => [label, ...items.map((item) => `${label} > ${item}`)];

const allConfiguration = group(
  'Configuration',
  'System Settings',
  'Academic Term Types',
  'Admin Assignment Types',
  'Assignment Types',
  'Divisions',
  'Instructor Types',
  'Point Types',
  'Ranks',
  'Teaching Modes',
  'Tracks',
  'Taxonomies',
);
const adminAssignmentTypesOnly = group('Configuration', 'Admin Assignment Types');
const developer = group('Developer', 'Style Guide', 'Formik Fields');
const catalogToSchedule = [
  'Course Catalog',
  'Course Offerings',
  'Sections Offered',
  'Schedule',
  'Admin Assignments',
];
const myPages = [
  'My Workload',
  'My Shared Teaching',
  'My Schedule',
  'My Admin Assignments',
  'My Teaching Preferences',
];
/** Administration for admin and academicOpsAdmin, without the flagged Merge Users and Api Keys. */
const staffAdministration = (flagged: boolean) =>
  group(
    'Administration',
    'Academic Periods',
    'Workgroups',
    'Users',
    ...(flagged ? ['Merge Users'] : []),
    'Locations',
    'Email Instructors',
    'Clone Resources',
    'Custom Reports',
    ...(flagged ? ['Api Keys'] : []),
  );
const effortReaders = group(
  'Effort Management',
  'Overview',
  'Effort Categories',
  'Cost Center Descriptions',
  'Effort Types',
  'Pay Periods',
);
const effortManagers = group(
  'Effort Management',
  'Overview',
  'Import Effort',
  'Classification Rules',
  'Effort Categories',
  'Cost Center Descriptions',
  'Effort Types',
  'Pay Periods',
);

/** With the test server's default flags (only the four my* flags on). */
const defaultMenus: Record<string, string[]> = {
  admin: [
    'Dashboard',
    ...catalogToSchedule,
    'Section Assignments',
    'Instructors',
    'Reports',
    'History',
    ...staffAdministration(false),
    ...allConfiguration,
    ...developer,
  ],
  academicOpsAdmin: [
    'Dashboard',
    ...catalogToSchedule,
    'Section Assignments',
    'Instructors',
    'Reports',
    'History',
    ...staffAdministration(false),
    ...adminAssignmentTypesOnly,
  ],
  academicAffairsApprover: [
    'Dashboard',
    'Sections Offered',
    'Admin Assignments',
    'Section Assignments',
    'History',
  ],
  businessOfficeAdmin: ['Dashboard', 'Instructors'],
  financialReportingUser: ['Dashboard', 'Instructors', ...group('Administration', 'Instructor Cost Matrix')],
  reportingUser: ['Dashboard', 'Reports', 'History'],
  sectionScheduler: ['Dashboard', 'Sections Offered', 'Schedule'],
  effortContributor: ['Dashboard'],
  effortManager: ['Dashboard'],
  // a member of their department's workgroup (permission 0, issue 20 item 11): reads its sections
  faculty: ['Dashboard', 'Sections Offered', 'Admin Assignments', 'Section Assignments', ...myPages],
  // a faculty member chairing a workgroup (permission 3): also its sections and assignments
  faculty1: ['Dashboard', 'Sections Offered', 'Admin Assignments', 'Section Assignments', ...myPages],
};

const flagsOn = [
  'aemEnabled',
  'aemEnabledFaculty',
  'userMergeEnabled',
  'apiEnabled',
  'dataServicesEnabled',
  'exportsEnabled',
];

/** With every flag of `flagsOn`: effort management, merge, API keys, data services. */
const flaggedMenus: Record<string, string[]> = {
  admin: [
    'Dashboard',
    ...catalogToSchedule,
    ...effortReaders,
    'Section Assignments',
    'Instructors',
    'Reports',
    'History',
    'Data Services',
    ...staffAdministration(true),
    ...allConfiguration,
    ...developer,
  ],
  academicOpsAdmin: [
    'Dashboard',
    ...catalogToSchedule,
    'Section Assignments',
    'Instructors',
    'Reports',
    'History',
    'Data Services',
    ...staffAdministration(true),
    ...adminAssignmentTypesOnly,
  ],
  // with aemEnabled staff manage admin assignments and their types; faculty their own assignments and
  // read the types (DESIGN §19): no Admin Assignment Types page for them
  effortContributor: ['Dashboard', 'Admin Assignments', ...effortReaders, ...adminAssignmentTypesOnly],
  effortManager: ['Dashboard', 'Admin Assignments', ...effortManagers, ...adminAssignmentTypesOnly],
  faculty: [
    'Dashboard',
    'Sections Offered',
    'Admin Assignments',
    'Section Assignments',
    ...myPages,
    'My Teaching',
    'My Effort',
  ],
};

/**
 * The menu as shown: the "Pages" menu of the "Main menu" navigation, after every submenu header (a
 * menu item with aria-expanded) has been expanded. An item indented past the last header belongs to it.
 */
async function shownMenu(page: Page): Promise<string[]> {
  const pages = page.getByRole('navigation', { name: 'Main menu' }).getByRole('menu', { name: 'Pages' });
  await pages.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
  for (;;) {
    const collapsed = pages.locator('[role="menuitem"][aria-expanded="false"]');
    if ((await collapsed.count()) === 0) break;
    const header = collapsed.first();
    const label = (await header.innerText()).trim();
    await header.click();
    await pages
      .locator('[role="menuitem"][aria-expanded="true"]')
      .filter({ hasText: label })
      .first()
      .waitFor();
  }
  const rows = await pages.locator('[role="menuitem"]').evaluateAll((elements) => {
    // runs in the page (the tests compile without the DOM library)
    type Row = { innerText: string; hasAttribute(name: string): boolean };
    const { getComputedStyle } = globalThis as unknown as {
      getComputedStyle(element: unknown): { paddingLeft: string };
    };
    return (elements as unknown as Row[]).map((element) => ({
      label: element.innerText.trim(),
      header: element.hasAttribute('aria-expanded'),
      indent: parseFloat(getComputedStyle(element).paddingLeft),
    }));
  });
  const labels: string[] = [];
  let group: { label: string; indent: number } | undefined;
  for (const row of rows) {
    if (row.header) {
      group = { label: row.label, indent: row.indent };
      labels.push(row.label);
    } else if (group && row.indent > group.indent) {
      labels.push(`${group.label} > ${row.label}`);
    } else {
      group = undefined;
      labels.push(row.label);
    }
  }
  return labels;
}

interface AuthContext {
  Roles: { slug: string }[];
  workgroupPermissions: { id: string; permission: number }[];
}

async function expectMenuOf(session: UiSession, username: string, expected: string[]) {
  await session.signIn(username);
  await session.goto('/');
  expect(await shownMenu(session.page)).toEqual(expected);
}

describeInBrowser('Sidebar menu per role (default flags)', () => {
  const suite = useUiSuite('ui-menus-default', { sharedServer: true });

  it('gives workgroup permissions to the chairs (faculty1), reading to faculty members, and none to the other role users', async () => {
    const authOf = async (username: string) => {
      await suite.session.signIn(username);
      const auth = await apiJson<AuthContext>(suite.session, 'GET', '/api/auth');
      return { username, roles: auth.Roles.map((r) => r.slug), permissions: auth.workgroupPermissions };
    };
    for (const role of roles.filter((slug) => slug !== 'faculty')) {
      expect(await authOf(role)).toEqual({ username: role, roles: [role], permissions: [] });
    }
    // the faculty role's demo user teaches in Mathematics: a member who reads its sections (permission 0)
    const member = await authOf('faculty');
    expect(member.permissions.map((p) => p.permission)).toEqual([0]);
    const chair = await authOf('faculty1');
    expect(chair.roles).toEqual(['faculty']);
    expect(chair.permissions.map((p) => p.permission)).toEqual([3]);
  });

  for (const [username, expected] of Object.entries(defaultMenus)) {
    it(`shows ${username} exactly their menu`, async () => {
      await expectMenuOf(suite.session, username, expected);
    });
  }
});

describeInBrowser('Sidebar menu per role (effort, merge, API, data services and exports on)', () => {
  const suite = useUiSuite('ui-menus-flags', { env: { FEATURE_FLAGS: flagsOn.join(',') } });

  it('runs with those flags on', async () => {
    await suite.session.signIn('admin');
    const auth = await apiJson<{ FeatureFlags: Record<string, boolean> }>(suite.session, 'GET', '/api/auth');
    for (const name of flagsOn) expect({ name, on: auth.FeatureFlags[name] }).toEqual({ name, on: true });
  });

  for (const [username, expected] of Object.entries(flaggedMenus)) {
    it(`shows ${username} exactly their menu`, async () => {
      await expectMenuOf(suite.session, username, expected);
    });
  }

  it('shows every label whole in the 240 px menu, wrapped rather than cut (issue 20 item 12)', async () => {
    for (const username of ['admin', 'faculty', 'effortManager']) {
      await suite.session.signIn(username);
      await suite.session.goto('/');
      await shownMenu(suite.session.page); // every submenu expanded
      if (username === 'admin') await walkShot(suite.session.page, 12, 'menu-labels', { fullPage: true });
      const cut = await suite.session.page
        .getByRole('navigation', { name: 'Main menu' })
        .locator('[role="menuitem"] .MuiTypography-root')
        .evaluateAll((elements) =>
          (elements as unknown as { scrollWidth: number; clientWidth: number; textContent: string }[])
            .filter((element) => element.scrollWidth > element.clientWidth)
            .map((element) => element.textContent),
        );
      expect({ username, cut }).toEqual({ username, cut: [] });
    }
    await suite.session.page.screenshot({ path: join(screenshotDir, 'menu-labels-whole.png') });
  });
});

describeInBrowser('Opening pages from the menu, and pages not in it', () => {
  const suite = useUiSuite('ui-menus-navigation', { sharedServer: true });

  for (const [role, forbidden, missing, item, path] of [
    ['faculty', '/academicPeriods', 'Administration > Academic Periods', 'My Workload', '/myWorkload'],
    ['sectionScheduler', '/users', 'Administration > Users', 'Schedule', '/schedule'],
  ] as const) {
    it(`shows ${role} "Unauthorized" on ${forbidden}, and their "${item}" item opens ${path}`, async () => {
      const { page } = suite.session;
      await suite.session.signIn(role);
      await suite.session.goto(forbidden);
      const unauthorized = page.getByRole('heading', { name: 'Unauthorized' });
      await unauthorized.waitFor();
      const shown = await shownMenu(page);
      expect(shown).not.toContain(missing);
      expect(shown).toContain(item);

      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('menuitem', { name: item, exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === path);
      await unauthorized.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }
});
