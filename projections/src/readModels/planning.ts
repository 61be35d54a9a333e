import { administrativeAssignments, notes } from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import type { BatchRows, Row } from '../framework/batchRows.js';
import { combinedProjection } from '../framework/combinedProjection.js';
import type { Projection } from '../framework/projection.js';
import { instructorWorkloadIdOf, instructorWorkloadsTable } from './instructorWorkloads.js';
import {
  assignmentEvents,
  adminEvents,
  sectionEvents,
  userEvents,
  financialDataCreated,
  noteCreated,
  dataOf,
  sectionIdOf,
  nameOf,
  wantInstructor,
  affected,
  recountSection,
  recountWorkload,
  setFinanceAssigned,
  refreshCopies,
} from './planningRecounts.js';
import { recordProjection } from './recordProjection.js';
import { sectionsProjection } from './sections.js';
import { refreshAlignment, relatedToAlignment, teachingPreferencesPart } from './teachingPreferences.js';
import { usersProjection } from './users.js';

/**
 * Sections, their meetings and teaching assignments, administrative assignments, users (with faculty
 * profiles and financial data), notes, teaching-preference submissions, and each faculty member's points
 * per period, as ONE processor: an assignment change moves the section's coverage and variance, the
 * instructor's workload (and their financial data's pointsAssigned) and the assignment's preference
 * alignment in the same transaction, so no reader sees one without the other. Sums and alignments are
 * recounted from all the rows involved (not adjusted by deltas), so applying an event again leaves them as
 * they were.
 */
const planningParts = [
  usersProjection,
  sectionsProjection,
  recordProjection(administrativeAssignments),
  recordProjection(notes),
  teachingPreferencesPart,
];

/** The assignments whose alignment an assignment or section event may move (as loaded, or as created). */
function alignedAssignments(event: RecordedEvent, rows: BatchRows): Row[] {
  const data = dataOf(event);
  if (assignmentEvents.has(event.type)) {
    const row = rows.get('teachingAssignments', data.id) ?? (data as unknown as Row);
    return [row];
  }
  if (sectionEvents.has(event.type)) return rows.where('teachingAssignments', 'SectionId', data.id);
  return [];
}

const workloadPart: Projection = {
  name: 'instructorWorkloads',
  version: 1,
  tables: [instructorWorkloadsTable],
  handles: new Set([
    ...assignmentEvents,
    ...adminEvents,
    ...sectionEvents,
    ...userEvents,
    financialDataCreated,
    noteCreated,
  ]),
  touches(event, rows) {
    const data = dataOf(event);
    if (assignmentEvents.has(event.type)) {
      const sectionId = sectionIdOf(event);
      rows.want('sections', sectionId);
      rows.wantWhere('teachingAssignments', 'SectionId', sectionId);
      wantInstructor(rows, data.UserId);
    } else if (adminEvents.has(event.type)) {
      wantInstructor(rows, data.UserId ?? data.changes?.UserId);
    } else if (sectionEvents.has(event.type)) {
      rows.wantWhere('teachingAssignments', 'SectionId', data.id);
    } else if (userEvents.has(event.type)) {
      rows.wantWhere('teachingAssignments', 'UserId', data.id);
      rows.wantWhere('administrativeAssignments', 'UserId', data.id);
    } else if (event.type === financialDataCreated) {
      const values = event.data as { UserId: string; AcademicPeriodId: string };
      rows.want('instructorWorkloads', instructorWorkloadIdOf(values.UserId, values.AcademicPeriodId));
    } else if (event.type === noteCreated) {
      rows.want('users', event.metadata.actorId);
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
      if (assignmentEvents.has(event.type) || adminEvents.has(event.type)) {
        const table = assignmentEvents.has(event.type) ? 'teachingAssignments' : 'administrativeAssignments';
        const row = rows.get(table, data.id);
        if (row) refreshCopies(rows, table, row, table === 'teachingAssignments');
      } else if (sectionEvents.has(event.type)) {
        for (const row of rows.where('teachingAssignments', 'SectionId', data.id))
          refreshCopies(rows, 'teachingAssignments', row, true);
      } else if (userEvents.has(event.type)) {
        for (const table of ['teachingAssignments', 'administrativeAssignments'])
          for (const row of rows.where(table, 'UserId', data.id)) refreshCopies(rows, table, row, false);
      } else if (event.type === financialDataCreated) {
        const finance = rows.get('financialData', data.id);
        const workload = finance
          ? rows.get(
              'instructorWorkloads',
              instructorWorkloadIdOf(String(finance.UserId), String(finance.AcademicPeriodId)),
            )
          : undefined;
        if (finance) setFinanceAssigned(rows, finance, Number(workload?.pointsAssigned ?? 0));
      } else if (event.type === noteCreated) {
        const note = rows.get('notes', data.id);
        const author = nameOf(rows.get('users', String(event.metadata.actorId)));
        if (note && author && note.authorName !== author) rows.put('notes', { ...note, authorName: author });
      }
      // after the copies: alignment reads the section's term, mode and course
      for (const row of alignedAssignments(event, rows))
        if (rows.get('teachingAssignments', row.id)) refreshAlignment(rows, row);
      for (const sectionId of new Set([...before.sectionIds, ...after.sectionIds]))
        recountSection(rows, sectionId);
      const pairs = new Map([...before.workloads, ...after.workloads].map((pair) => [pair.join(':'), pair]));
      for (const [userId, periodId] of pairs.values()) recountWorkload(rows, userId, periodId);
    },
  };
})();
