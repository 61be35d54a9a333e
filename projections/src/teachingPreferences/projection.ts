import {
  type Preference,
  preferenceAlignmentOf,
  type TeachingPreferencesEvent,
  teachingPreferencesEventTypes,
} from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import { derivedId } from '@tams/platform';
import type { BatchRows, Row } from '../framework/batchRows.js';
import type { Projection } from '../framework/projection.js';
import type { ReadModelTable } from '../framework/readModelTable.js';

/**
 * One row per faculty member per period with a teaching-preferences stream: the current list (draft or
 * submitted), the list as last submitted (what alignment reads) and the reopen facts. Faculty without a
 * stream have no row; the API answers them as notStarted.
 */
export const preferenceSubmissionsTable: ReadModelTable = {
  name: 'preferenceSubmissions',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'version', sqlType: 'bigint', notNull: true },
    { name: 'UserId', sqlType: 'uuid', notNull: true },
    { name: 'AcademicPeriodId', sqlType: 'uuid', notNull: true },
    { name: 'status', sqlType: 'text', notNull: true },
    { name: 'preferences', sqlType: 'jsonb', notNull: true },
    { name: 'submittedPreferences', sqlType: 'jsonb' },
    { name: 'preferenceCount', sqlType: 'integer', notNull: true },
    { name: 'submittedAt', sqlType: 'timestamptz' },
    { name: 'reopenedAt', sqlType: 'timestamptz' },
    { name: 'reopenReason', sqlType: 'text' },
    { name: 'createdAt', sqlType: 'timestamptz', notNull: true },
    { name: 'updatedAt', sqlType: 'timestamptz', notNull: true },
    { name: 'updatedBy', sqlType: 'uuid' },
  ],
  indexes: [
    { key: 'UserId', body: '("UserId", "AcademicPeriodId")' },
    { key: 'AcademicPeriodId', body: '("AcademicPeriodId", status, "UserId")' },
  ],
};

/** A row of preferenceSubmissions. */
export type PreferenceSubmissionRow = {
  id: string;
  version: number;
  UserId: string;
  AcademicPeriodId: string;
  status: 'draft' | 'submitted' | 'reopened';
  preferences: Preference[];
  submittedPreferences: Preference[] | null;
  preferenceCount: number;
  submittedAt: Date | null;
  reopenedAt: Date | null;
  reopenReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
};

export const preferenceEvents: ReadonlySet<string> = new Set(teachingPreferencesEventTypes);

const scopeOf = (event: RecordedEvent) => (event as unknown as TeachingPreferencesEvent).data;

/** The submission's id (read-model row, notes' notableId): the same for the same faculty member and period. */
export const preferenceSubmissionIdOf = (userId: string, periodId: string) =>
  derivedId('preferenceSubmission', `${userId}:${periodId}`);

const submissionIdOf = (row: Row) =>
  row.UserId && row.AcademicPeriodId
    ? preferenceSubmissionIdOf(String(row.UserId), String(row.AcademicPeriodId))
    : undefined;

/** The rows a preference event recounts: the submission, the member's assignments (then their sections). */
export function touchPreferences(event: RecordedEvent, rows: BatchRows) {
  const { UserId, AcademicPeriodId } = scopeOf(event);
  rows.want('preferenceSubmissions', preferenceSubmissionIdOf(UserId, AcademicPeriodId));
  rows.wantWhere('teachingAssignments', 'UserId', UserId);
}

/** Once assignments are loaded: the sections (teaching mode) and submissions their alignment reads. */
export function relatedToAlignment(assignments: readonly Row[], rows: BatchRows) {
  for (const assignment of assignments) {
    // a change or delete of an assignment this batch creates names it by id alone: its create wants these
    if (typeof assignment.SectionId === 'string') rows.want('sections', assignment.SectionId);
    rows.want('preferenceSubmissions', submissionIdOf(assignment));
  }
}

