import { type Kysely, sql } from 'kysely';
import { decodeCheckpoint, encodeCheckpoint, zeroCheckpoint } from '../checkpoint.js';
import type { Checkpoint } from '../types.js';

/** Another writer moved the checkpoint: the batch must roll back (the transaction that throws this does). */
export class CheckpointConflictError extends Error {
  override readonly name = 'CheckpointConflictError';
  constructor(
    readonly processorId: string,
    readonly expected: Checkpoint,
  ) {
    super(`Checkpoint of ${processorId} is no longer at ${expected}`);
  }
}

interface CheckpointRow {
  last_transaction_id: string;
  last_global_position: number | string;
}
const toCheckpoint = (row: CheckpointRow): Checkpoint =>
  encodeCheckpoint(row.last_transaction_id, row.last_global_position);

export async function readCheckpoint(db: Kysely<any>, processorId: string): Promise<Checkpoint | undefined> {
  const { rows } = await sql<CheckpointRow>`
    select last_transaction_id, last_global_position from es_checkpoints where processor_id = ${processorId}
  `.execute(db);
  return rows[0] ? toCheckpoint(rows[0]) : undefined;
}

export async function readCheckpoints(db: Kysely<any>, processorIds: readonly string[]) {
  const { rows } = await sql<CheckpointRow & { processor_id: string }>`
    select processor_id, last_transaction_id, last_global_position from es_checkpoints
    where processor_id = any(${processorIds as string[]})
  `.execute(db);
  return new Map(rows.map((row) => [row.processor_id, toCheckpoint(row)]));
}

/** Creates the checkpoint row at `initial` unless it exists; returns the stored checkpoint. */
export async function ensureCheckpoint(
  db: Kysely<any>,
  processorId: string,
  initial: Checkpoint = zeroCheckpoint,
): Promise<Checkpoint> {
  const { major, minor } = decodeCheckpoint(initial);
  await sql`
    insert into es_checkpoints (processor_id, last_transaction_id, last_global_position)
    values (${processorId}, ${major}::xid8, ${minor}::bigint) on conflict (processor_id) do nothing
  `.execute(db);
  return (await readCheckpoint(db, processorId))!;
}

/**
 * Compare-and-set, inside the batch's transaction. Invariant: a batch's read-model writes commit only
 * together with the move of the checkpoint from the position the batch was read after. If anyone else
 * moved it (a second owner after a lost lock, a rebuild swap), 0 rows update and we throw so the whole
 * batch rolls back instead of applying events twice. Test: "a checkpoint mismatch rolls the batch back".
 */
export async function storeCheckpoint(
  trx: Kysely<any>,
  processorId: string,
  expected: Checkpoint,
  next: Checkpoint,
): Promise<void> {
  const from = decodeCheckpoint(expected);
  const to = decodeCheckpoint(next);
  const result = await sql`
    update es_checkpoints
       set last_transaction_id = ${to.major}::xid8, last_global_position = ${to.minor}::bigint, updated_at = now()
     where processor_id = ${processorId}
       and last_transaction_id = ${from.major}::xid8 and last_global_position = ${from.minor}::bigint
  `.execute(trx);
  if (Number(result.numAffectedRows ?? 0) !== 1) throw new CheckpointConflictError(processorId, expected);
}

export async function setCheckpoint(
  trx: Kysely<any>,
  processorId: string,
  checkpoint: Checkpoint,
): Promise<void> {
  const { major, minor } = decodeCheckpoint(checkpoint);
  await sql`
    insert into es_checkpoints (processor_id, last_transaction_id, last_global_position)
    values (${processorId}, ${major}::xid8, ${minor}::bigint)
    on conflict (processor_id) do update
      set last_transaction_id = excluded.last_transaction_id,
          last_global_position = excluded.last_global_position, updated_at = now()
  `.execute(trx);
}

export async function deleteCheckpoint(db: Kysely<any>, processorId: string): Promise<void> {
  await sql`delete from es_checkpoints where processor_id = ${processorId}`.execute(db);
}
