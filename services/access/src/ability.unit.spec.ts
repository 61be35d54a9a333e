import { describe, expect, it } from 'vitest';
import { defineAbilityFor } from './ability.js';
import type { AuthContext } from './authContext.js';

const context = (slug: string, flags: AuthContext['FeatureFlags'] = {}): AuthContext => ({
  authenticatedUserId: 'u',
  workingUserId: 'u',
  displayName: 'U',
  Roles: [{ slug }],
  FeatureFlags: flags,
  workgroupPermissions: [],
  progressStepId: null,
  mode: 'local',
});

describe('ability (spec §6, subjects of this slice)', () => {
  it('lets admin read courses but not change them; academicOpsAdmin manages them', () => {
    expect(defineAbilityFor(context('admin')).can('read', 'Course')).toBe(true);
    expect(defineAbilityFor(context('admin')).can('create', 'Course')).toBe(false);
    expect(defineAbilityFor(context('academicOpsAdmin')).can('update', 'Course')).toBe(true);
    expect(defineAbilityFor(context('faculty')).can('read', 'Course')).toBe(false);
  });
  it('gives Configuration (term types) to admin only, while everyone reads term types', () => {
    expect(defineAbilityFor(context('admin')).can('create', 'AcademicTermType')).toBe(true);
    expect(defineAbilityFor(context('academicOpsAdmin')).can('create', 'AcademicTermType')).toBe(false);
    expect(defineAbilityFor(context('faculty')).can('read', 'AcademicTermType')).toBe(true);
  });
  it('forbids useAdvancedEffort to everyone unless aemEnabled', () => {
    expect(defineAbilityFor(context('admin')).can('update', 'AcademicPeriod', 'useAdvancedEffort')).toBe(
      false,
    );
    expect(defineAbilityFor(context('admin')).can('update', 'AcademicPeriod', 'name')).toBe(true);
    expect(
      defineAbilityFor(context('admin', { aemEnabled: true })).can(
        'update',
        'AcademicPeriod',
        'useAdvancedEffort',
      ),
    ).toBe(true);
  });
  it('allows exports only with exportsEnabled: admin and academicOpsAdmin manage, reportingUser reads', () => {
    expect(defineAbilityFor(context('admin')).can('read', 'DataExport')).toBe(false);
    expect(defineAbilityFor(context('admin', { exportsEnabled: true })).can('manage', 'DataExport')).toBe(
      true,
    );
    expect(
      defineAbilityFor(context('reportingUser', { exportsEnabled: true })).can('read', 'DataExport'),
    ).toBe(true);
    expect(
      defineAbilityFor(context('reportingUser', { exportsEnabled: true })).can('delete', 'DataExport'),
    ).toBe(false);
    expect(defineAbilityFor(context('faculty', { exportsEnabled: true })).can('read', 'DataExport')).toBe(
      false,
    );
  });

  it('allows nothing to an anonymous request', () => {
    expect(defineAbilityFor(undefined).can('read', 'Dashboard')).toBe(false);
  });
  it('lets only admin and academicOpsAdmin merge users, and only with userMergeEnabled', () => {
    expect(defineAbilityFor(context('academicOpsAdmin')).can('merge', 'User')).toBe(false);
    expect(
      defineAbilityFor(context('academicOpsAdmin', { userMergeEnabled: true })).can('merge', 'User'),
    ).toBe(true);
    expect(defineAbilityFor(context('reportingUser', { userMergeEnabled: true })).can('merge', 'User')).toBe(
      false,
    );
  });
});
