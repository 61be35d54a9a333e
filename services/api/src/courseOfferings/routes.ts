import type Router from '@koa/router';
import { courseOfferings, offeringTermModes } from '@tams/domain';
import type { AppContext } from '../context.js';
import { recordRoutes } from '../resources/recordRoutes.js';
import { courseOfferingIdOf } from './offeringIds.js';
import { newOfferingValues } from './offeringValues.js';
import { checkTermMode, refuseWhileSectionsUse } from './termModeRules.js';

/**
 * Course offerings (spec §3: a course offered in a period, with points and its term modes) and their term
 * modes. An offering's id follows from its course and period, so each course is offered once per period;
 * its course number and name are copied from the course. Updates change points only (the rest is
 * immutable or the server's); deletes are refused while sections refer to it (the generic refusal).
 */
export function courseOfferingRoutes(router: Router, deps: AppContext): void {
  recordRoutes(router, deps, courseOfferings, {
    idOf: (values) => courseOfferingIdOf(String(values.CourseId), String(values.AcademicPeriodId)),
    serverValues: async (_ctx, values, current) => (current ? {} : newOfferingValues(deps.db, values)),
  });
  recordRoutes(router, deps, offeringTermModes, {
    serverValues: (_ctx, values, current) => checkTermMode(deps.db, values, current),
    beforeDelete: (row) => refuseWhileSectionsUse(deps.db, row),
  });
}
