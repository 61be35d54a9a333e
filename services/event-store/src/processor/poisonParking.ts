import type { Checkpoint, RecordedEvent } from '../types.js';
import { CheckpointConflictError } from './checkpoints.js';

/**
 * How a processor (live, or a rebuild filling a generation) writes a run of events. Both calls are atomic
 * with the move of its checkpoint to `to`: either everything they write lands with the move, or nothing.
 */
export interface ParkingSteps {
  /** Applies `events` and parks `blocked` (events of streams that already have a parked event). */
  apply(events: readonly RecordedEvent[], blocked: readonly RecordedEvent[], to: Checkpoint): Promise<void>;
  /** Parks `event` with the error it failed with. */
  park(event: RecordedEvent, error: unknown, to: Checkpoint): Promise<void>;
}

export interface ParkingPolicy {
  /** Attempts of the whole batch, then of each event found failing alone, before it is parked. */
  attempts: number;
  /** Pause before the n-th retry: backoffMs * n. 0 inside a transaction that holds locks. */
  backoffMs: number;
}

export const defaultParkingPolicy: ParkingPolicy = { attempts: 3, backoffMs: 100 };

// SQLSTATE classes that say nothing about the event: connection (08), rollback (40: serialization,
// deadlock), resources (53), lock not available (55P03), operator intervention (57: shutdown, statement
// timeout), system (58). Without a SQLSTATE: the driver's and the OS's connection failures.
const transientSqlState = /^(08|40|53|57|58)|^55P03$/;
const transientMessage = /connect|terminat|timeout|ECONN|EPIPE|socket|pool.*(ended|closed)/i;

/**
 * Whether an error may go away by itself: then the batch is retried as before and nothing is parked (a
 * database outage must stall the processor, never park the log). Everything else (a projection's own
 * exception, a value a column refuses, a constraint) is treated as a property of the events.
 */
export function isTransientError(error: unknown): boolean {
  if (error instanceof CheckpointConflictError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  // Node's system errors (ECONNRESET, EPIPE); no SQLSTATE class starts with E
  if (typeof code === 'string' && code.startsWith('E')) return true;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return transientSqlState.test(code);
  return error instanceof Error && transientMessage.test(error.message);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Applies a batch so that one event that cannot be applied never stalls the processor ("skip apply errors"
 * with a dead-letter table, as Marten's async daemon does). Invariants:
 * - Nothing is lost silently: an event is either applied, or recorded in es_parked_events in the same
 *   statement that moves the checkpoint past it. Health reports every parked row; retry and rebuild apply
 *   them later and remove each row only in the transaction that applied it.
 * - Skipping is safe to report, not to hide: the read model lacks exactly the parked events (and nothing
 *   else), the log still has them, and every place that could show the gap says so: /api/health is
 *   `degraded` and lists them, the processor logs an error, and the command that appended one answers 202
 *   (recorded, not visible) instead of reading back a row that is not there (ProcessorProgress).
 * - A stream's order is kept: once one of its events is parked for a processor, its later events are parked
 *   behind it (not applied on top of a row that misses the parked change), so a retry applies them in
 *   log order. Other streams go on.
 * - Only a failure that repeats is parked: the batch is tried `attempts` times, then split in halves
 *   (bisection) down to the single events that fail, each tried `attempts` times alone. A transient error
 *   (isTransientError: the database is down, a deadlock) is thrown instead, and the caller retries as it
 *   always did. The cost is paid only on failure: a healthy batch is one statement as before.
 * `parkedStreams` is the processor's set of streams with a parked event; this adds to it.
 * Test: tests/e2e/parkedEvents.spec.ts.
 */
export async function applyParkingPoison(
  events: readonly RecordedEvent[],
  to: Checkpoint,
  steps: ParkingSteps,
  parkedStreams: Set<string>,
  policy: ParkingPolicy = defaultParkingPolicy,
): Promise<void> {
  const applyOnce = (run: readonly RecordedEvent[], end: Checkpoint) => {
    const blocked = run.filter((event) => parkedStreams.has(event.streamId));
    const ready = blocked.length === 0 ? run : run.filter((event) => !parkedStreams.has(event.streamId));
    return steps.apply(ready, blocked, end);
  };
  const tryRepeatedly = async (run: readonly RecordedEvent[], end: Checkpoint, attempts: number) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await applyOnce(run, end);
        return undefined;
      } catch (error) {
        if (isTransientError(error)) throw error;
        if (attempt >= attempts) return { error };
        if (policy.backoffMs > 0) await sleep(policy.backoffMs * attempt);
      }
    }
  };
  const isolate = async (run: readonly RecordedEvent[], end: Checkpoint): Promise<void> => {
    if (run.length === 1) {
      const failed = await tryRepeatedly(run, end, policy.attempts);
      if (!failed) return;
      await steps.park(run[0]!, failed.error, end);
      parkedStreams.add(run[0]!.streamId);
      return;
    }
    const half = Math.ceil(run.length / 2);
    const left = run.slice(0, half);
    for (const [part, partEnd] of [
      [left, left.at(-1)!.position],
      [run.slice(half), end],
    ] as const) {
      if (await tryRepeatedly(part, partEnd, 1)) await isolate(part, partEnd);
    }
  };
  const failed = await tryRepeatedly(events, to, events.length === 1 ? 1 : policy.attempts);
  if (failed && events.length === 0) throw failed.error;
  if (failed) await isolate(events, to);
}
