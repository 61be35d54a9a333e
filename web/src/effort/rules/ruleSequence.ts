/** A rule as ordering sees it. */
export interface SequencedRule {
  id: string;
  sequence: number;
  version?: number;
}

/** One write a move needs: the rule's new sequence, at the version it was read. */
export interface SequenceWrite {
  id: string;
  version?: number;
  sequence: number;
}

/** The gap left between rules when they are numbered afresh, and after the last. */
export const sequenceStep = 10;

/** Rules in the order they apply: by sequence, then id (as the classifier orders them). */
export const inSequence = <T extends SequencedRule>(rules: readonly T[]): T[] =>
  [...rules].sort((a, b) => Number(a.sequence) - Number(b.sequence) || a.id.localeCompare(b.id));

/** The sequence of a rule added after all others. */
export const sequenceAfterLast = (rules: readonly SequencedRule[]) =>
  rules.length === 0 ? sequenceStep : Math.max(...rules.map((rule) => Number(rule.sequence))) + sequenceStep;

/**
 * A sequence strictly between two neighbours (either may be missing: the first or last place), or
 * undefined when there is no room (equal neighbours, or nothing left above 0).
 */
export function sequenceBetween(before: number | undefined, after: number | undefined): number | undefined {
  if (before === undefined && after === undefined) return sequenceStep;
  if (after === undefined) return before! + sequenceStep;
  const low = before ?? 0;
  const middle = (low + after) / 2;
  return middle > low && middle < after ? middle : undefined;
}

/**
 * The writes that move the rule at `index` (of the rules in sequence) one place up or down: one write
 * with the midpoint of its new neighbours, or, when there is no room between them, every rule numbered
 * afresh (10, 20, ...) in the new order, writing only those whose sequence changes. Nothing at an end.
 */
export function moveWrites(
  ordered: readonly SequencedRule[],
  index: number,
  direction: 'up' | 'down',
): SequenceWrite[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= ordered.length || target < 0 || target >= ordered.length) return [];
  const moving = ordered[index]!;
  const others = ordered.filter((_, position) => position !== index);
  const before = others[target - 1]?.sequence;
  const after = others[target]?.sequence;
  const sequence = sequenceBetween(
    before === undefined ? undefined : Number(before),
    after === undefined ? undefined : Number(after),
  );
  if (sequence !== undefined) return [{ id: moving.id, version: moving.version, sequence }];
  const reordered = [...others.slice(0, target), moving, ...others.slice(target)];
  return reordered
    .map((rule, position) => ({
      id: rule.id,
      version: rule.version,
      sequence: (position + 1) * sequenceStep,
    }))
    .filter((write, position) => Number(reordered[position]!.sequence) !== write.sequence);
}
