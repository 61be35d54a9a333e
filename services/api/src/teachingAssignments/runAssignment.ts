import {
  type AssignInstructor,
  decideTeachingAssignment,
  sections,
  type TeachingAssignmentCommand,
} from '@tams/domain';
import type { AssignmentFacts, AssignmentSectionFacts } from '@tams/projections';
import type { CommandContext } from '../commands/commandContext.js';
import { runRecordStreamCommand } from '../commands/runStreamCommand.js';
import type { AppContext } from '../context.js';
import type { RecordReads } from '../resources/recordReads.js';

/**
 * A teaching-assignment command on its section's stream (the rules are the domain's:
 * decideTeachingAssignment), with the events' metadata from `context`; `reads`: the record to answer with.
 * The assignment routes and an auto-draft's acceptance both run their commands here.
 */
export const runAssignmentCommand = (
  deps: AppContext,
  context: CommandContext,
  sectionId: string,
  command: TeachingAssignmentCommand | Promise<TeachingAssignmentCommand>,
  reads?: RecordReads,
) =>
  runRecordStreamCommand(deps, context, {
    owner: sections,
    rootId: sectionId,
    decide: decideTeachingAssignment,
    command,
    ...(reads ? { readBack: { reads } } : {}),
  });

/** AssignInstructor of `values` (SectionId, UserId, ...) over the facts assignmentFacts read. */
export const assignInstructorOf = (
  facts: AssignmentFacts & { section: AssignmentSectionFacts },
  id: string,
  values: Record<string, unknown>,
  confirmed: boolean,
): AssignInstructor => ({
  type: 'AssignInstructor',
  id,
  values,
  section: facts.section,
  instructor: facts.instructor ?? undefined,
  load: facts.load,
  conflicts: facts.conflicts,
  confirmed,
});
