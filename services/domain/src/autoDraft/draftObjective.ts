import { roundPoints } from '../shared/points.js';
import type { DraftProblem, DraftWeights } from './draftProblem.js';
import type { DraftObjective } from './draftResult.js';
import { deviationOf, overOf, pairScore } from './pairScore.js';

/** A draft's choice: SectionId -> UserId (sections not in it stay uncovered). */
export type DraftAssignment = ReadonlyMap<string, string>;

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Each instructor's points after the draft (the instructors whose required points are set). */
export function pointsAfterDraft(problem: DraftProblem, assignment: DraftAssignment): Map<string, number> {
  const points = new Map(
    problem.instructors
      .filter((instructor) => instructor.pointsRequired !== null)
      .map((instructor) => [instructor.id, instructor.pointsAssigned]),
  );
  for (const section of problem.sections) {
    const UserId = assignment.get(section.id);
    if (UserId !== undefined && points.has(UserId))
      points.set(UserId, roundPoints(points.get(UserId)! + section.points));
  }
  return points;
}

/**
 * The objective of any assignment (the model maximises exactly this; tests compare the solver's choice
 * with every other assignment by it). Penalties are negative parts: balance is the sum of everyone's
 * |remaining points| after the draft, equity the largest of them, overload the points the draft puts
 * anyone above their required points.
 */
export function draftObjectiveOf(
  problem: DraftProblem,
  weights: DraftWeights,
  assignment: DraftAssignment,
): DraftObjective {
  const instructorOf = new Map(problem.instructors.map((instructor) => [instructor.id, instructor]));
  const parts = { coverage: 0, preference: 0, history: 0, balance: 0, equity: 0, overload: 0 };
  for (const section of problem.sections) {
    const instructor = instructorOf.get(assignment.get(section.id) ?? '');
    if (!instructor) continue;
    const score = pairScore(section, instructor, weights);
    parts.coverage += weights.coverage * section.points;
    parts.preference += weights.preference * score.preference.score;
    parts.history += weights.history * (score.taughtIn.length > 0 ? 1 : 0);
  }
  const after = pointsAfterDraft(problem, assignment);
  let largest = 0;
  for (const instructor of problem.instructors) {
    const points = after.get(instructor.id);
    if (points === undefined) continue;
    const deviation = deviationOf(instructor.pointsRequired, points);
    largest = Math.max(largest, deviation);
    parts.balance -= weights.balance * deviation;
    parts.overload -=
      weights.overload *
      (overOf(instructor.pointsRequired, points) -
        overOf(instructor.pointsRequired, instructor.pointsAssigned));
  }
  parts.equity = -weights.equity * largest;
  const rounded = Object.fromEntries(
    Object.entries(parts).map(([name, value]) => [name, round(value) + 0]),
  ) as DraftObjective['parts'];
  return { total: round(Object.values(parts).reduce((sum, value) => sum + value, 0)), parts: rounded };
}
