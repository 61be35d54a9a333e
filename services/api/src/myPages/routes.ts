import type Router from '@koa/router';
import type { Subject } from '@tams/access';
import type { Context } from 'koa';
import { askedOrWorkingPeriodId } from '../academicPeriods/workingPeriod.js';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { instructorRow } from '../instructors/instructorRows.js';
import { myAdminAssignments, mySchedule, mySharedTeaching, myTeaching } from './myQueries.js';

/**
 * The caller (their working user) and the period asked for (`AcademicPeriodId`), else their working
 * period; null when there is none. Each page needs its own faculty-page subject (spec §6, behind its flag).
 */
async function mine(deps: AppContext, ctx: Context, subject: Subject) {
  const { auth } = authorize(ctx, 'read', subject);
  const periodId = await askedOrWorkingPeriodId(deps.db, ctx.query.AcademicPeriodId, auth.workingUserId);
  return { userId: auth.workingUserId, periodId };
}

/**
 * The faculty's own pages (spec §2 My Workload, My Schedule, My Shared Teaching, My Admin Assignments):
 * always the caller's own data, in one period; there is no parameter that names another user.
 */
export function myPageRoutes(router: Router, deps: AppContext): void {
  router.get('/api/myWorkload', async (ctx) => {
    const { userId, periodId } = await mine(deps, ctx, 'MySectionAssignment');
    if (!periodId) {
      ctx.body = {
        AcademicPeriodId: null,
        pointsRequired: null,
        pointsAssigned: 0,
        pointsRemaining: null,
        teachingPoints: 0,
        adminPoints: 0,
        teaching: [],
        admin: [],
      };
      return;
    }
    const [numbers, teaching, admin] = await Promise.all([
      instructorRow(deps.db, userId, periodId),
      myTeaching(deps.db, userId, periodId),
      myAdminAssignments(deps.db, userId, periodId),
    ]);
    ctx.body = {
      AcademicPeriodId: periodId,
      pointsRequired: numbers?.pointsRequired ?? null,
      pointsAssigned: numbers?.pointsAssigned ?? 0,
      pointsRemaining: numbers?.pointsRemaining ?? null,
      teachingPoints: Number(numbers?.teachingPoints ?? 0),
      adminPoints: Number(numbers?.adminPoints ?? 0),
      teaching,
      admin,
    };
  });

  router.get('/api/mySchedule', async (ctx) => {
    const { userId, periodId } = await mine(deps, ctx, 'MySchedule');
    ctx.body = periodId ? await mySchedule(deps.db, userId, periodId) : { terms: [], meetings: [] };
  });

  router.get('/api/mySharedTeaching', async (ctx) => {
    const { userId, periodId } = await mine(deps, ctx, 'MySharedTeaching');
    ctx.body = periodId ? await mySharedTeaching(deps.db, userId, periodId) : [];
  });

  router.get('/api/adminAssignmentsMine', async (ctx) => {
    const { userId, periodId } = await mine(deps, ctx, 'MyAdminAssignment');
    ctx.body = periodId ? await myAdminAssignments(deps.db, userId, periodId) : [];
  });
}
