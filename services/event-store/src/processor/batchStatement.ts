import { type Kysely, type RawBuilder, sql } from 'kysely';
import { decodeCheckpoint } from '../checkpoint.js';
import type { Checkpoint } from '../types.js';
import { CheckpointConflictError } from './checkpoints.js';
import { encodeCommitNotification, type ProcessorCommit, readModelChangedChannel } from './commits.js';

const checkpointMoved = 'TAM01';

/**
 * A processor batch as ONE statement: its writes (data-modifying CTEs), the checkpoint compare-and-set,
 * and the change notification. A statement is atomic, so no BEGIN/COMMIT round trips: on this kind of
 * machine each round trip, not the work, is what a batch costs. When the compare-and-set matches no row
 * (someone moved the checkpoint), es_require raises and the whole statement rolls back: the writes never
 * land. Test: "a checkpoint compare-and-set mismatch rolls the batch back".
 *
 * asyncCommit: the batch commits with synchronous_commit off (a WAL flush costs 5-10 ms on a busy machine,
 * and every command's read-your-writes waits for its processor's commit). Invariant: a batch's rows and
 * its checkpoint commit together, so whatever a crash of the database loses, it loses both: the read
 * model is as it was at the older checkpoint, the processor re-reads from there, and projections are
 * idempotent (rows carry the stream version they reflect). The events themselves are appended with
 * synchronous commits: a crash never loses what a read model was built from. An async commit is visible
 * at once (visibility does not wait for the flush), and any later synchronous commit (the next append)
 * flushes the WAL written before it, this batch included. A processor that outlives a database crash has a
 * checkpoint in memory the database no longer holds: its next compare-and-set fails and it re-reads
 * (CheckpointConflictError in processorRunner). What is lost is only that a reader may, after a crash,
 * briefly see an older read model than an answer it got before it; the log is the record, not the reads.
 */
export async function writeBatchWithCheckpoint(
  db: Kysely<any>,
  writes: readonly RawBuilder<unknown>[],
  commit: ProcessorCommit,
  expected: Checkpoint,
  options: { notify?: boolean } = {},
): Promise<void> {
  const from = decodeCheckpoint(expected);
  const to = decodeCheckpoint(commit.checkpoint);
  const ctes = writes.map((write, index) => sql`${sql.raw(`w${index}`)} as (${write})`);
  const cas = sql`cas as (
    update es_checkpoints
       set last_transaction_id = ${to.major}::xid8, last_global_position = ${to.minor}::bigint, updated_at = now()
     where processor_id = ${commit.processor}
       and last_transaction_id = ${from.major}::xid8 and last_global_position = ${from.minor}::bigint
    returning 1)`;
  const notify =
    options.notify === false
      ? sql`null`
      : sql`pg_notify(${readModelChangedChannel}, ${encodeCommitNotification(commit)})`;
  try {
    // set_config(.., true) is SET LOCAL: this statement's own (implicit) transaction commits without
    // waiting for its WAL flush (asyncCommit above); the session keeps synchronous_commit on. Called on a
    // pool, never inside a transaction of the caller's: that transaction's commit would go async too.
    // prepared (services/platform/src/preparedStatements.ts): a batch's text depends only on which tables it
    // writes, and planning it over tables with dozens of indexes costs more than running it
    await sql`/* prepared */ with ${sql.join([...ctes, cas])}
      select es_require(exists (select 1 from cas), ${`checkpoint of ${commit.processor} moved`}), ${notify},
             set_config('synchronous_commit', 'off', true)`.execute(db);
  } catch (error) {
    if ((error as { code?: string }).code === checkpointMoved)
      throw new CheckpointConflictError(commit.processor, expected);
    throw error;
  }
}

/** Writes prepared as CTEs, in one statement, inside a transaction the caller holds (no checkpoint). */
export async function executeWrites(db: Kysely<any>, writes: readonly RawBuilder<unknown>[]): Promise<void> {
  if (writes.length === 0) return;
  const ctes = writes.map((write, index) => sql`${sql.raw(`w${index}`)} as (${write})`);
  await sql`with ${sql.join(ctes)} select 1`.execute(db);
}
