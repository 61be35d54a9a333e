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
];

/** What a teaching assignment shows in, besides the assignments themselves. */
export const teachingAssignmentQueryPrefixes = [
  'teachingAssignments',
  'sections',
  ...workloadQueryPrefixes,
  key('mySchedule'),
  key('mySharedTeaching'),
  key('schedule'),
];

/**
 * Besides a resource's own reads, the custom queries that show its records (a `resourceChanged` names
 * read models, not pages).
 */
export const alsoShownIn: Record<string, string[]> = {
  teachingAssignments: teachingAssignmentQueryPrefixes,
  administrativeAssignments: [...workloadQueryPrefixes, key('adminAssignmentsMine')],
  financialData: workloadQueryPrefixes,
  // an instructor's totals row: what shows their load (the instructors list is computed, not a table)
  instructorWorkloads: workloadQueryPrefixes,
  // a profile's type (required points), active flag and qualifications rank the suggestions
  facultyProfiles: ['instructors', 'suggestedAssignees'],
  instructorTypes: workloadQueryPrefixes,
  sections: [
    key('myWorkload'),
    key('mySchedule'),
    key('mySharedTeaching'),
    key('schedule'),
    key('dashboard'),
  ],
  meetings: [key('mySchedule'), key('schedule')],
};
