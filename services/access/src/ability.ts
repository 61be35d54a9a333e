import { AbilityBuilder, createMongoAbility, type ForcedSubject, type MongoAbility } from '@casl/ability';
import {
  type AuthContext,
  hasRole,
  isStaff,
  workgroupPermissionBits,
  workgroupRightsStep,
} from './authContext.js';
import type { Action, Subject } from './subjects.js';

/**
 * A record checked against conditions, tagged with its subject (CASL's `subject('Section', row)`).
 * Conditions name its columns: WorkgroupId (sections), UserId (a user's own records).
 */
export type SubjectRecord = { [S in Subject]: ForcedSubject<S> & Record<string, any> }[Subject];
export type AppAbility = MongoAbility<[Action, Subject | SubjectRecord]>;

const effortSubjects = [
  'EffortActual',
  'EffortCategory',
  'EffortRule',
  'EffortType',
  'EffortPayPeriod',
] as const;

/**
 * The CASL ability of one request (DESIGN §9): exactly the rules of spec §6, in its order. The API checks it
 * on every route, field and list; the web uses the same function for menus and route guards.
 * `services/access/src/specTable.unit.spec.ts` checks it against a transcription of spec §6.
 *
 * Beyond spec §6, and why:
 * - every signed-in user reads academic periods and ReferenceData (value lists): the working-period
 *   control, the "My" pages and every form need them; changing them keeps the spec's rules;
 * - every user manages their own UserSetting records (the theme, spec §4);
 * - masquerade is an action on User, so those who manage users (admin, academicOpsAdmin) may masquerade
 *   (DESIGN §9; spec §6 leaves it open), judged by the signed-in user's own roles. Never as an admin: the
 *   masquerade route checks the target;
 * - the sectionScheduler, who manages meetings (Scheduler), reads locations to place them in rooms;
 * - a workgroup member who may assign in a section (bit 2, from step 6) creates, changes and removes the
 *   teaching assignments (SectionAssignment) of their workgroups' sections;
 * - admin, academicOpsAdmin and academicAffairsApprover create ProgressActions (advance, revert), and
 *   academicAffairsApprover and bit-1 holders (on their workgroups) create WorkgroupApprovals: the
 *   progress decider says at which steps;
 * - with aemEnabled, those who read EffortActual (admin, effortContributor, effortManager) read
 *   EffortTimeline: spec §6 route access names it for the position timeline but grants it to no one.
 */
