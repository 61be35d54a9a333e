import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrl, httpClient, ifMatch } from '../providers/httpClient';
import { liveQueryKeys } from '../providers/liveUpdates/liveQueryKeys';

export interface RateCell {
  InstructorTypeId: string;
  RankId: string;
}
export interface Rate extends RateCell {
  id: string;
  costPerPoint: number;
  overloadRate: number;
  version: number;
}
export interface RateMatrix {
  AcademicPeriodId: string;
  academicPeriodName: string;
  version: number;
  CopiedFromAcademicPeriodId: string | null;
  instructorTypes: { id: string; name: string; isActive: boolean }[];
  ranks: { id: string; name: string; isActive: boolean }[];
  rates: Rate[];
  previousPeriod: { id: string; name: string; rateCount: number } | null;
}
export interface RateChange extends RateCell {
  costPerPoint: number | null;
  overloadRate: number | null;
  version: number;
}

export type CostStatus = 'under' | 'met' | 'overload' | 'noRate' | 'noRequired';
export interface InstructorCost {
  id: string;
  name: string;
  instructorTypeName: string | null;
  rankName: string | null;
  Workgroups: { id: string; name: string }[];
  pointsRequired: number | null;
  pointsAssigned: number;
  costPerPoint: number | null;
  overloadRate: number | null;
  regularPoints: number;
  overloadPoints: number;
  cost: number | null;
  status: CostStatus;
}
export interface CostGroup {
  id: string | null;
  name: string;
  points: number;
  cost: number;
  unknownCount: number;
}
export interface SectionCost extends CostGroup {
  instructors: { UserId: string; name: string; points: number; cost: number | null }[];
}
export interface PeriodCosts {
  AcademicPeriodId: string | null;
  instructors: InstructorCost[];
  sections: SectionCost[];
  courses: CostGroup[];
  workgroups: CostGroup[];
  total: { cost: number; unknownCount: number };
}

// 'instructorRates': live updates name the read model; 'instructorCosts': every workload change
export const rateMatrixKey = (periodId: string) => ['instructorRates', periodId];
const costsKey = (periodId: string) => [...liveQueryKeys.instructorCosts, periodId];
const matrixPath = (periodId: string) => `${apiUrl}/instructorRateMatrices/${encodeURIComponent(periodId)}`;

export const useRateMatrix = (periodId: string) =>
  useQuery({
    queryKey: rateMatrixKey(periodId),
    queryFn: async () => (await httpClient(matrixPath(periodId))).json as RateMatrix,
  });

export const usePeriodCosts = (periodId: string) =>
  useQuery({
    queryKey: costsKey(periodId),
    queryFn: async () =>
      (await httpClient(`${apiUrl}/instructorCosts?AcademicPeriodId=${encodeURIComponent(periodId)}`))
        .json as PeriodCosts,
  });

/** After a write: the matrix it answered, and the costs it changes. */
function useWrite<Input>(periodId: string, write: (input: Input) => Promise<RateMatrix>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (matrix) => {
      if (matrix?.rates) queryClient.setQueryData(rateMatrixKey(periodId), matrix);
      void queryClient.invalidateQueries({ queryKey: rateMatrixKey(periodId) });
      void queryClient.invalidateQueries({ queryKey: costsKey(periodId) });
    },
  });
}

/** PUT the changed cells, each with the version it was edited at (a cell changed meanwhile answers 409). */
export const useSaveRates = (periodId: string) =>
  useWrite(periodId, async ({ rates, version }: { rates: RateChange[]; version?: number }) => {
    const { json } = await httpClient(matrixPath(periodId), {
      method: 'PUT',
      body: JSON.stringify({ rates }),
      headers: new Headers(ifMatch(version)),
    });
    return json as RateMatrix;
  });

/** Copies the previous period's rates; `replace`: the user confirmed replacing this period's own. */
export const useCopyRates = (periodId: string) =>
  useWrite(periodId, async ({ replace }: { replace: boolean }) => {
    const { json } = await httpClient(
      `${matrixPath(periodId)}/copyPrevious${replace ? '?confirm=true' : ''}`,
      {
        method: 'POST',
        body: '{}',
      },
    );
    return json as RateMatrix;
  });

export const exportHref = (periodId: string, format: 'csv' | 'xlsx') =>
  `${apiUrl}/instructorCosts/export?format=${format}&AcademicPeriodId=${encodeURIComponent(periodId)}`;

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatMoney = (value: number | null) => (value === null ? '—' : money.format(value));
