/**
 * The answers of GET /api/schedule and GET /api/schedule/choices, shared by the API and the web.
 */
export interface SchedulePerson {
  id: string;
  name: string;
}

/** Another section's meeting in the same room, term and time, on `days` (the days both meet). */
export interface ScheduleConflict {
  id: string;
  SectionId: string;
  sectionNumber: string;
  courseNumber: string | null;
  startTime: string;
  endTime: string;
  days: string[];
}

export interface ScheduleMeeting {
  id: string;
  SectionId: string;
  sectionNumber: string;
  sectionName: string;
  CourseId: string | null;
  courseNumber: string | null;
  courseName: string | null;
  AcademicTermId: string;
  termName: string;
  WorkgroupId: string | null;
  workgroupName: string | null;
  days: string[];
  startTime: string;
  endTime: string;
  frequency: string;
  description: string | null;
  LocationId: string | null;
  locationCode: string | null;
  locationDescription: string | null;
  instructors: SchedulePerson[];
  /** The meetings this one double-books (empty: none). */
  conflicts: ScheduleConflict[];
}

export interface ScheduleAnswer {
  period: { id: string; name: string } | null;
  meetings: ScheduleMeeting[];
  /** More meetings match than the answer holds: narrow the filter. */
  truncated: boolean;
}

export interface ScheduleChoices {
  period: { id: string; name: string } | null;
  terms: ScheduleTerm[];
  workgroups: { id: string; name: string }[];
  locations: { id: string; code: string; description: string | null }[];
  /** Those teaching a section of the period. */
  instructors: SchedulePerson[];
}

export interface ScheduleTerm {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
}
