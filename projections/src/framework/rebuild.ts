import {
  AdvisoryLockOwnership,
  applyParkingPoison,
  type Checkpoint,
  type EventStore,
  encodeCommitNotification,
  readCheckpoint,
  readModelChangedChannel,
  parkedStreamsOf,
  setCheckpoint,
  zeroCheckpoint,
} from '@tams/event-store';
import { type Kysely, sql } from 'kysely';
import {
  createGenerationTables,
  dropGenerationTables,
  dropOtherGenerations,
  ensureReadModel,
  finishGenerationTables,
  pointViewsAt,
  readGeneration,
} from './generations.js';
import {
  adoptRebuildParkedEvents,
  clearRebuildParkedEvents,
  fillParkingSteps,
  swapParkingSteps,
} from './generationParking.js';
import { type Projection, schemaVersionOf } from './projection.js';

export class RebuildInProgressError extends Error {
  constructor(name: string) {
    super(`A rebuild of ${name} is already running`);
  }
}

export interface RebuildOptions {
  db: Kysely<any>;
  store: EventStore;
  projection: Projection;
  connectionString: string;
  batchSize?: number;
  onProgress?: (progress: { events: number; checkpoint: Checkpoint }) => void;
}

export interface RebuildResult {
  generation: number;
  events: number;
  checkpoint: Checkpoint;
  resumed: boolean;
}

/** The rebuild's own checkpoint: progress survives a crash, and a restart resumes from it. */
export const rebuildCheckpointId = (name: string, generation: number) => `${name}#g${generation}`;

