import type Router from '@koa/router';
import type { AppContext } from '../context.js';
import { instructorCostRoutes } from './costRoutes.js';
import { instructorRateRoutes } from './rateRoutes.js';

/** The Instructor Cost Matrix (spec §2 /instructorCosts): its rates and the costs they give. */
export function instructorCostsFeatureRoutes(router: Router, deps: AppContext): void {
  instructorRateRoutes(router, deps);
  instructorCostRoutes(router, deps);
}
