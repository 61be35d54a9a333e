import type { Kysely } from 'kysely';
import { decodeCheckpoint, isCheckpoint, maxCheckpoint } from '../checkpoint.js';
import type { Checkpoint } from '../types.js';
import { readCheckpoints } from './checkpoints.js';

interface Waiter {
  processors: readonly string[];
  position: Checkpoint;
  resolve: (reached: boolean) => void;
}

/** How many recently parked positions are kept per processor (each is a command answered 202). */
const parkedKept = 100;
/** Events appended together share a position's first part (the transaction; KurrentDB: the commit). */
const sameAppend = (a: Checkpoint, b: Checkpoint) => decodeCheckpoint(a).major === decodeCheckpoint(b).major;

/**
 * Where each processor is, for read-your-writes (DESIGN §4): a command's answer waits until the read models
 * it reads have reached the append position. Fed by commits in this process and by `read_model_changed`
 * notifications from others; while anyone waits it also re-reads es_checkpoints every `pollMs`, so a lost
 * notification costs latency, never a wrong answer. A processor that parked an event of the awaited append
 * (poisonParking.ts) has passed it without showing it: the wait ends at once and answers "not visible"
 * (the command's 202), rather than reading back a row that is not there.
 */
export class ProcessorProgress {
  private readonly known = new Map<string, Checkpoint>();
  private readonly waiters = new Set<Waiter>();
  private readonly parked = new Map<string, Checkpoint[]>();
  private pollTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<any>,
    private readonly pollMs = 200,
  ) {}

  update(processor: string, checkpoint: Checkpoint, parked: readonly Checkpoint[] = []): void {
    // from a notification too: only well-formed positions
    const positions = Array.isArray(parked) ? parked.filter(isCheckpoint) : [];
    if (positions.length > 0)
      this.parked.set(processor, [...(this.parked.get(processor) ?? []), ...positions].slice(-parkedKept));
    const previous = this.known.get(processor);
    this.known.set(processor, previous ? maxCheckpoint(previous, checkpoint) : checkpoint);
    for (const waiter of this.waiters) if (this.reached(waiter)) this.settle(waiter, !this.parkedIn(waiter));
  }

  /** A rebuild swapped a generation in: the checkpoint may have moved in either direction. */
  reset(processor: string, checkpoint: Checkpoint): void {
    this.known.set(processor, checkpoint);
    for (const waiter of this.waiters) if (this.reached(waiter)) this.settle(waiter, !this.parkedIn(waiter));
  }

  checkpointOf(processor: string): Checkpoint | undefined {
    return this.known.get(processor);
  }

  /** Resolves true once every processor is at or past `position`, false after `timeoutMs`. */
  waitFor(processors: readonly string[], position: Checkpoint, timeoutMs: number): Promise<boolean> {
    const waiter: Waiter = { processors, position, resolve: () => {} };
    if (this.reached(waiter)) return Promise.resolve(!this.parkedIn(waiter));
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle(waiter, false), timeoutMs);
      waiter.resolve = (reached) => {
        clearTimeout(timer);
        resolve(reached);
      };
      this.waiters.add(waiter);
      this.schedulePoll();
    });
  }

  async refresh(processors?: readonly string[]): Promise<void> {
    const names = processors ?? [...new Set([...this.waiters].flatMap((waiter) => waiter.processors))];
    if (names.length === 0) return;
    const stored = await readCheckpoints(this.db, names);
    for (const [processor, checkpoint] of stored) this.update(processor, checkpoint);
  }

  close(): void {
    clearTimeout(this.pollTimer);
    for (const waiter of this.waiters) this.settle(waiter, false);
  }

  private reached(waiter: Waiter): boolean {
    return waiter.processors.every((processor) => {
      const at = this.known.get(processor);
      return at !== undefined && at >= waiter.position;
    });
  }

  private parkedIn(waiter: Waiter): boolean {
    return waiter.processors.some((processor) =>
      this.parked.get(processor)?.some((position) => sameAppend(position, waiter.position)),
    );
  }

  private settle(waiter: Waiter, reached: boolean): void {
    if (this.waiters.delete(waiter)) waiter.resolve(reached);
  }

  private schedulePoll(): void {
    if (this.pollTimer) return;
    this.pollTimer = setTimeout(async () => {
      this.pollTimer = undefined;
      if (this.waiters.size === 0) return;
      await this.refresh().catch(() => {});
      if (this.waiters.size > 0) this.schedulePoll();
    }, this.pollMs);
    this.pollTimer.unref();
  }
}
