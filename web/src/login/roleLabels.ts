/** How the login page names each role slug (spec §1), in the spec's order. */
export const roleLabels: Record<string, string> = {
  admin: 'Administrator',
  academicOpsAdmin: 'Academic Operations Admin',
  academicAffairsApprover: 'Academic Affairs Approver',
  businessOfficeAdmin: 'Business Office Admin',
  financialReportingUser: 'Financial Reporting User',
  reportingUser: 'Reporting User',
  sectionScheduler: 'Section Scheduler',
  effortContributor: 'Effort Contributor',
  effortManager: 'Effort Manager',
  faculty: 'Faculty',
};

export interface DevUser {
  id: string;
  username: string;
  displayName: string | null;
  firstName: string;
  lastName: string;
  Roles: string[];
  isFaculty: boolean;
}

export interface RoleGroup {
  role: string;
  label: string;
  users: DevUser[];
}

/** Users grouped by role, roles in the spec's order (unknown ones after); a user with two roles is in both. */
export function groupByRole(users: DevUser[]): RoleGroup[] {
  const known = Object.keys(roleLabels);
  const roles = [...new Set(users.flatMap((user) => user.Roles))].sort(
    (a, b) => (known.indexOf(a) + 1 || 99) - (known.indexOf(b) + 1 || 99),
  );
  const byName = (a: DevUser, b: DevUser) => a.username.localeCompare(b.username, 'en-US', { numeric: true });
  return roles.map((role) => ({
    role,
    label: roleLabels[role] ?? role,
    users: users.filter((user) => user.Roles.includes(role)).sort(byName),
  }));
}

export const nameOf = (user: DevUser) => user.displayName || `${user.firstName} ${user.lastName}`;
