import type { ReportGroup } from './reportApi';

/** The server's subtotals of one group row: the whole group's count and sums, not only the page's rows. */
export type GroupLookup = (depth: number, leaf: Record<string, unknown>) => ReportGroup | undefined;

const keyOf = (depth: number, values: unknown[]) => JSON.stringify([depth, ...values.map((v) => v ?? null)]);

/**
 * Finds a group by its depth (1 = outermost) and the grouping columns' values, read from any row of the group
 * (a grid group row's `original` is its first row).
 */
export function groupLookup(groups: ReportGroup[], grouping: string[]): GroupLookup {
  const byKey = new Map(
    groups.map((group) => [
      keyOf(
        group.depth,
        grouping.slice(0, group.depth).map((id) => group.key[id]),
      ),
      group,
    ]),
  );
  return (depth, leaf) =>
    byKey.get(
      keyOf(
        depth,
        grouping.slice(0, depth).map((id) => leaf[id]),
      ),
    );
}
