import { meetingTimeText } from '../sections/meetingOverlap.js';
import { sectionTitle } from '../sections/sectionTitle.js';
import { roundPoints } from '../shared/points.js';
import type { ChangeWarning } from './assignmentAnswers.js';

/**
 * The rules of a teaching assignment over the facts a route reads (services/api/src/teachingAssignments):
 * who may be assigned, the default share, and what must be confirmed first. Pure: the load preview, the
 * suggestions and the assignment commands all judge by these.
 */

/** What is left to cover of a section's points (never below 0): the share a new assignment defaults to. */
export const uncoveredPoints = (section: { readonly [column: string]: unknown }): number =>
  Math.max(roundPoints(Number(section.points ?? 0) - Number(section.assignedPoints ?? 0)), 0);

/** A user as an assignment's instructor: their account and faculty profile (absent: no profile). */
export interface InstructorEligibility {
  isFaculty: boolean;
  isActive: boolean;
  merged: boolean;
  profileActive: boolean | null;
  receiveAssignments: boolean | null;
}

export const instructorRefusals = {
  notFaculty: 'Not a faculty member',
  notActive: 'This user is not active',
  profileClosed: "This instructor's faculty profile does not receive assignments",
} as const;

/** Why a user cannot be assigned to teach, or undefined when they can. */
export function instructorRefusal(user: InstructorEligibility): string | undefined {
  if (!user.isFaculty) return instructorRefusals.notFaculty;
  if (!user.isActive || user.merged) return instructorRefusals.notActive;
  // without a faculty profile, a faculty member receives assignments (the profile's defaults)
  if (user.profileActive === false || user.receiveAssignments === false)
    return instructorRefusals.profileClosed;
  return undefined;
}

/** An instructor's points in the section's period before the change (name null: not a faculty member). */
export interface InstructorLoad {
  name: string | null;
  pointsAssigned: number;
  pointsRequired: number | null;
}

/** A meeting of another section the instructor teaches in the same term, at a time that overlaps. */
export interface MeetingConflict {
  UserId: string;
  SectionId: string;
  courseNumber: string | null;
  sectionNumber: string;
  days: string[];
  startTime: string;
  endTime: string;
}

/** "MATH 101-002 (Mon/Wed 10:00 AM–11:15 AM)" */
export const conflictText = (conflict: MeetingConflict) =>
  `${sectionTitle(conflict)} (${meetingTimeText(conflict)})`;

/**
 * The instructor's points after they teach `points` of the section instead of `replacing` (their current
 * share of it, 0 for a new assignment), and what to confirm first: going over their required points (only
 * when the share grows) and meetings at the same time.
 */
export function loadAfter(
  load: InstructorLoad,
  points: number,
  replacing: number,
  conflicts: readonly MeetingConflict[],
): { pointsAfter: number; warnings: ChangeWarning[] } {
  const pointsAfter = roundPoints(load.pointsAssigned - replacing + points);
  const name = load.name ?? 'The instructor';
  const warnings: ChangeWarning[] = [];
  const required = load.pointsRequired;
  if (required !== null && pointsAfter > required && points > replacing)
    warnings.push({
      kind: 'overload',
      message: `${name} would have ${pointsAfter} of ${required} required points (${roundPoints(pointsAfter - required)} over).`,
    });
  if (conflicts.length > 0)
    warnings.push({
      kind: 'timeConflict',
      message: `${name} already teaches at this time: ${conflicts.map(conflictText).join(', ')}.`,
    });
  return { pointsAfter, warnings };
}
