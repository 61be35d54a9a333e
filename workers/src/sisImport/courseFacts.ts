import { naturalKey, recordValuesOf } from '@tams/domain';
import type { ReadModels } from '@tams/projections';
import type { SisFactsRead } from './sisFacts.js';
import { lookupTablesOf } from './sisLookups.js';

/** The catalog by course number, and the workgroups by name. */
export async function courseFactsOf(db: ReadModels): Promise<SisFactsRead['courses']> {
  const [rows, lookupTables] = await Promise.all([
    db.selectFrom('courses').selectAll().execute(),
    lookupTablesOf(db, ['workgroups']),
  ]);
  const courses = new Map(
    rows.map((row) => [naturalKey(row.courseNumber), recordValuesOf('courses', row)] as const),
  );
  return { courses, lookupTables };
}
