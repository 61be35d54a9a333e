/** The subjects of spec §6, and the few this product adds (see ability.ts). */
export const specSubjects = [
  'AcademicPeriod',
  'AdminAssignment',
  'AdminAssignmentType',
  'Administration',
  'ApiKey',
  'Clone',
  'Configuration',
  'Course',
  'CourseOffering',
  'Dashboard',
  'DataExport',
  'DataServices',
  'DeveloperItem',
  'EffortActual',
  'EffortCategory',
  'EffortRule',
  'EffortType',
  'EffortPayPeriod',
  'Effort',
  'EffortImport',
  'EffortTimeline',
  'Email',
  'FinancialData',
  'Instructor',
  'Location',
  'MyAdvancedTeachingEffort',
  'MySharedTeaching',
  'MySectionAssignment',
  'MySchedule',
  'MyTeachingPreference',
  'MyAdminAssignment',
  'Report',
  'Scheduler',
  'SectionAssignment',
  'Section',
  'User',
  'ProgressAction',
  'WorkgroupApproval',
  'Workgroup',
] as const;

/**
 * Added by this product: ReferenceData (value lists such as term types, ranks and divisions: Configuration
 * rules for changes, every signed-in user reads them for forms), UserSetting (each user's own settings) and
 * History (the department as of an instant, DESIGN §16).
 */
export const productSubjects = ['ReferenceData', 'UserSetting', 'History'] as const;

export const subjects = [...specSubjects, ...productSubjects] as const;
export type Subject = (typeof subjects)[number] | 'all';

export const actions = [
  'manage',
  'create',
  'read',
  'update',
  'delete',
  'merge',
  'approve',
  'assign',
  'masquerade',
] as const;
export type Action = (typeof actions)[number];
