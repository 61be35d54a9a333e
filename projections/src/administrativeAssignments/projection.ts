import { administrativeAssignments, eventTypesOf } from '@tams/domain';
import { recordProjection } from '../framework/recordProjection.js';
import type { RowOf } from '../framework/rowOf.js';

/** A row of the administrativeAssignments read model. */
export type AdministrativeAssignmentRow = RowOf<typeof administrativeAssignments>;

export const administrativeAssignmentEvents: ReadonlySet<string> = new Set(
  Object.values(eventTypesOf(administrativeAssignments)),
);

/**
 * Administrative assignments, one row each. Run in the planning processor: their points count in their
 * member's workload (instructors/workloadProjection.ts) and they keep a copy of the member's name
 * (teachingAssignments/copies.ts), both in the same transaction as the assignment.
 */
export const administrativeAssignmentsProjection = recordProjection(administrativeAssignments);
