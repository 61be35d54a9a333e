import type Router from '@koa/router';
import { NotFoundError } from '@tams/domain';
import { askedOrWorkingPeriodId } from '../academicPeriods/workingPeriod.js';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { isUuid } from '../http/ids.js';
import type { ListAllowList } from '@tams/projections';
import { listPeriodRows } from '../resources/periodRowsList.js';
import { instructorRow, instructorRows, workloadStatuses } from '@tams/projections';
import { workloadOptionsOf } from '../effort/effortEnabled.js';

const uuidFilter = { kind: 'uuid', ops: ['eq', 'in'] } as const;
const pointsFilter = { kind: 'number', ops: ['gt', 'gte', 'lt', 'lte', 'between', 'isNull'] } as const;

/** What /api/instructors may be filtered and sorted by (DESIGN §6: an allow-list, never raw SQL). */
const instructorsAllowList: ListAllowList = {
  fields: {
    id: uuidFilter,
    AcademicPeriodId: { kind: 'uuid', ops: ['eq'] },
    InstructorTypeId: uuidFilter,
    RankId: uuidFilter,
    DivisionId: uuidFilter,
    WorkgroupId: uuidFilter,
    workloadStatus: { kind: 'enum', ops: ['eq', 'in'], values: workloadStatuses },
    isActive: { kind: 'boolean', ops: ['eq'] },
    receiveAssignments: { kind: 'boolean', ops: ['eq'] },
    name: { kind: 'text', ops: ['eq', 'contains', 'startsWith'] },
    pointsRequired: pointsFilter,
    pointsAssigned: pointsFilter,
    pointsRemaining: pointsFilter,
  },
  sortable: new Set(['name', 'pointsRequired', 'pointsAssigned', 'pointsRemaining', 'sectionCount']),
  includes: new Set(),
  search: ['name', 'email'],
  meta: false,
  defaultSort: [{ field: 'name', direction: 'ASC' }],
};

/** The row as answered: the filter-only columns left out. */
const present = ({ WorkgroupIds: _ids, lastName: _last, ...row }: Record<string, unknown>) => row;

/**
 * Instructors (spec §2 Instructors, /instructorWorkload/*): every faculty member with type, rank, division,
 * workgroups and their points in a period (the working period unless asked): required, assigned
 * (teaching + administrative), remaining, and whether that is over, under or met. Subject Instructor.
 */
export function instructorRoutes(router: Router, deps: AppContext): void {
  router.get('/api/instructors', async (ctx) => {
    const { auth } = authorize(ctx, 'read', 'Instructor');
    await listPeriodRows(ctx, deps, auth.workingUserId, {
      resource: 'instructors',
      allowList: instructorsAllowList,
      rowsOf: (periodId) => instructorRows(deps.db, periodId, workloadOptionsOf(deps)),
      present,
    });
  });

  router.get('/api/instructors/:id', async (ctx) => {
    const { auth } = authorize(ctx, 'read', 'Instructor');
    const id = ctx.params.id!;
    const periodId = await askedOrWorkingPeriodId(deps.db, ctx.query.AcademicPeriodId, auth.workingUserId);
    const row = isUuid(id) ? await instructorRow(deps.db, id, periodId, workloadOptionsOf(deps)) : undefined;
    if (!row) throw new NotFoundError('instructors', id);
    ctx.body = present(row);
  });
}
