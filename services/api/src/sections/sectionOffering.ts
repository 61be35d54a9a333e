import type { OfferedTermMode, SectionOffering } from '@tams/domain';
import type { ReadModels } from '@tams/projections';
import { sql } from 'kysely';

interface OfferingFactsRow {
  AcademicPeriodId: string;
  CourseId: string;
  points: string | number;
  name: string;
  WorkgroupId: string | null;
  sectionMaxStudents: number | null;
  termModes: OfferedTermMode[];
  sections: { id: string; sectionNumber: string; AcademicTermId: string }[];
}

/**
 * What the section commands need of an offering, in one statement on the read models: its period, course and
 * points, its course's name, workgroup and section maximum, its term modes and its sections. Undefined when
 * there is no such offering.
 */
export async function sectionOfferingOf(
  db: ReadModels,
  offeringId: unknown,
): Promise<SectionOffering | undefined> {
  if (typeof offeringId !== 'string') return undefined;
  const { rows } = await sql<OfferingFactsRow>`
    select o."AcademicPeriodId", o."CourseId", o.points, coalesce(c.name, o.name) as name,
      c."WorkgroupId", c."sectionMaxStudents",
      coalesce((select json_agg(json_build_object(
          'AcademicTermId', tm."AcademicTermId", 'TeachingModeId', tm."TeachingModeId"))
        from "offeringTermModes" tm where tm."CourseOfferingId" = o.id), '[]') as "termModes",
      coalesce((select json_agg(json_build_object(
          'id', s.id, 'sectionNumber', s."sectionNumber", 'AcademicTermId', s."AcademicTermId"))
        from sections s where s."CourseOfferingId" = o.id), '[]') as sections
    from "courseOfferings" o left join courses c on c.id = o."CourseId"
    where o.id = ${offeringId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...row,
    points: Number(row.points),
    WorkgroupId: row.WorkgroupId ?? null,
    sectionMaxStudents: row.sectionMaxStudents ?? null,
  };
}
