import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { ReadModels } from '../readModelDatabase.js';
import { userNameSql } from '../users/queries.js';

const float = (column: string) => sql<number>`${sql.ref(column)}::float8`;

export interface CoverageInstructor {
  UserId: string;
  name: string;
  points: number;
}

/**
 * The period's sections with their coverage (DESIGN §11), workgroup, course, term and instructors, ordered
 * by workgroup name (no workgroup last), course, section. `readableWhere`: the sections the reader may read
 * (undefined: all), over `sections` alone, as access conditions name that table's columns unqualified.
 */
export function coverageSections(
  db: ReadModels,
  periodId: string,
  {
    readableWhere,
    workgroupId,
  }: { readableWhere?: (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>; workgroupId?: string },
) {
  let readable = db.selectFrom('sections').select('id').where('AcademicPeriodId', '=', periodId);
  if (readableWhere) readable = readable.where(readableWhere);
  if (workgroupId) readable = readable.where('WorkgroupId', '=', workgroupId);
  return db
    .selectFrom('sections as s')
    .leftJoin('workgroups as w', 'w.id', 's.WorkgroupId')
    .leftJoin('courses as c', 'c.id', 's.CourseId')
    .leftJoin('academicTerms as t', 't.id', 's.AcademicTermId')
    .select([
      's.id',
      's.WorkgroupId',
      'w.name as workgroupName',
      'c.courseNumber',
      'c.name as courseName',
      's.sectionNumber',
      's.name as sectionName',
      't.name as termName',
      's.coverageStatus',
      float('s.points').as('points'),
      sql<number>`coalesce(s."assignedPoints", 0)::float8`.as('assignedPoints'),
      sql<number>`coalesce(s.variance, coalesce(s."assignedPoints", 0) - s.points)::float8`.as('variance'),
      sql<CoverageInstructor[]>`coalesce((
        select json_agg(json_build_object('UserId', ta."UserId", 'name', ${userNameSql},
          'points', ta.points::float8) order by ta.points desc, u."lastName", u.id)
        from "teachingAssignments" ta join users u on u.id = ta."UserId"
        where ta."SectionId" = s.id
      ), '[]')`.as('instructors'),
    ])
    .where('s.id', 'in', readable)
    .orderBy(sql`w.name is null`)
    .orderBy('w.name')
    .orderBy('s.WorkgroupId')
    .orderBy('c.courseNumber')
    .orderBy('s.sectionNumber')
    .orderBy('t.startDate')
    .orderBy('s.id')
    .execute();
}

/** The faculty members (not merged away) a load sheet can be printed for, by last name. */
export const loadSheetInstructors = (db: ReadModels) =>
  db
    .selectFrom('users as u')
    .select(['u.id', userNameSql.as('name')])
    .where('u.isFaculty', '=', true)
    .where('u.MergedIntoUserId', 'is', null)
    .orderBy('u.lastName')
    .orderBy('u.firstName')
    .orderBy('u.id')
    .execute();
