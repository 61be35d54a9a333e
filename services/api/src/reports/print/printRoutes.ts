import type Router from '@koa/router';
import { hasRole, subjectOf } from '@tams/access';
import { accessCondition } from '@tams/access/sql';
import { NotFoundError, users } from '@tams/domain';
import { loadSheetInstructors } from '@tams/projections';
import type { Context } from 'koa';
import { signedIn } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import { workloadOptionsOf } from '../../effort/effortEnabled.js';
import { ForbiddenError } from '../../http/errors.js';
import { forbiddenFields, stripForbidden } from '../../resources/fieldAccess.js';
import { coverageReportOf } from './coverageReport.js';
import { loadSheetOf } from './loadSheet.js';
import { optionalId, reportPeriod } from './printParams.js';

/** Who may read a load sheet: readers of Report or Instructor any one's, a faculty member their own. */
function authorizeLoadSheet(ctx: Context, userId: string) {
  const { auth, ability } = signedIn(ctx);
  const own = userId === auth.workingUserId && hasRole(auth, 'faculty');
  if (!own && !ability.can('read', 'Report') && !ability.can('read', 'Instructor'))
    throw new ForbiddenError();
  return auth;
}

/**
 * The sections a coverage report may show: every one for a reader of Report, else those of Section the
 * reader may read (a workgroup member: their workgroups'); 403 for neither.
 */
function coverageAccess(ctx: Context) {
  const { auth, ability } = signedIn(ctx);
  if (ability.can('read', 'Report')) return { auth, condition: undefined };
  const condition = accessCondition(ability, 'read', 'Section');
  if (condition === null) throw new ForbiddenError();
  return { auth, condition };
}

/**
 * Workload reports that people print (issue 18 point 7; DESIGN §11 workload and coverage): a faculty
 * member's load sheet for a period, and the period's coverage by workgroup. The period defaults to the
 * caller's working period; UserId to the caller.
 */
export function printReportRoutes(router: Router, deps: AppContext): void {
  router.get('/api/reports/loadSheet', async (ctx) => {
    const caller = signedIn(ctx).auth;
    const userId = optionalId(ctx.query, 'UserId') ?? caller.workingUserId;
    const auth = authorizeLoadSheet(ctx, userId);
    const period = await reportPeriod(deps.db, ctx.query, auth.workingUserId);
    const sheet = await loadSheetOf(deps.db, userId, period, workloadOptionsOf(deps));
    // the member's own fields (email) as the reader may read them on an instructor (a Report reader not)
    const hidden = forbiddenFields(signedIn(ctx).ability, 'read', subjectOf('instructors'), users);
    ctx.body = { ...sheet, instructor: stripForbidden(sheet.instructor, hidden) };
  });

  // whom a load sheet may be chosen for: readers of Report need no read on Instructor or User for it
  router.get('/api/reports/loadSheet/instructors', async (ctx) => {
    const { ability } = signedIn(ctx);
    if (!ability.can('read', 'Report') && !ability.can('read', 'Instructor')) throw new ForbiddenError();
    ctx.body = await loadSheetInstructors(deps.db);
  });

  router.get('/api/reports/coverage', async (ctx) => {
    const { auth, condition } = coverageAccess(ctx);
    const workgroupId = optionalId(ctx.query, 'WorkgroupId');
    const period = await reportPeriod(deps.db, ctx.query, auth.workingUserId);
    if (workgroupId) {
      const found = await deps.db
        .selectFrom('workgroups')
        .select('id')
        .where('id', '=', workgroupId)
        .executeTakeFirst();
      if (!found) throw new NotFoundError('workgroups', workgroupId);
    }
    ctx.body = await coverageReportOf(deps.db, period, { readableWhere: condition?.where, workgroupId });
  });
}
