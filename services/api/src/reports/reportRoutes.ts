import type Router from '@koa/router';
import { type BuilderType, reportTypes } from '@tams/domain';
import { publicColumn, reportPage, reportReaderOf, reportSources } from '@tams/projections';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { gridStateParameter, resolveReport } from './reportResolution.js';

/**
 * The builders (DESIGN §15): which report types a user may read, with their columns, and a page of any of
 * them for a grid state; sort, filter, group and page run in SQL.
 */
export function reportRoutes(router: Router, deps: AppContext): void {
  router.get('/api/reports/types', (ctx) => {
    const { ability } = authorize(ctx, 'read', 'Report');
    ctx.body = reportTypes.flatMap((type): object[] => {
      if (type === 'SnapshotReport')
        return [
          {
            reportType: type,
            label: 'Snapshots',
            description: 'Reports frozen at a moment of the log.',
            columns: [],
          },
        ];
      const source = reportSources[type as BuilderType];
      const reader = reportReaderOf(ability, source);
      if (!reader) return [];
      return [
        {
          reportType: type,
          label: source.label,
          description: source.description,
          periodScoped: source.periodScoped === true,
          columns: reader.columns.map(publicColumn),
          defaultState: source.defaultState ?? {},
        },
      ];
    });
  });

  router.get('/api/reports/types/:type/rows', async (ctx) => {
    const { ability, auth } = authorize(ctx, 'read', 'Report');
    const state = gridStateParameter(ctx.query.state);
    const report = await resolveReport(deps, ability, auth.workingUserId, {
      type: ctx.params.type,
      snapshotId: ctx.query.snapshotId,
      AcademicPeriodId: ctx.query.AcademicPeriodId,
    });
    const page = await reportPage(
      deps.db,
      report.source,
      state,
      report.reader,
      report.context,
      deps.caches.reportOrders,
    );
    ctx.body = {
      ...page,
      ...(report.snapshot ? { snapshot: report.snapshot } : {}),
      ...(report.source.periodScoped ? { AcademicPeriodId: report.context.periodId } : {}),
    };
  });
}
