/**
 * The API resources whose reads answer `?asOf=<instant>` (DESIGN §16): the plan's pages (sections and their
 * coverage, assignments, instructors and their workload, workgroup approvals and the step), whose tables keep
 * history; one record or a list. The API refuses `asOf` elsewhere; the web adds it to these reads only.
 */
export const asOfReadResources = [
  'sections',
  'meetings',
  'teachingAssignments',
  'administrativeAssignments',
  'instructors',
  'instructorWorkloads',
  'financialData',
  'facultyProfiles',
  'preferenceSubmissions',
  'workgroupApprovals',
  'progressActions',
] as const;
