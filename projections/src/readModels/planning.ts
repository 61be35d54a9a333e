import { eventTypesOf, users } from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import {
  administrativeAssignmentEvents,
  administrativeAssignmentsProjection,
} from '../administrativeAssignments/projection.js';
import type { BatchRows, Row } from '../framework/batchRows.js';
import { combinedProjection } from '../framework/combinedProjection.js';
import type { Projection } from '../framework/projection.js';
import {
  applyFinancialDataCreated,
  financialDataCreated,
  recountWorkload,
  wantInstructor,
} from '../instructors/workloadRecount.js';
import { instructorWorkloadIdOf, instructorWorkloadsTable } from '../instructors/workloadsTable.js';
import { notesProjection } from '../notes/projection.js';
import { recountSection } from '../sections/coverage.js';
import { sectionEvents, sectionIdOfStream, sectionsProjection } from '../sections/projection.js';
import { refreshSearch, sectionSearchPart } from '../sections/search.js';
import { refreshCopies, teachingAssignmentEvents } from '../teachingAssignments/copies.js';
import {
  refreshAlignment,
  relatedToAlignment,
  teachingPreferencesPart,
} from '../teachingPreferences/projection.js';
import { usersProjection } from '../users/projection.js';

const userEvents: ReadonlySet<string> = new Set(Object.values(eventTypesOf(users)));
type Data = { id: string; UserId?: string; changes?: Record<string, unknown> };
const dataOf = (event: RecordedEvent) => event.data as Data;

/**
 * The planning processor: sections (with their meetings and teaching assignments), administrative
 * assignments, users (with faculty profiles and financial data), notes, teaching-preference submissions,
 * and each faculty member's points per period, as ONE processor: an assignment change moves the section's
 * coverage and variance, the instructor's workload (and their financial data's pointsAssigned) and the
 * assignment's preference alignment in the same transaction, so no reader sees one without the other.
 * Each table's own rules live in its feature's folder; this module only says what an event recounts.
 */
const planningParts = [
  usersProjection,
  sectionsProjection,
  administrativeAssignmentsProjection,
  notesProjection,
  teachingPreferencesPart,
  sectionSearchPart,
];

/** (instructor, period) pairs and sections whose sums an event may change, read from the rows as they are. */
function affected(event: RecordedEvent, rows: BatchRows) {
  const workloads: [string, string][] = [];
  const sectionIds: string[] = [];
  const table = teachingAssignmentEvents.has(event.type)
    ? 'teachingAssignments'
    : administrativeAssignmentEvents.has(event.type)
      ? 'administrativeAssignments'
      : undefined;
  if (!table) return { workloads, sectionIds };
  const row = rows.get(table, dataOf(event).id);
  if (row?.UserId && row.AcademicPeriodId) workloads.push([String(row.UserId), String(row.AcademicPeriodId)]);
  if (table === 'teachingAssignments') sectionIds.push(sectionIdOfStream(event));
  return { workloads, sectionIds };
}

/** The assignments whose alignment an assignment or section event may move (as loaded, or as created). */
function alignedAssignments(event: RecordedEvent, rows: BatchRows): Row[] {
  const data = dataOf(event);
  if (teachingAssignmentEvents.has(event.type)) {
    const row = rows.get('teachingAssignments', data.id) ?? (data as unknown as Row);
    return [row];
  }
  if (sectionEvents.has(event.type)) return rows.where('teachingAssignments', 'SectionId', data.id);
  return [];
}

/** The rows the recounts read, named for the first load (a create names them all: no second load). */
const workloadPart: Projection = {
  name: 'instructorWorkloads',
  version: 1,
  tables: [instructorWorkloadsTable],
  handles: new Set([
    ...teachingAssignmentEvents,
    ...administrativeAssignmentEvents,
    ...sectionEvents,
    ...userEvents,
    financialDataCreated,
  ]),
  touches(event, rows) {
    const data = dataOf(event);
    if (teachingAssignmentEvents.has(event.type)) {
      const sectionId = sectionIdOfStream(event);
      rows.want('sections', sectionId);
      rows.wantWhere('teachingAssignments', 'SectionId', sectionId);
      wantInstructor(rows, data.UserId);
      // a create carries its instructor and period: its alignment's rows load with the others
      if (data.UserId) relatedToAlignment([data as unknown as Row], rows);
    } else if (administrativeAssignmentEvents.has(event.type)) {
      wantInstructor(rows, data.UserId ?? data.changes?.UserId);
    } else if (sectionEvents.has(event.type)) {
      rows.wantWhere('teachingAssignments', 'SectionId', data.id);
    } else if (userEvents.has(event.type)) {
      rows.wantWhere('teachingAssignments', 'UserId', data.id);
      rows.wantWhere('administrativeAssignments', 'UserId', data.id);
    } else if (event.type === financialDataCreated) {
      const values = event.data as { UserId: string; AcademicPeriodId: string };
      rows.want('instructorWorkloads', instructorWorkloadIdOf(values.UserId, values.AcademicPeriodId));
    }
  },
  related(event, rows) {
    // an update or delete names the assignment by id: its instructor is known once its row is loaded
    for (const [userId] of affected(event, rows).workloads) wantInstructor(rows, userId);
  },
  apply() {
    // applied around the other parts: see planningProjection.apply
  },
};

export const planningProjection: Projection = (() => {
  const combined = combinedProjection('planning', [...planningParts, workloadPart]);
  return {
    ...combined,
    related(event, rows) {
      combined.related!(event, rows);
      relatedToAlignment(alignedAssignments(event, rows), rows);
    },
    apply(event, rows) {
      const before = affected(event, rows);
      combined.apply(event, rows);
      const after = affected(event, rows);
      const data = dataOf(event);
      if (teachingAssignmentEvents.has(event.type) || administrativeAssignmentEvents.has(event.type)) {
        const table = teachingAssignmentEvents.has(event.type)
          ? 'teachingAssignments'
          : 'administrativeAssignments';
        const row = rows.get(table, data.id);
        if (row) refreshCopies(rows, table, row, table === 'teachingAssignments');
      } else if (sectionEvents.has(event.type)) {
        for (const row of rows.where('teachingAssignments', 'SectionId', data.id))
          refreshCopies(rows, 'teachingAssignments', row, true);
      } else if (userEvents.has(event.type)) {
        for (const table of ['teachingAssignments', 'administrativeAssignments'])
          for (const row of rows.where(table, 'UserId', data.id)) refreshCopies(rows, table, row, false);
      } else if (event.type === financialDataCreated) {
        applyFinancialDataCreated(rows, data.id);
      }
      // after the copies: alignment reads the section's term, mode and course
      for (const row of alignedAssignments(event, rows))
        if (rows.get('teachingAssignments', row.id)) refreshAlignment(rows, row);
      for (const sectionId of new Set([...before.sectionIds, ...after.sectionIds]))
        recountSection(rows, sectionId);
      const pairs = new Map([...before.workloads, ...after.workloads].map((pair) => [pair.join(':'), pair]));
      for (const [userId, periodId] of pairs.values()) recountWorkload(rows, userId, periodId);
      // after the copies: the text holds the instructors' names
      refreshSearch(event, rows);
    },
  };
})();
