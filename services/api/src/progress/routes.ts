import type Router from '@koa/router';
import type { AppContext } from '../context.js';
import { workgroupApprovalRoutes } from './approvalRoutes.js';
import { planReviewRoutes } from './planReviewRoutes.js';
import { progressStepRoutes } from './progressRoutes.js';

/** Progress steps, progress actions and workgroup approvals of academic periods (issue 7). */
export function progressRoutes(router: Router, deps: AppContext): void {
  progressStepRoutes(router, deps);
  workgroupApprovalRoutes(router, deps);
  planReviewRoutes(router, deps);
}
