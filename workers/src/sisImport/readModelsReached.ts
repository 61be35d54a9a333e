import { type Checkpoint, type EventStore, readCheckpoints } from '@tams/event-store';
import { projections, type ReadModels } from '@tams/projections';

/** Events read past a lagging checkpoint to see whether the processor has anything to do before `position`. */
const lookAhead = 200;

/**
 * A processor stores a checkpoint that moved past events it ignores only lazily (processorRunner
 * lazyCheckpointMs): its read model is there already when every event between its checkpoint and
 * `position` is one it does not handle.
 */
async function onlyIgnoredBefore(
  store: EventStore,
  processor: string,
  from: Checkpoint,
  position: Checkpoint,
) {
  const handles = projections.find((projection) => projection.name === processor)?.handles;
  if (!handles) return false;
  const { events } = await store.readAll(from, lookAhead);
  const upTo = events.filter((event) => event.position <= position);
  const seenAll = upTo.length < events.length || events.at(-1)?.position === position;
  return seenAll && upTo.every((event) => !handles.has(event.type));
}

/**
 * Until every processor's read model shows what was appended up to `position`, polling es_checkpoints
 * (and, given the store, looking past a checkpoint held back only by ignored events); false when
 * `timeoutMs` passes first.
 */
export async function readModelsReached(
  db: ReadModels,
  processors: readonly string[],
  position: Checkpoint,
  timeoutMs = 120_000,
  store?: EventStore,
): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (let pause = 20; Date.now() < until; pause = Math.min(pause * 2, 200)) {
    const checkpoints = await readCheckpoints(db, processors);
    const behind = processors.filter((name) => (checkpoints.get(name) ?? '') < position);
    if (behind.length === 0) return true;
    if (store) {
      const there = await Promise.all(
        behind.map((name) =>
          checkpoints.has(name) ? onlyIgnoredBefore(store, name, checkpoints.get(name)!, position) : false,
        ),
      );
      if (there.every(Boolean)) return true;
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  return false;
}
