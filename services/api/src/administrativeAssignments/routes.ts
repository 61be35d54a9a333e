import type Router from '@koa/router';
import { administrativeAssignments, ValidationError } from '@tams/domain';
import type { AppContext } from '../context.js';
import { recordById } from '../resources/recordReads.js';
import { recordRoutes } from '../resources/recordRoutes.js';
import { restoreAdministrativeAssignmentRoute } from './restoreAdministrativeAssignment.js';

/**
 * Administrative assignments (spec §2 Admin Assignments; subject AdminAssignment): the generic record
 * routes; the assignee must be a faculty member; a removal can be undone (restore).
 */
export function administrativeAssignmentRoutes(router: Router, deps: AppContext): void {
  const records = recordRoutes(router, deps, administrativeAssignments, {
    serverValues: async (_ctx, values) => {
      if (values.UserId === undefined) return {};
      const user = await recordById(deps.db, 'users', values.UserId);
      if (user && !user.isFaculty) throw new ValidationError({ UserId: 'Not a faculty member' });
      return {};
    },
  });
  restoreAdministrativeAssignmentRoute(router, deps, records);
}
