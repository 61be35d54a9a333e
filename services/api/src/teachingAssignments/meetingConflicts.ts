import type { MeetingConflict } from '@tams/domain';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';

/**
 * The meetings of other sections taught by `userIds` in the same term as `sectionId` that share a day with
 * its meeting and overlap its time ('HH:MM' compares as text; touching times do not overlap). Empty when
 * the section has no meeting. For one instructor, assignmentFacts (projections) reads them with the rest.
 */
export async function meetingConflicts(
  db: AppContext['db'],
  sectionId: string,
  userIds: readonly string[],
): Promise<MeetingConflict[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<MeetingConflict>`
    select ta."UserId", o.id as "SectionId", c."courseNumber", o."sectionNumber", om.days,
           om."startTime", om."endTime"
    from sections s
    join meetings m on m."SectionId" = s.id
    join "teachingAssignments" ta on ta."UserId" = any(${userIds}::uuid[]) and ta."SectionId" <> s.id
    join sections o on o.id = ta."SectionId" and o."AcademicTermId" = s."AcademicTermId"
    join meetings om on om."SectionId" = o.id
    left join courses c on c.id = o."CourseId"
    where s.id = ${sectionId} and om.days && m.days
      and om."startTime" < m."endTime" and om."endTime" > m."startTime"
    order by om."startTime", o.id`.execute(db);
  return rows;
}
