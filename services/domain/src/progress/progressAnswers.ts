import { z } from 'zod';
import { coverageStatuses } from '../sections/coverage.js';
import { planEntrySchema } from './progressEvents.js';

/**
 * The shapes of the progress and approval answers (services/api/src/progress), for the API and the web:
 * their types derived from these schemas, which the OpenAPI document states.
 */

/** GET /api/progressSteps: the period's eight steps and what the caller may do next. */
export const progressStepsSchema = z.object({
  AcademicPeriodId: z.string(),
  periodName: z.string(),
  currentStep: z.number().int(),
  publishedForFaculty: z.boolean(),
  steps: z.array(
    z.object({
      number: z.number().int(),
      name: z.string(),
      status: z.enum(['done', 'current', 'upcoming']),
    }),
  ),
  canAdvance: z.boolean(),
  canRevert: z.boolean(),
  advanceTo: z.number().int().nullable(),
  revertTo: z.number().int().nullable(),
});
export type ProgressSteps = z.infer<typeof progressStepsSchema>;

/** One row of GET /api/progressActions (newest first). */
export const progressActionRowSchema = z.object({
  id: z.string(),
  AcademicPeriodId: z.string(),
  action: z.enum(['advance', 'revert']),
  fromStep: z.number().int(),
  toStep: z.number().int(),
  reason: z.string().nullable(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
  /** Its place in the period's stream (orders actions made at the same time). */
  version: z.number().int(),
});
export type ProgressActionRow = z.infer<typeof progressActionRowSchema>;

/** A workgroup's plan against the approval of the period's current step. */
export const approvalStatusSchema = z.enum(['approved', 'changedSinceApproval', 'notApproved', 'notOpen']);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

/** An approval of a workgroup's plan at a step. */
export const approvalSummarySchema = z.object({
  id: z.string(),
  step: z.number().int(),
  planVersion: z.string(),
  note: z.string().nullable(),
  approvedBy: z.string().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string(),
  changedSinceApproval: z.boolean(),
});
export type ApprovalSummary = z.infer<typeof approvalSummarySchema>;

/** One row of GET /api/workgroupApprovals: a workgroup with sections in the period (id = WorkgroupId). */
export const workgroupApprovalRowSchema = z.object({
  id: z.string(),
  WorkgroupId: z.string(),
  workgroupName: z.string(),
  AcademicPeriodId: z.string(),
  currentStep: z.number().int(),
  currentPlanVersion: z.string(),
  sectionCount: z.number().int(),
  assignmentCount: z.number().int(),
  canApprove: z.boolean(),
  /** The caller gave the approval in force at the current step and may take it back. */
  canWithdraw: z.boolean(),
  status: approvalStatusSchema,
  /** The latest approval per step, ascending. */
  approvals: z.array(approvalSummarySchema),
});
export type WorkgroupApprovalRow = z.infer<typeof workgroupApprovalRowSchema>;

export const planDifferencesSchema = z.object({
  added: z.array(planEntrySchema),
  removed: z.array(planEntrySchema),
  changed: z.array(z.object({ before: planEntrySchema, after: planEntrySchema })),
});
export type PlanDifferences = z.infer<typeof planDifferencesSchema>;

/** GET /api/workgroupApprovals/:approvalId: the approval, its plan as approved, the plan now, what moved. */
export const workgroupApprovalDetailSchema = approvalSummarySchema.extend({
  WorkgroupId: z.string(),
  workgroupName: z.string(),
  AcademicPeriodId: z.string(),
  /** When a revert below its step cleared it (null while it holds). */
  clearedAt: z.string().nullable(),
  plan: z.array(planEntrySchema),
  currentPlan: z.array(planEntrySchema),
  differences: planDifferencesSchema,
});
export type WorkgroupApprovalDetail = z.infer<typeof workgroupApprovalDetailSchema>;

/** A section of a workgroup's plan: its points, coverage and who teaches it (none: uncovered). */
export const planSectionSchema = z.object({
  SectionId: z.string(),
  sectionNumber: z.string().nullable(),
  sectionName: z.string().nullable(),
  courseNumber: z.string().nullable(),
  points: z.number(),
  assignedPoints: z.number(),
  coverageStatus: z.enum(coverageStatuses),
  assignments: z.array(
    planEntrySchema.pick({ TeachingAssignmentId: true, UserId: true, instructorName: true, points: true }),
  ),
});
export type PlanSection = z.infer<typeof planSectionSchema>;

/** One line of a workgroup's approval history: approved, withdrawn by its approver, or cleared by a revert. */
export const approvalHistoryEntrySchema = z.object({
  approvalId: z.string(),
  action: z.enum(['approved', 'withdrawn', 'cleared']),
  step: z.number().int(),
  at: z.string(),
  byName: z.string().nullable(),
  note: z.string().nullable(),
});
export type ApprovalHistoryEntry = z.infer<typeof approvalHistoryEntrySchema>;

/**
 * GET /api/workgroupApprovals/:WorkgroupId/plan: what an approver reviews, the workgroup's row, its
 * sections (as far as the caller reads them) with instructors, points and coverage, what changed since the
 * latest approval that holds, and the approval history, newest first.
 */
export const workgroupPlanReviewSchema = z.object({
  row: workgroupApprovalRowSchema,
  periodName: z.string(),
  sections: z.array(planSectionSchema),
  comparedWith: approvalSummarySchema.nullable(),
  differences: planDifferencesSchema.nullable(),
  history: z.array(approvalHistoryEntrySchema),
});
export type WorkgroupPlanReview = z.infer<typeof workgroupPlanReviewSchema>;
