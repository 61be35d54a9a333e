import { type CourseFacts, naturalKey, recordValuesOf } from '@tams/domain';
import type { ReadModels } from '@tams/projections';
import { importedIdOf, lookupsOf } from './sisLookups.js';

/** The catalog by course number, and the workgroups by name. */
export async function courseFactsOf(db: ReadModels): Promise<CourseFacts> {
  const [rows, lookups] = await Promise.all([
    db.selectFrom('courses').selectAll().execute(),
    lookupsOf(db, ['workgroups']),
  ]);
  const courses = new Map(
    rows.map((row) => [naturalKey(row.courseNumber), recordValuesOf('courses', row)] as const),
  );
  return { courses, lookups, newId: importedIdOf };
}
