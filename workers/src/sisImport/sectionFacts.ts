import {
  type CourseFact,
  type ExistingRecord,
  type OfferingFact,
  recordValuesOf,
  naturalKey,
  sectionKeyOf,
} from '@tams/domain';
import type { ReadModels } from '@tams/projections';
import { sql } from 'kysely';
import type { SisFactsRead } from './sisFacts.js';
import { lookupTablesOf } from './sisLookups.js';

const groupBy = <T>(items: readonly T[], keyOf: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
};

/** Everything a section file is compared with, each table read once (20 000 sections: a few hundred ms). */
export async function sectionFactsOf(db: ReadModels): Promise<SisFactsRead['sections']> {
  const [courses, terms, offerings, termModes, sectionRows, meetingRows, lookupTables] = await Promise.all([
    db.selectFrom('courses').selectAll().execute(),
    sql<{ id: string; name: string; AcademicPeriodId: string; periodName: string }>`
      select t.id, t.name, t."AcademicPeriodId", p.name as "periodName"
      from "academicTerms" t join "academicPeriods" p on p.id = t."AcademicPeriodId"`.execute(db),
    db.selectFrom('courseOfferings').selectAll().execute(),
    db.selectFrom('offeringTermModes').selectAll().execute(),
    db.selectFrom('sections').selectAll().execute(),
    db.selectFrom('meetings').selectAll().execute(),
    lookupTablesOf(db, ['teachingModes', 'workgroups', 'locations']),
  ]);
  const modesOf = groupBy(termModes, (mode) => String(mode.CourseOfferingId));
  const sectionsOf = groupBy(sectionRows, (section) => String(section.CourseOfferingId));
  const meetingOf = new Map(meetingRows.map((row) => [String(row.SectionId), row]));
  const offeringFacts = new Map<string, OfferingFact>(
    offerings.map((row) => [
      row.id,
      {
        record: recordValuesOf('courseOfferings', row),
        termModes: (modesOf.get(row.id) ?? []).map((mode) => recordValuesOf('offeringTermModes', mode)),
        sections: (sectionsOf.get(row.id) ?? []).map((s) => ({
          id: s.id,
          sectionNumber: String(s.sectionNumber),
          AcademicTermId: String(s.AcademicTermId),
        })),
      },
    ]),
  );
  const sections = new Map<string, { record: ExistingRecord; meeting: ExistingRecord | undefined }>();
  for (const row of sectionRows) {
    const meeting = meetingOf.get(row.id);
    sections.set(sectionKeyOf(String(row.CourseOfferingId), String(row.AcademicTermId), row.sectionNumber), {
      record: recordValuesOf('sections', row),
      meeting: meeting ? recordValuesOf('meetings', meeting) : undefined,
    });
  }
  const courseFacts = new Map<string, CourseFact>(
    courses.map((row) => [
      naturalKey(row.courseNumber),
      {
        id: row.id,
        courseNumber: String(row.courseNumber),
        name: String(row.name),
        WorkgroupId: row.WorkgroupId,
        sectionMaxStudents: row.sectionMaxStudents,
        sectionCreditHours: row.sectionCreditHours,
        isActive: row.isActive,
        isOffered: row.isOffered,
      },
    ]),
  );
  return {
    courses: courseFacts,
    terms: terms.rows,
    offerings: offeringFacts,
    sections,
    lookupTables,
  };
}
