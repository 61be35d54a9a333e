import { sql } from 'kysely';
import { userNameSql, type ReadModels } from '@tams/projections';

const float = (column: string) => sql<number>`${sql.ref(column)}::float8`;

export {
  memberAdminAssignments as myAdminAssignments,
  memberTeaching as myTeaching,
} from '@tams/projections';

/** The period's terms and the meetings of the sections a faculty member teaches in it. */
export async function mySchedule(db: ReadModels, userId: string, periodId: string) {
  const [terms, meetings] = await Promise.all([
    db
      .selectFrom('academicTerms')
      .select(['id', 'name'])
      .where('AcademicPeriodId', '=', periodId)
      .orderBy('startDate')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('teachingAssignments as ta')
      .innerJoin('sections as s', 's.id', 'ta.SectionId')
      .innerJoin('meetings as m', 'm.SectionId', 's.id')
      .leftJoin('courses as c', 'c.id', 's.CourseId')
      .leftJoin('locations as l', 'l.id', 'm.LocationId')
      .select([
        'm.id',
        'm.SectionId',
        's.sectionNumber',
        's.name as sectionName',
        'c.courseNumber',
        's.AcademicTermId',
        'm.days',
        'm.startTime',
        'm.endTime',
        'm.frequency',
        'm.description',
        'l.code as locationCode',
        'l.description as locationDescription',
      ])
      .where('ta.UserId', '=', userId)
      .where('ta.AcademicPeriodId', '=', periodId)
      .orderBy('m.startTime')
      .orderBy('m.id')
      .execute(),
  ]);
  return { terms, meetings };
}

/** The sections a faculty member shares with others in a period, each with every instructor's split. */
export function mySharedTeaching(db: ReadModels, userId: string, periodId: string) {
  return db
    .selectFrom('teachingAssignments as mine')
    .innerJoin('sections as s', 's.id', 'mine.SectionId')
    .leftJoin('courses as c', 'c.id', 's.CourseId')
    .leftJoin('academicTerms as t', 't.id', 's.AcademicTermId')
    .select([
      's.id as SectionId',
      's.sectionNumber',
      's.name as sectionName',
      'c.courseNumber',
      't.name as termName',
      float('s.points').as('sectionPoints'),
      sql<{ UserId: string; name: string; points: number; share: number; isMe: boolean }[]>`(
        select json_agg(json_build_object(
          'UserId', ta."UserId", 'name', ${userNameSql}, 'points', ta.points::float8,
          'share', case when s.points > 0 then round(ta.points / s.points, 4)::float8 else 0 end,
          'isMe', ta."UserId" = ${userId}
        ) order by ta.points desc, u."lastName", u.id)
        from "teachingAssignments" ta join users u on u.id = ta."UserId"
        where ta."SectionId" = s.id
      )`.as('instructors'),
    ])
    .where('mine.UserId', '=', userId)
    .where('mine.AcademicPeriodId', '=', periodId)
    .where('s.assignmentCount', '>=', 2)
    .orderBy('t.startDate')
    .orderBy('c.courseNumber')
    .orderBy('s.sectionNumber')
    .orderBy('s.id')
    .execute();
}
