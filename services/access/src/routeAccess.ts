import { configurationValueLists, type ResourceDefinition } from '@tams/domain';
import type { AppAbility } from './ability.js';
import type { AuthContext, FeatureFlagName } from './authContext.js';
import { subjectOf } from './resourceSubjects.js';
import type { Action, Subject } from './subjects.js';

/** A page of spec §2 and what opening it takes: an ability and, for some, feature flags. */
export interface RouteRule {
  label: string;
  path: string;
  action: Action;
  subject: Subject;
  flags?: readonly FeatureFlagName[];
}

/** A submenu of spec §2 (Effort, Administration, Configuration, Developer). */
export interface MenuGroup {
  label: string;
  /** The group's own route, when it has one (Effort Management is /effort). */
  path?: string;
  flags?: readonly FeatureFlagName[];
  items: readonly RouteRule[];
}

export type MenuEntry = RouteRule | MenuGroup;
export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;

const aem = ['aemEnabled'] as const;
const configuration = (label: string, path: string): RouteRule => ({
  label,
  path,
  action: 'manage',
  subject: 'Configuration',
});

/**
 * A value list's page in the Configuration submenu: manage Configuration, or manage its own subject when one
 * governs it (Admin Assignment Types: AdminAssignmentType). The pages sort by label, as spec §2 lists them.
 */
const valueListPage = (definition: ResourceDefinition): RouteRule => {
  const subject = subjectOf(definition.name);
  const page = configuration(definition.labels.many, `/${definition.name}`);
  return subject === 'ReferenceData' ? page : { ...page, subject };
};
const valueListPages = configurationValueLists
  .map(valueListPage)
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

/**
 * The sidebar of spec §2 in its order, with each item's rule from spec §6 "Route access by subject" and §4
 * (feature flags gate routes). Where the spec names no subject for an item, the nearest one is used: My
 * Workload is MySectionAssignment, My Teaching and My Effort are MyAdvancedTeachingEffort, Cost Center
 * Descriptions is Effort. The submenus follow the top-level table; Effort Management is the Effort submenu.
 */
export const menuEntries: readonly MenuEntry[] = [
  { label: 'Dashboard', path: '/', action: 'read', subject: 'Dashboard' },
  { label: 'Course Catalog', path: '/courses', action: 'read', subject: 'Course' },
  { label: 'Course Offerings', path: '/courseOfferings', action: 'read', subject: 'CourseOffering' },
  { label: 'Sections Offered', path: '/sections', action: 'read', subject: 'Section' },
  { label: 'Schedule', path: '/schedule', action: 'manage', subject: 'Scheduler' },
  {
    label: 'Admin Assignments',
    path: '/administrativeAssignments',
    action: 'read',
    subject: 'AdminAssignment',
  },
  {
    label: 'Effort Management',
    path: '/effort',
    flags: aem,
    items: [
      { label: 'Overview', path: '/effort', action: 'read', subject: 'Effort', flags: aem },
      {
        label: 'Import Effort',
        path: '/effort/import',
        action: 'create',
        subject: 'EffortImport',
        flags: aem,
      },
      {
        label: 'Classification Rules',
        path: '/effort/classificationRules',
        action: 'update',
        subject: 'EffortRule',
        flags: aem,
      },
      {
        label: 'Effort Categories',
        path: '/effort/categories',
        action: 'read',
        subject: 'EffortCategory',
        flags: aem,
      },
      {
        label: 'Cost Center Descriptions',
        path: '/effort/costCenterDescriptions',
        action: 'read',
        subject: 'Effort',
        flags: aem,
      },
      { label: 'Effort Types', path: '/effort/types', action: 'read', subject: 'EffortType', flags: aem },
      {
        label: 'Pay Periods',
        path: '/effort/payPeriods',
        action: 'read',
        subject: 'EffortPayPeriod',
        flags: aem,
      },
    ],
  },
  { label: 'Section Assignments', path: '/sectionAssignments', action: 'read', subject: 'SectionAssignment' },
  { label: 'My Workload', path: '/myWorkload', action: 'read', subject: 'MySectionAssignment' },
  { label: 'My Shared Teaching', path: '/mySharedTeaching', action: 'read', subject: 'MySharedTeaching' },
  { label: 'My Schedule', path: '/mySchedule', action: 'read', subject: 'MySchedule' },
  {
    label: 'My Admin Assignments',
    path: '/adminAssignmentsMine',
    action: 'read',
    subject: 'MyAdminAssignment',
  },
  {
    label: 'My Teaching Preferences',
    path: '/teachingPreferencesMine',
    action: 'manage',
    subject: 'MyTeachingPreference',
  },
  {
    label: 'My Teaching',
    path: '/effort/myTeaching',
    action: 'read',
    subject: 'MyAdvancedTeachingEffort',
    flags: aem,
  },
  {
    label: 'My Effort',
    path: '/effort/myEffort',
    action: 'read',
    subject: 'MyAdvancedTeachingEffort',
    flags: ['aemEnabled', 'aemEnabledFaculty'],
  },
  { label: 'Instructors', path: '/instructors', action: 'read', subject: 'Instructor' },
  { label: 'Reports', path: '/reports', action: 'read', subject: 'Report' },
  // beyond spec §2 (DESIGN §16): the department as of an instant, for those who read History
  { label: 'History', path: '/history', action: 'read', subject: 'History' },
  { label: 'Data Services', path: '/dataServices', action: 'manage', subject: 'DataServices' },
  {
    label: 'Administration',
    items: [
      { label: 'Academic Periods', path: '/academicPeriods', action: 'manage', subject: 'AcademicPeriod' },
      {
        label: 'Instructor Cost Matrix',
        path: '/instructorCosts',
        action: 'manage',
        subject: 'FinancialData',
      },
      { label: 'Workgroups', path: '/workgroups', action: 'manage', subject: 'Workgroup' },
      { label: 'Users', path: '/users', action: 'manage', subject: 'User' },
      {
        label: 'Merge Users',
        path: '/users/merge',
        action: 'merge',
        subject: 'User',
        flags: ['userMergeEnabled'],
      },
      { label: 'Locations', path: '/locations', action: 'manage', subject: 'Location' },
      { label: 'Email Instructors', path: '/emailInstructors', action: 'manage', subject: 'Email' },
      { label: 'Clone Resources', path: '/cloning', action: 'manage', subject: 'Clone' },
      { label: 'Custom Reports', path: '/reports/admin', action: 'manage', subject: 'Report' },
      { label: 'Api Keys', path: '/apikeys', action: 'manage', subject: 'ApiKey' },
    ],
  },
  {
    label: 'Configuration',
    items: [
      configuration('System Settings', '/settings'),
      ...valueListPages,
      configuration('Taxonomies', '/taxonomies'),
    ],
  },
  {
    label: 'Developer',
    items: [
      { label: 'Style Guide', path: '/styles', action: 'manage', subject: 'DeveloperItem' },
      { label: 'Formik Fields', path: '/styles/formik-fields', action: 'manage', subject: 'DeveloperItem' },
    ],
  },
];

