import type Router from '@koa/router';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { scheduleChoices } from './scheduleChoices.js';
import { parseScheduleFilter } from './scheduleFilter.js';
import { scheduleFrameOf } from './scheduleFrame.js';
import { scheduleMeetings } from './scheduleMeetings.js';
import type { ScheduleAnswer } from '@tams/domain';

/**
 * The Schedule page's API (spec §2 Schedule; §6 Scheduler). Every holder of Scheduler (admin,
 * academicOpsAdmin, sectionScheduler) reads every section, so the answers are not narrowed per row.
 */
export function scheduleRoutes(router: Router, deps: AppContext): void {
  /** A period's meetings by term, workgroup, location and instructor, with their room conflicts. */
  router.get('/api/schedule', async (ctx) => {
    const { auth } = authorize(ctx, 'read', 'Scheduler');
    const filter = parseScheduleFilter(ctx.query.filter);
    const frame = await scheduleFrameOf(deps.db, filter, auth.workingUserId);
    const body: ScheduleAnswer = frame.period
      ? {
          period: frame.period,
          ...(await scheduleMeetings(deps.db, {
            ...filter,
            AcademicTermId: frame.AcademicTermId,
            periodId: frame.period.id,
          })),
        }
      : { period: null, meetings: [], truncated: false };
    ctx.body = body;
  });

  /** The period's terms and what its schedule can be filtered by. */
  router.get('/api/schedule/choices', async (ctx) => {
    const { auth } = authorize(ctx, 'read', 'Scheduler');
    const filter = parseScheduleFilter(ctx.query.filter, ['AcademicPeriodId']);
    const frame = await scheduleFrameOf(deps.db, filter, auth.workingUserId);
    ctx.body = await scheduleChoices(deps.db, frame.period);
  });
}
