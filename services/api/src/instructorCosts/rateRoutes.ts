import type Router from '@koa/router';
import {
  type CopyInstructorRates,
  instructorRatesDecider,
  instructorRatesStreamId,
  instructorRatesStreamPrefix,
  NotFoundError,
  type SetInstructorRates,
} from '@tams/domain';
import {
  previousPeriodOf,
  projectionOf,
  rateMatrixOf,
  type ReadModels,
  ratesOfPeriod,
} from '@tams/projections';
import type { Context } from 'koa';
import { authorize } from '../auth/authenticate.js';
import { answerAccepted, runStreamCommand } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { parseBody } from '../http/body.js';
import { isUuid } from '../http/ids.js';
import { etagOf, expectedVersionOf } from '../http/preconditions.js';
import { commandContextOf } from '../resources/recordRoutes.js';
import { copyRatesBody, setRatesBody } from './requests.js';

const processors = () => [projectionOf('instructorRates').name];

async function periodIdOf(db: ReadModels, ctx: Context): Promise<string> {
  const periodId = ctx.params.periodId!;
  const found =
    isUuid(periodId) &&
    (await db.selectFrom('academicPeriods').select('id').where('id', '=', periodId).executeTakeFirst());
  if (!found) throw new NotFoundError('academicPeriods', periodId);
  return periodId;
}

async function answerMatrix(ctx: Context, db: ReadModels, periodId: string) {
  const matrix = (await rateMatrixOf(db, periodId))!;
  ctx.set('ETag', etagOf(matrix.version));
  ctx.body = matrix;
}

const valueListIds = (db: ReadModels, table: 'instructorTypes' | 'ranks') =>
  db
    .selectFrom(table)
    .select('id')
    .execute()
    .then((rows) => rows.map((row) => row.id));

/**
 * The Instructor Cost Matrix's rates (DESIGN §17), per academic period: rows ranks, columns instructor
 * types, each cell a cost per point and an overload rate. Manage FinancialData (spec §6) reads and edits it.
 */
export function instructorRateRoutes(router: Router, deps: AppContext): void {
  router.get('/api/instructorRateMatrices/:periodId', async (ctx) => {
    authorize(ctx, 'manage', 'FinancialData');
    await answerMatrix(ctx, deps.db, await periodIdOf(deps.db, ctx));
  });

  router.put('/api/instructorRateMatrices/:periodId', async (ctx) => {
    const { auth } = authorize(ctx, 'manage', 'FinancialData');
    const body = parseBody(setRatesBody, ctx.request.body);
    const expectedVersion = expectedVersionOf(ctx, body, false);
    const periodId = await periodIdOf(deps.db, ctx);
    const [instructorTypeIds, rankIds] = await Promise.all([
      valueListIds(deps.db, 'instructorTypes'),
      valueListIds(deps.db, 'ranks'),
    ]);
    const command: SetInstructorRates = {
      type: 'SetInstructorRates',
      AcademicPeriodId: periodId,
      rates: body.rates,
      ...(expectedVersion === undefined ? {} : { expectedVersion }),
      instructorTypeIds,
      rankIds,
    };
    const { visible, position } = await runStreamCommand(deps, commandContextOf(ctx, auth), {
      streamId: instructorRatesStreamId(periodId),
      streamType: instructorRatesStreamPrefix,
      decider: instructorRatesDecider,
      command,
      processors: processors(),
    });
    if (!visible) return answerAccepted(ctx, position, { id: periodId });
    await answerMatrix(ctx, deps.db, periodId);
  });

  router.post('/api/instructorRateMatrices/:periodId/copyPrevious', async (ctx) => {
    const { auth } = authorize(ctx, 'manage', 'FinancialData');
    parseBody(copyRatesBody, ctx.request.body);
    const periodId = await periodIdOf(deps.db, ctx);
    const previous = await previousPeriodOf(deps.db, periodId);
    const command: CopyInstructorRates = {
      type: 'CopyInstructorRates',
      AcademicPeriodId: periodId,
      from: previous
        ? {
            AcademicPeriodId: previous.id,
            name: previous.name,
            rates: (await ratesOfPeriod(deps.db, previous.id)).map(
              ({ InstructorTypeId, RankId, costPerPoint, overloadRate }) => ({
                InstructorTypeId,
                RankId,
                costPerPoint,
                overloadRate,
              }),
            ),
          }
        : null,
      confirmed: ctx.query.confirm === 'true',
    };
    const { visible, position } = await runStreamCommand(deps, commandContextOf(ctx, auth), {
      streamId: instructorRatesStreamId(periodId),
      streamType: instructorRatesStreamPrefix,
      decider: instructorRatesDecider,
      command,
      processors: processors(),
    });
    if (!visible) return answerAccepted(ctx, position, { id: periodId });
    await answerMatrix(ctx, deps.db, periodId);
  });
}
