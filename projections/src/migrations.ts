import { type Kysely, sql } from 'kysely';

/** Infrastructure of the read models; their tables themselves are made by generations.ts from the code. */
export const readModelMigrations = {
  rm_0001_generations: {
    async up(db: Kysely<unknown>) {
      await sql`
        create extension if not exists pg_trgm;
        create table rm_generations (
          read_model                text primary key,
          generation                int not null,
          schema_version            text not null,
          rebuilding_generation     int,
          rebuilding_schema_version text,
          updated_at                timestamptz not null default now()
        );
      `.execute(db);
    },
  },
  rm_0002_as_of_schema: {
    async up(db: Kysely<unknown>) {
      // the views of history-kept tables at the instant in `tams.as_of` (framework/history.ts)
      await sql`create schema if not exists as_of`.execute(db);
    },
  },
};
