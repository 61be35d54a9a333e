import { type Checkpoint, decodeCheckpoint, encodeCheckpoint, zeroCheckpoint } from '@tams/event-store';
import { projections } from '@tams/projections';
import { type Kysely, type Transaction, sql } from 'kysely';

/** Where in the log a read stands: the checkpoint, its global position and the time of its event. */
export interface LogPoint {
  checkpoint: Checkpoint;
  /** The global position of the event at the checkpoint (0: the empty log). */
  position: number;
  /** When that event was recorded; null for the empty log. */
  asOf: Date | null;
}

export class LogNotSettledError extends Error {
  override readonly name = 'LogNotSettledError';
  constructor(readonly processors: string[]) {
    super(`The read models ${processors.join(', ')} did not settle at one log position`);
  }
}

interface CheckpointRow {
  processor_id: string;
  last_transaction_id: string;
  last_global_position: string | number;
}

const handlesOf = (name: string): string[] => {
  const projection = projections.find((p) => p.name === name);
  if (!projection) throw new Error(`No read model is called ${name}`);
  return [...projection.handles];
};

/**
 * The point every one of `processors` reflects, read in the caller's snapshot; undefined when one of them
 * has applied events of its own beyond the slowest one (their tables would mix two points of the log).
 * A processor ahead of the slowest with none of its events in between holds the same rows it held there.
 */
async function settledPoint(trx: Transaction<any>, processors: readonly string[]) {
  const { rows } = await sql<CheckpointRow>`
    select processor_id, last_transaction_id, last_global_position from es_checkpoints
    where processor_id = any(${processors as string[]})
  `.execute(trx);
  const checkpoints = new Map(
    rows.map((row) => [
      row.processor_id,
      encodeCheckpoint(row.last_transaction_id, row.last_global_position),
    ]),
  );
  const at = (name: string) => checkpoints.get(name) ?? zeroCheckpoint;
  const lowest = processors.map(at).reduce((a, b) => (a <= b ? a : b), at(processors[0]!));
  const ahead = processors.filter((name) => at(name) > lowest);
  const from = decodeCheckpoint(lowest);
  const moved: string[] = [];
  for (const name of ahead) {
    const to = decodeCheckpoint(at(name));
    const { rows: found } = await sql<{ one: number }>`
      select 1 as one from es_events
      where (transaction_id, global_position) > (${from.major}::xid8, ${from.minor}::bigint)
        and (transaction_id, global_position) <= (${to.major}::xid8, ${to.minor}::bigint)
        and event_type = any(${handlesOf(name)})
      limit 1
    `.execute(trx);
    if (found.length > 0) moved.push(name);
  }
  return { checkpoint: lowest, moved };
}

async function pointOf(trx: Transaction<any>, checkpoint: Checkpoint): Promise<LogPoint> {
  if (checkpoint === zeroCheckpoint) return { checkpoint, position: 0, asOf: null };
  const { major, minor } = decodeCheckpoint(checkpoint);
  const { rows } = await sql<{ recorded_at: Date }>`
    select recorded_at from es_events
    where transaction_id = ${major}::xid8 and global_position = ${minor}::bigint
  `.execute(trx);
  return { checkpoint, position: Number(minor), asOf: rows[0]?.recorded_at ?? null };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `read` in one REPEATABLE READ, read-only transaction whose snapshot also holds the checkpoints of
 * `processors`, once they stand at one log point: then every row read reflects exactly the events up to
 * that point. Read-only on purpose: a transaction with an xid would hold back every processor (xmin).
 * While processors are caught mid-way (one applied events of its own past another's checkpoint) it
 * waits a little and tries again; they settle as soon as the log is quiet for a moment.
 */
export async function readAtOnePoint<T>(
  db: Kysely<any>,
  processors: readonly string[],
  read: (trx: Transaction<any>, point: LogPoint) => Promise<T>,
  { attempts = 100, pauseMs = 100 }: { attempts?: number; pauseMs?: number } = {},
): Promise<{ point: LogPoint; result: T }> {
  if (processors.length === 0) throw new Error('A consistent read names the read models it reads');
  let moved: string[] = [];
  for (let attempt = 0; attempt < attempts; attempt++) {
    const outcome = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const settled = await settledPoint(trx, processors);
        if (settled.moved.length > 0) return { moved: settled.moved };
        const point = await pointOf(trx, settled.checkpoint);
        return { point, result: await read(trx, point) };
      });
    if ('point' in outcome) return outcome as { point: LogPoint; result: T };
    moved = outcome.moved;
    await pause(pauseMs);
  }
  throw new LogNotSettledError(moved);
}

/** Every read model's processor: what a read across all resources (a data export) waits for. */
export const allProcessors = (): string[] => projections.map((projection) => projection.name);