export function defineAbilityFor(context: AuthContext | undefined): AppAbility {
  const { can, cannot, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  if (!context) return build();
  const flags = context.FeatureFlags;
  const is = (...slugs: string[]) => hasRole(context, ...slugs);
  const workgroups = context.workgroupPermissions;
  const holdsWorkgroupPermissions = workgroups.length > 0;
  const workgroupsWith = (bit: number) =>
    workgroups.filter((w) => (w.permission & bit) === bit).map((w) => w.id);

  // AcademicPeriod
  if (is('admin', 'academicOpsAdmin')) can('manage', 'AcademicPeriod');
  can('read', 'AcademicPeriod');
  if (!flags.aemEnabled) cannot('manage', 'AcademicPeriod', ['useAdvancedEffort']);

  // AdminAssignment, AdminAssignmentType. With aemEnabled §6 lets everyone manage them; DESIGN §19 narrows
  // it (productNarrowings): staff manage all, anyone else their own assignments (recorded as reported, counted
  // once approved) and reads the types. Approving one is `approve` (staff; bit 1 of the member's workgroup)
  if (flags.aemEnabled) {
    if (isStaff(context)) can('manage', ['AdminAssignment', 'AdminAssignmentType']);
    // not `manage`: that would cover approving one's own
    can(['create', 'read', 'update', 'delete'], 'AdminAssignment', { UserId: context.workingUserId });
    can('read', 'AdminAssignmentType');
    const approvers = workgroupsWith(workgroupPermissionBits.approve);
    if (approvers.length > 0)
      can('approve', 'AdminAssignment', { InstructorWorkgroupIds: { $in: approvers } });
  } else {
    if (is('admin', 'academicOpsAdmin')) can('manage', ['AdminAssignment', 'AdminAssignmentType']);
    if (is('academicAffairsApprover')) can('read', 'AdminAssignment');
  }
  if (holdsWorkgroupPermissions) can('read', ['AdminAssignment', 'AdminAssignmentType']);

  // Administration
  if (is('admin')) can('manage', 'Administration');
  if (is('academicOpsAdmin', 'financialReportingUser')) can('read', 'Administration');

  // ApiKey, Clone, Configuration
  if (flags.apiEnabled && is('admin', 'academicOpsAdmin')) can('manage', 'ApiKey');
  if (is('admin', 'academicOpsAdmin')) can('manage', 'Clone');
  if (is('admin')) can('manage', ['Configuration', 'ReferenceData']);
  can('read', 'ReferenceData');

  // Course, CourseOffering, Dashboard
  if (is('admin')) can('read', ['Course', 'CourseOffering']);
  if (is('academicOpsAdmin')) can('manage', ['Course', 'CourseOffering']);
  can('read', 'Dashboard');

  // DataExport, DataServices, DeveloperItem
  if (flags.exportsEnabled) {
    if (is('admin', 'academicOpsAdmin')) can('manage', 'DataExport');
    if (is('reportingUser')) can(['create', 'read'], 'DataExport');
  }
  if (flags.dataServicesEnabled && is('admin', 'academicOpsAdmin')) can('manage', 'DataServices');
  if (is('admin') && (context.mode === 'local' || context.mode === 'development'))
    can('manage', 'DeveloperItem');

  // Effort subjects need aemEnabled; EffortImport does not
  if (flags.aemEnabled) {
    if (is('admin')) {
      can('read', [...effortSubjects, 'Effort']);
      can('manage', 'EffortPayPeriod');
    }
    if (is('effortContributor')) can('read', [...effortSubjects, 'Effort']);
    if (is('effortManager')) {
      can('manage', [...effortSubjects]);
      can('read', 'Effort');
    }
    // beyond §6 (productExtensions): the position timeline charts EffortActual rows
    if (is('admin', 'effortContributor', 'effortManager')) can('read', 'EffortTimeline');
  }
  if (is('admin', 'effortContributor')) can('read', 'EffortImport');
  if (is('effortManager')) can('manage', 'EffortImport');

  // Email, FinancialData, Instructor, Location
  if (is('admin', 'academicOpsAdmin')) can('manage', ['Email', 'Instructor', 'Location']);
  if (is('financialReportingUser')) can('manage', 'FinancialData');
  if (is('businessOfficeAdmin', 'financialReportingUser')) can('read', 'Instructor');

  // Faculty pages, each behind its flag
  if (is('faculty')) {
    if (flags.aemEnabled && flags.aemEnabledFaculty) can('read', 'MyAdvancedTeachingEffort');
    if (context.mySharedTeachingEnabled) can('read', 'MySharedTeaching');
    if (context.myTeachingAssignmentsEnabled) can('read', ['MySectionAssignment', 'MyAdminAssignment']);
    if (context.myScheduleEnabled) can('read', 'MySchedule');
    if (context.myTeachingPreferencesEnabled) can('manage', 'MyTeachingPreference');
  }

  // beyond §6 (productExtensions): auditors and planners read the department as of an instant; what
  // each sees of the past is still filtered by what they may read now (DESIGN §16)
  if (is('admin', 'academicOpsAdmin', 'academicAffairsApprover', 'reportingUser')) can('read', 'History');

  // Report, Scheduler
  if (is('admin', 'academicOpsAdmin')) can('manage', 'Report');
  if (is('reportingUser')) can(['create', 'read'], 'Report');
  if (is('admin', 'academicOpsAdmin', 'sectionScheduler')) can('manage', 'Scheduler');
  // beyond §6: a scheduler places meetings in rooms, so reads the rooms (productExtensions)
  if (is('sectionScheduler')) can('read', 'Location');

  // SectionAssignment
  if (is('admin')) can('read', 'SectionAssignment');
  if (is('academicOpsAdmin')) can('manage', 'SectionAssignment');
  if (is('academicAffairsApprover')) can(['read', 'approve'], 'SectionAssignment');
  if (holdsWorkgroupPermissions) can('read', 'SectionAssignment');

  // Section, with the workgroup rights (assign: bit 2, approve: bit 1, from step 6)
  if (is('admin', 'academicOpsAdmin')) can('manage', 'Section');
  if (is('sectionScheduler', 'academicAffairsApprover')) can('read', 'Section');
  if (holdsWorkgroupPermissions)
    can('read', 'Section', { WorkgroupId: { $in: workgroups.map((w) => w.id) } });
  if ((context.progressStepId ?? 0) >= workgroupRightsStep) {
    const assign = workgroupsWith(workgroupPermissionBits.assign);
    const approve = workgroupsWith(workgroupPermissionBits.approve);
    if (assign.length > 0) {
      can('assign', 'Section', { WorkgroupId: { $in: assign } });
      // beyond §6 (productExtensions): assigning in a section is writing its teaching assignments
      can(['create', 'update', 'delete'], 'SectionAssignment', { WorkgroupId: { $in: assign } });
    }
    if (approve.length > 0) can('approve', 'Section', { WorkgroupId: { $in: approve } });
  }

  // User (merge only with userMergeEnabled: `manage` covers every action, so refuse it explicitly)
  if (is('admin', 'academicOpsAdmin')) can('manage', 'User');
  if (!flags.userMergeEnabled) cannot('merge', 'User');
  can('manage', 'UserSetting', { UserId: context.workingUserId });

  // ProgressAction, WorkgroupApproval, Workgroup
  if (is('admin', 'academicOpsAdmin', 'academicAffairsApprover')) can('read', 'ProgressAction');
  // beyond §6 (productExtensions): moving a period's steps; which role may move it from which step is
  // the progress decider's (services/domain/src/progress/progressRules.ts)
  if (is('admin', 'academicOpsAdmin', 'academicAffairsApprover')) can('create', 'ProgressAction');
  if (
    is('businessOfficeAdmin', 'academicAffairsApprover', 'admin', 'academicOpsAdmin') ||
    holdsWorkgroupPermissions
  )
    can('read', 'WorkgroupApproval');
  // beyond §6 (productExtensions): approving a workgroup's plan is creating a WorkgroupApproval, for those
  // §6 lets approve (SectionAssignment: academicAffairsApprover; Section: bit 1 on that workgroup). The
  // step is the approved period's, not the working one's: the progress decider checks it
  if (is('academicAffairsApprover')) can('create', 'WorkgroupApproval');
  const approvers = workgroupsWith(workgroupPermissionBits.approve);
  if (approvers.length > 0) can('create', 'WorkgroupApproval', { WorkgroupId: { $in: approvers } });
  if (is('admin', 'academicOpsAdmin')) can('manage', 'Workgroup');

  return build();
}
