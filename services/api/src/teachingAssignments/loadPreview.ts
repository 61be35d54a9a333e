import { type ChangeWarning, type LoadPreview, roundPoints } from '@tams/domain';
import type { Kysely } from 'kysely';
import { instructorRow } from '../instructors/instructorRows.js';
import { conflictText, meetingConflicts } from './meetingConflicts.js';

/**
 * An instructor's points in the section's period if they taught `points` of it ("after this: 12 of 18"),
 * with what should be confirmed first: going over their required points, and meetings at the same time
 * in the same term. `replacing`: the points of their current assignment on this section (a change).
 */
export async function loadPreview(
  db: Kysely<any>,
  section: { id: string; AcademicPeriodId?: unknown },
  userId: string,
  points: number,
  replacing = 0,
): Promise<LoadPreview> {
  const [instructor, conflicts] = await Promise.all([
    instructorRow(db, userId, String(section.AcademicPeriodId)),
    meetingConflicts(db, section.id, [userId]),
  ]);
  const pointsAssigned = Number(instructor?.pointsAssigned ?? 0);
  const pointsRequired = instructor?.pointsRequired ?? null;
  const pointsAfter = roundPoints(pointsAssigned - replacing + points);
  const name = instructor?.name ?? 'The instructor';
  const warnings: ChangeWarning[] = [];
  if (pointsRequired !== null && pointsAfter > pointsRequired && points > replacing)
    warnings.push({
      kind: 'overload',
      message: `${name} would have ${pointsAfter} of ${pointsRequired} required points (${roundPoints(pointsAfter - pointsRequired)} over).`,
    });
  if (conflicts.length > 0)
    warnings.push({
      kind: 'timeConflict',
      message: `${name} already teaches at this time: ${conflicts.map(conflictText).join(', ')}.`,
    });
  return {
    UserId: userId,
    instructorName: instructor?.name ?? null,
    points,
    pointsRequired,
    pointsAssigned,
    pointsAfter,
    pointsRemainingAfter: pointsRequired === null ? null : roundPoints(pointsRequired - pointsAfter),
    warnings,
  };
}
