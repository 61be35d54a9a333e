export interface PeriodOption {
  id: string;
  name: string;
  startDate: string;
}

/**
 * The usual clone: from the working period into the one that starts next. Either is undefined when
 * there is none (no working period, or nothing after it).
 */
export function defaultPeriods(
  periods: readonly PeriodOption[],
  workingPeriodId: string | undefined,
): { source: string | undefined; target: string | undefined } {
  const source = periods.find((period) => period.id === workingPeriodId);
  if (!source) return { source: undefined, target: undefined };
  const next = periods
    .filter((period) => period.startDate > source.startDate)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
  return { source: source.id, target: next?.id };
}
