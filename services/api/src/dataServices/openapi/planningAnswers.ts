import {
  approvalSummarySchema,
  dashboardSchema,
  explainedInstructorSchema,
  explainedSectionSchema,
  historyDifferenceSchema,
  historyTimelineSchema,
  loadPreviewSchema,
  progressActionRowSchema,
  progressStepsSchema,
  scheduleAnswerSchema,
  scheduleChoicesSchema,
  suggestedAssigneeSchema,
  workgroupApprovalDetailSchema,
  workgroupApprovalRowSchema,
  workgroupPlanReviewSchema,
} from '@tams/domain';
import { z } from 'zod';
import { instructorAnswerSchema } from '../../instructors/instructorAnswer.js';
import { myPreferencesSchema } from '../../teachingPreferences/myPreferences.js';
import {
  alignmentMetricSchema,
  submissionsMetricSchema,
} from '../../teachingPreferences/preferenceMetrics.js';
import { submissionDetailSchema } from '../../teachingPreferences/submissionRoutes.js';
import { outputSchemaOf } from './jsonSchema.js';
import { type RouteDescriptions, routeKey } from './routeDescription.js';

/* The planning answers: history, schedule, dashboard, progress and approvals, instructors, preferences: stated from the schemas kept beside their types (domain or route). */

const myPreferences = outputSchemaOf(myPreferencesSchema);
const myPreferencesWrite = { answer: myPreferences, accepted: true, conflict: true, precondition: true };
const submissionDetail = outputSchemaOf(submissionDetailSchema);
const withdrawnApproval = approvalSummarySchema.extend({
  withdrawnAt: z.iso.datetime().nullable(),
  withdrawnByName: z.string().nullable(),
});

export const planningAnswerDescriptions = (): RouteDescriptions => ({
  [routeKey('POST', '/api/teachingAssignments/preview')]: {
    summary: 'An instructor’s load before and after an assignment, with its warnings',
    answer: outputSchemaOf(loadPreviewSchema),
    notFound: true,
  },
  [routeKey('GET', '/api/suggestedAssignees')]: { answer: outputSchemaOf(suggestedAssigneeSchema) },
  [routeKey('GET', '/api/history/timeline')]: {
    summary: 'What the time control of a period ranges over: its changes’ instants and marks',
    answer: outputSchemaOf(historyTimelineSchema),
  },
  [routeKey('GET', '/api/history/difference')]: {
    summary: 'What changed in a period between two instants (`format=csv|xlsx`: the assignments as a file)',
    answer: outputSchemaOf(historyDifferenceSchema),
  },
  [routeKey('GET', '/api/history/explain/instructors/:id')]: {
    summary: 'An instructor’s points of a period explained, as of an instant',
    answer: outputSchemaOf(explainedInstructorSchema),
  },
  [routeKey('GET', '/api/history/explain/sections/:id')]: {
    summary: 'A section’s points and coverage explained, as of an instant',
    answer: outputSchemaOf(explainedSectionSchema),
  },
  [routeKey('GET', '/api/schedule')]: {
    summary: 'The meetings of a period (filtered), with their double-bookings',
    answer: outputSchemaOf(scheduleAnswerSchema),
  },
  [routeKey('GET', '/api/schedule/choices')]: {
    summary: 'What the schedule may be filtered by',
    answer: outputSchemaOf(scheduleChoicesSchema),
  },
  [routeKey('GET', '/api/dashboard')]: {
    summary: 'The dashboard: each part null when the caller may not read it',
    answer: outputSchemaOf(dashboardSchema),
  },
  [routeKey('GET', '/api/progressSteps')]: {
    summary: 'A period’s progress steps and what the caller may do next',
    answer: outputSchemaOf(progressStepsSchema),
  },
  [routeKey('GET', '/api/progressActions')]: { answer: outputSchemaOf(progressActionRowSchema) },
  [routeKey('POST', '/api/progressActions')]: {
    summary: 'Advance or revert a period’s step',
    status: '201',
    answer: outputSchemaOf(z.object({ action: progressActionRowSchema, progress: progressStepsSchema })),
    accepted: true,
    conflict: true,
  },
  [routeKey('GET', '/api/instructors')]: { answer: outputSchemaOf(instructorAnswerSchema) },
  [routeKey('GET', '/api/instructors/:id')]: {
    summary: 'An instructor with their points in a period (the working one unless asked)',
    answer: outputSchemaOf(instructorAnswerSchema),
  },
  [routeKey('GET', '/api/myTeachingPreferences')]: {
    summary: 'My teaching preferences in a period, and what I may do with them',
    answer: myPreferences,
    notFound: true,
  },
  [routeKey('PUT', '/api/myTeachingPreferences')]: myPreferencesWrite,
  [routeKey('POST', '/api/myTeachingPreferences/submit')]: myPreferencesWrite,
  [routeKey('POST', '/api/myTeachingPreferences/copy')]: {
    ...myPreferencesWrite,
    answer: outputSchemaOf(
      myPreferencesSchema.extend({ copied: z.number().int(), skipped: z.number().int() }),
    ),
  },
  [routeKey('GET', '/api/preferenceSubmissions/:id')]: {
    summary: 'A faculty member’s teaching preferences in a period',
    answer: submissionDetail,
  },
  [routeKey('POST', '/api/preferenceSubmissions/:id/reopen')]: {
    answer: submissionDetail,
    accepted: true,
    conflict: true,
    precondition: true,
  },
  [routeKey('GET', '/api/preferenceSubmissionsMetric')]: {
    summary: 'The share of faculty who submitted preferences, overall and per workgroup',
    answer: outputSchemaOf(submissionsMetricSchema),
  },
  [routeKey('GET', '/api/preferenceAlignmentMetric')]: {
    summary: 'How the period’s assignments fit their instructors’ preferences, overall and per workgroup',
    answer: outputSchemaOf(alignmentMetricSchema),
  },
  [routeKey('GET', '/api/workgroupApprovals')]: { answer: outputSchemaOf(workgroupApprovalRowSchema) },
  [routeKey('POST', '/api/workgroupApprovals')]: {
    summary: 'Approve a workgroup’s plan at the current step',
    status: '201',
    answer: outputSchemaOf(approvalSummarySchema),
    accepted: true,
    conflict: true,
  },
  [routeKey('GET', '/api/workgroupApprovals/:id')]: {
    summary: 'An approval, its plan as approved, the plan now and what moved',
    answer: outputSchemaOf(workgroupApprovalDetailSchema),
  },
  [routeKey('GET', '/api/workgroupApprovals/:id/plan')]: {
    summary: 'A workgroup’s plan as an approver reviews it (`id`: the workgroup)',
    answer: outputSchemaOf(workgroupPlanReviewSchema),
  },
  [routeKey('POST', '/api/workgroupApprovals/:id/withdraw')]: {
    summary: 'Withdraw one’s approval',
    answer: outputSchemaOf(withdrawnApproval),
    accepted: true,
    conflict: true,
  },
});
