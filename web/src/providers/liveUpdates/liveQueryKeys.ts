/**
 * Query keys of the pages that read a custom endpoint (not a react-admin resource). Live updates and the
 * cache rules refresh them by these prefixes, so a page must start its query key with its prefix, e.g.
 * `useQuery({ queryKey: [...liveQueryKeys.myWorkload, periodId], ... })`.
 */
export const liveQueryKeys = {
  myWorkload: ['myWorkload'],
  mySchedule: ['mySchedule'],
  mySharedTeaching: ['mySharedTeaching'],
  adminAssignmentsMine: ['adminAssignmentsMine'],
  instructorWorkload: ['instructorWorkload'],
  dashboard: ['dashboard'],
  schedule: ['schedule'],
  progressSteps: ['progressSteps'],
  progressActions: ['progressActions'],
  workgroupApprovals: ['workgroupApprovals'],
  workgroupApproval: ['workgroupApproval'],
  preferenceSubmissionsMetric: ['preferenceSubmissionsMetric'],
  preferenceAlignmentMetric: ['preferenceAlignmentMetric'],
  instructorCosts: ['instructorCosts'],
} as const;

const key = (name: keyof typeof liveQueryKeys) => liveQueryKeys[name][0];

/** Everything that shows an instructor's points: a teaching or administrative assignment changes them. */
export const workloadQueryPrefixes = [
  'instructors',
  'instructorWorkloads',
  'suggestedAssignees',
  'financialData',
  key('myWorkload'),
  key('instructorWorkload'),
  key('dashboard'),
  key('instructorCosts'),
];

/** A workgroup's plan is its teaching assignments: its approval status and its preference metrics follow them. */
export const planQueryPrefixes = [
  key('workgroupApprovals'),
  key('workgroupApproval'),
  key('preferenceAlignmentMetric'),
  key('preferenceSubmissionsMetric'),
];

/** What a teaching assignment shows in, besides the assignments themselves. */
export const teachingAssignmentQueryPrefixes = [
  'teachingAssignments',
  'sections',
  ...workloadQueryPrefixes,
  key('mySchedule'),
  key('mySharedTeaching'),
  key('schedule'),
  ...planQueryPrefixes,
];
