import { eventTypesOf, meetings, sections } from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import type { BatchRows } from '../framework/batchRows.js';
import { recordProjection } from '../framework/recordProjection.js';
import type { RowOf } from '../framework/rowOf.js';

/** A row of the sections read model (numeric columns read as numbers: services/platform/database.ts). */
export type SectionRow = RowOf<typeof sections>;

export const sectionEvents: ReadonlySet<string> = new Set(Object.values(eventTypesOf(sections)));
const meetingEvents = eventTypesOf(meetings);
export const isMeetingEvent = (type: string) =>
  type === meetingEvents.created || type === meetingEvents.updated || type === meetingEvents.deleted;

/**
 * The section a section-stream event belongs to. Its children (meetings, teaching assignments) live in the
 * section's stream (`section-<id>`): the stream names the section even on a child's delete.
 */
export const sectionIdOfStream = (event: RecordedEvent) =>
  event.streamId.slice(`${sections.streamPrefix}-`.length);

/**
 * Sections with their meetings; a section's computed LocationId is its meeting's (null without one), so
 * lists filter sections by location. It is taken from the meeting's row after the event is applied, so
 * applying an event twice leaves the same value. The section's version stays its own record's (a meeting
 * change is not a change of the section's fields: an edit of the section must not conflict with it).
 * The section's coverage (assignedPoints) is recounted by the planning processor: sections/coverage.ts.
 */
export const sectionsProjection = recordProjection(sections, {
  version: 3,
  extension: {
    handles: [],
    touches(event, rows) {
      if (isMeetingEvent(event.type)) rows.want('sections', sectionIdOfStream(event));
    },
    apply(event, rows: BatchRows) {
      if (!isMeetingEvent(event.type)) return;
      const section = rows.get('sections', sectionIdOfStream(event));
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
