import type { Decider } from '@tams/event-store';
import { childrenOf } from '../resources.js';
import { ValidationError } from '../shared/errors.js';
import {
  type RecordCommand,
  type RecordEvent,
  type RecordStreamState,
  recordStreamDecider,
} from '../shared/recordDecider.js';
import { recordStreamUniqueKeys } from '../shared/uniqueKeys.js';
import { sections } from './section.js';
import { type SectionOffering, sectionRefusals, sectionRuleErrors } from './sectionRules.js';

/**
 * The section's commands (spec §3 Section) on its stream, which also holds its meeting and its teaching
 * assignments (DESIGN §11): these leave the children as they are, except that removing the section
 * removes them with it. Each carries what the route read of the offering and its course
 * (`offering`, undefined when there is no such offering); `values` of a new section are already
 * completed from it (newSectionValues). The events are the generic record events: SectionCreated
 * {id, ...values}, SectionUpdated {id, changes}, and on removal each child's *Deleted then SectionDeleted.
 */
export interface AddSection {
  type: 'AddSection';
  id: string;
  values: Record<string, unknown>;
  offering: SectionOffering | undefined;
}
/** Changes the fields in `values` (those equal to the section's are no change). */
export interface ChangeSection {
  type: 'ChangeSection';
  id: string;
  values: Record<string, unknown>;
  /** The section's version the caller edited; unset: any. */
  expectedVersion?: number;
  offering: SectionOffering | undefined;
}
export interface RemoveSection {
  type: 'RemoveSection';
  id: string;
  expectedVersion?: number;
}
export type SectionCommand = AddSection | ChangeSection | RemoveSection;

/** The section stream's record decider: not-found, versions, immutable fields, the children's removal. */
const records = recordStreamDecider(sections, childrenOf(sections));
const recordEvents = (command: RecordCommand, state: RecordStreamState): RecordEvent[] =>
  [records.decide(command, state)].flat();

const versionOf = (expectedVersion: number | undefined) =>
  expectedVersion === undefined ? {} : { expectedVersion };

function refuseBrokenRules(
  id: string,
  section: Record<string, unknown>,
  changed: ReadonlySet<string>,
  offering: SectionOffering | undefined,
) {
  if (!offering) throw new ValidationError({ CourseOfferingId: sectionRefusals.noOffering });
  const errors = sectionRuleErrors(id, section, changed, offering);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

function add(command: AddSection, state: RecordStreamState): RecordEvent[] {
  const { id, values } = command;
  const events = recordEvents({ type: 'CreateRecord', resource: sections.name, id, values }, state);
  refuseBrokenRules(id, values, new Set(Object.keys(values)), command.offering);
  return events;
}

/** Judged by the rules whose fields it changes only (a change of points reads nothing of the offering). */
function change(command: ChangeSection, state: RecordStreamState): RecordEvent[] {
  const { id, values, expectedVersion } = command;
  const update: RecordCommand = { type: 'UpdateRecord', resource: sections.name, id, values };
  const events = recordEvents({ ...update, ...versionOf(expectedVersion) }, state);
  const changes = events[0]?.data.changes ?? {};
  const changed = new Set(Object.keys(changes));
  const rulesApply = [
    'AcademicTermId',
    'TeachingModeId',
    'sectionNumber',
    'enrollment',
    'enrollmentOverride',
  ];
  if (state.status === 'active' && rulesApply.some((name) => changed.has(name)))
    refuseBrokenRules(id, { ...state.root.values, ...changes }, changed, command.offering);
  return events;
}

function remove(command: RemoveSection, state: RecordStreamState): RecordEvent[] {
  const { id, expectedVersion } = command;
  return recordEvents(
    { type: 'DeleteRecord', resource: sections.name, id, ...versionOf(expectedVersion) },
    state,
  );
}

export function decideSection(command: SectionCommand, state: RecordStreamState): RecordEvent[] {
  switch (command.type) {
    case 'AddSection':
      return add(command, state);
    case 'ChangeSection':
      return change(command, state);
    case 'RemoveSection':
      return remove(command, state);
  }
}

/** The section stream's decider for the section's commands: the record stream's state and evolve. */
export const sectionDecider: Decider<RecordStreamState, SectionCommand, RecordEvent> = {
  initialState: records.initialState,
  evolve: records.evolve,
  decide: decideSection,
};

/** The unique keys a section stream holds (its section number within offering and term), as RecordWrites claims them. */
export const sectionStreamUniqueKeys = recordStreamUniqueKeys(sections, childrenOf(sections))!;
