/**
 * The access matrix's entries for the Instructor Cost Matrix (issue 22: services/api/src/instructorCosts):
 * every route needs manage FinancialData (spec §6). The allowed caller's writes carry the cell version the
 * matrix has now, and its copy has rates to copy (it sets one in the previous period first).
 */
import type { EndpointEntry, Fixtures } from './endpointTable.js';

const rule = { action: 'manage' as const, subject: 'FinancialData' as const };
const matrixOf = (fx: Fixtures, periodId: string) =>
  fx.finance.get(`/api/instructorRateMatrices/${periodId}`);

/** A cell of the fixture's instructor type and rank at its current version, with a new cost. */
async function cellOf(fx: Fixtures, periodId: string) {
  const matrix = (await matrixOf(fx, periodId)).body;
  const [InstructorTypeId, RankId] = [fx.ids.valueLists.instructorTypes!, fx.ids.valueLists.ranks!];
  const current = matrix.rates.find(
    (rate: { InstructorTypeId: string; RankId: string }) =>
      rate.InstructorTypeId === InstructorTypeId && rate.RankId === RankId,
  );
  const costPerPoint = 100 + Math.floor(Math.random() * 900);
  return {
    matrix,
    cell: { InstructorTypeId, RankId, costPerPoint, overloadRate: 50, version: current?.version ?? 0 },
  };
}

const period = (fx: Fixtures) => ({ periodId: fx.ids.activePeriod });

export const instructorCostEndpoints: EndpointEntry[] = [
  {
    method: 'GET',
    path: '/api/instructorRateMatrices/:periodId',
    rule,
    cases: [{ name: 'main', build: (_, fx) => ({ params: period(fx) }) }],
  },
  {
    method: 'PUT',
    path: '/api/instructorRateMatrices/:periodId',
    rule,
    cases: [
      {
        name: 'main',
        build: async (_, fx) => ({
          params: period(fx),
          body: { rates: [(await cellOf(fx, fx.ids.activePeriod)).cell] },
        }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/instructorRateMatrices/:periodId/copyPrevious',
    rule,
    cases: [
      {
        name: 'main',
        build: async (p, fx) => {
          const { matrix } = await cellOf(fx, fx.ids.activePeriod);
          const previous = matrix.previousPeriod?.id as string | undefined;
          if (previous && p.role === 'financialReportingUser')
            await fx.finance.put(`/api/instructorRateMatrices/${previous}`, {
              rates: [(await cellOf(fx, previous)).cell],
            });
          return { params: period(fx), query: '?confirm=true', body: {} };
        },
      },
    ],
  },
  {
    method: 'GET',
    path: '/api/instructorCosts',
    rule,
    cases: [{ name: 'main', build: () => ({}) }],
  },
  {
    method: 'GET',
    path: '/api/instructorCosts/export',
    rule,
    cases: [{ name: 'main', build: () => ({ query: '?format=csv' }) }],
  },
];
