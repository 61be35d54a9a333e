import { isStaff } from '@tams/access';
import { ValidationError } from '@tams/domain';
import type { Context } from 'koa';
import type { AppContext, RequestState } from '../context.js';
import { recordById, type Row } from '../resources/recordReads.js';

/**
 * The values the server sets on an administrative assignment (DESIGN §19). With aemEnabled a member without
 * a staff role records their own: the instructor is them (their form has no instructor field) and the
 * assignment is reported, counted once approved; a change of theirs reports it again. Staff's count at
 * once: approved on create, the status kept on a change. Without aemEnabled nobody reports (no status).
 * The assignee must be a faculty member.
 */
export async function adminAssignmentValues(
  deps: AppContext,
  ctx: Context,
  values: Record<string, unknown>,
  current?: Row,
): Promise<Record<string, unknown>> {
  const auth = (ctx.state as RequestState).auth!;
  const server: Record<string, unknown> = {};
  const staff = isStaff(auth);
  if (!current && values.UserId === undefined && !staff) server.UserId = auth.workingUserId;
  const userId = values.UserId ?? server.UserId;
  if (userId !== undefined) {
    const user = await recordById(deps.db, 'users', userId);
    if (user && !user.isFaculty) throw new ValidationError({ UserId: 'Not a faculty member' });
  }
  if (auth.FeatureFlags.aemEnabled) {
    if (!staff) Object.assign(server, { status: 'reported', statusReason: null });
    else if (!current) server.status = 'approved';
  }
  return server;
}
