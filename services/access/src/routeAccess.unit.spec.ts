import { describe, expect, it } from 'vitest';
import { defineAbilityFor } from './ability.js';
import type { AuthContext } from './authContext.js';
import {
  canOpenPath,
  isMenuGroup,
  menuEntries,
  routeRuleFor,
  routeRules,
  visibleMenuEntries,
} from './routeAccess.js';
import { specRoles } from './specTable.js';

const contextOf = (roles: string[], flags: AuthContext['FeatureFlags'] = {}): AuthContext => ({
  authenticatedUserId: 'u',
  workingUserId: 'u',
  displayName: 'U',
  Roles: roles.map((slug) => ({ slug })),
  FeatureFlags: flags,
  workgroupPermissions: [],
  progressStepId: null,
  version: '2025.5.0',
  mode: 'local',
  mySharedTeachingEnabled: true,
  myTeachingPreferencesEnabled: true,
  myTeachingAssignmentsEnabled: true,
  myScheduleEnabled: true,
});
const opens = (roles: string[], path: string, flags?: AuthContext['FeatureFlags']) => {
  const context = contextOf(roles, flags);
  return canOpenPath(defineAbilityFor(context), context, path);
};

describe('route rules (spec §2 menu tables, §6 route access)', () => {
  it('lists every path of the spec once, in the menu order', () => {
    const paths = routeRules.map((rule) => rule.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(menuEntries.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Course Catalog',
      'Course Offerings',
      'Sections Offered',
      'Schedule',
      'Admin Assignments',
      'Effort Management',
      'Section Assignments',
      'My Workload',
      'My Shared Teaching',
      'My Schedule',
      'My Admin Assignments',
      'My Teaching Preferences',
      'My Teaching',
      'My Effort',
      'Instructors',
      'Reports',
      'History',
      'Data Services',
      'Administration',
      'Configuration',
      'Developer',
    ]);
  });

  it('guards a path by the rule with the longest matching run of segments', () => {
    expect(routeRuleFor('/users/merge')?.label).toBe('Merge Users');
    expect(routeRuleFor('/users/0190/show')?.label).toBe('Users');
    expect(routeRuleFor('/reports/admin/x')?.label).toBe('Custom Reports');
    expect(routeRuleFor('/reports/42')?.label).toBe('Reports');
    expect(routeRuleFor('/effort/timeline/position/7')?.label).toBe('Effort Timeline');
    expect(routeRuleFor('/')?.label).toBe('Dashboard');
    // a prefix of a segment is not the segment
    expect(routeRuleFor('/usersX')).toBeUndefined();
    expect(routeRuleFor('/academicTerms/1')).toBeUndefined();
  });

  it('allows / and unknown paths to everyone, and the rest by ability and feature flags', () => {
    expect(opens(['faculty'], '/')).toBe(true);
    expect(opens(['faculty'], '/no/such/page')).toBe(true);
    expect(opens(['faculty'], '/academicPeriods')).toBe(false);
    expect(opens(['academicOpsAdmin'], '/academicPeriods')).toBe(true);
    expect(opens(['admin'], '/users/merge')).toBe(false);
    expect(opens(['admin'], '/users/merge', { userMergeEnabled: true })).toBe(true);
    expect(opens(['effortManager'], '/effort/import')).toBe(false);
    expect(opens(['effortManager'], '/effort/import', { aemEnabled: true })).toBe(true);
    expect(opens(['faculty'], '/effort/myEffort', { aemEnabled: true })).toBe(false);
    expect(opens(['faculty'], '/effort/myEffort', { aemEnabled: true, aemEnabledFaculty: true })).toBe(true);
  });
});

describe('effort routes (spec §2 Effort submenu, §4 flags, §6 route access), every role × aem flags', () => {
  const readers = ['admin', 'effortContributor', 'effortManager'];
  const faculty = ['faculty'];
  /** Who opens each effort path with aemEnabled (and, for the faculty pages, aemEnabledFaculty) on. */
  const openers: Record<string, { roles: string[]; needsFacultyFlag?: true }> = {
    '/effort': { roles: readers }, // read Effort
    '/effort/import': { roles: ['effortManager'] }, // create EffortImport
    '/effort/classificationRules': { roles: ['effortManager'] }, // update EffortRule
    '/effort/categories': { roles: readers }, // read EffortCategory
    '/effort/costCenterDescriptions': { roles: readers }, // read Effort
    '/effort/types': { roles: readers }, // read EffortType
    '/effort/payPeriods': { roles: readers }, // read EffortPayPeriod
    '/effort/timeline/position/P-100': { roles: readers }, // read EffortTimeline (beyond §6)
    '/effort/myTeaching': { roles: faculty, needsFacultyFlag: true }, // MyAdvancedTeachingEffort
    '/effort/myEffort': { roles: faculty, needsFacultyFlag: true }, // §4: aemEnabled and aemEnabledFaculty
  };
  const flagCases = [
    { aemEnabled: false, aemEnabledFaculty: false },
    { aemEnabled: false, aemEnabledFaculty: true },
    { aemEnabled: true, aemEnabledFaculty: false },
    { aemEnabled: true, aemEnabledFaculty: true },
  ];

  it('every effort path of the spec has a rule of its own', () => {
    for (const path of Object.keys(openers)) expect(routeRuleFor(path)?.flags, path).toContain('aemEnabled');
  });

  for (const flags of flagCases) {
    it(`aemEnabled=${flags.aemEnabled} aemEnabledFaculty=${flags.aemEnabledFaculty}`, () => {
      const wrong: string[] = [];
      for (const role of specRoles) {
        for (const [path, rule] of Object.entries(openers)) {
          const expected =
            flags.aemEnabled &&
            (!rule.needsFacultyFlag || flags.aemEnabledFaculty) &&
            rule.roles.includes(role);
          const actual = opens([role], path, flags);
          if (actual !== expected) wrong.push(`${role} ${path}: expected ${expected}, got ${actual}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('the Effort Management submenu shows exactly the allowed items', () => {
    const flags = { aemEnabled: true, aemEnabledFaculty: true };
    const effortMenu = (role: string) => {
      const context = contextOf([role], flags);
      const group = visibleMenuEntries(defineAbilityFor(context), context).find(
        (entry) => entry.label === 'Effort Management',
      );
      return group && isMenuGroup(group) ? group.items.map((item) => item.label) : [];
    };
    const readerItems = [
      'Overview',
      'Effort Categories',
      'Cost Center Descriptions',
      'Effort Types',
      'Pay Periods',
    ];
    expect(effortMenu('effortManager')).toEqual([
      'Overview',
      'Import Effort',
      'Classification Rules',
      ...readerItems.slice(1),
    ]);
    expect(effortMenu('effortContributor')).toEqual(readerItems);
    expect(effortMenu('admin')).toEqual(readerItems);
    expect(effortMenu('faculty')).toEqual([]);
    const offContext = contextOf(['effortManager'], { aemEnabled: false });
    expect(visibleMenuEntries(defineAbilityFor(offContext), offContext).map((e) => e.label)).not.toContain(
      'Effort Management',
    );
  });
});
