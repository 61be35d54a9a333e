import { type Checkpoint, readCheckpoints } from '@tams/event-store';
import type { ReadModels } from '@tams/projections';

/**
 * Until every processor's checkpoint has passed `position` (its read model shows what was appended up to
 * there), polling es_checkpoints; false when `timeoutMs` passes first.
 */
export async function readModelsReached(
  db: ReadModels,
  processors: readonly string[],
  position: Checkpoint,
  timeoutMs = 120_000,
): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (let pause = 20; Date.now() < until; pause = Math.min(pause * 2, 200)) {
    const checkpoints = await readCheckpoints(db, processors);
    if (processors.every((name) => (checkpoints.get(name) ?? '') >= position)) return true;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  return false;
}
