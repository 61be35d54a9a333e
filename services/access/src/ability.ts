import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';
import { type AuthContext, hasRole } from './authContext.js';

export type Action = 'manage' | 'create' | 'read' | 'update' | 'delete' | 'merge' | 'approve' | 'assign';
export type Subject =
  | 'all'
  | 'AcademicPeriod'
  | 'AcademicTermType'
  | 'Administration'
  | 'Configuration'
  | 'Course'
  | 'CourseOffering'
  | 'Dashboard'
  | 'DataExport'
  | 'DeveloperItem'
  | 'User'
  | 'Workgroup';
export type AppAbility = MongoAbility<[Action, Subject]>;

/**
 * The CASL ability of one request (DESIGN §9), from spec §6 for the subjects built so far. The API checks
 * it on every route and field; the web uses the same function for menus and guards. Identity and access
 * (the next issue) completes the table for every subject of spec §6.
 *
 * Two reads are granted beyond the spec's manage rules, because every signed-in user's screens need them:
 * academic periods (the working-period control and "My" pages are scoped by period) and reference data
 * such as term types (value lists of forms). Changing them keeps the spec's rules.
 */
export function defineAbilityFor(context: AuthContext | undefined): AppAbility {
  const { can, cannot, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  if (!context) return build();
  const flags = context.FeatureFlags;
  const is = (...slugs: string[]) => hasRole(context, ...slugs);

  can('read', 'Dashboard');
  can('read', ['AcademicPeriod', 'AcademicTermType']);

  if (is('admin', 'academicOpsAdmin')) can('manage', ['AcademicPeriod', 'Workgroup', 'User']);
  // `manage` means every action, merge included: refuse it explicitly without the flag
  if (!flags.userMergeEnabled) cannot('merge', 'User');
  if (!flags.aemEnabled) cannot('manage', 'AcademicPeriod', ['useAdvancedEffort']);

  if (is('admin')) {
    can('manage', 'Administration');
    can('manage', ['Configuration', 'AcademicTermType']);
    can('read', ['Course', 'CourseOffering']);
    if (context.mode === 'local' || context.mode === 'development') can('manage', 'DeveloperItem');
  }
  if (is('academicOpsAdmin')) can('manage', ['Course', 'CourseOffering']);
  if (flags.exportsEnabled) {
    if (is('admin', 'academicOpsAdmin')) can('manage', 'DataExport');
    if (is('reportingUser')) can(['create', 'read'], 'DataExport');
  }
  if (is('academicOpsAdmin', 'financialReportingUser')) can('read', 'Administration');

  return build();
}
