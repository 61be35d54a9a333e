/** Feature flags of spec §3/§6 (FeatureFlags of the auth context). Absent means off. */
export const featureFlagNames = [
  'aemEnabled',
  'aemEnabledFaculty',
  'apiEnabled',
  'exportsEnabled',
  'dataServicesEnabled',
  'userMergeEnabled',
  'devEmailsEnabled',
  'auth0Enabled',
] as const;
export type FeatureFlagName = (typeof featureFlagNames)[number];
export type FeatureFlags = Partial<Record<FeatureFlagName, boolean>>;

/** The faculty pages' flags, top-level fields of the auth context (spec §3). */
export const facultyPageFlagNames = [
  'mySharedTeachingEnabled',
  'myTeachingPreferencesEnabled',
  'myTeachingAssignmentsEnabled',
  'myScheduleEnabled',
] as const;
export type FacultyPageFlagName = (typeof facultyPageFlagNames)[number];

export type Mode = 'production' | 'staging-build' | 'development' | 'local';

/** A workgroup the user belongs to and their permission bits in it (1 approve, 2 assign). */
export interface WorkgroupPermission {
  id: string;
  permission: number;
}

/** The authorization context of spec §3 ("Auth context / session"). */
export interface AuthContext extends Record<FacultyPageFlagName, boolean> {
  authenticatedUserId: string;
  /** The user acted as: differs from authenticatedUserId while masquerading. */
  workingUserId: string;
  displayName: string;
  /** The working user's roles. */
  Roles: { slug: string }[];
  FeatureFlags: FeatureFlags;
  workgroupPermissions: WorkgroupPermission[];
  /** The progress step of the working academic period (null until progress steps exist for it). */
  progressStepId: number | null;
  version: string;
  mode: Mode;
}

export const hasRole = (context: Pick<AuthContext, 'Roles'>, ...slugs: string[]) =>
  context.Roles.some((role) => slugs.includes(role.slug));

/**
 * Staff: holds a role other than faculty (DESIGN §19). Under aemEnabled staff manage every administrative
 * assignment and type; a member with no other role manages only their own, as reported ones.
 */
export const isStaff = (context: Pick<AuthContext, 'Roles'>) =>
  context.Roles.some((role) => role.slug !== 'faculty');

export const isMasquerading = (context: Pick<AuthContext, 'authenticatedUserId' | 'workingUserId'>) =>
  context.authenticatedUserId !== context.workingUserId;

/** Workgroup permission bits (spec §9). */
export const workgroupPermissionBits = { approve: 1, assign: 2 } as const;
/** The progress step from which workgroup assign and approve rights take effect (spec §9). */
export const workgroupRightsStep = 6;
