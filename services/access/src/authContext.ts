/** Feature flags of spec §3/§6. Absent means off. */
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

export type Mode = 'production' | 'staging-build' | 'development' | 'local';

/** The authorization context of spec §3 ("Auth context / session"), as far as this slice needs it. */
export interface AuthContext {
  authenticatedUserId: string;
  /** The user acted as: differs from authenticatedUserId while masquerading. */
  workingUserId: string;
  displayName: string;
  Roles: { slug: string }[];
  FeatureFlags: FeatureFlags;
  workgroupPermissions: { id: string; permission: number }[];
  progressStepId: number | null;
  mode: Mode;
}

export const hasRole = (context: AuthContext, ...slugs: string[]) =>
  context.Roles.some((role) => slugs.includes(role.slug));
