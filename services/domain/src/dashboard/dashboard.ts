import { z } from 'zod';
import { progressStepSchema } from '../progress/progressSteps.js';

/* The answer of GET /api/dashboard, shared by the API and the web (types derived from these schemas). */

/** The faculty of a period by workload (DESIGN §11: remaining = required - assigned). */
export const facultyWorkloadSchema = z.object({
  /** Active faculty members. */
  faculty: z.number().int(),
  /** Assigned more points than required. */
  over: z.number().int(),
  /** Assigned fewer points than required. */
  under: z.number().int(),
  /** Assigned exactly the required points. */
  met: z.number().int(),
  /** Without required points for the period (no financial data for it): in none of the three above. */
  notSet: z.number().int(),
  pointsRequired: z.number(),
  pointsAssigned: z.number(),
});
export type FacultyWorkload = z.infer<typeof facultyWorkloadSchema>;

/** The caller's own workload for the period; points null while none are required of them for it. */
export const myWorkloadSchema = z.object({
  name: z.string(),
  /** Whether the period is published to faculty: before, assigned counts admin assignments only. */
  published: z.boolean(),
  pointsRequired: z.number().nullable(),
  pointsAssigned: z.number(),
  pointsRemaining: z.number().nullable(),
  workgroups: z.array(z.object({ id: z.string(), name: z.string(), permission: z.number().int() })),
});
export type MyWorkload = z.infer<typeof myWorkloadSchema>;

/** How many sections of the period are in each coverage status (DESIGN §11). */
export const sectionCoverageSchema = z.union([
  z.object({ available: z.literal(false) }),
  z.object({
    available: z.literal(true),
    uncovered: z.number().int(),
    partial: z.number().int(),
    covered: z.number().int(),
    over: z.number().int(),
  }),
]);
export type SectionCoverage = z.infer<typeof sectionCoverageSchema>;

/** Each part is null when the caller's ability does not allow it. */
export const dashboardSchema = z.object({
  /** The caller's working period, else the system's active one; null when neither exists. */
  period: z.object({ id: z.string(), name: z.string(), isSystemActive: z.boolean() }).nullable(),
  /** read ProgressAction: the period's progress step (null until progress steps are set for it). */
  progress: z.object({ step: progressStepSchema.nullable() }).nullable(),
  /** read Section: sections by coverage status. */
  coverage: sectionCoverageSchema.nullable(),
  /** read Instructor: faculty over, under or at their required points. */
  facultyWorkload: facultyWorkloadSchema.nullable(),
  /** Users with the faculty role: their own workload. */
  mine: myWorkloadSchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
