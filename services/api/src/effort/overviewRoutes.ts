import type Router from '@koa/router';
import {
  effortByCategory,
  effortCategoryRows,
  effortImportRows,
  effortPositionRows,
  unclassifiedCategory,
  unclassifiedEffortRows,
} from '@tams/projections';
import { askedOrWorkingPeriodId } from '../academicPeriods/workingPeriod.js';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { setListHeaders } from '../http/listHeaders.js';
import { type ListAllowList, parseListQuery } from '@tams/projections';
import { answerComputedList, askedPeriod, withoutPeriodFilter } from './effortList.js';

type Row = Record<string, unknown>;

const textFilter = { kind: 'text', ops: ['eq', 'contains', 'startsWith'] } as const;
const unclassifiedAllowList: ListAllowList = {
  fields: { AcademicPeriodId: { kind: 'uuid', ops: ['eq'] }, CostCenter: textFilter, EarnCode: textFilter },
  sortable: new Set(['CostCenter', 'EarnCode', 'PositionTitle', 'rows', 'amount', 'people']),
  includes: new Set(),
  search: ['CostCenter', 'EarnCode', 'PositionTitle', 'effortTypeName'],
  meta: false,
  defaultSort: [{ field: 'amount', direction: 'DESC' }],
};
const positionsAllowList: ListAllowList = {
  fields: { id: textFilter, PositionTitle: textFilter },
  sortable: new Set(['id', 'PositionTitle', 'rows', 'lastPayPeriodStart']),
  includes: new Set(),
  search: ['id', 'PositionTitle'],
  meta: false,
  defaultSort: [{ field: 'id', direction: 'ASC' }],
};

/** An import as the overview lists it (the contract's import row). */
export const presentImport = (row: Row): Row => {
  const { version: _v, recordedCount: _r, PayPeriodIds: _p, ...rest } = row;
  return rest;
};

/** A period's effort per category (DESIGN §14 Overview): every active category, then the unclassified. */
async function overviewOf(deps: AppContext, periodId: string) {
  const [amounts, categories] = await Promise.all([
    effortByCategory(deps.db, periodId),
    effortCategoryRows(deps.db),
  ]);
  const byId = new Map(amounts.map((row) => [row.EffortCategoryId, row]));
  const totalAmount = Math.round(100 * amounts.reduce((sum, row) => sum + Number(row.amount), 0)) / 100;
  const share = (amount: number) =>
    totalAmount > 0 ? Math.round((10000 * amount) / totalAmount) / 100 : null;
  const listed = categories
    .filter((category) => category.isActive || byId.has(category.id))
    .map((category) => {
      const amount = Number(byId.get(category.id)?.amount ?? 0);
      const { id, name, color, countsAsTeaching } = category;
      return { id, name, color, countsAsTeaching, amount, share: share(amount) };
    });
  const unclassified = byId.get(null);
  if (unclassified)
    listed.push({
      id: null as never,
      ...unclassifiedCategory,
      countsAsTeaching: false,
      amount: Number(unclassified.amount),
      share: share(Number(unclassified.amount)),
    });
  return { totalAmount, categories: listed, unclassifiedRows: Number(unclassified?.rows ?? 0) };
}

/** The effort overview, the unclassified rows and the positions (reads of the effort read model). */
export function effortOverviewRoutes(router: Router, deps: AppContext): void {
  router.get('/api/effortOverview', async (ctx) => {
    const { auth } = authorize(ctx, 'read', 'Effort');
    const periodId = await askedOrWorkingPeriodId(deps.db, ctx.query.AcademicPeriodId, auth.workingUserId);
    const [overview, recentImports] = await Promise.all([
      periodId ? overviewOf(deps, periodId) : { totalAmount: 0, categories: [], unclassifiedRows: 0 },
      effortImportRows(deps.db).orderBy('i.startedAt', 'desc').orderBy('i.id', 'desc').limit(5).execute(),
    ]);
    ctx.body = { AcademicPeriodId: periodId, ...overview, recentImports: recentImports.map(presentImport) };
  });

  router.get('/api/effortUnclassified', async (ctx) => {
    const { auth } = authorize(ctx, 'read', 'EffortActual');
    const query = parseListQuery(ctx.query, unclassifiedAllowList);
    const periodId = await askedOrWorkingPeriodId(deps.db, askedPeriod(ctx, query), auth.workingUserId);
    if (!periodId) {
      setListHeaders(ctx, 'effortUnclassified', 0, 0, 0);
      ctx.body = [];
      return;
    }
    await answerComputedList(ctx, deps, {
      resource: 'effortUnclassified',
      allowList: unclassifiedAllowList,
      query: withoutPeriodFilter(query),
      rows: unclassifiedEffortRows(deps.db, periodId),
      present: (row) => row,
    });
  });

  router.get('/api/effortPositions', async (ctx) => {
    authorize(ctx, 'read', 'EffortActual');
    await answerComputedList(ctx, deps, {
      resource: 'effortPositions',
      allowList: positionsAllowList,
      query: parseListQuery(ctx.query, positionsAllowList),
      rows: effortPositionRows(deps.db),
      present: ({ UserIds: _ids, lastPayPeriodStart: _start, ...row }) => row,
    });
  });
}
