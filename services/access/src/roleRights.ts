import { type AppAbility, defineAbilityFor } from './ability.js';
import type { AuthContext } from './authContext.js';
import { actions, type Subject, subjects } from './subjects.js';

/**
 * The faculty pages: each shows the user their own records, a right over nobody else's, so holding one is
 * no right a granter needs to hold too (an operations admin makes faculty members).
 */
const ownRecordSubjects = new Set<Subject>([
  'MyAdvancedTeachingEffort',
  'MySharedTeaching',
  'MySectionAssignment',
  'MySchedule',
  'MyTeachingPreference',
  'MyAdminAssignment',
]);

/** The ability a user of `context` would have with `roles` instead of theirs (and no workgroup rights). */
export const abilityWithRoles = (context: AuthContext, roles: readonly string[]): AppAbility =>
  defineAbilityFor({ ...context, Roles: roles.map((slug) => ({ slug })), workgroupPermissions: [] });

/**
 * What `holder` may do that `granter` may not ("read FinancialData"), rights over one's own records left
 * aside. Empty: the holder's ability is within the granter's.
 */
export function abilityRightsBeyond(holder: AppAbility, granter: AppAbility): string[] {
  return subjects
    .filter((subject) => !ownRecordSubjects.has(subject))
    .flatMap((subject) =>
      actions
        .filter((action) => holder.can(action, subject) && !granter.can(action, subject))
        .map((action) => `${action} ${subject}`),
    );
}

/**
 * What `role` lets its holder do that `granter` may not, under the same flags and mode: the rights a
 * grant of the role would hand out beyond the granter's own. Empty: granting it gives nobody more than the
 * granter has.
 */
export const rightsBeyond = (granter: AppAbility, context: AuthContext, role: string): string[] =>
  abilityRightsBeyond(abilityWithRoles(context, [role]), granter);

/**
 * What acting as a user with `workingRoles` would let someone signed in with `signedInRoles` do beyond
 * their own rights (DESIGN §20), under the same flags and mode: an operations admin may become a faculty
 * member, not a financial reporting user. Empty for an administrator, who may act as any non-admin.
 */
export function masqueradeRightsBeyond(
  context: AuthContext,
  signedInRoles: readonly string[],
  workingRoles: readonly string[],
): string[] {
  if (signedInRoles.includes('admin')) return [];
  return abilityRightsBeyond(
    abilityWithRoles(context, workingRoles),
    abilityWithRoles(context, signedInRoles),
  );
}

/**
 * Masquerade (DESIGN §9, §20), judged again on every request: the signed-in user's own roles must let them
 * masquerade (`masquerade` on User), the user acted as may not be an administrator, and their roles may
 * give nothing beyond the signed-in user's own rights.
 */
export function masqueradeAllowed(
  context: AuthContext,
  signedInRoles: readonly string[],
  workingRoles: readonly string[],
): boolean {
  return (
    abilityWithRoles(context, signedInRoles).can('masquerade', 'User') &&
    !workingRoles.includes('admin') &&
    masqueradeRightsBeyond(context, signedInRoles, workingRoles).length === 0
  );
}
