import type Router from '@koa/router';
import type { Context } from 'koa';
import { askedOrWorkingPeriodId } from '../academicPeriods/workingPeriod.js';
import type { AppContext } from '../context.js';
import { myPreferenceRoutes } from './myRoutes.js';
import { alignmentMetric, metricScope, submissionsMetric } from './preferenceMetrics.js';
import { submissionRoutes } from './submissionRoutes.js';

/**
 * Teaching preferences (spec §2 My Teaching Preferences, §3; DESIGN §11): the faculty's own (drafted,
 * submitted, copied from an earlier period), every faculty member's for staff (reopen), and the two
 * metrics of issue 7: the share of faculty who submitted, and how assignments align with preferences.
 */
export function teachingPreferenceRoutes(router: Router, deps: AppContext): void {
  myPreferenceRoutes(router, deps);
  submissionRoutes(router, deps);

  const metric = (compute: typeof submissionsMetric | typeof alignmentMetric) => async (ctx: Context) => {
    const scope = await metricScope(ctx, deps.db);
    const periodId = await askedOrWorkingPeriodId(
      deps.db,
      ctx.query.AcademicPeriodId,
      scope.auth.workingUserId,
    );
    ctx.body = periodId
      ? await compute(deps.db, periodId, scope)
      : await compute(deps.db, '00000000-0000-0000-0000-000000000000', { all: false, workgroups: [] }).then(
          (empty) => ({ ...empty, AcademicPeriodId: null }),
        );
  };
  router.get('/api/preferenceSubmissionsMetric', metric(submissionsMetric));
  router.get('/api/preferenceAlignmentMetric', metric(alignmentMetric));
}
