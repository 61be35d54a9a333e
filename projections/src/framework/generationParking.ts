import {
  blockedByStreamReason,
  type Checkpoint,
  executeWrites,
  type ParkingSteps,
  parkEventWrite,
  type RecordedEvent,
  writeBatchWithCheckpoint,
} from '@tams/event-store';
import { type Kysely, sql } from 'kysely';
import { type Projection, prepareEvents } from './projection.js';

/**
 * A rebuild parks what it cannot apply as the live processor does (applyParkingPoison), under its own
 * checkpoint id; the swap makes its parked set the live one (adoptRebuildParkedEvents). A rebuild applies
 * every event again, so an event parked before that now applies is no longer parked afterwards.
 */

const blockedWrites = (parker: string, blocked: readonly RecordedEvent[]) =>
  blocked.map((event) => parkEventWrite(parker, event, blockedByStreamReason));

/** The fill of a generation: each run is one statement with the rebuild checkpoint's move. */
export function fillParkingSteps(
  db: Kysely<any>,
  projection: Projection,
  generation: number,
  rebuildId: string,
  cursor: { checkpoint: Checkpoint },
): ParkingSteps {
  const write = async (writes: Parameters<typeof writeBatchWithCheckpoint>[1], to: Checkpoint) => {
    const commit = { processor: rebuildId, checkpoint: to, changes: [] };
    await writeBatchWithCheckpoint(db, writes, commit, cursor.checkpoint, { notify: false });
    cursor.checkpoint = to;
  };
  return {
    async apply(events, blocked, to) {
      const prepared = await prepareEvents(projection, events, db, generation);
      await write([...prepared.writes, ...blockedWrites(rebuildId, blocked)], to);
    },
    park: (event, error, to) => write([parkEventWrite(rebuildId, event, error)], to),
  };
}

/**
 * The catch-up inside the swap's transaction: no checkpoint per run (the swap sets it at the end), so a
 * savepoint makes each run all-or-nothing without aborting the transaction.
 */
export function swapParkingSteps(
  trx: Kysely<any>,
  projection: Projection,
  generation: number,
  rebuildId: string,
): ParkingSteps {
  const inSavepoint = async (work: () => Promise<void>) => {
    await sql`savepoint parking_run`.execute(trx);
    try {
      await work();
      await sql`release savepoint parking_run`.execute(trx);
    } catch (error) {
      await sql`rollback to savepoint parking_run`.execute(trx).catch(() => {});
      throw error;
    }
  };
  return {
    apply: (events, blocked) =>
      inSavepoint(async () => {
        const prepared = await prepareEvents(projection, events, trx, generation);
        await executeWrites(trx, [...prepared.writes, ...blockedWrites(rebuildId, blocked)]);
      }),
    park: (event, error) =>
      inSavepoint(async () => void (await parkEventWrite(rebuildId, event, error).execute(trx))),
  };
}

/** In the swap: the rebuild's parked events replace the live processor's (those it applied are gone). */
export async function adoptRebuildParkedEvents(trx: Kysely<any>, name: string, rebuildId: string) {
  await sql`delete from es_parked_events where processor_id = ${name}`.execute(trx);
  await sql`update es_parked_events set processor_id = ${name} where processor_id = ${rebuildId}`.execute(
    trx,
  );
}

/** A rebuild starting over: what an abandoned one parked is not the truth of the new one. */
export async function clearRebuildParkedEvents(db: Kysely<any>, rebuildId: string) {
  await sql`delete from es_parked_events where processor_id = ${rebuildId}`.execute(db);
}
