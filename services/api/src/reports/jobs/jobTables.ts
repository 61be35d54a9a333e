import type { MigrationSet } from '@tams/platform';
import { type Kysely, sql } from 'kysely';

/**
 * What the report jobs write beside the log (DESIGN §15): a snapshot's frozen rows, in report order, and
 * a data export's zip. Not read models: they are the jobs' output, which a rebuild could not recreate
 * (a snapshot's rows are its point), so they live in plain tables, like upload_blobs.
 */
export const reportJobMigrations: MigrationSet = {
  reports_0001_snapshot_rows_and_export_files: {
    async up(db: Kysely<unknown>) {
      await sql`
        create table report_snapshot_rows (
          snapshot_id uuid not null,
          ordinal     int not null,
          row         jsonb not null,
          primary key (snapshot_id, ordinal)
        );
        create table data_export_files (
          export_id  uuid primary key,
          bytes      bytea not null,
          created_at timestamptz not null default now()
        );
      `.execute(db);
    },
  },
};
