import { type Kysely, sql } from 'kysely';
import { encodeCheckpoint } from '../checkpoint.js';
import type { Checkpoint } from '../types.js';
import { visibleBoundSql } from './visibleBound.js';

/**
 * The position of the log's last event that `readAll` can return now (the same rule, visibleBound.ts), or
 * `start` when the log is empty: whatever commits later is after it. Read from the PostgreSQL store's
 * table, the only store the app runs on (it refuses EVENTSTORE_URL); the port has no "head" of its own.
 */
export async function visibleLogHead(db: Kysely<any>, start: Checkpoint): Promise<Checkpoint> {
  const { rows } = await sql<{ transaction_id: string; global_position: string }>`
    select transaction_id::text, global_position::text from es_events
    where transaction_id < ${sql.raw(visibleBoundSql)}
    order by transaction_id desc, global_position desc
    limit 1`.execute(db);
  const last = rows[0];
  return last ? encodeCheckpoint(last.transaction_id, last.global_position) : start;
}
