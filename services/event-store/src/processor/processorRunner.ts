import { type Kysely, type RawBuilder, sql } from 'kysely';
import { decodeCheckpoint, maxCheckpoint, zeroCheckpoint } from '../checkpoint.js';
import type { Checkpoint, EventStore, ReadAllResult, RecordedEvent } from '../types.js';
import { writeBatchWithCheckpoint } from './batchStatement.js';
import {
  type ChangeSet,
  encodeCommitNotification,
  type ProcessorCommit,
  readModelChangedChannel,
} from './commits.js';

export type { ChangeSet, ProcessorCommit } from './commits.js';
import { CheckpointConflictError, ensureCheckpoint, readCheckpoint } from './checkpoints.js';
import { AdvisoryLockOwnership } from './ownership.js';
import { blockedByStreamReason, parkedStreamsOf, parkEventWrite } from './parkedEvents.js';
import {
  applyParkingPoison,
  defaultParkingPolicy,
  type ParkingPolicy,
  type ParkingSteps,
} from './poisonParking.js';
import { Wakeable } from './wakeable.js';

/** A batch's writes as data-modifying statements (CTE bodies), and what they change. */
export interface PreparedBatch {
  writes: RawBuilder<unknown>[];
  changes: ChangeSet[];
  /** The rows written, by table (see ProcessorCommit.rows). */
  rows?: Record<string, Record<string, unknown>[]>;
  /** The rows deleted, as they were, by table (see ProcessorCommit.removedRows). */
  removedRows?: Record<string, Record<string, unknown>[]>;
}

/** Implements `prepare` (the fast path: one statement per batch, see batchStatement.ts) or `handle`. */
export interface BatchHandler {
  /** Processor id: names its checkpoint and its ownership lock. */
  readonly name: string;
  /** Events this handler reads; the others only move its checkpoint. Default: all. */
  accepts?(event: RecordedEvent): boolean;
  /** Reads what it needs and returns its writes; they run with the checkpoint move as one statement. */
  prepare?(events: readonly RecordedEvent[], db: Kysely<any>): Promise<PreparedBatch>;
  /** Applies a batch (of accepted events) inside the transaction that also moves the checkpoint. */
  handle?(events: readonly RecordedEvent[], trx: Kysely<any>): Promise<ChangeSet[]>;
}

export interface ProcessorLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ProcessorRunnerOptions {
  handler: BatchHandler;
  store: EventStore;
  db: Kysely<any>;
  /** For the dedicated connection that holds the ownership lock. */
  connectionString: string;
  batchSize?: number;
  pollIntervalMs?: number;
  standbyRetryMs?: number;
  /** How long a checkpoint moved only past events this processor ignores may wait to be written. */
  lazyCheckpointMs?: number;
  /** Called after each committed batch, in this process. */
  onCommit?: (commit: ProcessorCommit) => void;
  /** Runs each time this instance becomes the owner, before it processes (e.g. rebuild a stale read model). */
  prepare?: () => Promise<void>;
  logger?: ProcessorLogger;
  /** When an event that fails is parked (poisonParking.ts). */
  parking?: ParkingPolicy;
}