/**
 * Rebuilds a read model into a new generation while the current one keeps serving (DESIGN §5):
 * 1. fill generation N+1 from the start of the log in batches, each committed with the rebuild checkpoint;
 *    a crash (even kill -9) resumes from there; then build its indexes and statistics;
 * 2. swap in one short transaction: lock the generation row and the live checkpoint (live batches wait),
 *    apply what was appended meanwhile, point the views at N+1, move the live checkpoint to where the new
 *    generation is, then drop generation N. The live processor carries on from that checkpoint.
 * An event the projection cannot apply is parked, not fatal (generationParking.ts); the swap makes the
 * rebuild's parked events the live ones, so a rebuild also clears the parked events that now apply.
 * Tests: tests/fault/rebuildKill.spec.ts, projections/src/framework/rebuild.int.spec.ts.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { db, store, projection } = options;
  const batchSize = options.batchSize ?? 5000;
  const lock = new AdvisoryLockOwnership(options.connectionString, `tams-rebuild:${projection.name}`);
  if (!(await lock.tryAcquire())) throw new RebuildInProgressError(projection.name);
  try {
    await ensureReadModel(db, projection);
    const { generation, resumed } = await prepareGeneration(db, projection);
    const rebuildId = rebuildCheckpointId(projection.name, generation);
    const cursor = { checkpoint: (await readCheckpoint(db, rebuildId)) ?? zeroCheckpoint };
    const steps = fillParkingSteps(db, projection, generation, rebuildId, cursor);
    const parkedStreams = await parkedStreamsOf(db, rebuildId);
    let events = 0;
    for (;;) {
      const batch = await store.readAll(cursor.checkpoint, batchSize);
      if (batch.events.length === 0) break;
      const mine = batch.events.filter((event) => projection.handles.has(event.type));
      await applyParkingPoison(mine, batch.checkpoint, steps, parkedStreams);
      events += batch.events.length;
      options.onProgress?.({ events, checkpoint: cursor.checkpoint });
      if (batch.events.length < batchSize) break;
    }
    const checkpoint = cursor.checkpoint;
    await finishGenerationTables(db, projection, generation);
    const swapped = await swapIn(db, store, projection, generation, checkpoint, batchSize);
    // the previous generation, and any older one left by read models whose tables this one adopted
    await dropOtherGenerations(db, projection, generation);
    return { generation, events: events + swapped.events, checkpoint: swapped.checkpoint, resumed };
  } finally {
    await lock.release();
  }
}

async function prepareGeneration(db: Kysely<any>, projection: Projection) {
  const row = (await readGeneration(db, projection.name))!;
  const target = schemaVersionOf(projection);
  const pending = row.rebuilding_generation;
  if (
    pending &&
    row.rebuilding_schema_version === target &&
    (await readCheckpoint(db, rebuildCheckpointId(projection.name, pending)))
  ) {
    return { generation: pending, resumed: true };
  }
  if (pending) await dropGenerationTables(db, projection, pending);
  if (pending) await clearRebuildParkedEvents(db, rebuildCheckpointId(projection.name, pending));
  const generation = Math.max(row.generation, pending ?? 0) + 1;
  await clearRebuildParkedEvents(db, rebuildCheckpointId(projection.name, generation));
  await db.transaction().execute(async (trx) => {
    await createGenerationTables(trx, projection, generation, false);
    await setCheckpoint(trx, rebuildCheckpointId(projection.name, generation), zeroCheckpoint);
    await sql`
      update rm_generations set rebuilding_generation = ${generation}, rebuilding_schema_version = ${target}, updated_at = now()
      where read_model = ${projection.name}
    `.execute(trx);
  });
  return { generation, resumed: false };
}

async function swapIn(
  db: Kysely<any>,
  store: EventStore,
  projection: Projection,
  generation: number,
  from: Checkpoint,
  batchSize: number,
) {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ generation: number }>`
      select generation from rm_generations where read_model = ${projection.name} for update
    `.execute(trx);
    // Views first: replacing them waits for a live batch in flight (which holds a lock on them) and holds
    // new ones back until we commit. Only then the checkpoint row, which a live batch locks last: taking
    // it before the views could deadlock with a batch that already touched them.
    await pointViewsAt(trx, projection, generation);
    await sql`select 1 from es_checkpoints where processor_id = ${projection.name} for update`.execute(trx);
    // Appends since the fill ended. This transaction now has an xid, so the log below xmin cannot run
    // past it: the loop ends, and whatever commits later is after `checkpoint` for the live processor.
    let checkpoint = from;
    let events = 0;
    const rebuildId = rebuildCheckpointId(projection.name, generation);
    const steps = swapParkingSteps(trx, projection, generation, rebuildId);
    const parkedStreams = await parkedStreamsOf(trx, rebuildId);
    for (
      let batch = await store.readAll(checkpoint, batchSize);
      batch.events.length > 0;
      batch = await store.readAll(checkpoint, batchSize)
    ) {
      const mine = batch.events.filter((event) => projection.handles.has(event.type));
      // no pause between attempts: this transaction holds the views, live batches wait for it
      await applyParkingPoison(mine, batch.checkpoint, steps, parkedStreams, { attempts: 1, backoffMs: 0 });
      checkpoint = batch.checkpoint;
      events += batch.events.length;
    }
    await setCheckpoint(trx, projection.name, checkpoint);
    await adoptRebuildParkedEvents(trx, projection.name, rebuildId);
    await sql`
      update rm_generations
         set generation = ${generation}, schema_version = ${schemaVersionOf(projection)},
             rebuilding_generation = null, rebuilding_schema_version = null, updated_at = now()
       where read_model = ${projection.name}
    `.execute(trx);
    await sql`delete from es_checkpoints where processor_id = ${rebuildId}`.execute(trx);
    const commit = {
      processor: projection.name,
      checkpoint,
      changes: projection.tables.map((table) => ({ resource: table.name, ids: null })),
      rebuilt: true,
    };
    await sql`select pg_notify(${readModelChangedChannel}, ${encodeCommitNotification(commit)})`.execute(trx);
    return { previousGeneration: rows[0]!.generation, checkpoint, events };
  });
}
