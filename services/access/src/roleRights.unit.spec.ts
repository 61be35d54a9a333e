import { describe, expect, it } from 'vitest';
import { type AuthContext, defineAbilityFor, masqueradeAllowed, rightsBeyond } from './index.js';
import { specRoles } from './specTable.js';

const contextOf = (roles: string[], flags: AuthContext['FeatureFlags'] = {}): AuthContext => ({
  authenticatedUserId: 'u1',
  workingUserId: 'u1',
  displayName: 'Test',
  Roles: roles.map((slug) => ({ slug })),
  FeatureFlags: flags,
  workgroupPermissions: [],
  progressStepId: null,
  version: 'test',
  mode: 'local',
  mySharedTeachingEnabled: true,
  myTeachingPreferencesEnabled: true,
  myTeachingAssignmentsEnabled: true,
  myScheduleEnabled: true,
});

/** The roles a granter with `roles` may grant without handing out rights they lack. */
const grantable = (roles: string[], flags: AuthContext['FeatureFlags'] = {}) => {
  const context = contextOf(roles, flags);
  const ability = defineAbilityFor(context);
  return specRoles.filter((role) => rightsBeyond(ability, context, role).length === 0);
};

describe('rightsBeyond: what granting a role would hand out beyond the granter', () => {
  it("academicOpsAdmin grants only roles within their own rights (faculty pages are one's own records)", () => {
    expect(grantable(['academicOpsAdmin'], { aemEnabled: true, exportsEnabled: true })).toEqual([
      'academicOpsAdmin',
      'businessOfficeAdmin',
      'reportingUser',
      'sectionScheduler',
      'faculty',
    ]);
  });

  it('names the rights: financialReportingUser carries FinancialData', () => {
    const context = contextOf(['academicOpsAdmin']);
    expect(rightsBeyond(defineAbilityFor(context), context, 'financialReportingUser')).toContain(
      'manage FinancialData',
    );
  });
});

describe('masqueradeAllowed', () => {
  it("is the signed-in user's own right, never as an administrator", () => {
    const context = { ...contextOf(['faculty']), workingUserId: 'u2' };
    expect(masqueradeAllowed(context, ['academicOpsAdmin'], ['faculty'])).toBe(true);
    expect(masqueradeAllowed(context, ['admin'], ['faculty'])).toBe(true);
    expect(masqueradeAllowed(context, ['admin'], ['faculty', 'admin'])).toBe(false);
    expect(masqueradeAllowed(context, ['faculty'], ['faculty'])).toBe(false);
  });

  it("is only as a user whose roles give nothing beyond the masquerader's own (DESIGN §20); admin: any non-admin", () => {
    const context = { ...contextOf(['faculty'], { aemEnabled: true }), workingUserId: 'u2' };
    for (const role of ['financialReportingUser', 'effortManager', 'academicAffairsApprover'])
      expect(masqueradeAllowed(context, ['academicOpsAdmin'], [role]), role).toBe(false);
    expect(masqueradeAllowed(context, ['academicOpsAdmin'], ['faculty', 'sectionScheduler'])).toBe(true);
    expect(masqueradeAllowed(context, ['admin'], ['financialReportingUser', 'effortManager'])).toBe(true);
  });
});
