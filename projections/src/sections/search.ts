import { courses, eventTypesOf, locations, meetings, users } from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import type { BatchRows, Row } from '../framework/batchRows.js';
import type { Projection } from '../framework/projection.js';
import type { ReadModelTable } from '../framework/readModelTable.js';
import { teachingAssignmentEvents } from '../teachingAssignments/copies.js';
import { isMeetingEvent, sectionEvents, sectionIdOfStream } from './projection.js';

/**
 * A section's search text (its hidden `searchText`): its course's number, also without the space
 * ("math495"), and name, its own number and name, its room's code and its instructors' names, in lower
 * case, so that each word of a list's `q` is one trigram-indexed `ilike`. Each of its teaching assignments
 * has the same text with its own instructor only. Courses and rooms are other processors' read models:
 * this processor keeps the few columns it needs from their events (read in log order, so a section always
 * finds its course), and refreshes the sections of a course or room renamed, as of an instructor renamed.
 */
export const sectionSearchCoursesTable: ReadModelTable = {
  name: 'sectionSearchCourses',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'version', sqlType: 'bigint', notNull: true },
    { name: 'courseNumber', sqlType: 'text' },
    { name: 'name', sqlType: 'text' },
  ],
  indexes: [],
};

/** Rooms stay few: a renamed instructor's sections read them whole (their rooms are known only once loaded). */
export const sectionSearchRoomsTable: ReadModelTable = {
  name: 'sectionSearchRooms',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'version', sqlType: 'bigint', notNull: true },
    { name: 'code', sqlType: 'text' },
  ],
  indexes: [],
};

const sources = [
  { definition: courses, table: 'sectionSearchCourses', column: 'CourseId', kept: ['courseNumber', 'name'] },
  { definition: locations, table: 'sectionSearchRooms', column: 'LocationId', kept: ['code'] },
].map((source) => ({ ...source, types: eventTypesOf(source.definition) }));
const sourceOf = (type: string) => sources.find(({ types }) => Object.values(types).includes(type));
const userEvents = new Set(Object.values(eventTypesOf(users)));

export const sectionSearchEvents: ReadonlySet<string> = new Set([
  ...sources.flatMap(({ types }) => Object.values(types)),
  ...sectionEvents,
  ...Object.values(eventTypesOf(meetings)),
  ...teachingAssignmentEvents,
  ...userEvents,
]);

type Data = { id: string; CourseId?: string; LocationId?: string; changes?: Record<string, unknown> };
const dataOf = (event: RecordedEvent) => event.data as Data;

/** The sections whose search text an event may change, among the rows the batch holds. */
function searchedSections(event: RecordedEvent, rows: BatchRows): string[] {
  const { id } = dataOf(event);
  const source = sourceOf(event.type);
  if (source) return rows.where('sections', source.column, id).map((row) => row.id);
  if (sectionEvents.has(event.type)) return [id];
  if (teachingAssignmentEvents.has(event.type) || isMeetingEvent(event.type))
    return [sectionIdOfStream(event)];
  if (userEvents.has(event.type))
    return rows.where('teachingAssignments', 'UserId', id).map((row) => String(row.SectionId));
  return [];
}

/** First load: the course or room an event names, and the sections of a course or room. */
export function touchesSearch(event: RecordedEvent, rows: BatchRows): void {
  const data = dataOf(event);
  const source = sourceOf(event.type);
  if (source) {
    rows.want(source.table, data.id);
    rows.wantWhere('sections', source.column, data.id);
  } else if (sectionEvents.has(event.type)) rows.want('sectionSearchCourses', data.CourseId);
  else if (isMeetingEvent(event.type)) {
    rows.want('sectionSearchRooms', data.LocationId ?? (data.changes?.LocationId as string | undefined));
  } else if (userEvents.has(event.type)) rows.wantWhere('teachingAssignments', 'UserId', data.id);
}

/** Second load: what the sections found need (their course, room and every instructor of theirs). */
export function relatedToSearch(event: RecordedEvent, rows: BatchRows): void {
  for (const sectionId of searchedSections(event, rows)) {
    rows.want('sections', sectionId);
    rows.wantWhere('teachingAssignments', 'SectionId', sectionId);
    const section = rows.get('sections', sectionId);
    rows.want('sectionSearchCourses', section?.CourseId as string | undefined);
    rows.want('sectionSearchRooms', section?.LocationId as string | undefined);
  }
  // a renamed instructor's sections are loaded only now: their rooms are not known yet
  if (userEvents.has(event.type)) {
    for (const assignment of rows.where('teachingAssignments', 'UserId', dataOf(event).id))
      rows.want('sectionSearchCourses', assignment.CourseId as string | undefined);
    rows.wantAll('sectionSearchRooms');
  }
}

/** Keeps a course's or room's searchable columns from its own events (idempotent by stream version). */
export function applySearchSource(event: RecordedEvent, rows: BatchRows): void {
  const source = sourceOf(event.type);
  if (!source) return;
  const data = dataOf(event);
  const existing = rows.get(source.table, data.id);
  if (existing && Number(existing.version) >= event.streamVersion) return;
  if (event.type === source.types.deleted) return rows.delete(source.table, data.id);
  if (event.type === source.types.updated && !existing) return;
  const values: Record<string, unknown> = (event.type === source.types.updated ? data.changes : data) ?? {};
  const row: Row = { ...existing, id: data.id, version: event.streamVersion };
  for (const name of source.kept) if (name in values) row[name] = values[name] ?? null;
  rows.put(source.table, row);
}

/** The search text of a section from its course, room and assignments as the batch has them. */
export function searchTextOf(
  section: Row,
  course: Row | undefined,
  room: Row | undefined,
  assignments: Row[],
) {
  const number = course?.courseNumber ? String(course.courseNumber) : '';
  const parts = [
    number,
    number.replace(/\s+/g, ''),
    course?.name,
    section.sectionNumber,
    section.name,
    room?.code,
    ...assignments.map((assignment) => assignment.instructorName).sort(),
  ];
  return parts
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ')
    .toLowerCase()
    .slice(0, 4000);
}

/** Refreshes the search text of the sections an event may change, and their assignments' copies of it. */
export function refreshSearch(event: RecordedEvent, rows: BatchRows): void {
  for (const sectionId of new Set(searchedSections(event, rows))) {
    const section = rows.get('sections', sectionId);
    if (!section) continue;
    const assignments = rows.where('teachingAssignments', 'SectionId', sectionId);
    const course = rows.get('sectionSearchCourses', String(section.CourseId));
    const room = section.LocationId ? rows.get('sectionSearchRooms', String(section.LocationId)) : undefined;
    const searchText = searchTextOf(section, course, room, assignments);
    if (section.searchText !== searchText) rows.put('sections', { ...section, searchText });
    // an assignment is found by its own instructor, not by the others teaching the section with them
    for (const assignment of assignments) {
      const own = searchTextOf(section, course, room, [assignment]);
      if (assignment.searchText !== own) rows.put('teachingAssignments', { ...assignment, searchText: own });
    }
  }
}

/** The part of the planning processor that keeps course and room names (planning.ts refreshes the text). */
export const sectionSearchPart: Projection = {
  name: 'sectionSearch',
  version: 1,
  tables: [sectionSearchCoursesTable, sectionSearchRoomsTable],
  handles: sectionSearchEvents,
  touches: touchesSearch,
  related: relatedToSearch,
  apply: applySearchSource,
};
