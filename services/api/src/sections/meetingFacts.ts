import type { MeetingFacts } from '@tams/domain';
import { userNameSql } from '@tams/projections';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';

/**
 * What saving a meeting of `sectionId` in `locationId` rests on (SaveMeeting in services/domain): the
 * section's term dates, and the other sections' meetings of its period in that room or taught by its
 * instructors, each with its dates (its term's, ending at `until`). Read wide (any day, any time): the
 * domain's overlap rule judges which double-book.
 */
export async function meetingFacts(
  db: AppContext['db'],
  sectionId: string,
  locationId: string | null,
): Promise<MeetingFacts> {
  const { rows } = await sql<MeetingFacts>`
    with s as (
      select id, "AcademicPeriodId", "AcademicTermId" from sections where id = ${sectionId}
    ), others as (
      select m."SectionId", c."courseNumber", o."sectionNumber", m."LocationId", l.code as "locationCode",
             m.days, m."startTime", m."endTime", t."startDate"::text as "firstDate",
             least(t."endDate", m."until")::text as "lastDate"
      from s
      join sections o on o."AcademicPeriodId" = s."AcademicPeriodId" and o.id <> s.id
      join meetings m on m."SectionId" = o.id
      left join courses c on c.id = o."CourseId"
      left join locations l on l.id = m."LocationId"
      left join "academicTerms" t on t.id = o."AcademicTermId"
    )
    select
      (select json_build_object('startDate', t."startDate"::text, 'endDate', t."endDate"::text)
         from s join "academicTerms" t on t.id = s."AcademicTermId") as term,
      coalesce((select json_agg(b order by b."startTime") from others b
         where b."LocationId" = ${locationId}::uuid), '[]') as "roomBookings",
      coalesce((select json_agg(b order by b."startTime")
         from (select others.*, ${userNameSql} as "instructorName"
               from others
               join "teachingAssignments" theirs on theirs."SectionId" = others."SectionId"
               join "teachingAssignments" ours on ours."UserId" = theirs."UserId" and ours."SectionId" = ${sectionId}
               join users u on u.id = theirs."UserId") b), '[]') as "instructorMeetings"
  `.execute(db);
  return rows[0]!;
}
