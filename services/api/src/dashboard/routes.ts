import type Router from '@koa/router';
import { hasRole } from '@tams/access';
import { type Dashboard, progressStepOf } from '@tams/domain';
import { currentAsOf } from '@tams/platform';
import { authorize } from '../auth/authenticate.js';
import { workingPeriodOf } from '@tams/projections';
import type { AppContext } from '../context.js';
import { sectionCoverage } from './coverage.js';
import { facultyWorkload, myWorkload } from './workload.js';
import { workloadOptionsOf } from '../effort/effortEnabled.js';

/** The dashboard at / (spec §2, §6 "Dashboard: everyone reads"): one call for the whole page. */
export function dashboardRoutes(router: Router, deps: AppContext): void {
  router.get('/api/dashboard', async (ctx) => {
    const { auth, ability } = authorize(ctx, 'read', 'Dashboard');
    const row = await workingPeriodOf(deps.db, auth.workingUserId);
    const periodId = row?.id ?? null;
    const [coverage, workload, mine] = await Promise.all([
      ability.can('read', 'Section') ? sectionCoverage(deps.db, ability, periodId) : null,
      ability.can('read', 'Instructor') ? facultyWorkload(deps.db, periodId, workloadOptionsOf(deps)) : null,
      hasRole(auth, 'faculty')
        ? myWorkload(
            deps.db,
            { id: auth.workingUserId, name: auth.displayName },
            periodId,
            workloadOptionsOf(deps),
          )
        : null,
    ]);
    const body: Dashboard = {
      period: row
        ? { id: row.id, name: String(row.name), isSystemActive: row.isSystemActive === true }
        : null,
      // auth.progressStepId is the working period's step (null until the approval workflow sets steps);
      // as of an instant, the step the period was at then
      progress: ability.can('read', 'ProgressAction')
        ? {
            step: progressStepOf(
              currentAsOf() ? Number(row?.progressStep ?? 0) || null : auth.progressStepId,
            ),
          }
        : null,
      coverage,
      facultyWorkload: workload,
      mine,
    };
    ctx.body = body;
  });
}
