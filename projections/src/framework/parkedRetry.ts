import {
  describeError,
  encodeCommitNotification,
  type EventStore,
  executeWrites,
  isTransientError,
  type ParkedEvent,
  positionBefore,
  readModelChangedChannel,
  readParkedEvents,
  recordParkedFailure,
  unparkEvent,
} from '@tams/event-store';
import { type Kysely, sql } from 'kysely';
import { type Projection, prepareEvents } from './projection.js';

export interface RetryResult {
  applied: ParkedEvent[];
  stillParked: (ParkedEvent & { retryError: string })[];
}

/**
 * Re-applies a projection's parked events in log order, each in its own transaction with the removal of its
 * parked row, into the live tables (through the views). One that still fails stays parked (one more
 * attempt recorded), and so do the later events of its stream: applying them on top of its missing
 * change is what parking them avoided. The checkpoint is not moved: it is already past them.
 * A write of the live processor racing with a retry at most parks one more event of a stream the retry
 * just cleared: still recorded, still reported, applied by the next retry.
 */
export async function retryParkedEvents(options: {
  db: Kysely<any>;
  store: EventStore;
  projection: Projection;
}): Promise<RetryResult> {
  const { db, store, projection } = options;
  const result: RetryResult = { applied: [], stillParked: [] };
  const failingStreams = new Map<string, string>();
  for (const parked of await readParkedEvents(db, { processor: projection.name })) {
    const earlier = failingStreams.get(parked.streamId);
    if (earlier !== undefined) {
      result.stillParked.push({ ...parked, retryError: `after a still parked event: ${earlier}` });
      continue;
    }
    const [event] = (await store.readAll(positionBefore(parked.position), 1)).events;
    try {
      if (!event || event.position !== parked.position) throw new Error('the event is not in the log');
      await db.transaction().execute(async (trx) => {
        const prepared = await prepareEvents(projection, [event], trx, 'live');
        await executeWrites(trx, prepared.writes);
        await unparkEvent(trx, projection.name, parked.position);
        // caches and live views of every process hear of the rows, as after a processor batch; under a
        // name of its own, which no process owns (the owner would ignore it), at the event's position
        if (prepared.changes.length > 0) {
          const commit = {
            processor: `${projection.name}#retry`,
            checkpoint: parked.position,
            changes: prepared.changes,
          };
          await sql`select pg_notify(${readModelChangedChannel}, ${encodeCommitNotification(commit)})`.execute(
            trx,
          );
        }
      });
      result.applied.push(parked);
    } catch (error) {
      if (isTransientError(error)) throw error;
      await recordParkedFailure(db, projection.name, parked.position, error);
      failingStreams.set(parked.streamId, describeError(error));
      result.stillParked.push({ ...parked, retryError: describeError(error) });
    }
  }
  return result;
}
