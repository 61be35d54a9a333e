import { hasRole, rightsBeyond } from '@tams/access';
import type { Context } from 'koa';
import type { RequestState } from '../context.js';
import { ForbiddenError } from '../http/errors.js';
import type { Row } from '../resources/recordReads.js';

export const isAdministrator = (user: Row | undefined) =>
  Array.isArray(user?.Roles) && (user.Roles as string[]).includes('admin');

/**
 * Who may give whom which roles (issue 15): nobody changes their own roles (signed in or acted as); only
 * an administrator grants or takes away the admin role, changes an administrator, or grants a role that
 * carries rights the granter's own ability lacks (rightsBeyond: academicOpsAdmin may make faculty members
 * and schedulers, not financial reporting users). Taking away another role is no escalation.
 */
export function checkRoleChange(ctx: Context, values: Record<string, unknown>, current?: Row): void {
  const { auth, ability } = ctx.state as RequestState;
  if (!auth) return;
  const requested = Array.isArray(values.Roles) ? (values.Roles as string[]) : undefined;
  const held = Array.isArray(current?.Roles) ? (current.Roles as string[]) : [];
  const granted = requested?.filter((role) => !held.includes(role)) ?? [];
  const changes = requested !== undefined && (granted.length > 0 || held.some((r) => !requested.includes(r)));
  const isSelf = current && [auth.authenticatedUserId, auth.workingUserId].includes(current.id);
  if (changes && isSelf) throw new ForbiddenError({ Roles: 'You cannot change your own roles' });
  if (hasRole(auth, 'admin')) return;
  if (granted.includes('admin') || isAdministrator(current)) {
    throw new ForbiddenError({
      Roles: 'Only an administrator may grant the admin role or change an administrator',
    });
  }
  for (const role of granted) {
    const beyond = rightsBeyond(ability, auth, role);
    if (beyond.length > 0) {
      throw new ForbiddenError({
        Roles: `Only an administrator may grant ${role}: it allows ${beyond.slice(0, 3).join(', ')}, which you may not`,
      });
    }
  }
}
