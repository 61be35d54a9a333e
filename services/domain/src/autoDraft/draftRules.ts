import type { DraftProblem } from './draftProblem.js';
import { type DraftAssignment, pointsAfterDraft } from './draftObjective.js';

/**
 * The hard rules of a draft (DESIGN §18), stated directly: what an assignment breaks, as sentences
 * (none: it keeps them all). Independent of the model, so that tests can hold the solver to them.
 */
export function draftRuleBreaches(problem: DraftProblem, assignment: DraftAssignment): string[] {
  const breaches: string[] = [];
  const sectionOf = new Map(problem.sections.map((section) => [section.id, section]));
  const instructorOf = new Map(problem.instructors.map((instructor) => [instructor.id, instructor]));
  const busy = new Set(problem.busy.map((entry) => `${entry.UserId}|${entry.SectionId}`));
  for (const [SectionId, UserId] of assignment) {
    const section = sectionOf.get(SectionId);
    const instructor = instructorOf.get(UserId);
    if (!section) breaches.push(`${SectionId} is not a section of the draft`);
    if (!instructor) breaches.push(`${UserId} is not an instructor of the draft`);
    if (!section || !instructor) continue;
    if (instructor.pointsRequired === null) breaches.push(`${UserId} has no required points`);
    if (section.WorkgroupId !== null && !instructor.WorkgroupIds.includes(section.WorkgroupId))
      breaches.push(`${UserId} is not in the workgroup of ${SectionId}`);
    if (busy.has(`${UserId}|${SectionId}`))
      breaches.push(`${UserId} already teaches at the time of ${SectionId}`);
  }
  for (const [a, b] of problem.overlaps)
    if (assignment.has(a) && assignment.get(a) === assignment.get(b))
      breaches.push(`${assignment.get(a)} has ${a} and ${b}, which overlap`);
  if (!problem.allowOverload) {
    const after = pointsAfterDraft(problem, assignment);
    const drafted = new Set(assignment.values());
    for (const instructor of problem.instructors)
      if (drafted.has(instructor.id) && after.get(instructor.id)! > instructor.pointsRequired!)
        breaches.push(`${instructor.id} ends above their required points`);
  }
  return breaches;
}
