import { type NewStream, uniqueKeysOfNewStream } from '@tams/domain';
import {
  type Checkpoint,
  type EventMetadata,
  type EventStore,
  maxCheckpoint,
  NO_STREAM,
} from '@tams/event-store';

/** Appends new streams with `writers` concurrent writers; returns the position after the last one. */
export async function appendStreams(
  store: EventStore,
  streams: readonly NewStream[],
  metadata: EventMetadata,
  writers = 8,
): Promise<Checkpoint | undefined> {
  let position: Checkpoint | undefined;
  let next = 0;
  const writer = async () => {
    while (next < streams.length) {
      const stream = streams[next++]!;
      const appended = await store.appendToStream(stream.streamId, stream.events, {
        expectedVersion: NO_STREAM,
        metadata,
        uniqueKeys: { claim: uniqueKeysOfNewStream(stream) },
      });
      position = position ? maxCheckpoint(position, appended.position) : appended.position;
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
  return position;
}
