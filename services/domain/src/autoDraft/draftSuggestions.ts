import type { DraftInstructor, DraftSection, DraftWeights } from './draftProblem.js';
import {
  deviationOf,
  inSectionWorkgroup,
  largestDeviationGrowth,
  type PairScore,
  pairScore,
} from './pairScore.js';

export interface DraftCandidate {
  instructor: DraftInstructor;
  /** An existing assignment of theirs meets at the section's time. */
  conflicts: boolean;
}

export interface DraftSuggestion {
  UserId: string;
  pair: PairScore;
  /** What drafting them for the section alone adds to the draft's objective. */
  gain: number;
  /** The draft's hard rules allow them (workgroup, no conflict, required points set, not going over). */
  eligible: boolean;
}

/**
 * The candidates for one section, best first, by the draft's own scoring (DESIGN §18, issue 23): each one's
 * gain is what a draft of this section alone would add by choosing them (pairScore, then the equity part
 * over `everyone`: the faculty the draft would balance). So the top eligible candidate is the instructor a
 * one-section draft proposes; whoever would go over ranks below whoever would not, and those the draft
 * could not choose (conflict, another workgroup, required points not set) below those it could.
 */
export function draftSuggestions(
  section: DraftSection,
  candidates: readonly DraftCandidate[],
  everyone: readonly DraftInstructor[],
  weights: DraftWeights,
): DraftSuggestion[] {
  const deviations = new Map(
    everyone
      .filter((instructor) => instructor.pointsRequired !== null)
      .map((instructor) => [
        instructor.id,
        deviationOf(instructor.pointsRequired, instructor.pointsAssigned),
      ]),
  );
  const suggestions = candidates.map(({ instructor, conflicts }): DraftSuggestion => {
    const pair = pairScore(section, instructor, weights);
    const required = instructor.pointsRequired;
    const growth =
      required === null
        ? 0
        : largestDeviationGrowth(deviations, instructor.id, deviationOf(required, pair.pointsAfter));
    const inWorkgroup = inSectionWorkgroup(section, instructor);
    return {
      UserId: instructor.id,
      pair,
      gain: Math.round((pair.value + pair.loadValue - weights.equity * growth) * 1e6) / 1e6,
      eligible: inWorkgroup && !conflicts && required !== null && !pair.over,
    };
  });
  const nameOf = new Map(candidates.map(({ instructor }) => [instructor.id, instructor.name]));
  return suggestions.sort(
    (a, b) =>
      Number(a.pair.over) - Number(b.pair.over) ||
      Number(b.eligible) - Number(a.eligible) ||
      b.gain - a.gain ||
      nameOf.get(a.UserId)!.localeCompare(nameOf.get(b.UserId)!) ||
      a.UserId.localeCompare(b.UserId),
  );
}
