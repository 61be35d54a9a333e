import type Router from '@koa/router';
import { NotFoundError, users } from '@tams/domain';
import { z } from 'zod';
import { signedIn } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { parseBody } from '../http/body.js';
import { ForbiddenError } from '../http/errors.js';
import { setListHeaders } from '../http/listHeaders.js';
import { parseListQuery } from '@tams/projections';
import { requestBody } from '../http/requestBody.js';
import { workingPeriodOf } from '@tams/projections';
import { sendLiveNotice } from '../realtime/liveNotices.js';
import { allowListOf } from '../resources/allowList.js';
import { readAccessOf } from '../resources/readAccess.js';
import { RecordReads } from '../resources/recordReads.js';
import { commandContextOf } from '../resources/recordRoutes.js';
import { RecordWrites } from '../resources/recordWrites.js';
import { FacultyProfileReads, userEmbeds } from './userProfileEmbed.js';
import { isUuid } from '../http/ids.js';

/** What collection/users answers with: names for select inputs, nothing more. */
const valueListFields = ['id', 'displayName', 'firstName', 'lastName', 'honorific', 'isFaculty', 'isActive'];
export const workingPeriod = z.object({
  id: z.uuid().optional(),
  WorkingAcademicPeriodId: z.uuid({ error: 'Must be the id of an academic period, or null' }).nullable(),
});
/** PUT users/{id}/working answers the user's working period now (null: the system's active one). */
export const workingPeriodAnswer = z.object({
  id: z.string(),
  WorkingAcademicPeriodId: z.string().nullable(),
});

/**
 * The calls of spec §7 about the signed-in user and user value lists: users/current, users/current/roles,
 * users/facultyProfile/{userId}, collection/users, PUT users/{id}/working. Registered before the generic
 * user routes, so `/api/users/current` is not taken for an id.
 */
export function currentUserRoutes(router: Router, deps: AppContext): void {
  const reads = new RecordReads(deps.db, users, deps.caches.listTotals);
  const writes = new RecordWrites(deps, users, reads);
  const profiles = new FacultyProfileReads(deps);
  const embed = userEmbeds(deps);
  const allow = allowListOf(users);

  router.get('/api/users/current', async (ctx) => {
    const { auth } = signedIn(ctx);
    const row = await reads.get(auth.workingUserId);
    if (!row) throw new NotFoundError('users', auth.workingUserId);
    await embed(ctx, row);
    ctx.body = row;
  });

  router.get('/api/users/current/roles', (ctx) => {
    ctx.body = signedIn(ctx).auth.Roles;
  });

  /** A faculty profile: for those who read instructors, and for its own user. */
  router.get('/api/users/facultyProfile/:userId', async (ctx) => {
    const { auth, ability } = signedIn(ctx);
    const userId = ctx.params.userId!;
    if (!ability.can('read', 'Instructor') && userId !== auth.workingUserId) throw new ForbiddenError();
    const profile = isUuid(userId) ? await profiles.ofUser(userId, readAccessOf(ability)) : undefined;
    if (!profile) throw new NotFoundError('facultyProfiles', `of user ${userId}`);
    ctx.body = profile;
  });

  /** Value lists for select inputs (names only), for those who pick users: User or Instructor readers. */
  router.get('/api/collection/users', async (ctx) => {
    const { ability } = signedIn(ctx);
    if (!ability.can('read', 'User') && !ability.can('read', 'Instructor')) throw new ForbiddenError();
    const query = parseListQuery(ctx.query, allow);
    const { rows, total } = await reads.list(query);
    setListHeaders(ctx, 'users', query.offset, rows.length, total);
    const fields = (query.select ?? valueListFields).filter((key) => valueListFields.includes(key));
    ctx.body = rows.map((row) => Object.fromEntries(fields.map((key) => [key, row[key]])));
  });

  /**
   * The working academic period (spec §2): only those who manage academic periods choose theirs, and not
   * while masquerading. Null goes back to the system's active period.
   */
  router.put('/api/users/:id/working', async (ctx) => {
    const { auth, ability } = signedIn(ctx);
    const { WorkingAcademicPeriodId } = parseBody(workingPeriod, requestBody(ctx));
    if (ctx.params.id !== auth.workingUserId || !ability.can('manage', 'AcademicPeriod'))
      throw new ForbiddenError();
    if (auth.authenticatedUserId !== auth.workingUserId) {
      throw new ForbiddenError({
        WorkingAcademicPeriodId: 'You cannot change your working academic period while masquerading',
      });
    }
    const result = await writes.update(
      auth.workingUserId,
      { WorkingAcademicPeriodId },
      undefined,
      commandContextOf(ctx, auth),
    );
    // spec §4: the user's other tabs refresh their period's data (once visible: the update waited for it)
    if (result.position)
      await sendLiveNotice(deps.db, {
        type: 'workingAcademicPeriodUpdated',
        payload: {
          UserId: auth.workingUserId,
          // null goes back to the system's active period: the one the user works in now
          AcademicPeriodId: (await workingPeriodOf(deps.db, auth.workingUserId))?.id ?? null,
          actorId: auth.workingUserId,
        },
        toWorkingUserId: auth.workingUserId,
      });
    ctx.body = {
      id: auth.workingUserId,
      WorkingAcademicPeriodId:
        (result.row?.WorkingAcademicPeriodId as string | null | undefined) ?? WorkingAcademicPeriodId,
    } satisfies z.infer<typeof workingPeriodAnswer>;
  });
}
