import { z } from 'zod';

/**
 * The answers of GET /api/schedule and GET /api/schedule/choices, shared by the API and the web (their types
 * derived from these schemas, which the OpenAPI document states).
 */
const named = z.object({ id: z.string(), name: z.string() });

export const schedulePersonSchema = named;
export type SchedulePerson = z.infer<typeof schedulePersonSchema>;

/** Another section's meeting in the same room, term and time, on `days` (the days both meet). */
export const scheduleConflictSchema = z.object({
  id: z.string(),
  SectionId: z.string(),
  sectionNumber: z.string(),
  courseNumber: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  days: z.array(z.string()),
});
export type ScheduleConflict = z.infer<typeof scheduleConflictSchema>;

export const scheduleMeetingSchema = z.object({
  id: z.string(),
  SectionId: z.string(),
  sectionNumber: z.string(),
  sectionName: z.string(),
  CourseId: z.string().nullable(),
  courseNumber: z.string().nullable(),
  courseName: z.string().nullable(),
  AcademicTermId: z.string(),
  termName: z.string(),
  WorkgroupId: z.string().nullable(),
  workgroupName: z.string().nullable(),
  days: z.array(z.string()),
  startTime: z.string(),
  endTime: z.string(),
  frequency: z.string(),
  description: z.string().nullable(),
  LocationId: z.string().nullable(),
  locationCode: z.string().nullable(),
  locationDescription: z.string().nullable(),
  instructors: z.array(schedulePersonSchema),
  /** The meetings this one double-books (empty: none). */
  conflicts: z.array(scheduleConflictSchema),
});
export type ScheduleMeeting = z.infer<typeof scheduleMeetingSchema>;

export const scheduleAnswerSchema = z.object({
  period: named.nullable(),
  meetings: z.array(scheduleMeetingSchema),
  /** More meetings match than the answer holds: narrow the filter. */
  truncated: z.boolean(),
});
export type ScheduleAnswer = z.infer<typeof scheduleAnswerSchema>;

export const scheduleTermSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type ScheduleTerm = z.infer<typeof scheduleTermSchema>;

export const scheduleChoicesSchema = z.object({
  period: named.nullable(),
  terms: z.array(scheduleTermSchema),
  workgroups: z.array(named),
  locations: z.array(z.object({ id: z.string(), code: z.string(), description: z.string().nullable() })),
  /** Those teaching a section of the period. */
  instructors: z.array(schedulePersonSchema),
});
export type ScheduleChoices = z.infer<typeof scheduleChoicesSchema>;
