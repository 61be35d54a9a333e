import { type AuthContext, defineAbilityFor } from '@tams/access';
import {
  type FrozenReportColumn,
  type ReportSnapshotRequest,
  type ReportSnapshotTakenData,
  reportSnapshotDecider,
  reportSnapshotStreamId,
  reportSnapshotStreamPrefix,
  parseGridState,
} from '@tams/domain';
import {
  projectionOf,
  type ReportContext,
  type ReportSource,
  reportReaderOf,
  reportRowsQuery,
  reportSources,
} from '@tams/projections';
import type { JobStarter } from '../jobProgressNotices.js';
import { ProgressReporter } from '../progressReporter.js';
import { type JobProcessor, percentOf } from '../queues.js';
import type { JobDeps } from '../registry.js';
import { readAtOnePoint } from './consistentRead.js';
import { isLastAttempt, jobMetadata, runJobCommand, stateOf } from './jobStream.js';
import { clearSnapshotRows, countRows, snapshotBatchSize, writeSnapshotRows } from './snapshotRows.js';

/** What the API enqueues: the requested snapshot, and who asked (the rows are read with their rights). */
export interface ReportSnapshotJobData {
  SnapshotId: string;
  auth: AuthContext;
  startedBy: JobStarter;
  correlationId?: string;
}

export interface ReportSnapshotResult {
  SnapshotId: string;
  rowCount: number;
  position: number;
  asOf: string | null;
}

/** The processors of the read models a report reads (its source names the tables). */
export const processorsOf = (source: ReportSource): string[] => [
  ...new Set(source.tables.map((table) => projectionOf(table).name)),
];

/** What a report's rows depend on beyond the grid state, as the request froze it. */
export const snapshotContextOf = (request: ReportSnapshotRequest, auth: AuthContext): ReportContext => ({
  periodId: request.AcademicPeriodId,
  effortEnabled: !!auth.FeatureFlags.aemEnabled,
});

/**
 * Reads the report's rows at one log point and writes them to report_snapshot_rows in batches: the rows
 * come through a cursor of the read-only snapshot transaction, the writes go through other connections
 * in short transactions of their own.
 */
export async function takeSnapshot(
  deps: JobDeps,
  request: ReportSnapshotRequest,
  auth: AuthContext,
  onProgress: (percent: number) => void = () => {},
): Promise<ReportSnapshotTakenData> {
  const source = (reportSources as Partial<Record<string, ReportSource>>)[request.reportType];
  if (!source) throw new Error(`No report type ${request.reportType} to snapshot`);
  const reader = reportReaderOf(defineAbilityFor(auth), source);
  if (!reader) throw new Error(`The requester may no longer read ${request.reportType} reports`);
  const state = parseGridState(request.gridState);
  await clearSnapshotRows(deps.db, request.id);
  const { point, result } = await readAtOnePoint(deps.db, processorsOf(source), async (trx) => {
    const { columns, query } = reportRowsQuery(trx, source, state, reader, snapshotContextOf(request, auth));
    const total = await countRows(trx, query);
    let written = 0;
    let batch: Record<string, unknown>[] = [];
    const flush = async () => {
      await writeSnapshotRows(deps.db, request.id, written, batch);
      written += batch.length;
      batch = [];
      onProgress(total === 0 ? 95 : (written / total) * 95);
    };
    for await (const row of query.stream(snapshotBatchSize)) {
      batch.push(row as Record<string, unknown>);
      if (batch.length >= snapshotBatchSize) await flush();
    }
    if (batch.length > 0) await flush();
    return { columns: columns as FrozenReportColumn[], rowCount: written };
  });
  return {
    id: request.id,
    checkpoint: point.checkpoint,
    position: point.position,
    asOf: point.asOf ? point.asOf.toISOString() : null,
    rowCount: result.rowCount,
    columns: result.columns,
  };
}

/**
 * The reportSnapshot queue's processor (DESIGN §15): takes a requested snapshot (now, or when its
 * scheduled time comes: a delayed job) and records it taken with its position, time and columns. A retried
 * attempt writes the rows again; the last failed attempt records the snapshot failed.
 */
export function reportSnapshotProcessor(deps: JobDeps): JobProcessor {
  return async (job) => {
    const data = job.data as ReportSnapshotJobData;
    const stream = { id: reportSnapshotStreamId(data.SnapshotId), type: reportSnapshotStreamPrefix };
    const metadata = jobMetadata(data.startedBy, data.correlationId);
    const state = await stateOf(deps.store, stream.id, reportSnapshotDecider);
    if (state.status !== 'requested' || !state.request)
      throw new Error(`The snapshot ${data.SnapshotId} is ${state.status}, not waiting to be taken`);
    const reporter = new ProgressReporter(
      (percent) => job.updateProgress(percent),
      Date.now,
      percentOf(job.progress),
    );
    try {
      const taken = await takeSnapshot(deps, state.request, data.auth, (percent) => reporter.report(percent));
      await runJobCommand(
        deps.store,
        stream,
        reportSnapshotDecider,
        { type: 'RecordReportSnapshot', taken },
        metadata,
        { db: deps.db, table: 'reportSnapshots' },
      );
      await reporter.finish();
      return {
        SnapshotId: data.SnapshotId,
        rowCount: taken.rowCount,
        position: taken.position,
        asOf: taken.asOf,
      } satisfies ReportSnapshotResult;
    } catch (error) {
      if (isLastAttempt(job)) {
        const reason =
          error instanceof Error ? error.message.slice(0, 500) : 'The snapshot could not be taken';
        await runJobCommand(
          deps.store,
          stream,
          reportSnapshotDecider,
          { type: 'FailReportSnapshot', id: data.SnapshotId, reason },
          metadata,
        ).catch(() => {});
      }
      throw error;
    }
  };
}
