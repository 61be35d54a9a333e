import { eventStoreMigrations } from '@tams/event-store';
import type { MigrationSet } from '@tams/platform';
import { readModelMigrations } from '@tams/projections';
import { type Kysely, sql } from 'kysely';
import { reportJobMigrations } from '../reports/jobs/jobTables.js';
import { uniqueKeysBackfill } from './uniqueKeysBackfill.js';

const apiMigrations: MigrationSet = {
  api_0001_sessions: {
    async up(db: Kysely<unknown>) {
      await sql`
        create table sessions (
          token_hash            text primary key,
          authenticated_user_id uuid not null,
          working_user_id       uuid not null,
          created_at            timestamptz not null default now(),
          last_seen_at          timestamptz not null default now(),
          expires_at            timestamptz not null
        );
        create index sessions_user on sessions (authenticated_user_id);
      `.execute(db);
    },
  },
  api_0002_auth_requests: {
    async up(db: Kysely<unknown>) {
      await sql`
        create table auth_requests (
          kind       text not null,
          id         text not null,
          data       jsonb,
          expires_at timestamptz not null,
          primary key (kind, id)
        );
        create index sessions_working_user on sessions (working_user_id);
      `.execute(db);
    },
  },
  api_0003_upload_blobs: {
    async up(db: Kysely<unknown>) {
      // bytes of uploaded files, once per content hash; the uploads events name them (never deleted)
      await sql`
        create table upload_blobs (
          sha256       text primary key,
          content_type text not null,
          bytes        bytea not null,
          created_at   timestamptz not null default now()
        );
      `.execute(db);
    },
  },
};

/** Every migration of the application, for migrateToLatest. */
export const allMigrations: MigrationSet[] = [
  eventStoreMigrations,
  readModelMigrations,
  apiMigrations,
  reportJobMigrations,
  uniqueKeysBackfill,
];
