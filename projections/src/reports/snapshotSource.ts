import { sql } from 'kysely';
import type { ReportColumn, ReportColumnKind, ReportSource } from './reportSource.js';

/** The table a snapshot's frozen rows are kept in (one JSON object per row, in the report's order). */
export const snapshotRowsTable = 'report_snapshot_rows';

const casts: Record<ReportColumnKind, string> = {
  text: 'text',
  enum: 'text',
  number: 'float8',
  integer: 'int',
  boolean: 'boolean',
  date: 'date',
  timestamp: 'timestamptz',
};

/**
 * A snapshot as a report source (SnapshotReport): its frozen rows with the columns they were taken with,
 * so a snapshot sorts, filters, groups and exports like the report it froze.
 */
export function snapshotSource(snapshot: { id: string; columns: readonly ReportColumn[] }): ReportSource {
  return {
    type: 'SnapshotReport',
    label: 'Snapshot',
    description: 'The rows of a report as they were at a moment of the log.',
    cacheKey: `snapshot:${snapshot.id}`,
    tables: [],
    from: (db) => db.selectFrom(`${snapshotRowsTable} as b`).where('b.snapshot_id', '=', snapshot.id),
    id: sql`lpad(b.ordinal::text, 10, '0')`,
    columns: snapshot.columns.map((column) => ({
      ...column,
      sql: sql`(b.row->>${column.id})::${sql.raw(casts[column.kind])}`,
    })),
  };
}
