import type Router from '@koa/router';
import { courseOfferings, offeringTermModes } from '@tams/domain';
import { courseOfferingIdOf } from '@tams/platform';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { requestBody } from '../http/requestBody.js';
import { recordRoutes } from '../resources/recordRoutes.js';
import { newOfferingValues } from './offeringValues.js';
import { checkTermMode, refuseWhileSectionsUse } from './termModeRules.js';

/**
 * Course offerings (spec §3: a course offered in a period, with points and its term modes) and their term
 * modes. An offering's id follows from its course and period, so each course is offered once per period;
 * its course number and name are copied from the course. Updates change points only (the rest is
 * immutable or the server's); deletes are refused while sections refer to it (the generic refusal).
 */
export function courseOfferingRoutes(router: Router, deps: AppContext): void {
  const offerings = recordRoutes(router, deps, courseOfferings, { without: ['create'] });
  router.post('/api/courseOfferings', async (ctx) => {
    authorize(ctx, 'create', 'CourseOffering');
    const result = await offerings.create(ctx, requestBody(ctx), {
      serverValues: (values) => newOfferingValues(deps.db, values),
      idOf: (values) => courseOfferingIdOf(String(values.CourseId), String(values.AcademicPeriodId)),
    });
    await offerings.answer(ctx, result, 'created');
  });
  recordRoutes(router, deps, offeringTermModes, {
    serverValues: (_ctx, values, current) => checkTermMode(deps.db, values, current),
    beforeDelete: (row) => refuseWhileSectionsUse(deps.db, row),
  });
}
