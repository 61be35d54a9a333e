import type Router from '@koa/router';
import { administrativeAssignments } from '@tams/domain';
import type { AppContext } from '../context.js';
import { recordRoutes } from '../resources/recordRoutes.js';
import { adminAssignmentValues } from './adminAssignmentValues.js';
import { restoreAdministrativeAssignmentRoute } from './restoreAdministrativeAssignment.js';
import { reviewAdministrativeAssignmentRoutes } from './reviewAdministrativeAssignment.js';

/**
 * Administrative assignments (spec §2 Admin Assignments; subject AdminAssignment): the generic record
 * routes with the server's values (adminAssignmentValues: the assignee a faculty member; under aemEnabled
 * a member's own are reported); a removal can be undone (restore); a reported one is approved or refused.
 */
export function administrativeAssignmentRoutes(router: Router, deps: AppContext): void {
  const records = recordRoutes(router, deps, administrativeAssignments, {
    serverValues: (ctx, values, current) => adminAssignmentValues(deps, ctx, values, current),
  });
  restoreAdministrativeAssignmentRoute(router, deps, records);
  reviewAdministrativeAssignmentRoutes(router, deps, records);
}
