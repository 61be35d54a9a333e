import type { Preference } from '@tams/domain';
import { sql } from 'kysely';
import type { ReadModels } from '@tams/projections';

/*
 * Faculty may not read courses (spec §6 Course), nor may every Instructor reader: the preference answers
 * carry what they need of them, the courses one may wish for and the names of those wished for.
 */

/** The courses offered in the period (its course offerings), to wish for. */
export function courseChoicesOf(db: ReadModels, periodId: string) {
  return db
    .selectFrom('courseOfferings as o')
    .innerJoin('courses as c', 'c.id', 'o.CourseId')
    .select(['c.id', 'c.courseNumber', 'c.name'])
    .where('o.AcademicPeriodId', '=', periodId)
    .orderBy('c.courseNumber')
    .orderBy('c.id')
    .execute() as Promise<{ id: string; courseNumber: string; name: string }[]>;
}

/** "MATH 101 Calculus I" by course id, for the courses the lists wish for. */
export async function courseNamesOf(
  db: ReadModels,
  ...lists: (readonly Preference[] | null | undefined)[]
): Promise<Record<string, string>> {
  const ids = [...new Set(lists.flatMap((list) => (list ?? []).flatMap((p) => p.CourseIds ?? [])))];
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom('courses')
    .select(['id', sql<string>`concat_ws(' ', "courseNumber", name)`.as('label')])
    .where('id', 'in', ids)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id as string, row.label]));
}
