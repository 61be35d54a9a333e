import { type Checkpoint, type RecordedEvent, readCheckpoints } from '@tams/event-store';
import type { Kysely } from 'kysely';
import type { Projection } from './projection.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * For a derived read model (one computed with SQL over other read models, DESIGN §19): waits until every
 * source processor that handles one of `events` has committed past it, so the computation reads the state
 * those events made. A source that has never run (no checkpoint: a test runtime without it) is not waited
 * for. Only events a source accepts are awaited: a source moves its stored checkpoint past events it ignores
 * lazily, but always commits a batch it applies with the checkpoint at or past that batch's last event.
 * Throws after `timeoutMs` (the processor retries the batch): computing from a source that has not caught up
 * would store a stale value until the next event.
 */
export async function waitForSources(
  db: Kysely<any>,
  sources: readonly Projection[],
  events: readonly RecordedEvent[],
  timeoutMs = 30_000,
): Promise<void> {
  const needed = new Map<string, Checkpoint>();
  for (const event of events)
    for (const source of sources)
      if (source.handles.has(event.type)) {
        const at = needed.get(source.name);
        if (!at || event.position > at) needed.set(source.name, event.position);
      }
  if (needed.size === 0) return;
  const deadline = Date.now() + timeoutMs;
  for (let round = 0; ; round++) {
    const stored = await readCheckpoints(db, [...needed.keys()]);
    for (const [name, position] of needed) {
      const at = stored.get(name);
      if (at === undefined || at >= position) needed.delete(name);
    }
    if (needed.size === 0) return;
    if (Date.now() > deadline)
      throw new Error(`Sources not caught up after ${timeoutMs} ms: ${[...needed.keys()].join(', ')}`);
    await sleep(Math.min(5 * 2 ** round, 50));
  }
}
