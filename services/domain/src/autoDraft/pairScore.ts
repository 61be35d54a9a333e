import { roundPoints } from '../shared/points.js';
import { type AlignmentResult, preferenceAlignmentOf } from '../teachingPreferences/preferenceAlignment.js';
import type { DraftInstructor, DraftSection, DraftWeights } from './draftProblem.js';

export interface PairScore {
  preference: AlignmentResult;
  /** The earlier periods in which the instructor taught the section's course, newest first. */
  taughtIn: readonly string[];
  /** What the pair adds wherever it goes: coverage + preference + history, weighted. */
  value: number;
  pointsBefore: number;
  pointsAfter: number;
  /** After taking the section, above their required points (never when they are not set). */
  over: boolean;
  /** How taking it changes the balance and overload parts (only these two: equity depends on everyone). */
  loadValue: number;
}

/** How far someone's points are from their required points, either way (0 when they are not set). */
export const deviationOf = (required: number | null, points: number) =>
  required === null ? 0 : Math.abs(roundPoints(required - points));

/** Points above the required points (0 when not set or within). */
export const overOf = (required: number | null, points: number) =>
  required === null ? 0 : Math.max(0, roundPoints(points - required));

/** The draft's workgroup rule: an instructor may take a section of their workgroups, or one without any. */
export const inSectionWorkgroup = (
  section: Pick<DraftSection, 'WorkgroupId'>,
  instructor: { WorkgroupIds: readonly string[] },
) => section.WorkgroupId === null || instructor.WorkgroupIds.includes(section.WorkgroupId);

/**
 * How much the largest deviation (the equity part's measure) grows when `who`'s deviation becomes `after`,
 * the others' staying as in `deviations`.
 */
export function largestDeviationGrowth<Key>(
  deviations: ReadonlyMap<Key, number>,
  who: Key,
  after: number,
): number {
  let before = 0;
  let others = 0;
  for (const [key, deviation] of deviations) {
    before = Math.max(before, deviation);
    if (key !== who) others = Math.max(others, deviation);
  }
  return Math.max(others, after) - before;
}

/**
 * What one instructor teaching one section is worth (DESIGN §18): the one scoring the draft's model, its
 * greedy baseline, its explanations and the suggested assignees share. `pointsBefore` is the
 * instructor's points before this section (their assigned points, plus what a draft gave them already).
 */
export function pairScore(
  section: DraftSection,
  instructor: DraftInstructor,
  weights: DraftWeights,
  pointsBefore = instructor.pointsAssigned,
): PairScore {
  const preference = preferenceAlignmentOf(
    {
      AcademicTermId: section.AcademicTermId,
      TeachingModeId: section.TeachingModeId,
      AssignmentTypeId: null,
      CourseId: section.CourseId,
    },
    instructor.preferences,
  );
  const taughtIn = section.CourseId ? (instructor.taught[section.CourseId] ?? []) : [];
  const value =
    weights.coverage * section.points +
    weights.preference * preference.score +
    weights.history * (taughtIn.length > 0 ? 1 : 0);
  const required = instructor.pointsRequired;
  const pointsAfter = roundPoints(pointsBefore + section.points);
  const loadValue =
    weights.balance * (deviationOf(required, pointsBefore) - deviationOf(required, pointsAfter)) -
    weights.overload * (overOf(required, pointsAfter) - overOf(required, pointsBefore));
  return {
    preference,
    taughtIn,
    value,
    pointsBefore,
    pointsAfter,
    over: overOf(required, pointsAfter) > 0,
    loadValue,
  };
}
