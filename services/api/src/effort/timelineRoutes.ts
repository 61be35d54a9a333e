import type Router from '@koa/router';
import { NotFoundError } from '@tams/domain';
import {
  effortCategoryRows,
  positionAssociations,
  effortByPayPeriod,
  positionEmployeeHolders,
  positionTimelineMarkers,
  unclassifiedCategory,
} from '@tams/projections';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import type { PayPeriodAmounts, SeriesCategory, positionTimelineSchema } from './effortAnswers.js';
import type { z } from 'zod';

type CategoryRow = { id: string; name: string | null; color: string | null };

/** Pay periods with their amounts per category id ('unclassified' for none), in date order. */
export function payPeriodSeries(
  rows: readonly {
    PayPeriodId: string;
    code: string;
    startDate: string;
    endDate: string;
    EffortCategoryId: string | null;
    amount: number;
  }[],
): PayPeriodAmounts[] {
  const periods = new Map<string, PayPeriodAmounts>();
  for (const row of rows) {
    let period = periods.get(row.PayPeriodId);
    if (!period) {
      const { code, startDate, endDate } = row;
      period = { id: row.PayPeriodId, code, startDate, endDate, amounts: {}, total: 0 };
      periods.set(row.PayPeriodId, period);
    }
    period.amounts[row.EffortCategoryId ?? 'unclassified'] = Number(row.amount);
    period.total = Math.round(100 * (period.total + Number(row.amount))) / 100;
  }
  return [...periods.values()];
}

/** The categories the series uses, in the order the screens list them (unclassified last). */
export function seriesCategories(all: readonly CategoryRow[], used: ReadonlySet<string | null>) {
  const listed: SeriesCategory[] = all
    .filter((category) => used.has(category.id))
    .map(({ id, name, color }) => ({ id, name: name ?? '', color: color ?? unclassifiedCategory.color }));
  if (used.has(null)) listed.push({ id: null, ...unclassifiedCategory });
  return listed;
}

/**
 * A position's effort per pay period by category (DESIGN §14 `/effort/timeline/position/{positionId}`),
 * who held it, and markers for the imports of its pay periods and every rule change. EffortTimeline.
 */
export function positionTimelineRoutes(router: Router, deps: AppContext): void {
  router.get('/api/effortPositions/:positionId/timeline', async (ctx) => {
    authorize(ctx, 'read', 'EffortTimeline');
    const positionId = ctx.params.positionId!;
    const [rows, employeeHolders, associations, categories] = await Promise.all([
      effortByPayPeriod(deps.db, { PositionId: positionId }),
      positionEmployeeHolders(deps.db, positionId),
      positionAssociations(deps.db, positionId),
      effortCategoryRows(deps.db),
    ]);
    if (rows.length === 0 && associations.length === 0)
      throw new NotFoundError('effortPositions', positionId);
    const payPeriods = payPeriodSeries(rows);
    const { imports, rules } = await positionTimelineMarkers(
      deps.db,
      payPeriods.map((period) => period.id),
    );
    const at = (value: Date | null) => (value ? new Date(value).toISOString() : '');
    const markers = [
      ...imports.map((row) => ({ at: at(row.completedAt), kind: 'import' as const, label: row.fileName })),
      ...rules.flatMap((rule) => {
        const name = rule.name || 'Classification rule';
        const added = { at: at(rule.createdAt), kind: 'rule' as const, label: `${name} added` };
        const changed = { at: at(rule.updatedAt), kind: 'rule' as const, label: `${name} changed` };
        return at(rule.updatedAt) === at(rule.createdAt) ? [added] : [added, changed];
      }),
    ].sort((a, b) => a.at.localeCompare(b.at));
    ctx.body = {
      PositionId: positionId,
      PositionTitle: rows.at(-1)?.PositionTitle ?? null,
      holders: [
        ...associations.map((row) => ({ ...row, EmployeeId: null, source: 'association' as const })),
        ...employeeHolders.map((row) => ({ ...row, source: 'employeeId' as const })),
      ].sort((a, b) => a.from.localeCompare(b.from)),
      categories: seriesCategories(categories, new Set(rows.map((row) => row.EffortCategoryId))),
      payPeriods: payPeriods.map(({ total: _total, ...period }) => period),
      markers,
    } satisfies z.infer<typeof positionTimelineSchema>;
  });
}
