import type { ReadModels } from '@tams/projections';
import { sql } from 'kysely';

export interface SourceTermMode {
  id: string;
  AcademicTermId: string;
  TeachingModeId: string;
}

export interface SourceOffering {
  id: string;
  CourseId: string;
  points: number;
  /** The course's current number and name (an offering copies them when it is made). */
  courseNumber: string | null;
  name: string | null;
  termModes: SourceTermMode[];
}

export interface SourceMeeting {
  id: string;
  days: string[];
  startTime: string;
  endTime: string;
  frequency: string;
  occurrence: number | null;
  description: string | null;
  LocationId: string | null;
}

export interface SourceSection {
  id: string;
  name: string;
  sectionNumber: string;
  AcademicTermId: string;
  TeachingModeId: string;
  WorkgroupId: string | null;
  points: number;
  CourseId: string;
  courseNumber: string | null;
  /** The source offering's points: the section's default when the target offering is not known. */
  offeringPoints: number;
  meeting: SourceMeeting | null;
}

/** The source period's offerings and sections are read a page at a time, in id order (keyset). */
export const pageSize = 1000;

export async function countSource(db: ReadModels, periodId: string) {
  const { rows } = await sql<{ offerings: number; sections: number }>`
    select (select count(*) from "courseOfferings" where "AcademicPeriodId" = ${periodId}) as offerings,
           (select count(*) from sections where "AcademicPeriodId" = ${periodId}) as sections
  `.execute(db);
  return rows[0] ?? { offerings: 0, sections: 0 };
}

export async function offeringsPage(db: ReadModels, periodId: string, after: string) {
  const { rows } = await sql<SourceOffering>`
    select o.id, o."CourseId", o.points,
           coalesce(c."courseNumber", o."courseNumber") as "courseNumber", coalesce(c.name, o.name) as name,
           coalesce((
             select json_agg(json_build_object(
               'id', tm.id, 'AcademicTermId', tm."AcademicTermId", 'TeachingModeId', tm."TeachingModeId"
             ) order by tm.id)
             from "offeringTermModes" tm where tm."CourseOfferingId" = o.id
           ), '[]'::json) as "termModes"
    from "courseOfferings" o left join courses c on c.id = o."CourseId"
    where o."AcademicPeriodId" = ${periodId} and o.id > ${after}::uuid
    order by o.id limit ${pageSize}
  `.execute(db);
  return rows;
}

export async function sectionsPage(db: ReadModels, periodId: string, after: string) {
  const { rows } = await sql<SourceSection>`
    select s.id, s.name, s."sectionNumber", s."AcademicTermId", s."TeachingModeId", s."WorkgroupId", s.points,
           o."CourseId", o."courseNumber", o.points as "offeringPoints",
           (select json_build_object(
              'id', m.id, 'days', m.days, 'startTime', m."startTime", 'endTime', m."endTime",
              'frequency', m.frequency, 'occurrence', m.occurrence, 'description', m.description,
              'LocationId', m."LocationId")
            from meetings m where m."SectionId" = s.id order by m.id limit 1) as meeting
    from sections s join "courseOfferings" o on o.id = s."CourseOfferingId"
    where s."AcademicPeriodId" = ${periodId} and s.id > ${after}::uuid
    order by s.id limit ${pageSize}
  `.execute(db);
  return rows;
}

/** Which of these ids the target's read model has, with the offering's points (sections default to them). */
export async function existingRows(db: ReadModels, table: 'courseOfferings' | 'sections', ids: string[]) {
  if (ids.length === 0) return new Map<string, number | null>();
  const { rows } = await sql<{ id: string; points: number | null }>`
    select id, points from ${sql.table(table)} where id = any(${ids}::uuid[])
  `.execute(db);
  return new Map(rows.map((row) => [row.id, row.points]));
}

export const firstId = '00000000-0000-0000-0000-000000000000';
