import { type AuthContext, isMasquerading } from './authContext.js';

export type RecordChange = 'create' | 'update' | 'delete';

/** Why a write is refused, per field (the 403's `errors`); undefined: the rule allows it. */
export type WriteRefusal = Record<string, string> | undefined;

/**
 * Workgroup membership bits are rights (DESIGN §20): nobody creates, changes or deletes their own membership
 * (signed in or acted as: an operations admin grants bits to others, never to themselves), and nothing done
 * while masquerading grants one (a create or a change).
 */
function workgroupMembershipRule(
  context: AuthContext,
  change: RecordChange,
  membership: Record<string, unknown>,
): WriteRefusal {
  const userId = membership.UserId;
  if (userId === context.authenticatedUserId || userId === context.workingUserId)
    return {
      UserId: 'You cannot create, change or delete your own workgroup membership: ask another administrator',
    };
  if (isMasquerading(context) && change !== 'delete')
    return { permission: 'You cannot grant a workgroup membership while masquerading: sign in as yourself' };
  return undefined;
}

/** Rules on writes that depend on who writes which record, beyond the ability's, per resource. */
const writeRules: Readonly<
  Record<
    string,
    (context: AuthContext, change: RecordChange, record: Record<string, unknown>) => WriteRefusal
  >
> = { workgroupMemberships: workgroupMembershipRule };

/**
 * Why `context` may not make `change` to `record` of `resource` (on a create the new values, otherwise the
 * record as it is), or undefined. Every write of a record resource passes here (services/api recordRequests).
 */
export const writeRefusal = (
  resource: string,
  context: AuthContext,
  change: RecordChange,
  record: Record<string, unknown>,
): WriteRefusal => writeRules[resource]?.(context, change, record);
