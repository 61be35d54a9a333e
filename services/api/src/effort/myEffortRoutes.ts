import type Router from '@koa/router';
import {
  effortCategoryRows,
  instructorEffortRows,
  isPublishedForFaculty,
  effortByPayPeriod,
  userEffortPositions,
} from '@tams/projections';
import { roundPoints } from '@tams/domain';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import type { MyTeachingPeriod, myEffortSchema, myTeachingSchema } from './effortAnswers.js';
import { payPeriodSeries, seriesCategories } from './timelineRoutes.js';
import type { z } from 'zod';

/**
 * The faculty's own effort pages (DESIGN §14 My Effort, My Teaching; MyAdvancedTeachingEffort): always the
 * caller's working user, never a parameter naming another.
 */
export function myEffortRoutes(router: Router, deps: AppContext): void {
  router.get('/api/myEffort', async (ctx) => {
    const { auth } = authorize(ctx, 'read', 'MyAdvancedTeachingEffort');
    const userId = auth.workingUserId;
    const [rows, positions, categories] = await Promise.all([
      effortByPayPeriod(deps.db, { UserId: userId }),
      userEffortPositions(deps.db, userId),
      effortCategoryRows(deps.db),
    ]);
    ctx.body = {
      categories: seriesCategories(categories, new Set(rows.map((row) => row.EffortCategoryId))),
      payPeriods: payPeriodSeries(rows),
      positions,
    } satisfies z.infer<typeof myEffortSchema>;
  });

  router.get('/api/myTeaching', async (ctx) => {
    const { auth } = authorize(ctx, 'read', 'MyAdvancedTeachingEffort');
    const rows = await instructorEffortRows(deps.db, { UserId: auth.workingUserId })
      .orderBy('p.startDate', 'desc')
      .orderBy('p.id')
      .execute();
    const periods = await Promise.all(
      rows.map(async (row): Promise<MyTeachingPeriod> => {
        // as My Workload: before the period is published to faculty, teaching points are not shown
        const published = await isPublishedForFaculty(deps.db, row.AcademicPeriodId);
        const assigned = published ? Number(row.pointsAssigned) : Number(row.adminPoints);
        const required = row.pointsRequired === null ? null : Number(row.pointsRequired);
        return {
          AcademicPeriodId: row.AcademicPeriodId,
          name: row.academicPeriodName,
          startDate: row.startDate,
          useAdvancedEffort: row.useAdvancedEffort,
          published,
          payrollTeachingShare: row.payrollTeachingShare,
          expectedTeachingShare: row.expectedTeachingShare,
          expectedTeachingShareSource: row.expectedTeachingShareSource,
          pointsRequired: required,
          pointsAssigned: assigned,
          pointsDifference: required === null ? null : roundPoints(assigned - required),
          status:
            required === null
              ? 'notSet'
              : assigned > required
                ? 'over'
                : assigned < required
                  ? 'under'
                  : 'met',
        };
      }),
    );
    ctx.body = { periods } satisfies z.infer<typeof myTeachingSchema>;
  });
}
