import { eventTypesOf, teachingAssignments } from '@tams/domain';
import type { BatchRows, Row } from '../framework/batchRows.js';
import type { RowOf } from '../framework/rowOf.js';

/**
 * A row of the teachingAssignments read model. The table is the sections projection's (an assignment is a
 * child record in its section's stream); the planning processor keeps its copies and alignment.
 */
export type TeachingAssignmentRow = RowOf<typeof teachingAssignments>;

export const teachingAssignmentEvents: ReadonlySet<string> = new Set(
  Object.values(eventTypesOf(teachingAssignments)),
);

/** A user's name as lists show it. */
export const nameOf = (user: Row | undefined) =>
  user ? String(user.displayName || `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim()) : null;

/** The copies an assignment keeps of its section, for lists that filter and sort by them. */
export function copySection(rows: BatchRows, assignment: Row) {
  const section = rows.get('sections', String(assignment.SectionId));
  if (!section) return assignment;
  return {
    ...assignment,
    WorkgroupId: section.WorkgroupId ?? null,
    AcademicTermId: section.AcademicTermId ?? null,
    CourseId: section.CourseId ?? null,
    sectionNumber: section.sectionNumber ?? null,
    sectionName: section.name ?? null,
  };
}

/**
 * Refreshes the copies an assignment (teaching or administrative) keeps of its instructor's name and, for
 * a teaching one, of its section. Writes only when a copy changed.
 */
export function refreshCopies(rows: BatchRows, table: string, assignment: Row, withSection: boolean) {
  const user = rows.get('users', String(assignment.UserId));
  let next: Row = { ...assignment, instructorName: nameOf(user) ?? assignment.instructorName ?? null };
  if (withSection) next = copySection(rows, next);
  const changed = Object.keys(next).some((key) => next[key] !== assignment[key]);
  if (changed) rows.put(table, next);
}
