import type Router from '@koa/router';
import type { AppContext } from '../context.js';
import { instructorEffortRoutes } from './instructorEffortRoutes.js';
import { myEffortRoutes } from './myEffortRoutes.js';
import { effortOverviewRoutes } from './overviewRoutes.js';
import { rulePreviewRoutes } from './rulePreviewRoutes.js';
import { positionTimelineRoutes } from './timelineRoutes.js';

/**
 * The effort reads (DESIGN §14): overview, InstructorEfforts (and the expected share's adjustment),
 * unclassified rows, the rule preview, positions and their timeline, My Effort and My Teaching. Registered
 * before the reference data's generic routes, so /api/effortRules/preview is never taken for an id.
 */
export function effortReadRoutes(router: Router, deps: AppContext): void {
  effortOverviewRoutes(router, deps);
  instructorEffortRoutes(router, deps);
  rulePreviewRoutes(router, deps);
  positionTimelineRoutes(router, deps);
  myEffortRoutes(router, deps);
}
