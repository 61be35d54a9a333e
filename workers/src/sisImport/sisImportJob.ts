import {
  type SisImportCommand,
  type SisImportKind,
  type SisImportState,
  sisImportDecider,
  sisImportStreamId,
  sisImportStreamPrefix,
} from '@tams/domain';
import { type EventMetadata, handleCommand } from '@tams/event-store';
import { projectionOf } from '@tams/projections';
import { sql } from 'kysely';
import type { JobStarter } from '../jobProgressNotices.js';
import { ProgressReporter } from '../progressReporter.js';
import { type JobProcessor, percentOf } from '../queues.js';
import type { JobDeps } from '../registry.js';
import { prepareSisImport } from './preparedSisImport.js';
import { readModelsReached } from './readModelsReached.js';
import { recentPlan } from './recentPlans.js';
import { writeImportedStreams } from './streamWrites.js';

/** What the API enqueues: the import it started and its stored file (upload_blobs, by content hash). */
export interface SisImportJobData {
  ImportId: string;
  kind: SisImportKind;
  contentHash: string;
  fileName: string;
  startedBy: JobStarter;
  correlationId?: string;
}

export interface SisImportResult {
  ImportId: string;
  kind: SisImportKind;
  rows: number;
  created: number;
  changed: number;
  unchanged: number;
  /** Where the attempt's time went, in ms: reading and comparing, appending, read models catching up. */
  timings?: { prepare: number; append: number; readModels: number; total: number };
}

const bytesOf = async (deps: JobDeps, contentHash: string): Promise<Buffer> => {
  const { rows } = await sql<{
    bytes: Buffer;
  }>`select bytes from upload_blobs where sha256 = ${contentHash}`.execute(deps.db);
  if (!rows[0]) throw new Error(`The file of this import (${contentHash.slice(0, 12)}) is not stored`);
  return rows[0].bytes;
};

const importCommand =
  (deps: JobDeps, data: SisImportJobData, metadata: EventMetadata) => (command: SisImportCommand) =>
    handleCommand(deps.store, sisImportStreamId(data.ImportId), sisImportDecider, command, {
      metadata,
      streamType: sisImportStreamPrefix,
    });

async function importState(deps: JobDeps, importId: string): Promise<SisImportState> {
  const { events } = await deps.store.readStream(sisImportStreamId(importId));
  let state = sisImportDecider.initialState();
  for (const [index, event] of events.entries())
    state = sisImportDecider.evolve(state, event as never, index + 1);
  return state;
}

const processorsOf = (owners: Iterable<string>) => [
  ...new Set([...owners].map((name) => projectionOf(name).name)),
];

/**
 * The sisImport queue's processor: reads the stored file again, compares it with the records as they are
 * and brings each record the file names to the file's state, phase by phase (offerings before their
 * sections), through the records' own deciders; completes the import once the read models show it all.
 * A retried attempt does the same: what an earlier one wrote is no change any more, so it ends in the
 * file's state. The counts are those the import started with (its dry run's).
 */
export function sisImportProcessor(deps: JobDeps): JobProcessor {
  return async (job) => {
    const data = job.data as SisImportJobData;
    const reporter = new ProgressReporter(
      (percent) => job.updateProgress(percent),
      Date.now,
      percentOf(job.progress),
    );
    const metadata: EventMetadata = {
      actorId: data.startedBy.userId,
      authenticatedUserId: data.startedBy.authenticatedUserId,
      via: 'import',
      causationId: data.ImportId,
      ...(data.correlationId ? { correlationId: data.correlationId } : {}),
    };
    const run = importCommand(deps, data, metadata);
    const state = await importState(deps, data.ImportId);
    if (!state.summary) throw new Error('The import was not started');
    const { ImportId, kind, rows, created, changed, unchanged } = state.summary;
    const result: SisImportResult = { ImportId, kind, rows, created, changed, unchanged };
    if (state.status === 'completed') return result;
    if (state.status === 'failed') throw new Error('The import failed');
    const started = performance.now();
    const timings = { prepare: 0, append: 0, readModels: 0, total: 0 };
    const timed = async <T>(part: 'prepare' | 'append' | 'readModels', work: Promise<T>): Promise<T> => {
      const at = performance.now();
      try {
        return await work;
      } finally {
        timings[part] += Math.round(performance.now() - at);
      }
    };
    try {
      const bytes = await bytesOf(deps, data.contentHash);
      const { plan } = await timed(
        'prepare',
        recentPlan(deps.store, data.kind, data.contentHash, { take: true }).then(
          (recent) => recent ?? prepareSisImport(deps, data.kind, bytes, data.fileName),
        ),
      );
      const first = plan.errors[0];
      if (first) {
        const reason = `The file no longer imports as its dry run said (line ${first.line}, ${first.column}: ${first.reason}): run the dry run again.`;
        await run({ type: 'FailSisImport', ImportId, reason });
        throw new Error(reason);
      }
      const total = plan.phases.reduce((sum, phase) => sum + phase.length, 0);
      let done = 0;
      for (const phase of plan.phases) {
        // this phase's read models only: another skips these events and stores its checkpoint lazily
        const owners = new Set(phase.map((stream) => stream.owner.name));
        const position = await timed(
          'append',
          writeImportedStreams(deps.store, phase, metadata, () => reporter.report((++done / total) * 90)),
        );
        if (position) await timed('readModels', readModelsReached(deps.db, processorsOf(owners), position));
      }
      const completed = await run({ type: 'CompleteSisImport', ImportId });
      if (completed.position)
        await readModelsReached(deps.db, processorsOf(['sisImports']), completed.position);
      await reporter.finish();
      return { ...result, timings: { ...timings, total: Math.round(performance.now() - started) } };
    } catch (error) {
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (last)
        await run({ type: 'FailSisImport', ImportId, reason: (error as Error).message.slice(0, 500) }).catch(
          () => {},
        );
      throw error;
    }
  };
}
