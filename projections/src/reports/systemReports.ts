import { type BuilderType, emptyGridState, type GridState } from '@tams/domain';
import { derivedId } from '@tams/platform';

/** A report shipped with the product (kind `system`): defined here, never in the log, so nobody edits it. */
export interface SystemReport {
  id: string;
  name: string;
  reportType: BuilderType;
  gridState: GridState;
}

const system = (
  key: string,
  name: string,
  reportType: BuilderType,
  state: Partial<GridState>,
): SystemReport => ({
  id: derivedId('systemReport', key),
  name,
  reportType,
  gridState: { ...emptyGridState(), ...state },
});

export const systemReports: readonly SystemReport[] = [
  system('sectionsByWorkgroup', 'Sections by workgroup', 'SectionsBuilder', {
    grouping: ['Workgroup'],
    sorting: [{ id: 'courseNumber', desc: false }],
    columnVisibility: { notes: false, name: false },
  }),
  system('uncoveredSections', 'Sections not fully covered', 'SectionsBuilder', {
    columnFilters: [{ id: 'coverageStatus', value: ['uncovered', 'partial'] }],
    sorting: [{ id: 'courseNumber', desc: false }],
    columnVisibility: { notes: false, name: false },
  }),
  system('facultyWorkload', 'Faculty workload', 'InstructorWorkloadsBuilder', {
    sorting: [{ id: 'pointsRemaining', desc: true }],
  }),
  system('assignmentsByInstructor', 'Teaching assignments by instructor', 'TeachingAssignmentsBuilder', {
    grouping: ['instructorName'],
    sorting: [{ id: 'courseNumber', desc: false }],
  }),
  system(
    'preferenceSubmissionsByStatus',
    'Preference submissions by status',
    'TeachingPreferenceSubmissionsBuilder',
    {
      grouping: ['status'],
    },
  ),
];
