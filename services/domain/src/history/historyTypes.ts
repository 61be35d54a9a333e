import { z } from 'zod';

/**
 * The answers of the history routes (DESIGN §16; services/api/src/history), their types derived from these
 * schemas (the OpenAPI document states them). Instants are ISO 8601 strings in UTC with milliseconds; the
 * state as of T is the log cut after every event recorded in a millisecond <= T.
 */

const periodName = z.object({ id: z.string(), name: z.string() });

/** Someone named in the history (a user), or null when the log does not say (seeded, system jobs). */
export const historyPersonSchema = z.object({ id: z.string(), name: z.string() });
export type HistoryPerson = z.infer<typeof historyPersonSchema>;

/** One change of a record: when, who, as whom (when masquerading), through what (ui, api-key, job, import, seed). */
export const historyChangeSchema = z.object({
  at: z.string(),
  by: historyPersonSchema.nullable(),
  /** The signed-in user when it differs from `by` (masquerading), else null. */
  as: historyPersonSchema.nullable(),
  via: z.string().nullable(),
  eventId: z.string(),
  /** Words for it: "assigned Ada Kowalski, 3 points", "points 3 -> 4", "removed". */
  summary: z.string(),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

export const historyMarkSchema = z.object({
  at: z.string(),
  kind: z.enum(['advance', 'revert', 'publication', 'approval']),
  /** "Step 6: Approve assignments", "Published for faculty", "Mathematics approved". */
  label: z.string(),
  by: historyPersonSchema.nullable(),
});
export type HistoryMark = z.infer<typeof historyMarkSchema>;

/** GET /api/history/timeline?periodId= : what the time control of a period ranges over. */
export const historyTimelineSchema = z.object({
  period: periodName,
  /** The first and last change of the period's plan (null when it has none). */
  first: z.string().nullable(),
  last: z.string().nullable(),
  /** Every distinct instant the period's plan changed at, oldest first (the newest 5000 when more). */
  instants: z.array(z.string()),
  truncated: z.boolean(),
  /** Approvals, step changes and publication, oldest first. */
  marks: z.array(historyMarkSchema),
});
export type HistoryTimeline = z.infer<typeof historyTimelineSchema>;

/** A field that differs; a reference's values have names when the reader may read what they name. */
export const fieldDifferenceSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  beforeName: z.string().optional(),
  afterName: z.string().optional(),
});
export type FieldDifference = z.infer<typeof fieldDifferenceSchema>;

export const assignmentDifferenceSchema = z.object({
  id: z.string(),
  kind: z.enum(['teaching', 'administrative']),
  change: z.enum(['added', 'removed', 'changed']),
  /** The section ("MATH 101-002 Calculus I") or the admin assignment's type and instructor. */
  label: z.string(),
  /** The section, for teaching assignments (a link to it). */
  SectionId: z.string().nullable(),
  instructor: z.object({ before: historyPersonSchema.nullable(), after: historyPersonSchema.nullable() }),
  points: z.object({ before: z.number().nullable(), after: z.number().nullable() }),
  /** The fields that differ between the two instants (labels as the forms show them). */
  fields: z.array(fieldDifferenceSchema),
  /** Every change of the record between the two instants, oldest first. */
  changes: z.array(historyChangeSchema),
});
export type AssignmentDifference = z.infer<typeof assignmentDifferenceSchema>;

export const pointsMoveSchema = z.object({
  id: z.string(),
  name: z.string(),
  before: z.number(),
  after: z.number(),
  delta: z.number(),
});
export type PointsMove = z.infer<typeof pointsMoveSchema>;

/** Someone's required points at `from` and `to`, and the changes between behind it (DESIGN §19). */
export const requiredPointsChangeSchema = z.object({
  id: z.string(),
  name: z.string(),
  before: z.number().nullable(),
  after: z.number().nullable(),
  sourceBefore: z.string().nullable(),
  sourceAfter: z.string().nullable(),
  /** "Financial data changed (Fiona Finance)", "Effort import payroll.csv (Eve Effort)"... */
  why: z.array(z.string()),
});
export type RequiredPointsChange = z.infer<typeof requiredPointsChangeSchema>;

/** GET /api/history/difference?periodId=&from=&to= (format=csv|xlsx downloads the assignments). */
export const historyDifferenceSchema = z.object({
  period: periodName,
  from: z.string(),
  to: z.string(),
  assignments: z.array(assignmentDifferenceSchema),
  /** Points per instructor at `from` and `to`, only those that moved, largest move first. */
  instructors: z.array(pointsMoveSchema),
  /** Points per workgroup (of the sections; admin assignments have none), only those that moved. */
  workgroups: z.array(pointsMoveSchema),
  /** Whose required points moved, with who and why (for readers of instructors' workload). */
  requiredPoints: z.array(requiredPointsChangeSchema),
});
export type HistoryDifference = z.infer<typeof historyDifferenceSchema>;

/** One part of an explained number: an assignment and the events behind it up to the instant. */
export const explainedPartSchema = z.object({
  kind: z.enum(['teaching', 'administrative']),
  id: z.string(),
  label: z.string(),
  /** Who it is for: the instructor on a section's parts, the section or type on an instructor's. */
  instructor: historyPersonSchema.nullable(),
  points: z.number(),
  changes: z.array(historyChangeSchema),
});
export type ExplainedPart = z.infer<typeof explainedPartSchema>;

/** GET /api/history/explain/instructors/:userId?periodId=&asOf= (asOf omitted: now). */
export const explainedInstructorSchema = z.object({
  asOf: z.string().nullable(),
  period: periodName,
  instructor: historyPersonSchema,
  required: z.object({
    points: z.number().nullable(),
    /** Which rule set them (DESIGN §11, §14): expected effort share, financial data, or the type's default. */
    source: z.enum(['effort', 'financialData', 'instructorType']).nullable(),
    /** Words: "Expected teaching share 50% of Lecturer's 24 full-time points". */
    rule: z.string(),
    /** The record that holds the rule's number, with its changes up to the instant (empty if not readable). */
    changes: z.array(historyChangeSchema),
  }),
  assigned: z.number(),
  /** required - assigned; null when nothing sets required points. */
  remaining: z.number().nullable(),
  parts: z.array(explainedPartSchema),
});
export type ExplainedInstructor = z.infer<typeof explainedInstructorSchema>;

/** GET /api/history/explain/sections/:sectionId?asOf= */
export const explainedSectionSchema = z.object({
  asOf: z.string().nullable(),
  section: z.object({ id: z.string(), label: z.string(), AcademicPeriodId: z.string() }),
  points: z.number(),
  assignedPoints: z.number(),
  variance: z.number(),
  coverageStatus: z.string(),
  parts: z.array(explainedPartSchema),
});
export type ExplainedSection = z.infer<typeof explainedSectionSchema>;
