import { type Checkpoint, compareCheckpoints } from '@tams/event-store';
import type { AppEvents } from '../eventing.js';

/** A lost notification costs a follower at most this long. */
const pollMs = 1000;

/**
 * Resolves soon after an event is appended past `position`, at the latest after `ms` (or when `stop`
 * fires: the client went away). Every append is followed by read-model commits past it, heard in this
 * process or, by notification, from the one running the processors (how the caches and the socket learn
 * of changes); a second's poll covers a notification that never came.
 */
export function appendedAfter(
  events: AppEvents,
  position: Checkpoint,
  ms: number,
  stop: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      stop.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, Math.min(ms, pollMs));
    const unsubscribe = events.onReadModelCommit((commit) => {
      if (typeof commit.checkpoint === 'string' && compareCheckpoints(commit.checkpoint, position) > 0)
        done();
    });
    stop.addEventListener('abort', done);
    if (stop.aborted) done();
  });
}
