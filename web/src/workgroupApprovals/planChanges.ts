import { formatNumber } from '../shared/records/formatting';
import type { PlanEntry } from './approvalTypes';

/** "12 Calculus I": the section's number and name as a plan lists it. */
export const sectionOf = (entry: PlanEntry) =>
  [entry.sectionNumber, entry.sectionName].filter((part) => part !== null && part !== '').join(' ') ||
  entry.SectionId;

const instructorOf = (entry: PlanEntry) => entry.instructorName ?? entry.UserId;

/** "Ada Byron, 2 points" */
export const assigneeOf = (entry: PlanEntry) =>
  `${instructorOf(entry)}, ${formatNumber(entry.points)} ${entry.points === 1 ? 'point' : 'points'}`;

/** What changed of one assignment, "before -> after" for each field that moved. */
export function changeOf(before: PlanEntry, after: PlanEntry): string {
  const parts: string[] = [];
  if (before.UserId !== after.UserId)
    parts.push(`instructor ${instructorOf(before)} -> ${instructorOf(after)}`);
  if (Number(before.points) !== Number(after.points))
    parts.push(`points ${formatNumber(before.points)} -> ${formatNumber(after.points)}`);
  if ((before.AssignmentTypeId ?? null) !== (after.AssignmentTypeId ?? null))
    parts.push('assignment type changed');
  if (before.SectionId !== after.SectionId) parts.push(`section ${sectionOf(before)} -> ${sectionOf(after)}`);
  return parts.join('; ') || 'changed';
}
