import {
  type EffortActualRow,
  type EffortImportCommand,
  type EffortImportState,
  effortImportDecider,
  effortImportStreamId,
  effortImportStreamPrefix,
} from '@tams/domain';
import { type EventMetadata, type EventStore, isExpectedVersionConflict } from '@tams/event-store';
import { sql } from 'kysely';
import type { JobStarter } from '../jobProgressNotices.js';
import { ProgressReporter } from '../progressReporter.js';
import { type JobProcessor, percentOf } from '../queues.js';
import type { JobDeps } from '../registry.js';
import { prepareEffortImport } from './preparedImport.js';

/** What the API enqueues: the import it started and the stored file (upload_blobs, by content hash). */
export interface EffortImportJobData {
  ImportId: string;
  contentHash: string;
  fileName: string;
  startedBy: JobStarter;
  correlationId?: string;
}

export interface EffortImportResult {
  ImportId: string;
  rowCount: number;
  skippedCount: number;
  batches: number;
}

/**
 * One import stream, read once and then appended to with the version it is at: the stream grows by a
 * ~150 KB event per batch, and reading it again for each of sixty batches would read it sixty times.
 * Another writer in between (a retried attempt) is a conflict: read again and decide again; every
 * command is idempotent.
 */
class ImportStream {
  private state: EffortImportState = effortImportDecider.initialState();
  private version = 0;

  constructor(
    private readonly store: EventStore,
    private readonly streamId: string,
    private readonly metadata: EventMetadata,
  ) {}

  async load(): Promise<void> {
    const { version, events } = await this.store.readStream(this.streamId);
    this.state = effortImportDecider.initialState();
    events.forEach((event, index) => {
      this.state = effortImportDecider.evolve(this.state, event as never, index + 1);
    });
    this.version = version;
  }

  get status() {
    return this.state;
  }

  async run(command: EffortImportCommand): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const events = [effortImportDecider.decide(command, this.state)].flat();
      if (events.length === 0) return;
      try {
        await this.store.appendToStream(this.streamId, events, {
          expectedVersion: this.version,
          streamType: effortImportStreamPrefix,
          metadata: this.metadata,
        });
      } catch (error) {
        if (!isExpectedVersionConflict(error) || attempt >= 3) throw error;
        await this.load();
        continue;
      }
      for (const event of events) {
        this.version += 1;
        this.state = effortImportDecider.evolve(this.state, event, this.version);
      }
      return;
    }
  }
}

const bytesOf = async (deps: JobDeps, contentHash: string): Promise<Buffer> => {
  const { rows } = await sql<{
    bytes: Buffer;
  }>`select bytes from upload_blobs where sha256 = ${contentHash}`.execute(deps.db);
  if (!rows[0]) throw new Error(`The file of this import (${contentHash.slice(0, 12)}) is not stored`);
  return rows[0].bytes;
};

/** Until the effort read model shows the import completed: then the rows are there for everyone. */
async function visible(deps: JobDeps, importId: string, timeoutMs = 60_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (let pause = 20; Date.now() < until; pause = Math.min(pause * 2, 250)) {
    const row = await deps.db
      .selectFrom('effortImports')
      .select('status')
      .where('id', '=', importId)
      .executeTakeFirst();
    if (row?.status === 'completed') return true;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  return false;
}

/**
 * The effortImport queue's processor (DESIGN §14): reads the stored file again, checks it against the
 * pay periods, records its valid rows in batches and completes the import once all are recorded; the
 * progress bar follows the batches. A retried attempt goes on from the last batch recorded.
 */
export function effortImportProcessor(deps: JobDeps): JobProcessor {
  return async (job) => {
    const data = job.data as EffortImportJobData;
    const reporter = new ProgressReporter(
      (percent) => job.updateProgress(percent),
      Date.now,
      percentOf(job.progress),
    );
    const stream = new ImportStream(deps.store, effortImportStreamId(data.ImportId), {
      actorId: data.startedBy.userId,
      authenticatedUserId: data.startedBy.authenticatedUserId,
      via: 'import',
      ...(data.correlationId ? { correlationId: data.correlationId } : {}),
    });
    const [prepared] = await Promise.all([
      bytesOf(deps, data.contentHash).then((bytes) =>
        prepareEffortImport(deps.db, bytes, data.fileName, { batches: true }),
      ),
      stream.load(),
    ]);
    const { ImportId } = data;
    const state = stream.status;
    if (state.status === 'completed')
      return { ImportId, rowCount: state.rowCount, skippedCount: 0, batches: 0 };
    if (state.status !== 'running') throw new Error('The import was not started');
    if (prepared.validRowCount !== state.rowCount) {
      await stream.run({
        type: 'FailEffortImport',
        ImportId,
        reason: `The file now has ${prepared.validRowCount} valid rows, not ${state.rowCount}: the pay periods changed meanwhile. Import it again.`,
      });
      throw new Error('The valid rows changed since the import started');
    }
    const batches = prepared.batches ?? [];
    for (let batch = state.batchesRecorded; batch < state.batchCount; batch++) {
      const slice = JSON.parse(batches[batch] ?? '[]') as EffortActualRow[];
      await stream.run({ type: 'RecordEffortActuals', ImportId, batch, rows: slice });
      reporter.report(((batch + 1) / state.batchCount) * 90);
    }
    await stream.run({ type: 'CompleteEffortImport', ImportId });
    await visible(deps, ImportId);
    await reporter.finish();
    return {
      ImportId,
      rowCount: prepared.validRowCount,
      skippedCount: prepared.invalidRowCount,
      batches: state.batchCount,
    } satisfies EffortImportResult;
  };
}
