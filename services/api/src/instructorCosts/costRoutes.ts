import type Router from '@koa/router';
import { emptyGridState } from '@tams/domain';
import { instructorCostsBuilder, periodCostsOf, reportRowsQuery } from '@tams/projections';
import { askedOrWorkingPeriodId } from '../academicPeriods/workingPeriod.js';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { workloadOptionsOf } from '../effort/effortEnabled.js';
import { formatOf, sendExport } from '../reports/exports/exportRoutes.js';

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value) as string | undefined;

const noPeriod = {
  AcademicPeriodId: null,
  instructors: [],
  sections: [],
  courses: [],
  workgroups: [],
  total: { cost: 0, unknownCount: 0 },
};

/**
 * InstructorCosts (DESIGN §17): each faculty member's cost in a period (`AcademicPeriodId`, else the
 * working one) and the teaching cost per section, course and workgroup, computed at the read from the
 * workload, the profiles and the rates, so it follows every assignment change. Manage FinancialData.
 */
export function instructorCostRoutes(router: Router, deps: AppContext): void {
  router.get('/api/instructorCosts', async (ctx) => {
    const { auth } = authorize(ctx, 'manage', 'FinancialData');
    const periodId = await askedOrWorkingPeriodId(deps.db, ctx.query.AcademicPeriodId, auth.workingUserId);
    ctx.body = periodId ? await periodCostsOf(deps.db, periodId, workloadOptionsOf(deps)) : noPeriod;
  });

  // the cost report (Reports' InstructorCostsBuilder) as a file for those who manage FinancialData, who
  // need not read Report: streamed by the reports' own export
  router.get('/api/instructorCosts/export', async (ctx) => {
    const { auth } = authorize(ctx, 'manage', 'FinancialData');
    const format = formatOf(single(ctx.query.format));
    const periodId = await askedOrWorkingPeriodId(
      deps.db,
      single(ctx.query.AcademicPeriodId),
      auth.workingUserId,
    );
    const source = instructorCostsBuilder;
    const { columns, query } = reportRowsQuery(
      deps.db,
      source,
      { ...emptyGridState(), ...source.defaultState },
      { columns: source.columns },
      { periodId, ...workloadOptionsOf(deps) },
    );
    const period = periodId
      ? await deps.db
          .selectFrom('academicPeriods')
          .select('name')
          .where('id', '=', periodId)
          .executeTakeFirst()
      : undefined;
    const name = `Instructor costs${period?.name ? ` ${period.name}` : ''}`;
    sendExport(ctx, { name, columns, rows: query.stream(1000) }, format);
  });
}
