import {
  conflictText,
  type InstructorEligibility,
  type InstructorLoad,
  instructorRefusal,
  loadAfter,
  type MeetingConflict,
  uncoveredPoints,
} from '../teachingAssignments/assignmentRules.js';

/** What accepting one proposal reads afresh: AssignmentFacts (projections) as a proposal needs them. */
export interface ProposalFacts {
  section: { points: number; assignedPoints: number } | null;
  instructor: InstructorEligibility | null;
  load: InstructorLoad;
  conflicts: readonly MeetingConflict[];
  /** The instructor's current share of the section (0: none). */
  currentPoints: number;
}

/**
 * Why a proposal of a draft can no longer be accepted as it stands (the plan moved since the draft was
 * solved), or undefined when it can: the section is gone or covered meanwhile, the instructor teaches it
 * already, may no longer be assigned, teaches at the same time meanwhile, or would go over their required
 * points (unless the draft allowed overload).
 */
export function proposalRefusal(
  proposal: { points: number },
  facts: ProposalFacts,
  allowOverload: boolean,
): string | undefined {
  const { section, instructor, load } = facts;
  if (!section) return 'The section no longer exists';
  if (!instructor) return 'The instructor no longer exists';
  const name = load.name ?? 'The instructor';
  if (facts.currentPoints > 0) return `${name} teaches this section already`;
  const left = uncoveredPoints(section);
  if (left <= 0) return 'The section was covered meanwhile';
  if (left < proposal.points)
    return `Only ${left} of the ${proposal.points} points proposed are left to cover`;
  const refusal = instructorRefusal(instructor);
  if (refusal) return refusal;
  if (facts.conflicts.length > 0)
    return `${name} teaches at the same time meanwhile: ${facts.conflicts.map(conflictText).join(', ')}`;
  if (!allowOverload) {
    const overload = loadAfter(load, proposal.points, 0, []).warnings.find((w) => w.kind === 'overload');
    if (overload) return overload.message;
  }
  return undefined;
}
