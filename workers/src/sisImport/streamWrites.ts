import {
  childrenOf,
  decideImportedStream,
  type ImportedStream,
  importedStreamDecider,
  recordStreamUniqueKeys,
  streamIdOf,
} from '@tams/domain';
import {
  type Checkpoint,
  type EventMetadata,
  type EventStore,
  handleCommand,
  maxCheckpoint,
  type NewStreamAppend,
} from '@tams/event-store';

/** Parallel appends keep a 2-core machine's Postgres busy (group commit), as cloning does. */
export const importWriterCount = 12;
/** New streams per batched append, and batches in flight: a few hundred streams a commit. */
const batchSize = 250;
const batchWriters = 3;

const keysOf = new Map<string, ReturnType<typeof recordStreamUniqueKeys>>();
const uniqueKeysOf = (stream: ImportedStream) => {
  if (!keysOf.has(stream.owner.name))
    keysOf.set(stream.owner.name, recordStreamUniqueKeys(stream.owner, childrenOf(stream.owner)));
  return keysOf.get(stream.owner.name);
};

class Appended {
  position: Checkpoint | undefined;
  add(position: Checkpoint | undefined) {
    if (position) this.position = this.position ? maxCheckpoint(this.position, position) : position;
  }
}

/** One stream as one command (read it unless new, decide, append with its expected version and keys). */
async function writeOne(store: EventStore, stream: ImportedStream, metadata: EventMetadata, isNew: boolean) {
  const decider = importedStreamDecider(stream.owner);
  const uniqueKeys = uniqueKeysOf(stream);
  const result = await handleCommand(
    store,
    streamIdOf(stream.owner, stream.rootId),
    { initialState: decider.initialState, evolve: decider.evolve, decide: decideImportedStream },
    stream,
    {
      metadata,
      streamType: stream.owner.streamPrefix,
      newStream: isNew,
      ...(uniqueKeys ? { uniqueKeys } : {}),
    },
  );
  return result.position;
}

/** A new stream's events and keys, decided on the empty state as handleCommand decides a new stream. */
function newStreamAppend(stream: ImportedStream): NewStreamAppend {
  const decider = importedStreamDecider(stream.owner);
  const events = decideImportedStream(stream, decider.initialState());
  let state = decider.initialState();
  events.forEach((event, index) => (state = decider.evolve(state, event, index + 1)));
  return {
    streamId: streamIdOf(stream.owner, stream.rootId),
    streamType: stream.owner.streamPrefix,
    events,
    claims: uniqueKeysOf(stream)?.(state) ?? [],
  };
}

async function inParallel<T>(items: readonly T[], writers: number, work: (item: T) => Promise<void>) {
  let next = 0;
  let failed = false;
  const writer = async () => {
    while (!failed && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(writers, items.length) }, writer));
}

/**
 * Brings each stream to the file's state (decideImportedStream). New streams go in batches, a few hundred
 * per append (appendToNewStreams, when the store has it); a stream the batch finds existing (a retried
 * import's), or every stream of a batch refused as a whole, is then written on its own: read, decided
 * against what it holds (only what differs from the file changes) and appended at its version. Streams
 * that exist are written on their own from the start, several at a time. Returns the last position.
 */
export async function writeImportedStreams(
  store: EventStore,
  streams: readonly ImportedStream[],
  metadata: EventMetadata,
  written: () => void,
): Promise<Checkpoint | undefined> {
  const appended = new Appended();
  const single = async (stream: ImportedStream, isNew: boolean) => {
    appended.add(await writeOne(store, stream, metadata, isNew));
    written();
  };
  const batchable = store.appendToNewStreams ? streams.filter((stream) => stream.isNew) : [];
  const others = store.appendToNewStreams ? streams.filter((stream) => !stream.isNew) : streams;
  const batches: ImportedStream[][] = [];
  for (let at = 0; at < batchable.length; at += batchSize) batches.push(batchable.slice(at, at + batchSize));
  await inParallel(batches, batchWriters, async (batch) => {
    const result = await store.appendToNewStreams!(batch.map(newStreamAppend), { metadata }).catch(
      () => undefined,
    );
    if (!result) return inParallel(batch, 4, (stream) => single(stream, false));
    appended.add(result.position);
    const left: ImportedStream[] = [];
    for (const stream of batch) {
      if (result.created.has(streamIdOf(stream.owner, stream.rootId))) written();
      else left.push(stream);
    }
    await inParallel(left, 4, (stream) => single(stream, false));
  });
  await inParallel(others, importWriterCount, (stream) => single(stream, stream.isNew));
  return appended.position;
}
