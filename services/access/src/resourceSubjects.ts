import type { Subject } from './ability.js';

/** The subject whose rules govern each API resource. */
export const resourceSubjects: Record<string, Subject> = {
  academicPeriods: 'AcademicPeriod',
  academicTerms: 'AcademicPeriod',
  academicTermTypes: 'AcademicTermType',
  courses: 'Course',
  users: 'User',
  workgroups: 'Workgroup',
};

export function subjectOf(resource: string): Subject {
  const subject = resourceSubjects[resource];
  if (!subject) throw new Error(`No access subject for ${resource}`);
  return subject;
}
