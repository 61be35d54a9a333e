import type { Kysely } from 'kysely';
import type { Row } from '../resources/recordReads.js';

/**
 * Adds to each row (a section, or a teaching assignment with its section's copies) its course's number:
 * part of the section's title ("MATH 495-001 Mathematical Biology", sectionTitle), so whoever may read
 * the row reads it with it, as the schedule and the plans show it, without a right to the course catalog.
 * The rows are the reader's already (filtered by their read access); one query for the lot.
 */
export function withCourseNumbers(db: Kysely<any>) {
  return async (rows: Row[]): Promise<void> => {
    const ids = [...new Set(rows.flatMap((row) => (typeof row.CourseId === 'string' ? [row.CourseId] : [])))];
    if (ids.length === 0) return;
    const courses = await db
      .selectFrom('courses')
      .select(['id', 'courseNumber'])
      .where('id', 'in', ids)
      .execute();
    const numbers = new Map(courses.map((course) => [String(course.id), String(course.courseNumber)]));
    for (const row of rows) row.courseNumber = numbers.get(String(row.CourseId)) ?? null;
  };
}
