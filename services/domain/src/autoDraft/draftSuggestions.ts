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
  /** Their existing assignments that meet at the section's time, as people read them. */
  conflicts: readonly string[];
  receivesAssignments: boolean;
}

export interface DraftSuggestion {
  UserId: string;
  pair: PairScore;
  /** What drafting them for the section alone adds to the draft's objective. */
  gain: number;
  /** Why a draft could not choose them (its hard rules, DESIGN §18-19): empty for a candidate. */
  cannotTake: string[];
}

/** Why someone cannot take a section: the draft's hard rules, as suggestions name them. */
export const cannotTakeReasons = {
  notReceiving: 'Does not receive assignments',
  outsideWorkgroup: "Not in the section's workgroup",
  requiredNotSet: 'Required points not set',
  conflict: (conflicts: readonly string[]) => `Teaches at this time: ${conflicts.join(', ')}`,
  over: (pointsAfter: number, required: number) => `Would have ${pointsAfter} of ${required} required points`,
} as const;

/** The hard rules a draft (without overload) applies to one instructor and one section, broken. */
function hardRulesBroken(section: DraftSection, candidate: DraftCandidate, pair: PairScore): string[] {
  const { instructor, conflicts } = candidate;
  const reasons: string[] = [];
  if (!candidate.receivesAssignments) reasons.push(cannotTakeReasons.notReceiving);
  if (!inSectionWorkgroup(section, instructor)) reasons.push(cannotTakeReasons.outsideWorkgroup);
  if (conflicts.length > 0) reasons.push(cannotTakeReasons.conflict(conflicts));
  if (instructor.pointsRequired === null) reasons.push(cannotTakeReasons.requiredNotSet);
  else if (pair.over) reasons.push(cannotTakeReasons.over(pair.pointsAfter, instructor.pointsRequired));
  return reasons;
}

/**
 * The people for one section by the draft's own scoring and rules (DESIGN §18-19): each one's gain is what
 * a draft of this section alone would add by choosing them (pairScore, then the equity part over
 * `everyone`: the faculty the draft would balance). Those the draft could choose come first, by gain, so
 * the first is the instructor a one-section draft proposes and the order is the order of the scores shown;
 * then those it could not, each with why (a time conflict, another workgroup, not receiving assignments,
 * required points not set or that they would go over), also by gain.
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
  const suggestions = candidates.map((candidate): DraftSuggestion => {
    const { instructor } = candidate;
    const pair = pairScore(section, instructor, weights);
    const required = instructor.pointsRequired;
    const growth =
      required === null
        ? 0
        : largestDeviationGrowth(deviations, instructor.id, deviationOf(required, pair.pointsAfter));
    return {
      UserId: instructor.id,
      pair,
      gain: Math.round((pair.value + pair.loadValue - weights.equity * growth) * 1e6) / 1e6,
      cannotTake: hardRulesBroken(section, candidate, pair),
    };
  });
  const nameOf = new Map(candidates.map(({ instructor }) => [instructor.id, instructor.name]));
  return suggestions.sort(
    (a, b) =>
      Number(a.cannotTake.length > 0) - Number(b.cannotTake.length > 0) ||
      b.gain - a.gain ||
      nameOf.get(a.UserId)!.localeCompare(nameOf.get(b.UserId)!) ||
      a.UserId.localeCompare(b.UserId),
  );
}
