import { coverageStatuses } from '@tams/domain';
import { z } from 'zod';
import type { RowFits, RowOf } from '../http/rowSchema.js';
import type { myAdminAssignments, mySchedule, mySharedTeaching, myTeaching } from './myQueries.js';

/* The answers of the faculty's own pages (routes.ts), each checked against the query that builds it. */

/** A teaching assignment of theirs (My Workload, the load sheet). */
export const myTeachingRowSchema = z.object({
  id: z.string(),
  points: z.number(),
  SectionId: z.string().nullable(),
  sectionNumber: z.string().nullable(),
  sectionName: z.string().nullable(),
  courseNumber: z.string().nullable(),
  courseName: z.string().nullable(),
  AcademicTermId: z.string().nullable(),
  termName: z.string().nullable(),
  coverageStatus: z.enum(coverageStatuses).nullable(),
  sectionPoints: z.number(),
  instructorCount: z.number().int().nullable(),
  assignmentTypeName: z.string().nullable(),
});

/** An administrative assignment of theirs (GET /api/adminAssignmentsMine is a list of them). */
export const myAdminAssignmentSchema = z.object({
  id: z.string(),
  typeName: z.string().nullable(),
  points: z.number(),
  notes: z.string().nullable(),
  AcademicPeriodId: z.string().nullable(),
  /** null: recorded by staff or before statuses existed (counts); reported ones count once approved. */
  status: z.enum(['reported', 'approved', 'refused']).nullable(),
  statusReason: z.string().nullable(),
});

/** GET /api/myWorkload (AcademicPeriodId null: no period to show; numbers as faculty may see them). */
export const myWorkloadAnswerSchema = z.object({
  AcademicPeriodId: z.string().nullable(),
  published: z.boolean(),
  pointsRequired: z.number().nullable(),
  pointsAssigned: z.number(),
  pointsRemaining: z.number().nullable(),
  teachingPoints: z.number(),
  adminPoints: z.number(),
  teaching: z.array(myTeachingRowSchema),
  admin: z.array(myAdminAssignmentSchema),
});

const myMeetingSchema = z.object({
  id: z.string(),
  SectionId: z.string().nullable(),
  sectionNumber: z.string().nullable(),
  sectionName: z.string().nullable(),
  courseNumber: z.string().nullable(),
  AcademicTermId: z.string().nullable(),
  days: z.array(z.string()),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  frequency: z.string().nullable(),
  description: z.string().nullable(),
  locationCode: z.string().nullable(),
  locationDescription: z.string().nullable(),
});

/** GET /api/mySchedule: the period's terms and their meetings (none before the period is published). */
export const myScheduleAnswerSchema = z.object({
  terms: z.array(z.object({ id: z.string(), name: z.string().nullable() })),
  meetings: z.array(myMeetingSchema),
  published: z.boolean(),
});
export type MyScheduleAnswer = z.infer<typeof myScheduleAnswerSchema>;

/** One row of GET /api/mySharedTeaching: a section they share, with every instructor's split. */
export const mySharedSectionSchema = z.object({
  SectionId: z.string(),
  sectionNumber: z.string().nullable(),
  sectionName: z.string().nullable(),
  courseNumber: z.string().nullable(),
  termName: z.string().nullable(),
  sectionPoints: z.number(),
  instructors: z.array(
    z.object({
      UserId: z.string(),
      name: z.string(),
      points: z.number(),
      share: z.number(),
      isMe: z.boolean(),
    }),
  ),
});

type Meeting = Awaited<ReturnType<typeof mySchedule>>['meetings'][number];
export const myAnswersFit: [
  RowFits<RowOf<typeof myTeaching>, z.infer<typeof myTeachingRowSchema>>,
  RowFits<RowOf<typeof myAdminAssignments>, z.infer<typeof myAdminAssignmentSchema>>,
  RowFits<Meeting, z.infer<typeof myMeetingSchema>>,
  RowFits<RowOf<typeof mySharedTeaching>, z.infer<typeof mySharedSectionSchema>>,
] = [true, true, true, true];
