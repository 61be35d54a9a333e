import { uniqueKeysOfNewStream } from '@tams/domain';
import {
  type EventMetadata,
  type EventStore,
  isExpectedVersionConflict,
  isUniqueKeyTaken,
  NO_STREAM,
} from '@tams/event-store';
import type { ClonePlan } from './cloneStreams.js';

/** Parallel appends keep a 2-core machine's Postgres busy (group commit), as the seed does. */
export const writerCount = 12;

/**
 * Appends each plan's stream as a new stream (expected version NO_STREAM), several at a time. A stream
 * that exists already is no error: `done` hears 'exists', and nothing is appended to it; that is what
 * makes a second clone create nothing. A stream whose unique keys another holds (a section number the
 * target offering already has in that term) is appended neither: `done` hears 'taken'. Any other failure
 * stops the writers and rejects.
 */
export async function appendNewStreams(
  store: EventStore,
  plans: readonly ClonePlan[],
  metadata: EventMetadata,
  done: (plan: ClonePlan, outcome: 'created' | 'exists' | 'taken') => void,
): Promise<void> {
  let next = 0;
  let failed = false;
  const writer = async () => {
    while (!failed && next < plans.length) {
      const plan = plans[next++]!;
      try {
        await store.appendToStream(plan.stream.streamId, plan.stream.events, {
          expectedVersion: NO_STREAM,
          metadata,
          uniqueKeys: { claim: uniqueKeysOfNewStream(plan.stream) },
        });
        done(plan, 'created');
      } catch (error) {
        if (!isExpectedVersionConflict(error) && !isUniqueKeyTaken(error)) {
          failed = true;
          throw error;
        }
        done(plan, isUniqueKeyTaken(error) ? 'taken' : 'exists');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(writerCount, plans.length) }, writer));
}
