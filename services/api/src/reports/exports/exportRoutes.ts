import { PassThrough, type Writable } from 'node:stream';
import type Router from '@koa/router';
import { ValidationError } from '@tams/domain';
import type { Context } from 'koa';
import { authorize } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import { gridStateParameter } from '../reportResolution.js';
import { openedReport } from '../savedReportAccess.js';
import { type ExportedReport, exportedReport } from './exportSources.js';
import { exportFileName } from './reportCells.js';
import { writeReportCsv } from './reportCsv.js';
import { writeReportXlsx } from './reportXlsx.js';

const formats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof formats)[number];

export function formatOf(raw: unknown): ExportFormat {
  const format = raw ?? 'csv';
  if (!formats.includes(format as ExportFormat)) throw new ValidationError({ format: 'Must be csv or xlsx' });
  return format as ExportFormat;
}

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value) as string | undefined;

/**
 * Answers with the report as a file, streamed: headers go first, then rows as the cursor reads them. An
 * error after the first bytes can only cut the download short (the status is sent), so it is logged.
 */
export function sendExport(ctx: Context, report: ExportedReport, format: ExportFormat) {
  const body = new PassThrough();
  ctx.attachment(exportFileName(report.name, format));
  ctx.type = contentTypes[format];
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
  const write = (output: Writable) =>
    format === 'csv'
      ? writeReportCsv(report.columns, report.rows, output)
      : writeReportXlsx(report.name, report.columns, report.rows, output);
  write(body).catch((error: unknown) => {
    ctx.app.emit('error', error, ctx);
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
}

/**
 * Issue 18 point 4: any report as its user sees it (their columns, filters, sort; grouping flattened with
 * the group columns first) as CSV or XLSX, streamed so 50k rows never sit in memory (DESIGN §15).
 */
export function reportExportRoutes(router: Router, deps: AppContext): void {
  router.get('/api/reports/types/:type/export', async (ctx) => {
    const { ability, auth } = authorize(ctx, 'read', 'Report');
    const format = formatOf(single(ctx.query.format));
    const state = gridStateParameter(single(ctx.query.state));
    const asked = {
      type: ctx.params.type,
      snapshotId: single(ctx.query.snapshotId),
      AcademicPeriodId: single(ctx.query.AcademicPeriodId),
    };
    sendExport(ctx, await exportedReport(deps, ability, auth.workingUserId, asked, state), format);
  });

  router.get('/api/savedReports/:id/export', async (ctx) => {
    const { ability, auth } = authorize(ctx, 'read', 'Report');
    const format = formatOf(single(ctx.query.format));
    const saved = await openedReport(deps, ability, auth.workingUserId, ctx.params.id);
    const asked = { type: saved.reportType, AcademicPeriodId: single(ctx.query.AcademicPeriodId) };
    const report = await exportedReport(
      deps,
      ability,
      auth.workingUserId,
      asked,
      saved.gridState,
      saved.name,
    );
    sendExport(ctx, report, format);
  });
}
