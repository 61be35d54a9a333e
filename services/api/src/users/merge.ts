import type Router from '@koa/router';
import { hasRole, isMasquerading } from '@tams/access';
import { BusinessRuleError, NotFoundError, users } from '@tams/domain';
import { z } from 'zod';
import { authorize } from '../auth/authenticate.js';
import { endSessionsOf } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { parseBody } from '../http/body.js';
import { ConflictError, ForbiddenError } from '../http/errors.js';
import { requestBody } from '../http/requestBody.js';
import { RecordReads } from '../resources/recordReads.js';
import { commandContextOf } from '../resources/recordRoutes.js';
import { RecordWrites } from '../resources/recordWrites.js';
import { userMergeSteps } from './mergeSteps.js';
import { isAdministrator } from './roleChanges.js';

export const mergeBody = z
  .object({
    masterId: z.uuid({ error: 'Must be the id of the user to keep' }),
    duplicateId: z.uuid({ error: 'Must be the id of the duplicate user' }),
  })
  .refine((body) => body.masterId !== body.duplicateId, {
    error: 'Must be another user than the one to keep',
    path: ['duplicateId'],
  });

/** What a merge did: per resource, how many records moved to the master or were revoked. */
export const mergeAnswer = z.object({
  masterId: z.string(),
  duplicateId: z.string(),
  moved: z.record(z.string(), z.number().int()),
  revoked: z.record(z.string(), z.number().int()),
});

/**
 * POST users/merge {masterId, duplicateId} (spec §7; `merge` on User, behind userMergeEnabled): the
 * duplicate is first deactivated and marked as merged (the claim), then its records move to the master
 * (mergeSteps.ts). Every change is an event with the request's correlation id, so the merge reads as one
 * operation in the log; running it again after an interruption finishes it.
 *
 * The claim is appended at the duplicate's version read, before any other event (DESIGN §20): of concurrent
 * merges of one duplicate one wins, the others are refused (409) having appended nothing. The store appends
 * one stream at a time, so the master is judged as read, not locked: a merge of the master itself into a
 * third user at the same instant is not excluded.
 */
export function mergeRoutes(router: Router, deps: AppContext): void {
  const reads = new RecordReads(deps.db, users);
  const writes = new RecordWrites(deps, users, reads);
  const steps = userMergeSteps(deps);

  router.post('/api/users/merge', async (ctx) => {
    const { auth } = authorize(ctx, 'merge', 'User');
    const { masterId, duplicateId } = parseBody(mergeBody, requestBody(ctx));
    const [master, duplicate] = await Promise.all([reads.get(masterId), reads.get(duplicateId)]);
    if (!master) throw new NotFoundError('users', masterId);
    if (!duplicate) throw new NotFoundError('users', duplicateId);
    if (duplicateId === auth.authenticatedUserId || duplicateId === auth.workingUserId) {
      throw new BusinessRuleError('You cannot merge away the user you are signed in as', 'duplicateId');
    }
    // the master gets the duplicate's workgroup memberships: nobody grants them to themselves, and nothing
    // done while masquerading grants one (DESIGN §20)
    if (masterId === auth.authenticatedUserId || masterId === auth.workingUserId)
      throw new ForbiddenError({
        masterId: 'You cannot merge a user into yourself: ask another administrator',
      });
    if (isMasquerading(auth))
      throw new ForbiddenError({
        masterId: 'You cannot merge users while masquerading: sign in as yourself',
      });
    // merging away deactivates an administrator; merging into one hands them the duplicate's workgroup
    // rights: both are changes of an administrator, which only an administrator makes
    if (!hasRole(auth, 'admin')) {
      const message = 'Only an administrator may merge an administrator';
      if (isAdministrator(duplicate)) throw new ForbiddenError({ duplicateId: message });
      if (isAdministrator(master)) throw new ForbiddenError({ masterId: message });
    }
    if (master.MergedIntoUserId) {
      throw new BusinessRuleError('The user to keep was itself merged into another user', 'masterId');
    }
    if (duplicate.MergedIntoUserId && duplicate.MergedIntoUserId !== masterId) {
      const message = 'The duplicate was already merged into another user';
      throw new ConflictError(message, { duplicateId: message });
    }
    const command = commandContextOf(ctx, auth);
    // the claim, at the version read: a merge that came first makes this one a 409 that appended nothing
    if (!duplicate.MergedIntoUserId) {
      const claim = { isActive: false, MergedIntoUserId: masterId };
      await writes.update(duplicateId, claim, Number(duplicate.version), command, { trusted: true });
    }
    const moved: Record<string, number> = {};
    const revoked: Record<string, number> = {};
    for (const step of steps) {
      const count = await step.run({ masterId, duplicateId, command });
      (step.verb === 'moved' ? moved : revoked)[step.resource] = count;
    }
    await endSessionsOf(deps, duplicateId);
    ctx.body = { masterId, duplicateId, moved, revoked } satisfies z.infer<typeof mergeAnswer>;
  });
}
