import { roundPoints } from '../shared/points.js';
import { alignmentReasons } from '../teachingPreferences/preferenceAlignment.js';
import type { DraftProblem, DraftWeights } from './draftProblem.js';
import type { DraftProposal, DraftResult, DraftUncovered } from './draftResult.js';
import { type DraftAssignment, draftObjectiveOf, pointsAfterDraft } from './draftObjective.js';
import { type DraftEligibility, uncoveredReasons } from './draftEligibility.js';

/**
 * The draft as a person reads it (DESIGN §18): each proposal with why (the preferences that matched, the
 * history, the load after), each uncovered section with why, the objective's parts and the figures.
 */
export function explainDraft(
  problem: DraftProblem,
  weights: DraftWeights,
  eligibility: DraftEligibility,
  assignment: DraftAssignment,
  solver: DraftResult['solver'],
): DraftResult {
  const after = pointsAfterDraft(problem, assignment);
  const indexOfUser = new Map(problem.instructors.map((instructor, i) => [instructor.id, i]));
  const proposals: DraftProposal[] = [];
  const uncovered: DraftUncovered[] = [];
  problem.sections.forEach((section, s) => {
    const UserId = assignment.get(section.id);
    const pair = eligibility.pairsBySection[s].find((p) => problem.instructors[p.instructor].id === UserId);
    if (!pair) {
      uncovered.push({
        SectionId: section.id,
        sectionLabel: section.label,
        points: section.points,
        reason: whyUncovered(s),
      });
      return;
    }
    const instructor = problem.instructors[pair.instructor];
    const { preference, taughtIn, value } = pair.score;
    const pointsAfter = after.get(instructor.id)!;
    const over = pointsAfter > instructor.pointsRequired!;
    proposals.push({
      SectionId: section.id,
      sectionLabel: section.label,
      UserId: instructor.id,
      instructorName: instructor.name,
      points: section.points,
      preferenceScore: preference.score,
      reasons: [
        ...preference.reasons.filter((reason) => reason !== alignmentReasons.typeMatches),
        ...(taughtIn.length > 0 ? [`Taught in ${taughtIn.join(', ')}`] : []),
        `${pointsAfter} of ${instructor.pointsRequired} points after${over ? ' (over)' : ''}`,
      ],
      taughtBefore: taughtIn.length > 0,
      pointsRequired: instructor.pointsRequired,
      pointsAfter,
      over,
      objective: Math.round(value * 1e6) / 1e6,
    });
  });

  function whyUncovered(s: number): string {
    const known = eligibility.noPairReason.get(s);
    if (known) return known;
    const free = eligibility.pairsBySection[s].filter(
      (pair) =>
        ![...eligibility.overlapping[s]].some(
          (t) => assignment.get(problem.sections[t].id) === problem.instructors[pair.instructor].id,
        ),
    );
    if (free.length === 0) return uncoveredReasons.overlapsDrafted;
    const fits = free.filter((pair) => {
      const instructor = problem.instructors[pair.instructor];
      return (
        roundPoints(after.get(instructor.id)! + problem.sections[s].points) <= instructor.pointsRequired!
      );
    });
    return fits.length === 0 && !problem.allowOverload
      ? uncoveredReasons.pointsUsed
      : uncoveredReasons.notWorthIt;
  }

  const drafted = new Set(assignment.values());
  const instructorsOver = [...drafted].filter((UserId) => {
    const instructor = problem.instructors[indexOfUser.get(UserId)!];
    return instructor.pointsRequired !== null && after.get(UserId)! > instructor.pointsRequired;
  }).length;
  const preferenceSum = proposals.reduce((sum, proposal) => sum + proposal.preferenceScore, 0);
  return {
    proposals,
    uncovered,
    notDrafted: eligibility.notDrafted,
    objective: draftObjectiveOf(problem, weights, assignment),
    figures: {
      sectionsCovered: proposals.length,
      sectionsUncovered: uncovered.length,
      instructorsOver,
      meanPreferenceAlignment:
        proposals.length === 0 ? 0 : Math.round((preferenceSum / proposals.length) * 1000) / 1000,
    },
    weights,
    solver,
  };
}
