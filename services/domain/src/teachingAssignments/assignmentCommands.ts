import { childrenOf } from '../resources.js';
import { UnconfirmedWarningsError, ValidationError } from '../shared/errors.js';
import { parseRecordInput } from '../shared/inputSchema.js';
import {
  type RecordCommand,
  type RecordEvent,
  type RecordStreamState,
  recordStreamDecider,
} from '../shared/recordDecider.js';
import { type RemovedRecord, restoreEvents } from '../shared/restoreRecord.js';
import { sections } from '../sections/section.js';
import {
  type InstructorEligibility,
  type InstructorLoad,
  instructorRefusal,
  loadAfter,
  type MeetingConflict,
  uncoveredPoints,
} from './assignmentRules.js';
import { teachingAssignments } from './teachingAssignment.js';

/**
 * The teaching-assignment commands (spec §3 Teaching assignment) on the section's stream (DESIGN §11). Each
 * carries the facts the route read (AssignmentFacts in projections/src/teachingAssignments) and whether the
 * caller confirmed the warnings (`?confirm=true`). The events are the stream's record events:
 * TeachingAssignmentCreated {id, ...values}, TeachingAssignmentUpdated {id, changes},
 * TeachingAssignmentDeleted {id}; a restore, TeachingAssignmentCreated {id, ...values, restores}.
 */
export interface AssignInstructor {
  type: 'AssignInstructor';
  id: string;
  /** The request's values as parsed (SectionId, UserId, and any of AssignmentTypeId, points, notes). */
  values: Record<string, unknown>;
  /** The section's points, the points its assignments cover, its period and workgroup. */
  section: { points: number; assignedPoints: number; AcademicPeriodId: string; WorkgroupId: string | null };
  /** Undefined: no such user (the reference check answers). */
  instructor: InstructorEligibility | undefined;
  /** The instructor's points in the section's period before this assignment. */
  load: InstructorLoad;
  /** Their meetings in other sections of the term at the section's meeting time. */
  conflicts: readonly MeetingConflict[];
  confirmed: boolean;
}

/** Changes an assignment's points, type or notes (values equal to the assignment's are no change). */
export interface ChangeAssignment {
  type: 'ChangeAssignment';
  id: string;
  values: Record<string, unknown>;
  /** The assignment's version the caller edited; unset: any. */
  expectedVersion?: number;
  /** The instructor's points in the period before the change: needed when the points rise unconfirmed. */
  load: InstructorLoad | undefined;
  confirmed: boolean;
}

export interface RemoveAssignment {
  type: 'RemoveAssignment';
  id: string;
  expectedVersion?: number;
}

/**
 * Undoes a RemoveAssignment (a compensating command): the assignment comes back with its id, instructor and
 * points, its event naming the removal it undoes. `removed`: the assignment as the route read it from the
 * section's stream (undefined: nothing removed to restore).
 */
export interface RestoreAssignment {
  type: 'RestoreAssignment';
  id: string;
  removed: RemovedRecord | undefined;
}

export type TeachingAssignmentCommand =
  AssignInstructor | ChangeAssignment | RemoveAssignment | RestoreAssignment;

/** The section stream's record decider: not-found, versions, immutable fields, "not twice". */
const records = recordStreamDecider(sections, childrenOf(sections));

const asEvents = (decided: RecordEvent | RecordEvent[]) => (Array.isArray(decided) ? decided : [decided]);
const versionOf = (expectedVersion: number | undefined) =>
  expectedVersion === undefined ? {} : { expectedVersion };

/**
 * A new assignment takes its section's period and workgroup (what lists and the workgroup rights go by)
 * and, without points, the section's uncovered points. The instructor must be an active faculty member
 * who receives assignments; going over their required points or teaching at two meetings at once needs
 * confirming.
 */
function assign(command: AssignInstructor, state: RecordStreamState): RecordEvent[] {
  const { section, instructor } = command;
  const refusal = instructor && instructorRefusal(instructor);
  if (refusal) throw new ValidationError({ UserId: refusal });
  const requested = command.values;
  const values = parseRecordInput(
    teachingAssignments.fields,
    {
      ...requested,
      AcademicPeriodId: section.AcademicPeriodId,
      WorkgroupId: section.WorkgroupId,
      points: requested.points ?? uncoveredPoints(section),
    },
    'create',
    { readOnlyKeys: new Set(), trusted: true },
  );
  if (!command.confirmed) {
    const { warnings } = loadAfter(command.load, Number(values.points), 0, command.conflicts);
    if (warnings.length > 0) throw new UnconfirmedWarningsError(warnings);
  }
  const create = {
    type: 'CreateRecord',
    resource: teachingAssignments.name,
    id: command.id,
    values,
  } as const;
  return asEvents(records.decide(create, state));
}

const assignmentOf = (state: RecordStreamState, id: string) =>
  state.status === 'active' ? state.children[teachingAssignments.name]?.[id] : undefined;

/** A change of points moves the load, not the meetings: only raising them can ask to confirm an overload. */
function change(command: ChangeAssignment, state: RecordStreamState): RecordEvent[] {
  const { id, values, expectedVersion } = command;
  const current = assignmentOf(state, id);
  if (current && !command.confirmed && command.load !== undefined) {
    const points = Number(values.points ?? current.values.points ?? 0);
    const replacing = Number(current.values.points ?? 0);
    const { warnings } = loadAfter(command.load, points, replacing, []);
    if (warnings.length > 0) throw new UnconfirmedWarningsError(warnings);
  }
  const update: RecordCommand = { type: 'UpdateRecord', resource: teachingAssignments.name, id, values };
  return asEvents(records.decide({ ...update, ...versionOf(expectedVersion) }, state));
}

function remove(command: RemoveAssignment, state: RecordStreamState): RecordEvent[] {
  const { id, expectedVersion } = command;
  const remove: RecordCommand = { type: 'DeleteRecord', resource: teachingAssignments.name, id };
  return asEvents(records.decide({ ...remove, ...versionOf(expectedVersion) }, state));
}

export function decideTeachingAssignment(
  command: TeachingAssignmentCommand,
  state: RecordStreamState,
): RecordEvent[] {
  switch (command.type) {
    case 'AssignInstructor':
      return assign(command, state);
    case 'ChangeAssignment':
      return change(command, state);
    case 'RemoveAssignment':
      return remove(command, state);
    case 'RestoreAssignment':
      return restoreEvents(records.decide, teachingAssignments, command.id, command.removed, state);
  }
}
