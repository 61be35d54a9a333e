import { describe, expect, it } from 'vitest';
import { defineAbilityFor } from './ability.js';
import type { AuthContext } from './authContext.js';
import { canOpenPath, menuEntries, routeRuleFor, routeRules } from './routeAccess.js';

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
