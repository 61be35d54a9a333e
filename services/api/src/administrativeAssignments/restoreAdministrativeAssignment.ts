import type Router from '@koa/router';
import { subjectOf } from '@tams/access';
import {
  administrativeAssignments,
  decideAdministrativeAssignmentRestore,
  NotFoundError,
  type RestoreAdministrativeAssignment,
} from '@tams/domain';
import { authorize } from '../auth/authenticate.js';
import { recordIdOf, removedRecord } from '../commands/removedRecord.js';
import { runRecordStreamCommand } from '../commands/runStreamCommand.js';
import type { AppContext } from '../context.js';
import { allowsRecord, commandContextOf, type RecordRequests } from '../resources/recordRoutes.js';

const subject = subjectOf(administrativeAssignments.name);

/**
 * POST /api/administrativeAssignments/:id/restore: the undo of a removal (RestoreAdministrativeAssignment,
 * a compensating command on the assignment's stream): it comes back with its points. 404 when nothing
 * was removed that the caller may create; 409 when it is back already.
 */
export function restoreAdministrativeAssignmentRoute(
  router: Router,
  deps: AppContext,
  records: RecordRequests,
): void {
  router.post('/api/administrativeAssignments/:id/restore', async (ctx) => {
    const { ability, auth } = authorize(ctx, 'create', subject);
    const id = recordIdOf(ctx.params.id);
    const command = (async (): Promise<RestoreAdministrativeAssignment> => {
      const removed = await removedRecord(deps, administrativeAssignments, id, administrativeAssignments, id);
      if (removed && !allowsRecord(ability, 'create', subject, removed.values))
        throw new NotFoundError(administrativeAssignments.name, id);
      return { type: 'RestoreAdministrativeAssignment', id, removed };
    })();
    const result = await runRecordStreamCommand(deps, commandContextOf(ctx, auth), {
      owner: administrativeAssignments,
      rootId: id,
      decide: decideAdministrativeAssignmentRestore,
      command,
      readBack: { reads: records.reads },
    });
    await records.answer(ctx, result, 'created');
  });
}
