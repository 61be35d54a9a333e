import { sql } from 'kysely';
import type { ReadModels } from '../readModelDatabase.js';

const float = (column: string) => sql<number>`${sql.ref(column)}::float8`;

/**
 * A faculty member's teaching assignments in a period, with their section, course, term and assignment
 * type: what My Workload and their load sheet list.
 */
export function memberTeaching(db: ReadModels, userId: string, periodId: string) {
  return db
    .selectFrom('teachingAssignments as ta')
    .innerJoin('sections as s', 's.id', 'ta.SectionId')
    .leftJoin('courses as c', 'c.id', 's.CourseId')
    .leftJoin('academicTerms as t', 't.id', 's.AcademicTermId')
    .leftJoin('assignmentTypes as y', 'y.id', 'ta.AssignmentTypeId')
    .select([
      'ta.id',
      float('ta.points').as('points'),
      'ta.SectionId',
      's.sectionNumber',
      's.name as sectionName',
      'c.courseNumber',
      'c.name as courseName',
      's.AcademicTermId',
      't.name as termName',
      's.coverageStatus',
      float('s.points').as('sectionPoints'),
      's.assignmentCount as instructorCount',
      'y.name as assignmentTypeName',
    ])
    .where('ta.UserId', '=', userId)
    .where('ta.AcademicPeriodId', '=', periodId)
    .orderBy('t.startDate')
    .orderBy('c.courseNumber')
    .orderBy('s.sectionNumber')
    .orderBy('ta.id')
    .execute();
}

/** A faculty member's administrative assignments in a period. */
export function memberAdminAssignments(db: ReadModels, userId: string, periodId: string) {
  return db
    .selectFrom('administrativeAssignments as a')
    .leftJoin('administrativeAssignmentTypes as y', 'y.id', 'a.AdministrativeAssignmentTypeId')
    .select([
      'a.id',
      'y.name as typeName',
      float('a.points').as('points'),
      'a.notes',
      'a.AcademicPeriodId',
      'a.status',
      'a.statusReason',
    ])
    .where('a.UserId', '=', userId)
    .where('a.AcademicPeriodId', '=', periodId)
    .orderBy('y.name')
    .orderBy('a.id')
    .execute();
}
