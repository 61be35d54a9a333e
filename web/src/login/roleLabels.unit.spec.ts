import { describe, expect, it } from 'vitest';
import { type DevUser, groupByRole } from './roleLabels';

const user = (username: string, Roles: string[]): DevUser => ({
  id: username,
  username,
  displayName: null,
  firstName: username,
  lastName: 'Demo',
  Roles,
  isFaculty: Roles.includes('faculty'),
});

describe('groupByRole', () => {
  it("groups users by role in the spec's order, usernames in natural order", () => {
    const groups = groupByRole([
      user('faculty10', ['faculty']),
      user('faculty2', ['faculty']),
      user('admin', ['admin']),
      user('both', ['faculty', 'academicOpsAdmin']),
    ]);
    expect(groups.map((group) => group.label)).toEqual([
      'Administrator',
      'Academic Operations Admin',
      'Faculty',
    ]);
    expect(groups[2]!.users.map((member) => member.username)).toEqual(['both', 'faculty2', 'faculty10']);
  });
});
