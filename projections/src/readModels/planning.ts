import {
  administrativeAssignments,
  eventTypesOf,
  financialData,
  notes,
  roundPoints,
  sections,
  teachingAssignments,
  users,
} from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import type { BatchRows, Row } from '../framework/batchRows.js';
import { combinedProjection } from '../framework/combinedProjection.js';
import type { Projection } from '../framework/projection.js';
import { instructorWorkloadIdOf, instructorWorkloadsTable, sumPoints } from './instructorWorkloads.js';
import { recordProjection } from './recordProjection.js';
import { sectionsProjection } from './sections.js';
import { usersProjection } from './users.js';

const typesOf = (definition: Parameters<typeof eventTypesOf>[0]) => {
  const types = eventTypesOf(definition);
  return new Set([types.created, types.updated, types.deleted]);
};
const assignmentEvents = typesOf(teachingAssignments);
const adminEvents = typesOf(administrativeAssignments);
const sectionEvents = typesOf(sections);
const userEvents = typesOf(users);
const financialDataCreated = eventTypesOf(financialData).created;
const noteCreated = eventTypesOf(notes).created;

type Data = { id: string; UserId?: string; changes?: Record<string, unknown> };
const dataOf = (event: RecordedEvent) => event.data as Data;
const sectionIdOf = (event: RecordedEvent) => event.streamId.slice(`${sections.streamPrefix}-`.length);
const nameOf = (user: Row | undefined) =>
  user ? String(user.displayName || `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim()) : null;

/** The rows a faculty member's workload in any period is summed from. */
function wantInstructor(rows: BatchRows, userId: unknown) {
  if (typeof userId !== 'string') return;
  rows.want('users', userId);
  rows.wantWhere('teachingAssignments', 'UserId', userId);
  rows.wantWhere('administrativeAssignments', 'UserId', userId);
  rows.wantWhere('financialData', 'UserId', userId);
}

/** (instructor, period) pairs and sections whose sums an event may change, read from the rows as they are. */
function affected(event: RecordedEvent, rows: BatchRows) {
  const workloads: [string, string][] = [];
  const sectionIds: string[] = [];
  const table = assignmentEvents.has(event.type)
    ? 'teachingAssignments'
    : adminEvents.has(event.type)
      ? 'administrativeAssignments'
      : undefined;
  if (!table) return { workloads, sectionIds };
  const row = rows.get(table, dataOf(event).id);
  if (row?.UserId && row.AcademicPeriodId) workloads.push([String(row.UserId), String(row.AcademicPeriodId)]);
  if (table === 'teachingAssignments') sectionIds.push(sectionIdOf(event));
  return { workloads, sectionIds };
}

function recountSection(rows: BatchRows, sectionId: string) {
  const section = rows.get('sections', sectionId);
  if (!section) return;
  const assignments = rows.where('teachingAssignments', 'SectionId', sectionId);
  const assignedPoints = sumPoints(assignments);
  const assignmentCount = assignments.length;
  if (
    Number(section.assignedPoints ?? 0) === assignedPoints &&
    Number(section.assignmentCount ?? 0) === assignmentCount
  )
    return;
  // the section's version stays its own record's: coverage is not an edit of the section
  const next = { ...section, assignedPoints, assignmentCount };
  rows.put('sections', { ...next, ...sections.derive!(next) });
}

function recountWorkload(rows: BatchRows, userId: string, periodId: string) {
  const inPeriod = (row: Row) => row.AcademicPeriodId === periodId;
  const teaching = rows.where('teachingAssignments', 'UserId', userId).filter(inPeriod);
  const admin = rows.where('administrativeAssignments', 'UserId', userId).filter(inPeriod);
  const id = instructorWorkloadIdOf(userId, periodId);
  const teachingPoints = sumPoints(teaching);
  const adminPoints = sumPoints(admin);
  const pointsAssigned = roundPoints(teachingPoints + adminPoints);
  if (teaching.length === 0 && admin.length === 0) rows.delete('instructorWorkloads', id);
  else
    rows.put('instructorWorkloads', {
      id,
      UserId: userId,
      AcademicPeriodId: periodId,
      teachingPoints,
      adminPoints,
      pointsAssigned,
      sectionCount: teaching.length,
      adminAssignmentCount: admin.length,
    });
  const finance = rows.where('financialData', 'UserId', userId).find(inPeriod);
  if (finance) setFinanceAssigned(rows, finance, pointsAssigned);
}

function setFinanceAssigned(rows: BatchRows, finance: Row, pointsAssigned: number) {
  if (Number(finance.pointsAssigned ?? 0) === pointsAssigned && finance.pointsRemaining !== null) return;
  const next = { ...finance, pointsAssigned };
  rows.put('financialData', { ...next, ...financialData.derive!(next) });
}

/** The copies an assignment keeps of its section and instructor, for lists that filter and sort by them. */
function copySection(rows: BatchRows, assignment: Row) {
  const section = rows.get('sections', String(assignment.SectionId));
  if (!section) return assignment;
  return {
    ...assignment,
    WorkgroupId: section.WorkgroupId ?? null,
    AcademicTermId: section.AcademicTermId ?? null,
    CourseId: section.CourseId ?? null,
    sectionNumber: section.sectionNumber ?? null,
    sectionName: section.name ?? null,
  };
}

function refreshCopies(rows: BatchRows, table: string, assignment: Row, withSection: boolean) {
  const user = rows.get('users', String(assignment.UserId));
  let next: Row = { ...assignment, instructorName: nameOf(user) ?? assignment.instructorName ?? null };
  if (withSection) next = copySection(rows, next);
  const changed = Object.keys(next).some((key) => next[key] !== assignment[key]);
  if (changed) rows.put(table, next);
}

/**
 * Sections, their meetings and teaching assignments, administrative assignments, users (with faculty
 * profiles and financial data), notes, and each faculty member's points per period, as ONE processor: an
 * assignment change moves the section's coverage and variance and the instructor's workload (and their
 * financial data's pointsAssigned) in the same transaction, so no reader sees one without the other.
 * Sums are recounted from all the rows involved (not adjusted by deltas), so applying an event again
 * leaves them as they were.
 */
const planningParts = [
  usersProjection,
  sectionsProjection,
  recordProjection(administrativeAssignments),
  recordProjection(notes),
];

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
      for (const sectionId of new Set([...before.sectionIds, ...after.sectionIds]))
        recountSection(rows, sectionId);
      const pairs = new Map([...before.workloads, ...after.workloads].map((pair) => [pair.join(':'), pair]));
      for (const [userId, periodId] of pairs.values()) recountWorkload(rows, userId, periodId);
    },
  };
})();
