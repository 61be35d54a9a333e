import type { QueryClient } from '@tanstack/react-query';
import {
  liveQueryKeys,
  teachingAssignmentQueryPrefixes,
  workloadQueryPrefixes,
} from '../../providers/liveUpdates/liveQueryKeys';

export type RecordChange = 'create' | 'update' | 'delete';

/**
 * Spec §4 "Cache refresh after create, update or delete": which other resources show something of the
 * changed record. react-admin refreshes the changed resource itself; these are the others.
 */
const related: Record<string, (change: RecordChange) => string[]> = {
  // the course shows its offerings; an offering's term modes are read with it
  courseOfferings: (change) => (change === 'update' ? ['offeringTermModes'] : ['courses']),
  // the offering lists its term modes (chips) and sections
  offeringTermModes: () => ['courseOfferings'],
  sections: () => ['courseOfferings'],
  // a section reads its meeting (Meeting, LocationId)
  meetings: () => ['sections'],
  // the section's coverage, the instructor's load (lists, suggestions, my pages), the preference metrics
  teachingAssignments: () => [
    ...teachingAssignmentQueryPrefixes.filter((key) => key !== 'teachingAssignments'),
    'preferenceAlignmentMetric',
    'preferenceSubmissionsMetric',
  ],
  // an instructor's admin points count in their load, so in the suggestions' ranking
  administrativeAssignments: () => [...workloadQueryPrefixes, liveQueryKeys.adminAssignmentsMine[0]],
  // a note hangs on a faculty profile or on teaching preferences (spec §4): what shows the notable
  notes: () => ['facultyProfiles', 'preferenceSubmissions', 'myTeachingPreferences'],
  // spec §4: InstructorEfforts refresh the faculty profile list; under advanced effort the share sets
  // the required points everything with workload shows
  instructorEfforts: () => ['facultyProfiles', 'effort', ...workloadQueryPrefixes],
  // the user shows the profile; a profile's qualifications and active flag rank the suggestions
  facultyProfiles: (change) => [
    'users',
    ...(change === 'update' ? ['suggestedAssignees', 'instructors'] : []),
  ],
};

/** Marks the related resources' cached reads stale, so what shows them is read again. */
export function refreshRelated(queryClient: QueryClient, resource: string, change: RecordChange): void {
  for (const key of related[resource]?.(change) ?? []) {
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
}
