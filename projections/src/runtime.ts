import {
  type Checkpoint,
  coalescingReads,
  type EventStore,
  type ProcessorCommit,
  type ProcessorLogger,
  ProcessorRunner,
} from '@tams/event-store';
import type { Kysely } from 'kysely';
import { ensureReadModel } from './framework/generations.js';
import { liveHandler } from './framework/liveHandler.js';
import type { Projection } from './framework/projection.js';
import { rebuildProjection } from './framework/rebuild.js';
import { projections as allProjections } from './readModels/index.js';

export interface ProjectionsRuntimeOptions {
  db: Kysely<any>;
  store: EventStore;
  connectionString: string;
  projections?: readonly Projection[];
  logger?: ProcessorLogger;
  onCommit?: (commit: ProcessorCommit) => void;
  batchSize?: number;
  pollIntervalMs?: number;
}

/** Creates each read model's first generation if missing (any role may call it: idempotent, serialised). */
export async function ensureReadModels(db: Kysely<any>, projections: readonly Projection[] = allProjections) {
  const stale: string[] = [];
  for (const projection of projections) {
    if ((await ensureReadModel(db, projection)) === 'stale') stale.push(projection.name);
  }
  return { stale };
}

/**
 * The projection role: one processor per read model. A read model whose code no longer matches its tables
 * is rebuilt by its owner before it goes live, while the old generation keeps serving.
 */
export class ProjectionsRuntime {
  readonly runners: ProcessorRunner[];

  constructor(options: ProjectionsRuntimeOptions) {
    const projections = options.projections ?? allProjections;
    // processors at the head share one read of each new page
    const store = coalescingReads(options.store);
    this.runners = projections.map(
      (projection) =>
        new ProcessorRunner({
          handler: liveHandler(projection),
          store,
          db: options.db,
          connectionString: options.connectionString,
          batchSize: options.batchSize ?? 1000,
          pollIntervalMs: options.pollIntervalMs ?? 500,
          ...(options.logger ? { logger: options.logger } : {}),
          ...(options.onCommit ? { onCommit: options.onCommit } : {}),
          prepare: async () => {
            if ((await ensureReadModel(options.db, projection)) === 'stale') {
              options.logger?.info({ projection: projection.name }, 'read model shape changed; rebuilding');
              await rebuildProjection({ ...options, projection });
            }
          },
        }),
    );
  }

  start(): void {
    for (const runner of this.runners) runner.start();
  }

  wake(position?: Checkpoint): void {
    for (const runner of this.runners) runner.wake(position);
  }

  async stop(): Promise<void> {
    await Promise.all(this.runners.map((runner) => runner.stop()));
  }
}
