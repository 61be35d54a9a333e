import { eventTypesOf, meetings, sections } from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import type { BatchRows } from '../framework/batchRows.js';
import { recordProjection } from './recordProjection.js';

const meetingEvents = eventTypesOf(meetings);
const isMeetingEvent = (type: string) =>
  type === meetingEvents.created || type === meetingEvents.updated || type === meetingEvents.deleted;
/** A meeting lives in its section's stream (`section-<id>`): the stream names the section even on a delete. */
const sectionIdOf = (event: RecordedEvent) => event.streamId.slice(`${sections.streamPrefix}-`.length);

/**
 * Sections with their meetings; a section's computed LocationId is its meeting's (null without one), so
 * lists filter sections by location. It is taken from the meeting's row after the event is applied, so
 * applying an event twice leaves the same value. The section's version stays its own record's (a meeting
 * change is not a change of the section's fields: an edit of the section must not conflict with it).
 */
export const sectionsProjection = recordProjection(sections, {
  version: 3,
  extension: {
    handles: [],
    touches(event, rows) {
      if (isMeetingEvent(event.type)) rows.want('sections', sectionIdOf(event));
    },
    apply(event, rows: BatchRows) {
      if (!isMeetingEvent(event.type)) return;
      const section = rows.get('sections', sectionIdOf(event));
      if (!section) return;
      const meeting =
        event.type === meetingEvents.deleted
          ? undefined
          : rows.get('meetings', (event.data as { id: string }).id);
      const LocationId = meeting?.LocationId ?? null;
      if (section.LocationId !== LocationId) rows.put('sections', { ...section, LocationId });
    },
  },
});
