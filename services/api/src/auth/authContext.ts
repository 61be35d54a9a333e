import {
  type AuthContext,
  type FacultyPageFlagName,
  facultyPageFlagNames,
  featureFlagNames,
  type WorkgroupPermission,
} from '@tams/access';
import type { Config } from '@tams/platform';
import { sql } from 'kysely';

/** FeatureFlags and the faculty pages' flags of the auth context (spec §3), from the configuration. */
export function authContextFlags(config: Pick<Config, 'featureFlags'>) {
  const flags = config.featureFlags;
  return {
    FeatureFlags: Object.fromEntries(featureFlagNames.map((name) => [name, flags[name] === true])),
    ...(Object.fromEntries(facultyPageFlagNames.map((name) => [name, flags[name] === true])) as Record<
      FacultyPageFlagName,
      boolean
    >),
  };
}

/**
 * The columns of the working user (alias `w`) an auth context is made of, with their workgroup rights and
 * the progress step of the period they work in.
 */
export const workingUserColumns = sql`
  w.id as working_user_id, w."displayName", w."firstName", w."lastName", w."Roles",
  coalesce((
    select json_agg(json_build_object('id', m."WorkgroupId", 'permission', m.permission) order by m."WorkgroupId")
    from "workgroupMemberships" m where m."UserId" = w.id
  ), '[]'::json) as workgroups,
  coalesce(
    (select p."progressStep" from "academicPeriods" p where p.id = w."WorkingAcademicPeriodId"),
    (select p."progressStep" from "academicPeriods" p where p."isSystemActive" limit 1)
  ) as progress_step`;

export interface AuthContextRow {
  authenticated_user_id: string;
  working_user_id: string;
  displayName: string | null;
  firstName: string;
  lastName: string;
  Roles: string[];
  workgroups: WorkgroupPermission[];
  /** The working period's progress step (null without a period). */
  progress_step: number | null;
}

export function authContextFromRow(
  row: AuthContextRow,
  config: Pick<Config, 'mode' | 'featureFlags' | 'version'>,
): AuthContext {
  return {
    authenticatedUserId: row.authenticated_user_id,
    workingUserId: row.working_user_id,
    displayName: row.displayName || `${row.firstName} ${row.lastName}`,
    Roles: row.Roles.map((slug) => ({ slug })),
    ...authContextFlags(config),
    workgroupPermissions: row.workgroups,
    // the working period's step (its own, else the system's active period's): workgroup rights start at 6
    progressStepId: row.progress_step,
    version: config.version,
    mode: config.mode,
  };
}
