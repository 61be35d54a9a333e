/**
 * The report types of spec §3: ten builders over a read model each, and snapshots of their rows; and the
 * instructor costs (DESIGN §17), whose rows need FinancialData.
 */
export const reportTypes = [
  'CoursesBuilder',
  'CourseOfferingsBuilder',
  'InstructorsBuilder',
  'InstructorWorkloadsBuilder',
  'InstructorCostsBuilder',
  'SectionsBuilder',
  'SectionSchedulesBuilder',
  'SnapshotReport',
  'TeachingAssignmentsBuilder',
  'TeachingPreferencesBuilder',
  'TeachingPreferenceSubmissionsBuilder',
  'UsersBuilder',
] as const;
export type ReportType = (typeof reportTypes)[number];

export const isReportType = (value: unknown): value is ReportType =>
  typeof value === 'string' && (reportTypes as readonly string[]).includes(value);

/** Builders: every type but the snapshot, whose columns are those of the report it froze. */
export type BuilderType = Exclude<ReportType, 'SnapshotReport'>;
