import type { Subject } from './subjects.js';

/** The subject whose rules govern each API resource. */
export const resourceSubjects: Record<string, Subject> = {
  academicPeriods: 'AcademicPeriod',
  academicTerms: 'AcademicPeriod',
  apiKeys: 'ApiKey',
  courses: 'Course',
  courseOfferings: 'CourseOffering',
  offeringTermModes: 'CourseOffering',
  sections: 'Section',
  // a section's meeting is the scheduler's work (spec §6 Scheduler: sectionScheduler manages it)
  meetings: 'Scheduler',
  locations: 'Location',
  teachingAssignments: 'SectionAssignment',
  administrativeAssignments: 'AdminAssignment',
  // notes on a faculty profile are the instructor's record (spec §3 Note)
  notes: 'Instructor',
  // read-only lists over faculty (services/api/src/instructors)
  instructors: 'Instructor',
  instructorWorkloads: 'Instructor',
  // every faculty member's teaching preferences, for staff (services/api/src/teachingPreferences)
  preferenceSubmissions: 'Instructor',
  administrativeAssignmentTypes: 'AdminAssignmentType',
  facultyProfiles: 'Instructor',
  financialData: 'FinancialData',
  settings: 'Configuration',
  uploads: 'Configuration',
  users: 'User',
  userSettings: 'UserSetting',
  workgroups: 'Workgroup',
  workgroupMemberships: 'Workgroup',
  // value lists (ReferenceData)
  academicTermTypes: 'ReferenceData',
  assignmentTypes: 'ReferenceData',
  pointTypes: 'ReferenceData',
  taxonomies: 'ReferenceData',
  teachingModes: 'ReferenceData',
  campuses: 'ReferenceData',
  cohorts: 'ReferenceData',
  divisions: 'ReferenceData',
  instructorTypes: 'ReferenceData',
  majors: 'ReferenceData',
  programs: 'ReferenceData',
  ranks: 'ReferenceData',
  specialties: 'ReferenceData',
  tracks: 'ReferenceData',
};

/**
 * Resources read only where the reader may also read them as another subject, by the same columns: a
 * teaching assignment is part of its section (read as a Section by its WorkgroupId). Lists, reads by id,
 * embeds and history entries all apply it (services/api/src/resources/readAccess.ts).
 */
export const alsoReadAs: Readonly<Record<string, Subject>> = { teachingAssignments: 'Section' };

export function subjectOf(resource: string): Subject {
  const subject = resourceSubjects[resource];
  if (!subject) throw new Error(`No access subject for ${resource}`);
  return subject;
}