/** Routed pages without a menu item of their own (spec §2 "Also routed", the effort timeline). */
export const unlistedRouteRules: readonly RouteRule[] = [
  { label: 'Instructor Workload', path: '/instructorWorkload', action: 'read', subject: 'Instructor' },
  // the API judges who reads which load sheet (Report, Instructor, a faculty member's own) and which
  // sections' coverage (Report, or Section as far as it is readable): the pages show its 403
  { label: 'Load Sheet', path: '/reports/loadSheet', action: 'read', subject: 'Dashboard' },
  { label: 'Coverage Report', path: '/reports/coverage', action: 'read', subject: 'Dashboard' },
  // a workgroup's plan to review and approve; the API scopes which workgroups (approvalScopeOf)
  { label: 'Workgroup Plan', path: '/workgroupApprovals', action: 'read', subject: 'WorkgroupApproval' },
  {
    label: 'Effort Timeline',
    path: '/effort/timeline/position',
    action: 'read',
    subject: 'EffortTimeline',
    flags: aem,
  },
];

/** Every rule, the menu's and the unlisted ones. */
export const routeRules: readonly RouteRule[] = [
  ...menuEntries.flatMap((entry) => (isMenuGroup(entry) ? entry.items : [entry])),
  ...unlistedRouteRules,
];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The rule guarding a path: the one whose path is the longest leading run of its segments (/users/merge
 * before /users; /courses/123/show under /courses). / guards itself only. Undefined: a path the rules do not
 * know, which is allowed (spec §2).
 */
export function routeRuleFor(pathname: string): RouteRule | undefined {
  const segments = segmentsOf(pathname);
  let best: RouteRule | undefined;
  let bestLength = -1;
  for (const rule of routeRules) {
    const ruleSegments = segmentsOf(rule.path);
    if (ruleSegments.length === 0 ? segments.length !== 0 : ruleSegments.some((s, i) => segments[i] !== s)) {
      continue;
    }
    if (ruleSegments.length > bestLength) {
      best = rule;
      bestLength = ruleSegments.length;
    }
  }
  return best;
}

const flagsOn = (context: Pick<AuthContext, 'FeatureFlags'>, flags: readonly FeatureFlagName[] = []) =>
  flags.every((flag) => context.FeatureFlags[flag] === true);

/** May this user open this rule's page: the ability and every flag it needs. */
export const allowsRoute = (
  ability: AppAbility,
  context: Pick<AuthContext, 'FeatureFlags'>,
  rule: RouteRule,
) => flagsOn(context, rule.flags) && ability.can(rule.action, rule.subject);

/** May this user open this path (spec §2: / always, unknown paths too). */
export function canOpenPath(
  ability: AppAbility,
  context: Pick<AuthContext, 'FeatureFlags'>,
  pathname: string,
) {
  const rule = routeRuleFor(pathname);
  return !rule || rule.path === '/' || allowsRoute(ability, context, rule);
}

/** The menu this user sees: allowed items only, and a submenu only when one of its items is allowed. */
export function visibleMenuEntries(
  ability: AppAbility,
  context: Pick<AuthContext, 'FeatureFlags'>,
): MenuEntry[] {
  return menuEntries.flatMap((entry): MenuEntry[] => {
    if (!isMenuGroup(entry)) return allowsRoute(ability, context, entry) ? [entry] : [];
    if (!flagsOn(context, entry.flags)) return [];
    const items = entry.items.filter((item) => allowsRoute(ability, context, item));
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}
