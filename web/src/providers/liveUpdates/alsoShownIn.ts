import { liveQueryKeys, teachingAssignmentQueryPrefixes, workloadQueryPrefixes } from './liveQueryKeys';

// Apart from liveQueryKeys: the cache rules put that module in the initial bundle; this map is for the
// live updates only (the app shell's lazy chunk).
const key = (name: keyof typeof liveQueryKeys) => liveQueryKeys[name][0];

/**
 * Besides a resource's own reads, the custom queries that show its records (a `resourceChanged` names
 * read models, not pages).
 */
/** Pages that read effort (the overview, timeline and "my" pages share one key prefix: `effort`). */
const effortReads = ['effort', 'effortUnclassified', 'instructorEfforts', 'effortPositions'];

export const alsoShownIn: Record<string, string[]> = {
  // an import completing, a rule or type reclassifying, a share set by hand: effort and required points move
  effortImports: [...effortReads, ...workloadQueryPrefixes],
  effortClassKeys: [...effortReads, ...workloadQueryPrefixes],
  instructorEffortShares: [...effortReads, ...workloadQueryPrefixes],
  teachingAssignments: teachingAssignmentQueryPrefixes,
  administrativeAssignments: [...workloadQueryPrefixes, key('adminAssignmentsMine')],
  financialData: workloadQueryPrefixes,
  // an instructor's totals row: what shows their load (the instructors list is computed, not a table)
  instructorWorkloads: workloadQueryPrefixes,
  // a profile's type (required points), active flag and qualifications rank the suggestions
  facultyProfiles: ['instructors', 'suggestedAssignees', key('instructorCosts')],
  instructorTypes: workloadQueryPrefixes,
  sections: [
    key('myWorkload'),
    key('mySchedule'),
    key('mySharedTeaching'),
    key('schedule'),
    key('dashboard'),
    // a section's workgroup and number are part of its workgroup's plan
    key('workgroupApprovals'),
  ],
  meetings: [key('mySchedule'), key('schedule')],
  // the period's step column: its progress, its approvals' status (open at steps 6 and 7) and the dashboard
  academicPeriods: [key('progressSteps'), key('workgroupApprovals'), key('dashboard')],
  progressActions: [key('progressSteps')],
  workgroupApprovals: [key('workgroupApproval'), key('progressSteps')],
  // a submission's status counts in the metrics; its submitted preferences align the assignments
  preferenceSubmissions: [key('preferenceSubmissionsMetric'), key('preferenceAlignmentMetric')],
  // a period's rates: what its instructors cost
  instructorRates: [key('instructorCosts')],
  instructorRateMatrices: ['instructorRates', key('instructorCosts')],
};
