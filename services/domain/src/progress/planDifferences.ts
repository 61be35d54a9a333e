import type { PlanDifferences } from './progressAnswers.js';
import type { PlanEntry } from './progressEvents.js';

/** What makes two versions of an assignment differ in a plan (the planVersion's inputs). */
const differs = (before: PlanEntry, after: PlanEntry) =>
  before.UserId !== after.UserId ||
  before.SectionId !== after.SectionId ||
  Number(before.points) !== Number(after.points) ||
  (before.AssignmentTypeId ?? null) !== (after.AssignmentTypeId ?? null);

/**
 * The plan now against the plan as approved, entry by entry (matched by TeachingAssignmentId): added,
 * removed, and changed (instructor, section, points or assignment type), each in the current plan's order.
 */
export function planDifferences(
  approved: readonly PlanEntry[],
  current: readonly PlanEntry[],
): PlanDifferences {
  const before = new Map(approved.map((entry) => [entry.TeachingAssignmentId, entry]));
  const now = new Set(current.map((entry) => entry.TeachingAssignmentId));
  const differences: PlanDifferences = { added: [], removed: [], changed: [] };
  for (const entry of current) {
    const was = before.get(entry.TeachingAssignmentId);
    if (!was) differences.added.push(entry);
    else if (differs(was, entry)) differences.changed.push({ before: was, after: entry });
  }
  differences.removed = approved.filter((entry) => !now.has(entry.TeachingAssignmentId));
  return differences;
}
