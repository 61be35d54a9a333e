import type Router from '@koa/router';
import { subjectOf } from '@tams/access';
import {
  NotFoundError,
  type RestoreAssignment,
  sections,
  teachingAssignments,
  decideTeachingAssignment,
  ValidationError,
} from '@tams/domain';
import { authorize } from '../auth/authenticate.js';
import { recordIdOf, removedRecord } from '../commands/removedRecord.js';
import { runRecordStreamCommand } from '../commands/runStreamCommand.js';
import type { AppContext } from '../context.js';
import { isUuid } from '../http/ids.js';
import { requestBody } from '../http/requestBody.js';
import { allowsRecord, commandContextOf, type RecordRequests } from '../resources/recordRoutes.js';

const subject = subjectOf(teachingAssignments.name);

/**
 * POST /api/teachingAssignments/:id/restore {SectionId}: the undo of a removal (RestoreAssignment, a
 * compensating command on the section's stream): the assignment comes back with its instructor and points.
 * 404 when nothing was removed there that the caller may assign; 409 when it is back already.
 */
export function restoreAssignmentRoute(router: Router, deps: AppContext, records: RecordRequests): void {
  router.post('/api/teachingAssignments/:id/restore', async (ctx) => {
    const { ability, auth } = authorize(ctx, 'create', subject);
    const id = recordIdOf(ctx.params.id);
    const sectionId = (requestBody(ctx) as { SectionId?: unknown } | undefined)?.SectionId;
    if (typeof sectionId !== 'string' || !isUuid(sectionId))
      throw new ValidationError({ SectionId: 'Required: the UUID of the section it was removed from' });
    const command = (async (): Promise<RestoreAssignment> => {
      const removed = await removedRecord(deps, sections, sectionId, teachingAssignments, id);
      // never reveal an assignment the caller could not have made
      if (removed && !allowsRecord(ability, 'create', subject, removed.values))
        throw new NotFoundError(teachingAssignments.name, id);
      return { type: 'RestoreAssignment', id, removed };
    })();
    const result = await runRecordStreamCommand(deps, commandContextOf(ctx, auth), {
      owner: sections,
      rootId: sectionId,
      decide: decideTeachingAssignment,
      command,
      readBack: { reads: records.reads },
    });
    await records.answer(ctx, result, 'created');
  });
}
