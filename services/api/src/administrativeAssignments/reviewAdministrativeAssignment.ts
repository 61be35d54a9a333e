import type Router from '@koa/router';
import { subjectOf } from '@tams/access';
import {
  administrativeAssignments,
  decideAdministrativeAssignmentReview,
  type ReviewAdministrativeAssignment,
  ValidationError,
} from '@tams/domain';
import { authorize } from '../auth/authenticate.js';
import { runRecordStreamCommand } from '../commands/runStreamCommand.js';
import type { AppContext } from '../context.js';
import { ForbiddenError } from '../http/errors.js';
import { expectedVersionOf } from '../http/preconditions.js';
import { requestBody } from '../http/requestBody.js';
import { allowsRecord, commandContextOf, type RecordRequests } from '../resources/recordRoutes.js';
import { withInstructorWorkgroups } from './instructorWorkgroups.js';

const subject = subjectOf(administrativeAssignments.name);

/**
 * POST /api/administrativeAssignments/:id/approve and /refuse ({ reason, version }): the review of a
 * reported administrative assignment (DESIGN §19) by who may approve it: staff (who manage all of them under
 * aemEnabled) or a holder of approve (bit 1) on one of its member's workgroups. authorize -> read the
 * assignment and its member's workgroups -> ReviewAdministrativeAssignment -> the record as it now is.
 */
export function reviewAdministrativeAssignmentRoutes(
  router: Router,
  deps: AppContext,
  records: RecordRequests,
): void {
  for (const decision of ['approve', 'refuse'] as const) {
    router.post(`/api/administrativeAssignments/:id/${decision}`, async (ctx) => {
      const { ability, auth } = authorize(ctx, 'read', subject);
      const body = requestBody(ctx) as { reason?: unknown } | undefined;
      const reason = body?.reason;
      if (reason !== undefined && reason !== null && typeof reason !== 'string')
        throw new ValidationError({ reason: 'Must be text' });
      const [row] = await withInstructorWorkgroups(deps.db, [await records.found(ctx, 'read')]);
      if (!allowsRecord(ability, 'approve', subject, row!)) throw new ForbiddenError();
      const expectedVersion = expectedVersionOf(ctx, body ?? {}, false);
      const command: ReviewAdministrativeAssignment = {
        type: 'ReviewAdministrativeAssignment',
        id: row!.id,
        decision,
        reason: typeof reason === 'string' ? reason : null,
        ...(expectedVersion === undefined ? {} : { expectedVersion }),
      };
      const result = await runRecordStreamCommand(deps, commandContextOf(ctx, auth), {
        owner: administrativeAssignments,
        rootId: row!.id,
        decide: decideAdministrativeAssignmentReview,
        command,
        readBack: { reads: records.reads, id: row!.id },
      });
      await records.answer(ctx, result, 'updated');
    });
  }
}
