import type {
  academicPeriods,
  academicTerms,
  academicTermTypes,
  administrativeAssignments,
  apiKeys,
  courseOfferings,
  costCenterDescriptions,
  courses,
  effortCategories,
  effortPayPeriods,
  effortRules,
  effortTypes,
  emailTemplates,
  enhancedEffortPositionAssociations,
  facultyProfiles,
  financialData,
  locations,
  meetings,
  notes,
  offeringTermModes,
  referenceDataResource,
  sections,
  settings,
  taxonomies,
  teachingAssignments,
  uploads,
  users,
  userSettings,
  workgroupMemberships,
  workgroups,
} from '@tams/domain';
import type { Kysely } from 'kysely';
import type { SystemActiveAcademicPeriodRow } from './academicPeriods/projection.js';
import type {
  EffortActualTableRow,
  EffortClassKeyRow,
  EffortImportRow,
  InstructorEffortShareRow,
} from './effort/effortTables.js';
import type { RowOf } from './framework/rowOf.js';
import type { InstructorRequiredPointsRow } from './instructors/requiredPointsTable.js';
import type { InstructorWorkloadRow } from './instructors/workloadsTable.js';
import type {
  AcademicPeriodProgressRow,
  ProgressActionTableRow,
  WorkgroupApprovalTableRow,
} from './progress/projection.js';
import type { SavedReportRow } from './reports/savedReportsProjection.js';
import type { DataExportRow, ReportSnapshotRow } from './reports/snapshotsProjection.js';
import type { PreferenceSubmissionRow } from './teachingPreferences/projection.js';
import type { SisImportRow } from './dataServices/sisImportsProjection.js';
import type { EmailMessageRow, EmailSendRow } from './emailInstructors/emailSendsProjection.js';
import type { InstructorRateMatrixRow, InstructorRateRow } from './instructorCosts/ratesTables.js';

/** A value list's row: the fields every value list has (referenceDataResource); some have more. */
export type ValueListRow = RowOf<ReturnType<typeof referenceDataResource>>;

/**
 * The read-model views as queries see them, for a typed Kysely. A simple resource's row derives from its
 * definition (RowOf), as its table does; the other tables' rows are declared beside them. The generic
 * record mechanism (services/api/src/resources) reads tables by name and keeps an untyped Kysely.
 */
export interface ReadModelDatabase {
  academicPeriods: RowOf<typeof academicPeriods>;
  academicPeriodProgress: AcademicPeriodProgressRow;
  academicTerms: RowOf<typeof academicTerms>;
  academicTermTypes: RowOf<typeof academicTermTypes>;
  administrativeAssignments: RowOf<typeof administrativeAssignments>;
  administrativeAssignmentTypes: ValueListRow;
  apiKeys: RowOf<typeof apiKeys>;
  assignmentTypes: ValueListRow;
  costCenterDescriptions: RowOf<typeof costCenterDescriptions>;
  courseOfferings: RowOf<typeof courseOfferings>;
  courses: RowOf<typeof courses>;
  dataExports: DataExportRow;
  divisions: ValueListRow;
  effortActuals: EffortActualTableRow;
  effortCategories: RowOf<typeof effortCategories>;
  effortClassKeys: EffortClassKeyRow;
  effortImports: EffortImportRow;
  effortPayPeriods: RowOf<typeof effortPayPeriods>;
  effortRules: RowOf<typeof effortRules>;
  effortTypes: RowOf<typeof effortTypes>;
  emailMessages: EmailMessageRow;
  emailSends: EmailSendRow;
  emailTemplates: RowOf<typeof emailTemplates>;
  enhancedEffortPositionAssociations: RowOf<typeof enhancedEffortPositionAssociations>;
  facultyProfiles: RowOf<typeof facultyProfiles>;
  financialData: RowOf<typeof financialData>;
  instructorTypes: ValueListRow;
  instructorEffortShares: InstructorEffortShareRow;
  instructorWorkloads: InstructorWorkloadRow;
  instructorRequiredPoints: InstructorRequiredPointsRow;
  instructorRates: InstructorRateRow;
  instructorRateMatrices: InstructorRateMatrixRow;
  locations: RowOf<typeof locations>;
  meetings: RowOf<typeof meetings>;
  notes: RowOf<typeof notes>;
  offeringTermModes: RowOf<typeof offeringTermModes>;
  preferenceSubmissions: PreferenceSubmissionRow;
  progressActions: ProgressActionTableRow;
  ranks: ValueListRow;
  reportSnapshots: ReportSnapshotRow;
  savedReports: SavedReportRow;
  sections: RowOf<typeof sections>;
  settings: RowOf<typeof settings>;
  sisImports: SisImportRow;
  systemActiveAcademicPeriod: SystemActiveAcademicPeriodRow;
  taxonomies: RowOf<typeof taxonomies>;
  teachingAssignments: RowOf<typeof teachingAssignments>;
  teachingModes: ValueListRow;
  uploads: RowOf<typeof uploads>;
  users: RowOf<typeof users>;
  userSettings: RowOf<typeof userSettings>;
  workgroupApprovals: WorkgroupApprovalTableRow;
  workgroupMemberships: RowOf<typeof workgroupMemberships>;
  workgroups: RowOf<typeof workgroups>;
}

/** A Kysely over the read models; the untyped pool's `db` is passed where one is wanted. */
export type ReadModels = Kysely<ReadModelDatabase>;
