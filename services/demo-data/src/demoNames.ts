/** Names of the demo users per role (username = role slug, spec §1). */
export const roleUsers: Record<string, [string, string]> = {
  admin: ['Avery', 'Admin'],
  academicOpsAdmin: ['Olivia', 'Operations'],
  academicAffairsApprover: ['Aaron', 'Approver'],
  businessOfficeAdmin: ['Bianca', 'Business'],
  financialReportingUser: ['Felix', 'Finance'],
  reportingUser: ['Riley', 'Reports'],
  sectionScheduler: ['Sam', 'Scheduler'],
  effortContributor: ['Casey', 'Contributor'],
  effortManager: ['Morgan', 'Manager'],
  faculty: ['Frances', 'Faculty'],
};

export const facultyFirstNames = [
  'Ada',
  'Ben',
  'Chen',
  'Dana',
  'Elif',
  'Femi',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kavya',
  'Liam',
];
export const facultyLastNames = [
  'Okafor',
  'Lindqvist',
  'Haddad',
  'Moreau',
  'Tanaka',
  'Novak',
  'Silva',
  'Kowalski',
  'Mensah',
  'Rossi',
];
