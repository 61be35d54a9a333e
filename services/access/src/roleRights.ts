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
 * What `role` lets its holder do that `granter` may not ("read FinancialData"), under the same flags and
 * mode: the rights a grant of the role would hand out beyond the granter's own. Empty: granting it gives
 * nobody more than the granter has.
 */
export function rightsBeyond(granter: AppAbility, context: AuthContext, role: string): string[] {
  const holder = abilityWithRoles(context, [role]);
  return subjects
    .filter((subject) => !ownRecordSubjects.has(subject))
    .flatMap((subject) =>
      actions
        .filter((action) => holder.can(action, subject) && !granter.can(action, subject))
        .map((action) => `${action} ${subject}`),
    );
}

/**
 * Masquerade (DESIGN §9), judged again on every request: the signed-in user's own roles must let them
 * masquerade (`masquerade` on User), and the user acted as may not be an administrator.
 */
export function masqueradeAllowed(
  context: AuthContext,
  signedInRoles: readonly string[],
  workingRoles: readonly string[],
): boolean {
  return (
    abilityWithRoles(context, signedInRoles).can('masquerade', 'User') && !workingRoles.includes('admin')
  );
}
