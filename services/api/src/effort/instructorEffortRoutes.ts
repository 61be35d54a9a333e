import type Router from '@koa/router';
import {
  instructorEffortDecider,
  instructorEffortStreamId,
  instructorEffortStreamPrefix,
  NotFoundError,
} from '@tams/domain';
import {
  instructorEffortIdOf,
  instructorEffortRows,
  projectionOf,
  type ReadModels,
  withShares,
} from '@tams/projections';
import { z } from 'zod';
import { askedOrWorkingPeriodId } from '../academicPeriods/workingPeriod.js';
import { authorize } from '../auth/authenticate.js';
import { answerAccepted, runStreamCommand } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { parseBody } from '../http/body.js';
import { isUuid } from '../http/ids.js';
import { type ListAllowList, parseListQuery } from '@tams/projections';
import { commandContextOf } from '../resources/recordRoutes.js';
import { answerComputedList, askedPeriod, withoutPeriodFilter } from './effortList.js';

type Row = Record<string, unknown>;

const allowList: ListAllowList = {
  fields: {
    AcademicPeriodId: { kind: 'uuid', ops: ['eq'] },
    UserId: { kind: 'uuid', ops: ['eq', 'in'] },
    status: { kind: 'enum', ops: ['eq', 'in'], values: ['over', 'under', 'met', 'notSet'] },
    expectedTeachingShareSource: { kind: 'enum', ops: ['eq', 'in'], values: ['payroll', 'adjusted', 'none'] },
    hasEffort: { kind: 'boolean', ops: ['eq'] },
    name: { kind: 'text', ops: ['eq', 'contains', 'startsWith'] },
  },
  sortable: new Set([
    'name',
    'totalAmount',
    'payrollTeachingShare',
    'expectedTeachingShare',
    'pointsRequired',
    'pointsAssigned',
    'pointsDifference',
  ]),
  includes: new Set(),
  search: ['name'],
  meta: false,
  defaultSort: [{ field: 'name', direction: 'ASC' }],
};

/** The row as answered (contract: InstructorEfforts), its id derived from member and period. */
export const presentInstructorEffort = (row: Row): Row => {
  const totalAmount = Number(row.totalAmount);
  const { startDate: _start, useAdvancedEffort: _advanced, adminPoints: _admin, ...rest } = row;
  return {
    ...rest,
    id: instructorEffortIdOf(String(row.UserId), String(row.AcademicPeriodId)),
    totalAmount,
    categories: withShares({ totalAmount, categories: row.categories as never }),
    adjustmentReason: row.expectedTeachingShareSource === 'adjusted' ? row.adjustmentReason : null,
  };
};

/** The member and period an InstructorEfforts id stands for (derived ids cannot be read backwards). */
async function keyOfId(db: ReadModels, id: string) {
  if (!isUuid(id)) return undefined;
  const adjusted = await db
    .selectFrom('instructorEffortShares')
    .select(['UserId', 'AcademicPeriodId'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (adjusted) return adjusted;
  const [faculty, periods] = await Promise.all([
    db
      .selectFrom('users')
      .select('id')
      .where('isFaculty', '=', true)
      .where('MergedIntoUserId', 'is', null)
      .execute(),
    db.selectFrom('academicPeriods').select('id').execute(),
  ]);
  for (const period of periods)
    for (const user of faculty)
      if (instructorEffortIdOf(user.id, period.id) === id)
        return { UserId: user.id, AcademicPeriodId: period.id };
  return undefined;
}

async function rowOf(db: ReadModels, key: { UserId: string; AcademicPeriodId: string }) {
  return instructorEffortRows(db, { AcademicPeriodId: key.AcademicPeriodId })
    .where('u.id', '=', key.UserId)
    .executeTakeFirst() as Promise<Row | undefined>;
}

export const adjustBody = z.object({
  expectedTeachingShare: z.number().nullable(),
  reason: z.string().max(2000).optional(),
  version: z.number().int().min(0),
});

/**
 * InstructorEfforts (DESIGN §14): per faculty member and academic period, the effort per category, the
 * payroll and expected teaching share, required and assigned points. Read: EffortActual; the expected
 * share is set by hand (with a reason) by those who update EffortActual (effortManager).
 */
export function instructorEffortRoutes(router: Router, deps: AppContext): void {
  router.get('/api/instructorEfforts', async (ctx) => {
    const { auth } = authorize(ctx, 'read', 'EffortActual');
    const query = parseListQuery(ctx.query, allowList);
    const periodId = await askedOrWorkingPeriodId(deps.db, askedPeriod(ctx, query), auth.workingUserId);
    if (!periodId) {
      ctx.set('Content-Range', 'instructorEfforts */0');
      ctx.set('X-Total-Count', '0');
      ctx.body = [];
      return;
    }
    await answerComputedList(ctx, deps, {
      resource: 'instructorEfforts',
      allowList,
      query: withoutPeriodFilter(query),
      rows: instructorEffortRows(deps.db, { AcademicPeriodId: periodId }),
      present: presentInstructorEffort,
    });
  });

  router.get('/api/instructorEfforts/:id', async (ctx) => {
    authorize(ctx, 'read', 'EffortActual');
    const key = await keyOfId(deps.db, ctx.params.id!);
    const row = key ? await rowOf(deps.db, key) : undefined;
    if (!row) throw new NotFoundError('instructorEfforts', ctx.params.id!);
    ctx.body = presentInstructorEffort(row);
  });

  router.put('/api/instructorEfforts/:id', async (ctx) => {
    const { auth } = authorize(ctx, 'update', 'EffortActual');
    const body = parseBody(adjustBody, ctx.request.body);
    const key = await keyOfId(deps.db, ctx.params.id!);
    if (!key || !(await rowOf(deps.db, key))) throw new NotFoundError('instructorEfforts', ctx.params.id!);
    const { visible, position } = await runStreamCommand(deps, commandContextOf(ctx, auth), {
      streamId: instructorEffortStreamId(key.UserId, key.AcademicPeriodId),
      streamType: instructorEffortStreamPrefix,
      decider: instructorEffortDecider,
      command: {
        type: 'AdjustExpectedTeachingShare',
        ...key,
        expectedTeachingShare: body.expectedTeachingShare,
        reason: body.reason ?? '',
        expectedVersion: body.version,
      },
      processors: [projectionOf('instructorEffortShares').name],
    });
    if (!visible) return answerAccepted(ctx, position, { id: ctx.params.id });
    ctx.body = presentInstructorEffort((await rowOf(deps.db, key))!);
  });
}
