import { type AuthContext, defineAbilityFor } from '@tams/access';
import {
  type DataExportFile,
  dataExportDecider,
  dataExportStreamId,
  dataExportStreamPrefix,
} from '@tams/domain';
import { projectionOf } from '@tams/projections';
import { sql } from 'kysely';
import type { JobStarter } from '../jobProgressNotices.js';
import { ProgressReporter } from '../progressReporter.js';
import { type JobProcessor, percentOf } from '../queues.js';
import type { JobDeps } from '../registry.js';
import { readAtOnePoint } from '../reportSnapshot/consistentRead.js';
import { isLastAttempt, jobMetadata, runJobCommand, stateOf } from '../reportSnapshot/jobStream.js';
import { exportedResources } from './exportAccess.js';
import { ExportZip } from './exportZip.js';
import { exportedReportTypes, reportTypeCsv } from './reportFiles.js';
import { resourceCsv } from './resourceCsv.js';

/** What the API enqueues: the requested export and whose rights its rows are read with. */
export interface DataExportJobData {
  ExportId: string;
  auth: AuthContext;
  startedBy: JobStarter;
  correlationId?: string;
}

export interface DataExportResult {
  ExportId: string;
  files: DataExportFile[];
  rowCount: number;
  byteCount: number;
}

/**
 * Every resource and report type the requester may read, one CSV each, read in one snapshot at one log
 * point (so the files agree with each other), zipped into data_export_files; progress moves per file.
 */
async function buildExport(deps: JobDeps, data: DataExportJobData, onProgress: (percent: number) => void) {
  const ability = defineAbilityFor(data.auth);
  const resources = exportedResources(ability);
  const reports = exportedReportTypes(ability);
  const processors = [
    ...new Set([
      ...resources.map((r) => projectionOf(r.definition.name).name),
      ...reports.flatMap((r) => r.processors),
    ]),
  ];
  const total = resources.length + reports.length;
  const zip = new ExportZip();
  const { point, result: files } = await readAtOnePoint(deps.db, processors, async (trx) => {
    const files: DataExportFile[] = [];
    const add = (resource: string, fileName: string, built: { bytes: Buffer; rowCount: number }) => {
      zip.add(fileName, built.bytes);
      files.push({ resource, fileName, rowCount: built.rowCount });
      onProgress((files.length / total) * 90);
    };
    for (const resource of resources) {
      const name = resource.definition.name;
      add(name, `${name}.csv`, await resourceCsv(trx, resource));
    }
    for (const report of reports)
      add(report.source.type, report.fileName, await reportTypeCsv(trx, report, ability, data.auth));
    return files;
  });
  const bytes = await zip.finish();
  await sql`
    insert into data_export_files (export_id, bytes) values (${data.ExportId}, ${bytes})
    on conflict (export_id) do update set bytes = excluded.bytes, created_at = now()
  `.execute(deps.db);
  return { point, files, byteCount: bytes.length };
}

/**
 * The dataExport queue's processor (DESIGN §15): builds the zip and records the export completed with its
 * files; the last failed attempt records it failed.
 */
export function dataExportProcessor(deps: JobDeps): JobProcessor {
  return async (job) => {
    const data = job.data as DataExportJobData;
    const stream = { id: dataExportStreamId(data.ExportId), type: dataExportStreamPrefix };
    const metadata = jobMetadata(data.startedBy, data.correlationId);
    const state = await stateOf(deps.store, stream.id, dataExportDecider);
    if (state.status !== 'requested')
      throw new Error(`The export ${data.ExportId} is ${state.status}, not waiting to run`);
    const reporter = new ProgressReporter(
      (percent) => job.updateProgress(percent),
      Date.now,
      percentOf(job.progress),
    );
    try {
      const built = await buildExport(deps, data, (percent) => reporter.report(percent));
      const rowCount = built.files.reduce((sum, file) => sum + file.rowCount, 0);
      await runJobCommand(
        deps.store,
        stream,
        dataExportDecider,
        {
          type: 'CompleteDataExport',
          completed: {
            id: data.ExportId,
            files: built.files,
            rowCount,
            byteCount: built.byteCount,
            position: built.point.position,
            asOf: built.point.asOf ? built.point.asOf.toISOString() : null,
          },
        },
        metadata,
        { db: deps.db, table: 'dataExports' },
      );
      await reporter.finish();
      return {
        ExportId: data.ExportId,
        files: built.files,
        rowCount,
        byteCount: built.byteCount,
      } satisfies DataExportResult;
    } catch (error) {
      if (isLastAttempt(job)) {
        const reason = error instanceof Error ? error.message.slice(0, 500) : 'The export could not be built';
        await runJobCommand(
          deps.store,
          stream,
          dataExportDecider,
          { type: 'FailDataExport', id: data.ExportId, reason },
          metadata,
        ).catch(() => {});
      }
      throw error;
    }
  };
}
