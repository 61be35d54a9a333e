import { categoryColor, categoryKey, type EffortCategoryLegend } from '../effortChartColors';

/** One pay period's effort by category key (a category id, or 'unclassified'). */
export interface PayPeriodEffort {
  id: string;
  code: string;
  startDate: string;
  endDate: string;
  amounts: Record<string, number>;
  total?: number;
}

/** One stacked series of a bar chart: a category's amount in each pay period, in the periods' order. */
export interface EffortSeries {
  id: string;
  label: string;
  color: string;
  stack: 'effort';
  data: number[];
}

const amountIn = (payPeriod: PayPeriodEffort, key: string) => {
  const amount = payPeriod.amounts[key];
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
};

/**
 * The stacked series of a chart of effort per pay period: one per category that has any amount, in the
 * categories' order, then any key the amounts name that no category does (shown by its key, in grey), so
 * the stacks always add up to the pay periods' totals.
 */
export function stackedEffortSeries(
  categories: EffortCategoryLegend[],
  payPeriods: PayPeriodEffort[],
): EffortSeries[] {
  const known = new Set(categories.map((category) => categoryKey(category.id)));
  const unknownKeys = [...new Set(payPeriods.flatMap((payPeriod) => Object.keys(payPeriod.amounts)))].filter(
    (key) => !known.has(key),
  );
  const legends = [
    ...categories.map((category) => ({ key: categoryKey(category.id), ...category })),
    ...unknownKeys.map((key) => ({ key, name: key, color: '' })),
  ];
  return legends
    .map((legend) => ({
      id: legend.key,
      label: legend.name,
      color: categoryColor(legend.color),
      stack: 'effort' as const,
      data: payPeriods.map((payPeriod) => amountIn(payPeriod, legend.key)),
    }))
    .filter((series) => series.data.some((amount) => amount !== 0));
}

/** A pay period's total: the API's when it gives one, else the sum of its amounts. */
export const payPeriodTotal = (payPeriod: PayPeriodEffort): number =>
  payPeriod.total ?? Object.keys(payPeriod.amounts).reduce((sum, key) => sum + amountIn(payPeriod, key), 0);

/** A mark on the timeline: an import, or a change of the classification rules. */
export interface EffortMarker {
  at: string;
  kind: 'import' | 'rule';
  label: string;
}

/**
 * The pay period a moment belongs to on the timeline: the last one that had started by that day (an import
 * usually comes after the pay periods it brings); null before the first. Pay periods are oldest first.
 */
export function payPeriodAt(at: string, payPeriods: PayPeriodEffort[]): PayPeriodEffort | null {
  const day = at.slice(0, 10);
  return payPeriods.filter((payPeriod) => payPeriod.startDate <= day).at(-1) ?? null;
}

const kindWords = { import: 'Import', rule: 'Rule change' } as const;

/** One line per pay period with markers, labelled by what happened there ("Import", "3 changes"). */
export function markerLines(
  markers: EffortMarker[],
  payPeriods: PayPeriodEffort[],
): { code: string; label: string }[] {
  const byCode = new Map<string, EffortMarker[]>();
  for (const marker of markers) {
    const code = payPeriodAt(marker.at, payPeriods)?.code;
    if (code) byCode.set(code, [...(byCode.get(code) ?? []), marker]);
  }
  return [...byCode].map(([code, here]) => ({
    code,
    label: here.length === 1 ? kindWords[here[0]!.kind] : `${here.length} changes`,
  }));
}
