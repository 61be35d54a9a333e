import { valueListDefinitions, valueListNamed } from '@tams/domain';
import type { Subject } from './subjects.js';

/** Spec §6: a value list is reference data, unless its own subject governs it (below). */
const valueListSubject: Subject = 'ReferenceData';

/** The subject whose rules govern each API resource. */
export const resourceSubjects: Record<string, Subject> = {
  ...Object.fromEntries(valueListDefinitions.map((definition) => [definition.name, valueListSubject])),
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
  // a value list with a subject of its own (spec §6 AdminAssignmentType)
  administrativeAssignmentTypes: 'AdminAssignmentType',
  facultyProfiles: 'Instructor',
  financialData: 'FinancialData',
  settings: 'Configuration',
  uploads: 'Configuration',
  users: 'User',
  userSettings: 'UserSetting',
  workgroups: 'Workgroup',
  workgroupMemberships: 'Workgroup',
  taxonomies: 'ReferenceData',
  effortCategories: 'EffortCategory',
  effortTypes: 'EffortType',
  effortPayPeriods: 'EffortPayPeriod',
  effortRules: 'EffortRule',
  // spec §6 names no subject of their own: they describe the imported effort (EffortActual)
  costCenterDescriptions: 'EffortActual',
  enhancedEffortPositionAssociations: 'EffortActual',
  // Email Instructors' saved templates (spec §6 Email)
  emailTemplates: 'Email',
};

/**
 * Resources read only where the reader may also read them as another subject, by the same columns: a
 * teaching assignment is part of its section (read as a Section by its WorkgroupId). Lists, reads by id,
 * embeds and history entries all apply it (services/api/src/resources/readAccess.ts).
 */
export const alsoReadAs: Readonly<Record<string, Subject>> = { teachingAssignments: 'Section' };

export function subjectOf(resource: string): Subject {
  // a value list added at start-up (a test's throwaway one) is reference data like the catalogued ones
  const subject = resourceSubjects[resource] ?? (valueListNamed(resource) ? valueListSubject : undefined);
  if (!subject) throw new Error(`No access subject for ${resource}`);
  return subject;
}
