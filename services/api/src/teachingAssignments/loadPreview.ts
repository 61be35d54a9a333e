import { type LoadPreview, loadAfter, roundPoints, uncoveredPoints } from '@tams/domain';
import { assignmentFacts } from '@tams/projections';
import type { AppContext } from '../context.js';

/**
 * An instructor's points in the section's period if they taught `points` of it ("after this: 12 of 18";
 * default: the section's uncovered points), with what should be confirmed first: going over their required
 * points, and meetings at the same time in the same term. A change of their current share replaces it.
 * Undefined: no such user.
 */
export async function loadPreview(
  db: AppContext['db'],
  section: { id: string; readonly [column: string]: unknown },
  userId: string,
  points = uncoveredPoints(section),
  options: { effortEnabled?: boolean } = {},
): Promise<LoadPreview | undefined> {
  const { instructor, load, conflicts, currentPoints } = await assignmentFacts(
    db,
    section.id,
    userId,
    null,
    options,
  );
  if (!instructor) return undefined;
  const { pointsAfter, warnings } = loadAfter(load, points, currentPoints, conflicts);
  return {
    UserId: userId,
    instructorName: load.name,
    points,
    pointsRequired: load.pointsRequired,
    pointsAssigned: load.pointsAssigned,
    pointsAfter,
    pointsRemainingAfter:
      load.pointsRequired === null ? null : roundPoints(load.pointsRequired - pointsAfter),
    warnings,
  };
}
