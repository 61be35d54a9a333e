import { roundPoints } from '../shared/points.js';
import type { DraftProblem, DraftWeights } from './draftProblem.js';
import type { DraftAssignment } from './draftObjective.js';
import { type DraftEligibility, draftEligibility } from './draftEligibility.js';
import type { DraftResult } from './draftResult.js';
import { explainDraft } from './explainDraft.js';
import { deviationOf, largestDeviationGrowth, pairScore } from './pairScore.js';

/**
 * The baseline a draft is measured against: the most constrained section first (fewest candidates, then
 * most points), each to the candidate adding most to the objective at that moment, never breaking a hard
 * rule. Fast, and no better than its order allows.
 */
export function greedyDraft(
  problem: DraftProblem,
  weights: DraftWeights,
  eligibility: DraftEligibility,
): DraftAssignment {
  const { pairsBySection, overlapping, drafted } = eligibility;
  const points = new Map(drafted.map((i) => [i, problem.instructors[i].pointsAssigned]));
  const deviation = (i: number) => deviationOf(problem.instructors[i].pointsRequired, points.get(i)!);
  const holder = new Map<number, number>();
  const order = problem.sections
    .map((_, s) => s)
    .sort(
      (a, b) =>
        pairsBySection[a].length - pairsBySection[b].length ||
        problem.sections[b].points - problem.sections[a].points ||
        a - b,
    );
  for (const s of order) {
    const section = problem.sections[s];
    const deviations = new Map(drafted.map((i) => [i, deviation(i)]));
    let best: { instructor: number; gain: number } | null = null;
    for (const pair of pairsBySection[s]) {
      const i = pair.instructor;
      const instructor = problem.instructors[i];
      if ([...overlapping[s]].some((t) => holder.get(t) === i)) continue;
      const before = points.get(i)!;
      if (!problem.allowOverload && roundPoints(before + section.points) > instructor.pointsRequired!)
        continue;
      const score = pairScore(section, instructor, weights, before);
      const growth = largestDeviationGrowth(
        deviations,
        i,
        deviationOf(instructor.pointsRequired, score.pointsAfter),
      );
      const gain = score.value + score.loadValue - weights.equity * growth;
      if (gain > 0 && (best === null || gain > best.gain)) best = { instructor: i, gain };
    }
    if (best === null) continue;
    holder.set(s, best.instructor);
    points.set(best.instructor, roundPoints(points.get(best.instructor)! + section.points));
  }
  return new Map([...holder].map(([s, i]) => [problem.sections[s].id, problem.instructors[i].id]));
}

/** The greedy baseline's draft, explained like a solved one. */
export function greedyDraftResult(problem: DraftProblem, weights: DraftWeights): DraftResult {
  const started = performance.now();
  const eligibility = draftEligibility(problem, weights);
  const assignment = greedyDraft(problem, weights, eligibility);
  const ms = Math.round(performance.now() - started);
  return explainDraft(problem, weights, eligibility, assignment, {
    status: 'greedy',
    gap: 0,
    ms,
    variables: eligibility.pairs.length,
  });
}
