import type Router from '@koa/router';
import type { Subject } from '@tams/access';
import type { Context } from 'koa';
import { askedOrWorkingPeriodId } from '../academicPeriods/workingPeriod.js';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { instructorRow, isPublishedForFaculty } from '@tams/projections';
import type { MyScheduleAnswer } from './myAnswers.js';
import { myAdminAssignments, mySchedule, mySharedTeaching, myTeaching } from './myQueries.js';
import { workloadOptionsOf } from '../effort/effortEnabled.js';
import { numbersFacultySee } from './publishedNumbers.js';

/**
 * The caller (their working user) and the period asked for (`AcademicPeriodId`), else their working
 * period; null when there is none. Each page needs its own faculty-page subject (spec §6, behind its flag).
 */
async function mine(deps: AppContext, ctx: Context, subject: Subject) {
  const { auth } = authorize(ctx, 'read', subject);
  const periodId = await askedOrWorkingPeriodId(deps.db, ctx.query.AcademicPeriodId, auth.workingUserId);
  const published = periodId ? await isPublishedForFaculty(deps.db, periodId) : false;
  return { userId: auth.workingUserId, periodId, published };
}

/**
 * The faculty's own pages (spec §2 My Workload, My Schedule, My Shared Teaching, My Admin Assignments):
 * always the caller's own data, in one period; there is no parameter that names another user. Teaching
 * assignments show only for a period published to faculty: for another, the pages answer as if there were
 * none, with `published: false` (My Shared Teaching, a list: in the X-Published header).
 */
export function myPageRoutes(router: Router, deps: AppContext): void {
  router.get('/api/myWorkload', async (ctx) => {
    const { userId, periodId, published } = await mine(deps, ctx, 'MySectionAssignment');
    if (!periodId) {
      ctx.body = {
        AcademicPeriodId: null,
        published,
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
      instructorRow(deps.db, userId, periodId, workloadOptionsOf(deps)),
      published ? myTeaching(deps.db, userId, periodId) : [],
      myAdminAssignments(deps.db, userId, periodId),
    ]);
    ctx.body = {
      AcademicPeriodId: periodId,
      ...numbersFacultySee(numbers, published),
      teaching,
      admin,
    };
  });

  router.get('/api/mySchedule', async (ctx) => {
    const { userId, periodId, published } = await mine(deps, ctx, 'MySchedule');
    const schedule = periodId ? await mySchedule(deps.db, userId, periodId) : { terms: [], meetings: [] };
    ctx.body = {
      ...schedule,
      meetings: published ? schedule.meetings : [],
      published,
    } satisfies MyScheduleAnswer;
  });

  router.get('/api/mySharedTeaching', async (ctx) => {
    const { userId, periodId, published } = await mine(deps, ctx, 'MySharedTeaching');
    ctx.set('X-Published', String(published));
    ctx.body = periodId && published ? await mySharedTeaching(deps.db, userId, periodId) : [];
  });

  router.get('/api/adminAssignmentsMine', async (ctx) => {
    const { userId, periodId } = await mine(deps, ctx, 'MyAdminAssignment');
    ctx.body = periodId ? await myAdminAssignments(deps.db, userId, periodId) : [];
  });
}
