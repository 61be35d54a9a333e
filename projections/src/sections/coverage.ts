import { sections } from '@tams/domain';
import type { BatchRows } from '../framework/batchRows.js';
import { sumPoints } from '../instructors/workloadsTable.js';

/**
 * A section's coverage: the points and number of its teaching assignments, and what its definition derives
 * from them (variance, coverageStatus). Recounted from every assignment of the section the batch holds
 * (wanted with wantWhere), never adjusted by deltas, so applying an event again changes nothing.
 */
export function recountSection(rows: BatchRows, sectionId: string) {
  const section = rows.get('sections', sectionId);
  if (!section) return;
  const assignments = rows.where('teachingAssignments', 'SectionId', sectionId);
  const assignedPoints = sumPoints(assignments);
  const assignmentCount = assignments.length;
  if (
    Number(section.assignedPoints ?? 0) === assignedPoints &&
    Number(section.assignmentCount ?? 0) === assignmentCount
  )
    return;
  // the section's version stays its own record's: coverage is not an edit of the section
  const next = { ...section, assignedPoints, assignmentCount };
  rows.put('sections', { ...next, ...sections.derive!(next) });
}
