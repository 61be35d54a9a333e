import type { InstructorEligibility, InstructorLoad, MeetingConflict } from '@tams/domain';
import { preparedStatement } from '@tams/platform';
import { sql } from 'kysely';
import { requiredColumnsOf } from '../instructors/requiredPointsTable.js';
import type { ReadModels } from '../readModelDatabase.js';
import { userNameSql } from '../users/queries.js';

/** A section as an assignment sees it: its points, what its assignments cover, its period, term, workgroup. */
export interface AssignmentSectionFacts {
  id: string;
  points: number;
  assignedPoints: number;
  AcademicPeriodId: string;
  AcademicTermId: string | null;
  WorkgroupId: string | null;
}

/**
 * What assigning `UserId` to a section rests on (AssignInstructor in services/domain/src/teachingAssignments):
 * the section (null: none), the user's eligibility (null: no such user), their load in the section's period
 * (name null and no points unless they are a faculty member), their meetings elsewhere in the section's term
 * that overlap its meeting, the points of their current assignment to the section (0: none), and whether
 * the assignment type exists (true when none is named).
 */
export interface AssignmentFacts {
  section: AssignmentSectionFacts | null;
  instructor: InstructorEligibility | null;
  load: InstructorLoad;
  conflicts: MeetingConflict[];
  currentPoints: number;
  assignmentTypeExists: boolean;
}

/**
 * The facts of an assignment in ONE statement (issue 16, point 7: the assigning command's facts in one
 * round trip). Required points: the stored column every reader has them from (DESIGN §19), the pair
 * for effort management on or off (`effortEnabled`); assigned points: the instructorWorkloads read model.
 * Meeting times 'HH:MM' compare as text; touching times do not overlap. Prepared: planning this statement
 * over the read models' many indexes took 20-40 ms, several times its execution.
 */
export async function assignmentFacts(
  db: ReadModels,
  sectionId: string,
  userId: string | null,
  assignmentTypeId: string | null = null,
  options: { effortEnabled?: boolean } = {},
): Promise<AssignmentFacts> {
  const required = requiredColumnsOf(options.effortEnabled === true);
  const { rows } = await sql<AssignmentFacts>`${sql.raw(preparedStatement)}
    with s as (
      select id, points::float8 as points, coalesce("assignedPoints", 0)::float8 as "assignedPoints",
             "AcademicPeriodId", "AcademicTermId", "WorkgroupId"
      from sections where id = ${sectionId}
    ), u as (
      select u.id, u."isFaculty", u."isActive", u."MergedIntoUserId" is not null as merged,
             fp."isActive" as "profileActive", fp."receiveAssignments",
             ${userNameSql} as name
      from users u left join "facultyProfiles" fp on fp."UserId" = u.id
      where u.id = ${userId}
    ), load as (
      select u.name, coalesce(wl."pointsAssigned", 0)::float8 as "pointsAssigned",
             rp.${sql.ref(required.value)}::float8 as "pointsRequired"
      from u
      left join s on true
      left join "instructorRequiredPoints" rp on rp."UserId" = u.id and rp."AcademicPeriodId" = s."AcademicPeriodId"
      left join "instructorWorkloads" wl on wl."UserId" = u.id and wl."AcademicPeriodId" = s."AcademicPeriodId"
      where u."isFaculty" and not u.merged
    ), theirs as materialized (
      select "SectionId" from "teachingAssignments" where "UserId" = ${userId} and "SectionId" <> ${sectionId}
    ), meets as materialized (
      select days, "startTime", "endTime" from meetings where "SectionId" = ${sectionId}
    ), conflicts as (
      select ${userId}::uuid as "UserId", o.id as "SectionId", c."courseNumber", o."sectionNumber", om.days,
             om."startTime", om."endTime"
      from theirs
      join sections o on o.id = theirs."SectionId" and o."AcademicTermId" = (select "AcademicTermId" from s)
      join meetings om on om."SectionId" = o.id
      join meets m on om.days && m.days and om."startTime" < m."endTime" and om."endTime" > m."startTime"
      left join courses c on c.id = o."CourseId"
    )
    select
      (select row_to_json(s) from s) as section,
      (select json_build_object('isFaculty', "isFaculty", 'isActive', "isActive", 'merged', merged,
         'profileActive', "profileActive", 'receiveAssignments', "receiveAssignments") from u) as instructor,
      coalesce((select row_to_json(load) from load),
        json_build_object('name', null, 'pointsAssigned', 0, 'pointsRequired', null)) as load,
      coalesce((select json_agg(c order by c."startTime", c."SectionId") from conflicts c), '[]') as conflicts,
      coalesce((select ta.points::float8 from "teachingAssignments" ta
         where ta."SectionId" = ${sectionId} and ta."UserId" = ${userId}), 0) as "currentPoints",
      (${assignmentTypeId}::uuid is null
         or exists (select 1 from "assignmentTypes" where id = ${assignmentTypeId})) as "assignmentTypeExists"
  `.execute(db);
  return rows[0]!;
}
