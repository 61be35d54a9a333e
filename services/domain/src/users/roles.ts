/** Role slugs of spec §1, in the spec's order. */
export const roleSlugs = [
  'admin',
  'academicOpsAdmin',
  'academicAffairsApprover',
  'businessOfficeAdmin',
  'financialReportingUser',
  'reportingUser',
  'sectionScheduler',
  'effortContributor',
  'effortManager',
  'faculty',
] as const;

export type RoleSlug = (typeof roleSlugs)[number];
