import type { BuilderType } from '@tams/domain';
import type { ReportSource } from '../reportSource.js';
import { instructorCostsBuilder } from '../../instructorCosts/costReportSource.js';
import {
  instructorsBuilder,
  instructorWorkloadsBuilder,
  teachingAssignmentsBuilder,
  teachingPreferenceSubmissionsBuilder,
  teachingPreferencesBuilder,
  usersBuilder,
} from './peopleSources.js';
import {
  courseOfferingsBuilder,
  coursesBuilder,
  sectionSchedulesBuilder,
  sectionsBuilder,
} from './planningSources.js';

/** The builders of spec §3, each over its read model (the snapshot report is made per snapshot). */
export const reportSources: Record<BuilderType, ReportSource> = {
  CoursesBuilder: coursesBuilder,
  CourseOfferingsBuilder: courseOfferingsBuilder,
  InstructorsBuilder: instructorsBuilder,
  InstructorWorkloadsBuilder: instructorWorkloadsBuilder,
  InstructorCostsBuilder: instructorCostsBuilder,
  SectionsBuilder: sectionsBuilder,
  SectionSchedulesBuilder: sectionSchedulesBuilder,
  TeachingAssignmentsBuilder: teachingAssignmentsBuilder,
  TeachingPreferencesBuilder: teachingPreferencesBuilder,
  TeachingPreferenceSubmissionsBuilder: teachingPreferenceSubmissionsBuilder,
  UsersBuilder: usersBuilder,
};
