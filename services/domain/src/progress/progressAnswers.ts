import type { CoverageStatus } from '../sections/coverage.js';
import type { PlanEntry } from './progressEvents.js';

/**
 * The shapes of the progress and approval answers (services/api/src/progress), for the API and the web.
 */

/** GET /api/progressSteps: the period's eight steps and what the caller may do next. */
export interface ProgressSteps {
  AcademicPeriodId: string;
  periodName: string;
  currentStep: number;
  publishedForFaculty: boolean;
  steps: { number: number; name: string; status: 'done' | 'current' | 'upcoming' }[];
  canAdvance: boolean;
  canRevert: boolean;
  advanceTo: number | null;
  revertTo: number | null;
}

/** One row of GET /api/progressActions (newest first). */
export interface ProgressActionRow {
  id: string;
  AcademicPeriodId: string;
  action: 'advance' | 'revert';
  fromStep: number;
  toStep: number;
  reason: string | null;
  actorId: string | null;
  actorName: string | null;
  at: string;
  /** Its place in the period's stream (orders actions made at the same time). */
  version: number;
}

/** A workgroup's plan against the approval of the period's current step. */
export type ApprovalStatus = 'approved' | 'changedSinceApproval' | 'notApproved' | 'notOpen';

/** An approval of a workgroup's plan at a step. */
export interface ApprovalSummary {
  id: string;
  step: number;
  planVersion: string;
  note: string | null;
  approvedBy: string | null;
  approvedByName: string | null;
  approvedAt: string;
  changedSinceApproval: boolean;
}

/** One row of GET /api/workgroupApprovals: a workgroup with sections in the period (id = WorkgroupId). */
export interface WorkgroupApprovalRow {
  id: string;
  WorkgroupId: string;
  workgroupName: string;
  AcademicPeriodId: string;
  currentStep: number;
  currentPlanVersion: string;
  sectionCount: number;
  assignmentCount: number;
  canApprove: boolean;
  /** The caller gave the approval in force at the current step and may take it back. */
  canWithdraw: boolean;
  status: ApprovalStatus;
  /** The latest approval per step, ascending. */
  approvals: ApprovalSummary[];
}

export interface PlanDifferences {
  added: PlanEntry[];
  removed: PlanEntry[];
  changed: { before: PlanEntry; after: PlanEntry }[];
}

/** GET /api/workgroupApprovals/:approvalId: the approval, its plan as approved, the plan now, what moved. */
export interface WorkgroupApprovalDetail extends ApprovalSummary {
  WorkgroupId: string;
  workgroupName: string;
  AcademicPeriodId: string;
  /** When a revert below its step cleared it (null while it holds). */
  clearedAt: string | null;
  plan: PlanEntry[];
  currentPlan: PlanEntry[];
  differences: PlanDifferences;
}

/** A section of a workgroup's plan: its points, coverage and who teaches it (none: uncovered). */
export interface PlanSection {
  SectionId: string;
  sectionNumber: string | null;
  sectionName: string | null;
  courseNumber: string | null;
  points: number;
  assignedPoints: number;
  coverageStatus: CoverageStatus;
  assignments: Pick<PlanEntry, 'TeachingAssignmentId' | 'UserId' | 'instructorName' | 'points'>[];
}

/** One line of a workgroup's approval history: approved, withdrawn by its approver, or cleared by a revert. */
export interface ApprovalHistoryEntry {
  approvalId: string;
  action: 'approved' | 'withdrawn' | 'cleared';
  step: number;
  at: string;
  byName: string | null;
  note: string | null;
}

/**
 * GET /api/workgroupApprovals/:WorkgroupId/plan: what an approver reviews, the workgroup's row, its
 * sections (as far as the caller reads them) with instructors, points and coverage, what changed since the
 * latest approval that holds, and the approval history, newest first.
 */
export interface WorkgroupPlanReview {
  row: WorkgroupApprovalRow;
  periodName: string;
  sections: PlanSection[];
  comparedWith: ApprovalSummary | null;
  differences: PlanDifferences | null;
  history: ApprovalHistoryEntry[];
}
