import type { ProgressStep } from '../progress/progressSteps.js';

/** The faculty of a period by workload (DESIGN §11: remaining = required - assigned). */
export interface FacultyWorkload {
  /** Active faculty members. */
  faculty: number;
  /** Assigned more points than required. */
  over: number;
  /** Assigned fewer points than required. */
  under: number;
  /** Assigned exactly the required points. */
  met: number;
  /** Without required points for the period (no financial data for it): in none of the three above. */
  notSet: number;
  pointsRequired: number;
  pointsAssigned: number;
}

/** The caller's own workload for the period; points null while none are required of them for it. */
export interface MyWorkload {
  name: string;
  /** Whether the period is published to faculty: before, assigned counts admin assignments only. */
  published: boolean;
  pointsRequired: number | null;
  pointsAssigned: number;
  pointsRemaining: number | null;
  workgroups: { id: string; name: string; permission: number }[];
}

/** How many sections of the period are in each coverage status (DESIGN §11). */
export type SectionCoverage =
  | { available: false }
  | { available: true; uncovered: number; partial: number; covered: number; over: number };

/** The answer of GET /api/dashboard, shared by the API and the web: each part is null when the caller's ability does not allow it. */
export interface Dashboard {
  /** The caller's working period, else the system's active one; null when neither exists. */
  period: { id: string; name: string; isSystemActive: boolean } | null;
  /** read ProgressAction: the period's progress step (null until progress steps are set for it). */
  progress: { step: ProgressStep | null } | null;
  /** read Section: sections by coverage status. */
  coverage: SectionCoverage | null;
  /** read Instructor: faculty over, under or at their required points. */
  facultyWorkload: FacultyWorkload | null;
  /** Users with the faculty role: their own workload. */
  mine: MyWorkload | null;
}