const silent: ProcessorLogger = { info() {}, warn() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Runs one processor (DESIGN §5): reads the global log after its checkpoint, applies each batch and moves
 * the checkpoint in one transaction, tells listeners (in-process and NOTIFY, sent on commit only), and
 * sleeps until woken by an append or the poll interval passes.
 *
 * A batch with no event the handler accepts costs no transaction: the checkpoint moves in memory and is
 * written later (lazyCheckpointMs, or with the next applied batch). With many read models, each append
 * would otherwise cost one transaction per processor. A crash before the write only means re-reading
 * events that are ignored again.
 *
 * An event the handler cannot apply (after retries) is parked and the processor goes on: see
 * applyParkingPoison for what that guarantees. A parked event is behind the checkpoint, so a restart does
 * not meet it again; es_parked_events keeps it for health, retry and rebuild.
 */
export class ProcessorRunner {
  private readonly wakeable = new Wakeable();
  private readonly ownership: AdvisoryLockOwnership;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private target: Checkpoint = zeroCheckpoint;
  /** Where this instance has processed to (in memory). */
  private current: Checkpoint | undefined;
  /** What es_checkpoints holds: the compare-and-set's expected value. */
  private persisted: Checkpoint | undefined;
  private lazySince: number | undefined;
  /** Streams with a parked event for this processor: their later events are parked behind it. */
  private parkedStreams = new Set<string>();
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly standbyRetryMs: number;
  private readonly lazyCheckpointMs: number;
  private readonly logger: ProcessorLogger;

  constructor(private readonly options: ProcessorRunnerOptions) {
    this.ownership = new AdvisoryLockOwnership(
      options.connectionString,
      `tams-processor:${options.handler.name}`,
    );
    this.batchSize = options.batchSize ?? 1000;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.standbyRetryMs = options.standbyRetryMs ?? 1000;
    this.lazyCheckpointMs = options.lazyCheckpointMs ?? 1000;
    this.logger = options.logger ?? silent;
  }

  get name(): string {
    return this.options.handler.name;
  }
  get isOwner(): boolean {
    return this.ownership.isHeld;
  }
  get checkpoint(): Checkpoint | undefined {
    return this.current;
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** An append committed at `position`: read without waiting for the poll interval. */
  wake(position?: Checkpoint): void {
    if (position) this.target = maxCheckpoint(this.target, position);
    this.wakeable.wake();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeable.wake();
    await this.loop;
    this.loop = undefined;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      if (!(await this.ownership.tryAcquire())) {
        await sleep(this.standbyRetryMs);
        continue;
      }
      this.logger.info({ processor: this.name }, 'processor owner');
      try {
        await this.processWhileOwner();
      } catch (error) {
        this.logger.error({ processor: this.name, err: error }, 'processor batch failed; retrying');
        await sleep(500);
      }
    }
    await this.ownership.release();
  }

  private async processWhileOwner(): Promise<void> {
    await this.options.prepare?.();
    this.persisted = await ensureCheckpoint(this.options.db, this.name);
    this.current = this.persisted;
    this.parkedStreams = await parkedStreamsOf(this.options.db, this.name);
    this.lazySince = undefined;
    let idleRounds = 0;
    /** The page after a full one, read while that one is applied (a catch-up's reads then cost no wait). */
    let next: { after: Checkpoint; read: Promise<ReadAllResult> } | undefined;
    while (!this.stopping && this.ownership.isHeld) {
      const from = this.current!;
      const batch: ReadAllResult =
        next && next.after === from
          ? await next.read
          : await this.options.store.readAll(from, this.batchSize);
      next = undefined;
      if (batch.events.length === this.batchSize) {
        next = {
          after: batch.checkpoint,
          read: this.options.store.readAll(batch.checkpoint, this.batchSize),
        };
        next.read.catch(() => {}); // awaited (and thrown) only if used
      }
      if (batch.events.length === 0) {
        await this.writeLazyCheckpoint(false);
        // An append we were told of is not readable yet: an older transaction (anywhere in the cluster) is
        // still open and holds back xmin. Retry soon with backoff rather than waiting the poll interval.
        const behind = this.target > this.current;
        idleRounds = behind ? idleRounds + 1 : 0;
        const lazyDue = this.lazySince === undefined ? Number.POSITIVE_INFINITY : this.lazyCheckpointMs;
        await this.wakeable.sleep(
          behind ? Math.min(2 ** idleRounds, 50) : Math.min(this.pollIntervalMs, lazyDue),
        );
        continue;
      }
      idleRounds = 0;
      const accepts = this.options.handler.accepts;
      const mine = accepts
        ? batch.events.filter((event) => accepts.call(this.options.handler, event))
        : batch.events;
      try {
        if (mine.length === 0) {
          this.current = batch.checkpoint;
          this.lazySince ??= Date.now();
          this.options.onCommit?.({ processor: this.name, checkpoint: this.current, changes: [] });
          continue;
        }
        // only while something is parked: a retry may have applied (and unparked) some of it meanwhile
        if (this.parkedStreams.size > 0)
          this.parkedStreams = await parkedStreamsOf(this.options.db, this.name);
        await applyParkingPoison(
          mine,
          batch.checkpoint,
          this.parkingSteps,
          this.parkedStreams,
          this.options.parking ?? defaultParkingPolicy,
        );
      } catch (error) {
        if (!(error instanceof CheckpointConflictError)) throw error;
        this.logger.warn({ processor: this.name }, 'checkpoint moved by someone else; re-reading it');
        this.current = this.persisted = (await readCheckpoint(this.options.db, this.name)) ?? this.current;
        // a rebuild's swap moves the checkpoint and replaces the parked events with its own
        this.parkedStreams = await parkedStreamsOf(this.options.db, this.name);
        this.lazySince = undefined;
      }
    }
    await this.writeLazyCheckpoint(true).catch(() => {});
  }

  /** Writes a checkpoint that moved past ignored events only, once it is old enough (or now, when asked). */
  private async writeLazyCheckpoint(now: boolean): Promise<void> {
    if (this.lazySince === undefined || this.current === this.persisted) return;
    if (!now && Date.now() - this.lazySince < this.lazyCheckpointMs) return;
    try {
      await storeCheckpointAndNotify(
        this.options.db,
        { processor: this.name, checkpoint: this.current!, changes: [] },
        this.persisted!,
      );
      this.persisted = this.current;
    } catch (error) {
      if (!(error instanceof CheckpointConflictError)) throw error;
      this.current = this.persisted = (await readCheckpoint(this.options.db, this.name)) ?? this.current;
    }
    this.lazySince = undefined;
  }

  /** Each run applyParkingPoison writes is committed with its checkpoint move, then published. */
  private readonly parkingSteps: ParkingSteps = {
    apply: async (events, blocked, to) => {
      const parks = blocked.map((event) => ({ event, error: blockedByStreamReason }));
      this.committed(await this.applyBatch(this.persisted!, events, to, parks));
    },
    park: async (event, error, to) => {
      this.logger.error(
        {
          processor: this.name,
          position: event.position,
          streamId: event.streamId,
          type: event.type,
          err: error,
        },
        'event parked: the processor cannot apply it (see /api/health, npm run projections:retry)',
      );
      this.committed(await this.applyBatch(this.persisted!, [], to, [{ event, error }]));
    },
  };

  private committed(commit: ProcessorCommit): void {
    this.current = this.persisted = commit.checkpoint;
    this.lazySince = undefined;
    this.options.onCommit?.(commit);
  }

  /** Applies `events`, parks `parked`, moves the checkpoint from `from` to `to`: all or nothing. */
  private async applyBatch(
    from: Checkpoint,
    events: readonly RecordedEvent[],
    to: Checkpoint,
    parked: readonly { event: RecordedEvent; error: unknown }[] = [],
  ): Promise<ProcessorCommit> {
    const { handler, db } = this.options;
    const parks = parked.map(({ event, error }) => parkEventWrite(this.name, event, error));
    const withParked = (commit: ProcessorCommit): ProcessorCommit =>
      parked.length > 0 ? { ...commit, parked: parked.map(({ event }) => event.position) } : commit;
    if (handler.prepare) {
      const batch: PreparedBatch =
        events.length > 0 ? await handler.prepare(events, db) : { writes: [], changes: [] };
      const commit = withParked({ processor: this.name, checkpoint: to, changes: batch.changes });
      if (batch.rows) commit.rows = batch.rows;
      if (batch.removedRows) commit.removedRows = batch.removedRows;
      await writeBatchWithCheckpoint(db, [...batch.writes, ...parks], commit, from);
      return commit;
    }
    return db.transaction().execute(async (trx) => {
      const changes = events.length > 0 ? ((await handler.handle?.(events, trx)) ?? []) : [];
      for (const park of parks) await park.execute(trx);
      const commit = withParked({ processor: this.name, checkpoint: to, changes });
      await storeCheckpointAndNotify(trx, commit, from);
      return commit;
    });
  }
}

/**
 * The checkpoint compare-and-set and the change notification in one statement (one round trip). The notify
 * happens only when the update matched, and inside the caller's transaction it is delivered exactly when
 * (and only if) the batch commits. 0 rows: someone moved the checkpoint; throw, the batch rolls back.
 */
export async function storeCheckpointAndNotify(
  db: Kysely<any>,
  commit: ProcessorCommit,
  expected: Checkpoint,
): Promise<void> {
  const from = decodeCheckpoint(expected);
  const to = decodeCheckpoint(commit.checkpoint);
  const { rows } = await sql<{ processor_id: string }>`
    with moved as (
      update es_checkpoints
         set last_transaction_id = ${to.major}::xid8, last_global_position = ${to.minor}::bigint, updated_at = now()
       where processor_id = ${commit.processor}
         and last_transaction_id = ${from.major}::xid8 and last_global_position = ${from.minor}::bigint
      returning processor_id
    )
    select processor_id, pg_notify(${readModelChangedChannel}, ${encodeCommitNotification(commit)}) from moved
  `.execute(db);
  if (rows.length !== 1) throw new CheckpointConflictError(commit.processor, expected);
}
