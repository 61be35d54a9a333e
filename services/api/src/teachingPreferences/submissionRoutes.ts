import type Router from '@koa/router';
import { NotFoundError } from '@tams/domain';
import { type SqlBool, sql } from 'kysely';
import { askedOrWorkingPeriodId } from '../academicPeriods/workingPeriod.js';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { parseBody } from '../http/body.js';
import { setListHeaders } from '../http/listHeaders.js';
import { parseListQuery } from '../http/listQuery.js';
import { expectedVersionOf } from '../http/preconditions.js';
import { requestBody } from '../http/requestBody.js';
import { applyFilters, applySort, countRows } from '../resources/listSql.js';
import { userNameSql } from '../schedule/sectionInstructors.js';
import { courseNamesOf } from './courseWishes.js';
import { answerAccepted, runPreferenceCommand } from './preferenceCommands.js';
import { reopenRequest } from './preferenceInput.js';
import {
  presentSubmission,
  type SubmissionRow,
  submissionRows,
  submissionsAllowList,
} from './submissionRows.js';

type SubmissionDetail = Record<string, unknown> & { id: string; UserId: string; AcademicPeriodId: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every faculty member's teaching preferences, for staff (subject Instructor: read to see them, update to
 * reopen one). The list has a row for each faculty member asked (notStarted without a stream); a
 * submission by id exists once its faculty member first saved.
 */
export function submissionRoutes(router: Router, deps: AppContext): void {
  const detail = async (id: string) => {
    const row = uuidPattern.test(id)
      ? await deps.db
          .selectFrom('preferenceSubmissions as ps')
          .innerJoin('users as u', 'u.id', 'ps.UserId')
          .selectAll('ps')
          .select([
            userNameSql.as('instructorName'),
            sql<string[]>`coalesce((
              select array_agg(m."WorkgroupId" order by m."WorkgroupId") from "workgroupMemberships" m
              where m."UserId" = u.id
            ), '{}')`.as('WorkgroupIds'),
          ])
          .where('ps.id', '=', id)
          .executeTakeFirst()
      : undefined;
    if (!row) throw new NotFoundError('preferenceSubmissions', id);
    const courseNames = await courseNamesOf(deps.db, row.preferences, row.submittedPreferences);
    return { ...(row as unknown as SubmissionDetail), version: Number(row.version), courseNames };
  };

  router.get('/api/preferenceSubmissions', async (ctx) => {
    const { auth } = authorize(ctx, 'read', 'Instructor');
    const query = parseListQuery(ctx.query, submissionsAllowList);
    const periodFilter = query.filters.find((clause) => clause.field === 'AcademicPeriodId');
    const periodId = await askedOrWorkingPeriodId(deps.db, periodFilter?.value, auth.workingUserId);
    if (!periodId) {
      setListHeaders(ctx, 'preferenceSubmissions', 0, 0, 0);
      ctx.body = [];
      return;
    }
    const filters = query.filters.filter((clause) => clause !== periodFilter);
    const workgroupFilters = filters.filter((clause) => clause.field === 'WorkgroupId');
    let filtered = applyFilters(
      deps.db.selectFrom(submissionRows(deps.db, periodId).as('s')).selectAll(),
      { filters: filters.filter((clause) => clause.field !== 'WorkgroupId'), q: query.q },
      { search: submissionsAllowList.search, arrayColumns: new Map() },
    );
    for (const clause of workgroupFilters) {
      const ids = (Array.isArray(clause.value) ? clause.value : [clause.value]).map(String);
      filtered = filtered.where(sql<SqlBool>`${sql.ref('WorkgroupIds')} && ${ids}::uuid[]`);
    }
    const [rows, total] = await Promise.all([
      applySort(filtered, query.sort).offset(query.offset).limit(query.limit).execute(),
      countRows(deps.db, filtered),
    ]);
    setListHeaders(ctx, 'preferenceSubmissions', query.offset, rows.length, total);
    ctx.body = (rows as SubmissionRow[]).map(presentSubmission);
  });

  router.get('/api/preferenceSubmissions/:id', async (ctx) => {
    authorize(ctx, 'read', 'Instructor');
    ctx.body = await detail(ctx.params.id!);
  });

  router.post('/api/preferenceSubmissions/:id/reopen', async (ctx) => {
    const { auth } = authorize(ctx, 'update', 'Instructor');
    const body = requestBody(ctx);
    const request = parseBody(reopenRequest, body);
    const expectedVersion = expectedVersionOf(ctx, body, true)!;
    const current = await detail(ctx.params.id!);
    const result = await runPreferenceCommand(deps, ctx, auth, {
      type: 'ReopenTeachingPreferences',
      UserId: current.UserId,
      AcademicPeriodId: current.AcademicPeriodId,
      expectedVersion,
      reason: request.reason,
    });
    if (!result.visible) return answerAccepted(ctx, result.position);
    ctx.body = await detail(current.id);
  });
}
