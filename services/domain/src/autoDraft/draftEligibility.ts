import { roundPoints } from '../shared/points.js';
import type { DraftProblem, DraftWeights } from './draftProblem.js';
import type { DraftResult } from './draftResult.js';
import { inSectionWorkgroup, type PairScore, pairScore } from './pairScore.js';

/** One section an instructor may be drafted for, under the hard rules. */
export interface DraftPair {
  section: number;
  instructor: number;
  score: PairScore;
}

export interface DraftEligibility {
  /** Indexes of the instructors the draft may give sections (their required points are set). */
  drafted: number[];
  notDrafted: DraftResult['notDrafted'];
  pairs: DraftPair[];
  pairsBySection: DraftPair[][];
  /** Why a section has no pair at all. */
  noPairReason: Map<number, string>;
  /** Section index -> the draft sections meeting at the same time. */
  overlapping: Set<number>[];
}

export const uncoveredReasons = {
  noWorkgroupInstructor: 'No instructor in its workgroup',
  timeConflict: 'No eligible instructor without a time conflict',
  atRequired: 'Everyone eligible is at their required points',
  overlapsDrafted: 'Every eligible instructor teaches an overlapping section in this draft',
  pointsUsed: "Every eligible instructor's remaining points went to other sections",
  notWorthIt: 'Covering it would lower the objective with these weights',
} as const;

export const notDraftedReasons = { requiredNotSet: 'Required points not set' } as const;

/**
 * The hard rules (DESIGN §18): only the instructors in the problem whose required points are set; only
 * those in the section's workgroup (a section without one: anyone); none with an existing assignment at
 * the section's time; none going above their required points unless overload is allowed. Two overlapping
 * sections for one instructor are the model's rule (it needs both choices), kept here as `overlapping`.
 */
export function draftEligibility(problem: DraftProblem, weights: DraftWeights): DraftEligibility {
  const sectionIndex = new Map(problem.sections.map((section, index) => [section.id, index]));
  const busy = new Set(problem.busy.map((entry) => `${entry.UserId}|${entry.SectionId}`));
  const drafted: number[] = [];
  const notDrafted: DraftResult['notDrafted'] = [];
  problem.instructors.forEach((instructor, index) => {
    if (instructor.pointsRequired === null)
      notDrafted.push({
        UserId: instructor.id,
        instructorName: instructor.name,
        reason: notDraftedReasons.requiredNotSet,
      });
    else drafted.push(index);
  });
  const pairs: DraftPair[] = [];
  const pairsBySection: DraftPair[][] = problem.sections.map(() => []);
  const noPairReason = new Map<number, string>();
  problem.sections.forEach((section, s) => {
    const inWorkgroup = drafted.filter((i) => inSectionWorkgroup(section, problem.instructors[i]));
    const free = inWorkgroup.filter((i) => !busy.has(`${problem.instructors[i].id}|${section.id}`));
    const within = free.filter((i) => {
      const { pointsRequired, pointsAssigned } = problem.instructors[i];
      return problem.allowOverload || roundPoints(pointsAssigned + section.points) <= pointsRequired!;
    });
    for (const i of within) {
      const pair = { section: s, instructor: i, score: pairScore(section, problem.instructors[i], weights) };
      pairs.push(pair);
      pairsBySection[s].push(pair);
    }
    if (within.length === 0)
      noPairReason.set(
        s,
        inWorkgroup.length === 0
          ? uncoveredReasons.noWorkgroupInstructor
          : free.length === 0
            ? uncoveredReasons.timeConflict
            : uncoveredReasons.atRequired,
      );
  });
  const overlapping = problem.sections.map(() => new Set<number>());
  for (const [a, b] of problem.overlaps) {
    const first = sectionIndex.get(a);
    const second = sectionIndex.get(b);
    if (first === undefined || second === undefined || first === second) continue;
    overlapping[first].add(second);
    overlapping[second].add(first);
  }
  return { drafted, notDrafted, pairs, pairsBySection, noPairReason, overlapping };
}
