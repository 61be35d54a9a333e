import { type Kysely, sql } from 'kysely';
import { maxCheckpoint, zeroCheckpoint } from '../checkpoint.js';
import type { Checkpoint, EventStore, RecordedEvent } from '../types.js';
import { CheckpointConflictError, ensureCheckpoint, readCheckpoint, storeCheckpoint } from './checkpoints.js';
import { AdvisoryLockOwnership } from './ownership.js';
import { Wakeable } from './wakeable.js';

/** What a batch changed, for cache invalidation and live updates. `ids: null` means "many, refetch all". */
export interface ChangeSet {
  resource: string;
  ids: string[] | null;
}

export interface BatchHandler {
  /** Processor id: names its checkpoint and its ownership lock. */
  readonly name: string;
  /** Applies a batch inside the transaction that also moves the checkpoint. */
  handle(events: readonly RecordedEvent[], trx: Kysely<any>): Promise<ChangeSet[]>;
}

export interface ProcessorCommit {
  processor: string;
  checkpoint: Checkpoint;
  changes: ChangeSet[];
}

export const readModelChangedChannel = 'read_model_changed';

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
  /** Called after each committed batch, in this process. */
  onCommit?: (commit: ProcessorCommit) => void;
  logger?: ProcessorLogger;
}

const silent: ProcessorLogger = { info() {}, warn() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const notifyPayloadLimit = 7000;

/** Postgres NOTIFY payloads are limited to 8000 bytes: beyond that, say "many" instead of listing ids. */
export function encodeCommitNotification(commit: ProcessorCommit): string {
  const payload = JSON.stringify(commit);
  if (payload.length <= notifyPayloadLimit) return payload;
  return JSON.stringify({
    ...commit,
    changes: commit.changes.map(({ resource }) => ({ resource, ids: null })),
  });
}

/**
 * Runs one processor (DESIGN §5): reads the global log after its checkpoint, applies each batch and moves
 * the checkpoint in one transaction, tells listeners (in-process and NOTIFY, sent on commit only), and
 * sleeps until woken by an append or the poll interval passes.
 */
export class ProcessorRunner {
  private readonly wakeable = new Wakeable();
  private readonly ownership: AdvisoryLockOwnership;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private target: Checkpoint = zeroCheckpoint;
  private current: Checkpoint | undefined;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly standbyRetryMs: number;
  private readonly logger: ProcessorLogger;

  constructor(private readonly options: ProcessorRunnerOptions) {
    this.ownership = new AdvisoryLockOwnership(
      options.connectionString,
      `tams-processor:${options.handler.name}`,
    );
    this.batchSize = options.batchSize ?? 1000;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.standbyRetryMs = options.standbyRetryMs ?? 1000;
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
    let checkpoint = await ensureCheckpoint(this.options.db, this.name);
    this.current = checkpoint;
    let idleRounds = 0;
    while (!this.stopping && this.ownership.isHeld) {
      const batch = await this.options.store.readAll(checkpoint, this.batchSize);
      if (batch.events.length === 0) {
        // An append we were told of is not readable yet: an older transaction (anywhere in the cluster) is
        // still open and holds back xmin. Retry soon with backoff rather than waiting the poll interval.
        const behind = this.target > checkpoint;
        idleRounds = behind ? idleRounds + 1 : 0;
        await this.wakeable.sleep(behind ? Math.min(2 ** idleRounds, 50) : this.pollIntervalMs);
        continue;
      }
      idleRounds = 0;
      try {
        const commit = await this.applyBatch(checkpoint, batch.events, batch.checkpoint);
        checkpoint = batch.checkpoint;
        this.current = checkpoint;
        this.options.onCommit?.(commit);
      } catch (error) {
        if (!(error instanceof CheckpointConflictError)) throw error;
        this.logger.warn({ processor: this.name }, 'checkpoint moved by someone else; re-reading it');
        checkpoint = (await readCheckpoint(this.options.db, this.name)) ?? checkpoint;
        this.current = checkpoint;
      }
    }
  }

  private async applyBatch(
    from: Checkpoint,
    events: readonly RecordedEvent[],
    to: Checkpoint,
  ): Promise<ProcessorCommit> {
    return this.options.db.transaction().execute(async (trx) => {
      const changes = await this.options.handler.handle(events, trx);
      await storeCheckpoint(trx, this.name, from, to);
      const commit = { processor: this.name, checkpoint: to, changes };
      // inside the batch transaction: delivered exactly when (and only if) the batch commits
      await sql`select pg_notify(${readModelChangedChannel}, ${encodeCommitNotification(commit)})`.execute(
        trx,
      );
      return commit;
    });
  }
}
