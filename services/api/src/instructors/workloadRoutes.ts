import type Router from '@koa/router';
import { instructorWorkloadRows } from '@tams/projections';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { setListHeaders } from '../http/listHeaders.js';
import { parseListQuery } from '@tams/projections';
import { applyFilters, countRows } from '@tams/projections';

const uuidFilter = { kind: 'uuid', ops: ['eq', 'in'] } as const;

/**
 * A faculty member's points per academic period (DESIGN §11): one row per period in which they have
 * teaching or administrative assignments, newest period first. Required and remaining points of one
 * period come with /api/instructors. Subject Instructor.
 */
export function instructorWorkloadRoutes(router: Router, deps: AppContext): void {
  router.get('/api/instructorWorkloads', async (ctx) => {
    authorize(ctx, 'read', 'Instructor');
    const query = parseListQuery(ctx.query, {
      fields: { UserId: uuidFilter, AcademicPeriodId: uuidFilter },
      sortable: new Set(),
      includes: new Set(),
      search: [],
      meta: false,
      defaultSort: [],
    });
    const filtered = applyFilters(
      instructorWorkloadRows(deps.db),
      { filters: query.filters.map((clause) => ({ ...clause, field: `w.${clause.field}` })), q: undefined },
      { search: [], arrayColumns: new Map() },
    );
    const [rows, total] = await Promise.all([
      filtered
        .orderBy('p.startDate', 'desc')
        .orderBy('w.id')
        .offset(query.offset)
        .limit(query.limit)
        .execute(),
      countRows(deps.db, filtered),
    ]);
    setListHeaders(ctx, 'instructorWorkloads', query.offset, rows.length, total);
    ctx.body = rows.map(({ startDate: _startDate, ...row }) => row);
  });
}
