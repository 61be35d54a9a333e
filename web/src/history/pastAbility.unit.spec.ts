import type { AuthContext } from '@tams/access';
import { describe, expect, it } from 'vitest';
import { abilityAt } from './pastAbility';

const contextOf = (role: string) =>
  ({
    authenticatedUserId: 'u1',
    workingUserId: 'u1',
    Roles: [{ slug: role }],
    FeatureFlags: {},
    workgroupPermissions: [],
    progressStepId: 6,
  }) as unknown as AuthContext;

const instant = '2026-11-20T10:00:00.000Z';

describe('abilityAt', () => {
  it('lets a reporting user read of the past only what they read now: no plan page (DESIGN §20)', () => {
    const now = abilityAt(contextOf('reportingUser'), null);
    const past = abilityAt(contextOf('reportingUser'), instant);
    expect(now.can('read', 'Section')).toBe(false);
    expect(past.can('read', 'Section')).toBe(false);
    expect(past.can('read', 'Instructor')).toBe(false);
    expect(past.can('read', 'Report')).toBe(true);
    expect(past.can('create', 'Report')).toBe(false);
  });

  it('keeps an admin reading in the past, with every write gone', () => {
    const now = abilityAt(contextOf('admin'), null);
    const past = abilityAt(contextOf('admin'), instant);
    expect(now.can('update', 'Section')).toBe(true);
    expect(past.can('read', 'Section')).toBe(true);
    expect(past.can('update', 'Section')).toBe(false);
    expect(past.can('create', 'AdminAssignment')).toBe(false);
    expect(past.can('approve', 'WorkgroupApproval')).toBe(false);
  });

  it('changes nothing for those who do not read History', () => {
    const ability = abilityAt(contextOf('faculty'), instant);
    expect(ability.can('read', 'History')).toBe(false);
  });
});
