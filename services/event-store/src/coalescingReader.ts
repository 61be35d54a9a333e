import type { Checkpoint, EventStore, ReadAllResult } from './types.js';

/**
 * Shares one `readAll` among callers asking for the same page at the same time. Processors at the head of
 * the log are woken together by an append and ask for the same page: one query serves them all instead of
 * one per read model.
 */
export function coalescingReads(store: EventStore): EventStore {
  const inFlight = new Map<string, Promise<ReadAllResult>>();
  return Object.create(store, {
    readAll: {
      value(after: Checkpoint, limit: number): Promise<ReadAllResult> {
        const key = `${after}|${limit}`;
        let read = inFlight.get(key);
        if (!read) {
          read = store.readAll(after, limit).finally(() => inFlight.delete(key));
          inFlight.set(key, read);
        }
        return read;
      },
    },
  }) as EventStore;
}
