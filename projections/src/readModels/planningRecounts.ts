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
import { instructorWorkloadIdOf, sumPoints } from './instructorWorkloads.js';

/*
 * What the planning read model recounts when an assignment, section, user or financial data changes:
 * a section's coverage, a faculty member's points in a period (and their financial data's pointsAssigned),
 * and the copies an assignment keeps of its section and instructor. Sums are recounted from every row
 * involved (loaded with wantWhere), never adjusted by deltas, so applying an event again changes nothing.
 */
const typesOf = (definition: Parameters<typeof eventTypesOf>[0]) => {
  const types = eventTypesOf(definition);
  return new Set([types.created, types.updated, types.deleted]);
};
export const assignmentEvents = typesOf(teachingAssignments);
export const adminEvents = typesOf(administrativeAssignments);
export const sectionEvents = typesOf(sections);
export const userEvents = typesOf(users);
export const financialDataCreated = eventTypesOf(financialData).created;
export const noteCreated = eventTypesOf(notes).created;

type Data = { id: string; UserId?: string; changes?: Record<string, unknown> };
export const dataOf = (event: RecordedEvent) => event.data as Data;
export const sectionIdOf = (event: RecordedEvent) => event.streamId.slice(`${sections.streamPrefix}-`.length);
export const nameOf = (user: Row | undefined) =>
  user ? String(user.displayName || `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim()) : null;

/** The rows a faculty member's workload in any period is summed from. */
export function wantInstructor(rows: BatchRows, userId: unknown) {
  if (typeof userId !== 'string') return;
  rows.want('users', userId);
  rows.wantWhere('teachingAssignments', 'UserId', userId);
  rows.wantWhere('administrativeAssignments', 'UserId', userId);
  rows.wantWhere('financialData', 'UserId', userId);
}

/** (instructor, period) pairs and sections whose sums an event may change, read from the rows as they are. */
export function affected(event: RecordedEvent, rows: BatchRows) {
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

export function recountSection(rows: BatchRows, sectionId: string) {
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

export function recountWorkload(rows: BatchRows, userId: string, periodId: string) {
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

export function setFinanceAssigned(rows: BatchRows, finance: Row, pointsAssigned: number) {
  if (Number(finance.pointsAssigned ?? 0) === pointsAssigned && finance.pointsRemaining !== null) return;
  const next = { ...finance, pointsAssigned };
  rows.put('financialData', { ...next, ...financialData.derive!(next) });
}

/** The copies an assignment keeps of its section and instructor, for lists that filter and sort by them. */
export function copySection(rows: BatchRows, assignment: Row) {
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

export function refreshCopies(rows: BatchRows, table: string, assignment: Row, withSection: boolean) {
  const user = rows.get('users', String(assignment.UserId));
  let next: Row = { ...assignment, instructorName: nameOf(user) ?? assignment.instructorName ?? null };
  if (withSection) next = copySection(rows, next);
  const changed = Object.keys(next).some((key) => next[key] !== assignment[key]);
  if (changed) rows.put(table, next);
}
