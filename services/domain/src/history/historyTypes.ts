/**
 * The answers of the history routes (DESIGN §16; services/api/src/history). Instants are ISO 8601 strings
 * in UTC with milliseconds; the state as of T is the log cut after every event recorded in a millisecond <= T.
 */

/** Someone named in the history (a user), or null when the log does not say (seeded, system jobs). */
export interface HistoryPerson {
  id: string;
  name: string;
}

/** One change of a record: when, who, as whom (when masquerading), through what (ui, api-key, job, import, seed). */
export interface HistoryChange {
  at: string;
  by: HistoryPerson | null;
  /** The signed-in user when it differs from `by` (masquerading), else null. */
  as: HistoryPerson | null;
  via: string | null;
  eventId: string;
  /** Words for it: "assigned Ada Kowalski, 3 points", "points 3 -> 4", "removed". */
  summary: string;
}

/** GET /api/history/timeline?periodId= : what the time control of a period ranges over. */
export interface HistoryTimeline {
  period: { id: string; name: string };
  /** The first and last change of the period's plan (null when it has none). */
  first: string | null;
  last: string | null;
  /** Every distinct instant the period's plan changed at, oldest first (the newest 5000 when more). */
  instants: string[];
  truncated: boolean;
  /** Approvals, step changes and publication, oldest first. */
  marks: HistoryMark[];
}

export interface HistoryMark {
  at: string;
  kind: 'advance' | 'revert' | 'publication' | 'approval';
  /** "Step 6: Approve assignments", "Published for faculty", "Mathematics approved". */
  label: string;
  by: HistoryPerson | null;
}

/** GET /api/history/difference?periodId=&from=&to= (format=csv|xlsx downloads the assignments). */
export interface HistoryDifference {
  period: { id: string; name: string };
  from: string;
  to: string;
  assignments: AssignmentDifference[];
  /** Points per instructor at `from` and `to`, only those that moved, largest move first. */
  instructors: PointsMove[];
  /** Points per workgroup (of the sections; admin assignments have none), only those that moved. */
  workgroups: PointsMove[];
}

export interface AssignmentDifference {
  id: string;
  kind: 'teaching' | 'administrative';
  change: 'added' | 'removed' | 'changed';
  /** The section ("MATH 101-002 Calculus I") or the admin assignment's type and instructor. */
  label: string;
  /** The section, for teaching assignments (a link to it). */
  SectionId: string | null;
  instructor: { before: HistoryPerson | null; after: HistoryPerson | null };
  points: { before: number | null; after: number | null };
  /** The fields that differ between the two instants (labels as the forms show them). */
  fields: FieldDifference[];
  /** Every change of the record between the two instants, oldest first. */
  changes: HistoryChange[];
}

/** A field that differs; a reference's values have names when the reader may read what they name. */
export interface FieldDifference {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
  beforeName?: string;
  afterName?: string;
}

export interface PointsMove {
  id: string;
  name: string;
  before: number;
  after: number;
  delta: number;
}

/** One part of an explained number: an assignment and the events behind it up to the instant. */
export interface ExplainedPart {
  kind: 'teaching' | 'administrative';
  id: string;
  label: string;
  /** Who it is for: the instructor on a section's parts, the section or type on an instructor's. */
  instructor: HistoryPerson | null;
  points: number;
  changes: HistoryChange[];
}

/** GET /api/history/explain/instructors/:userId?periodId=&asOf= (asOf omitted: now). */
export interface ExplainedInstructor {
  asOf: string | null;
  period: { id: string; name: string };
  instructor: HistoryPerson;
  required: {
    points: number | null;
    /** Which rule set them (DESIGN §11, §14): expected effort share, financial data, or the type's default. */
    source: 'effort' | 'financialData' | 'instructorType' | null;
    /** Words: "Expected teaching share 50% of Lecturer's 24 full-time points". */
    rule: string;
    /** The record that holds the rule's number, with its changes up to the instant (empty if not readable). */
    changes: HistoryChange[];
  };
  assigned: number;
  /** required - assigned; null when nothing sets required points. */
  remaining: number | null;
  parts: ExplainedPart[];
}

/** GET /api/history/explain/sections/:sectionId?asOf= */
export interface ExplainedSection {
  asOf: string | null;
  section: { id: string; label: string; AcademicPeriodId: string };
  points: number;
  assignedPoints: number;
  variance: number;
  coverageStatus: string;
  parts: ExplainedPart[];
}
