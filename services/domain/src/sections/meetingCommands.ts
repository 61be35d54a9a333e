import type { Decider } from '@tams/event-store';
import { childrenOf } from '../resources.js';
import { UnconfirmedWarningsError } from '../shared/errors.js';
import {
  type RecordCommand,
  type RecordEvent,
  type RecordStreamState,
  recordStreamDecider,
} from '../shared/recordDecider.js';
import { meetings } from './meeting.js';
import { type MeetingFacts, meetingConflictWarnings } from './meetingConflicts.js';
import { meetingDates } from './meetingOverlap.js';
import { sections } from './section.js';

/**
 * Saves a section's meeting (spec §3 Meeting) on the section's stream: the generic create or update of the
 * record (`record`, as the record routes build it), with the facts the route read. A meeting that
 * double-books its room or one of the section's instructors needs confirming (`?confirm=true`) first.
 */
export interface SaveMeeting {
  type: 'SaveMeeting';
  id: string;
  record: Extract<RecordCommand, { type: 'CreateRecord' | 'UpdateRecord' }>;
  facts: MeetingFacts;
  confirmed: boolean;
}

const records = recordStreamDecider(sections, childrenOf(sections));

/** A change of these can make a double booking; a change of the description alone asks nothing. */
const whenAndWhere = ['days', 'startTime', 'endTime', 'until', 'LocationId'];

/** The meeting's values once the events are applied. */
function valuesAfter(id: string, events: RecordEvent[], state: RecordStreamState): Record<string, unknown> {
  const before = state.status === 'active' ? state.children[meetings.name]?.[id]?.values : undefined;
  const event = events.find((candidate) => candidate.data.id === id)!;
  const { id: _id, changes, ...created } = event.data;
  return { ...before, ...(changes ?? created) };
}

export function decideMeeting(command: SaveMeeting, state: RecordStreamState): RecordEvent[] {
  const events = [records.decide(command.record, state)].flat();
  const touched = events.some(
    (event) =>
      event.data.id === command.id &&
      (!event.data.changes || whenAndWhere.some((name) => name in event.data.changes!)),
  );
  if (command.confirmed || !touched) return events;
  const values = valuesAfter(command.id, events, state);
  const warnings = meetingConflictWarnings(
    {
      SectionId: String(values.SectionId),
      LocationId: typeof values.LocationId === 'string' ? values.LocationId : null,
      days: (values.days as string[] | undefined) ?? [],
      startTime: String(values.startTime),
      endTime: String(values.endTime),
      ...meetingDates(values, command.facts.term),
    },
    command.facts,
  );
  if (warnings.length > 0) throw new UnconfirmedWarningsError(warnings);
  return events;
}

/** The section stream's decider for SaveMeeting. */
export const meetingDecider: Decider<RecordStreamState, SaveMeeting, RecordEvent> = {
  initialState: records.initialState,
  evolve: records.evolve,
  decide: decideMeeting,
};