export const assignmentsOfSubmission = (event: RecordedEvent, rows: BatchRows) => {
  const { UserId, AcademicPeriodId } = scopeOf(event);
  return rows
    .where('teachingAssignments', 'UserId', UserId)
    .filter((assignment) => assignment.AcademicPeriodId === AcademicPeriodId);
};

/** Folds a preference event into its submission row; idempotent by the stream version the row reflects. */
export function applyPreferenceEvent(event: RecordedEvent, rows: BatchRows) {
  const typed = event as unknown as TeachingPreferencesEvent;
  const { UserId, AcademicPeriodId } = typed.data;
  const id = preferenceSubmissionIdOf(UserId, AcademicPeriodId);
  const existing = rows.get('preferenceSubmissions', id);
  if (existing && Number(existing.version) >= event.streamVersion) return;
  const row: Row = existing ?? {
    id,
    UserId,
    AcademicPeriodId,
    status: 'draft',
    preferences: [],
    submittedPreferences: null,
    preferenceCount: 0,
    submittedAt: null,
    reopenedAt: null,
    reopenReason: null,
    createdAt: event.recordedAt,
  };
  const stamp = {
    version: event.streamVersion,
    updatedAt: event.recordedAt,
    updatedBy: event.metadata.actorId ?? null,
  };
  switch (typed.type) {
    case 'TeachingPreferencesSaved':
      return rows.put('preferenceSubmissions', {
        ...row,
        ...stamp,
        status: row.status === 'reopened' ? 'reopened' : 'draft',
        preferences: typed.data.preferences,
        preferenceCount: typed.data.preferences.length,
      });
    case 'TeachingPreferencesSubmitted':
      return rows.put('preferenceSubmissions', {
        ...row,
        ...stamp,
        status: 'submitted',
        submittedPreferences: row.preferences,
        submittedAt: event.recordedAt,
      });
    case 'TeachingPreferencesReopened':
      return rows.put('preferenceSubmissions', {
        ...row,
        ...stamp,
        status: 'reopened',
        reopenedAt: event.recordedAt,
        reopenReason: typed.data.reason,
      });
  }
}

const sameList = (a: unknown, b: unknown) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/**
 * An assignment's alignment with its instructor's submitted preferences, from its section (term, mode,
 * course) as the batch has it. Recomputed from the rows, so applying an event again changes nothing; the
 * assignment's version stays its own record's (alignment is not an edit of the assignment).
 */
export function refreshAlignment(rows: BatchRows, assignment: Row) {
  const current = rows.get('teachingAssignments', assignment.id) ?? assignment;
  const section = rows.get('sections', String(current.SectionId));
  const submissionId = submissionIdOf(current);
  const submission = submissionId ? rows.get('preferenceSubmissions', submissionId) : undefined;
  const { alignment, reasons } = preferenceAlignmentOf(
    {
      AcademicTermId: (section?.AcademicTermId ?? current.AcademicTermId ?? null) as string | null,
      TeachingModeId: (section?.TeachingModeId ?? null) as string | null,
      AssignmentTypeId: (current.AssignmentTypeId ?? null) as string | null,
      CourseId: (section?.CourseId ?? current.CourseId ?? null) as string | null,
    },
    (submission?.submittedPreferences ?? null) as Preference[] | null,
  );
  if (current.preferenceAlignment === alignment && sameList(current.preferenceAlignmentReasons, reasons))
    return;
  rows.put('teachingAssignments', {
    ...current,
    preferenceAlignment: alignment,
    preferenceAlignmentReasons: reasons,
  });
}

/** The submissions read model, run in the planning processor (alignment moves with assignments there). */
export const teachingPreferencesPart: Projection = {
  name: 'teachingPreferences',
  version: 1,
  tables: [preferenceSubmissionsTable],
  handles: preferenceEvents,
  touches: touchPreferences,
  related(event, rows) {
    relatedToAlignment(assignmentsOfSubmission(event, rows), rows);
  },
  apply(event, rows) {
    applyPreferenceEvent(event, rows);
    for (const assignment of assignmentsOfSubmission(event, rows)) refreshAlignment(rows, assignment);
  },
};
