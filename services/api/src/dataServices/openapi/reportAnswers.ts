import { reportRowsAnswerSchema, reportTypeInfoSchema } from '@tams/domain';
import { z } from 'zod';
import {
  dataExportAnswerSchema,
  jobStartedSchema,
  reportSnapshotAnswerSchema,
  reportSnapshotRowSchema,
} from '../../reports/jobs/jobAnswers.js';
import {
  coverageReportSchema,
  loadSheetInstructorSchema,
  loadSheetSchema,
} from '../../reports/print/printAnswers.js';
import { listedReportSchema } from '../../reports/savedReportAccess.js';
import { outputSchemaOf } from './jsonSchema.js';
import { type RouteDescriptions, routeKey } from './routeDescription.js';

/* The report answers: the builders, saved reports, snapshots, exports and printed reports: stated from the schemas kept beside their types (domain or route). */

const savedReport = outputSchemaOf(listedReportSchema);
const savedReportWrite = { answer: savedReport, accepted: true, notFound: true, conflict: true };

export const reportAnswerDescriptions = (): RouteDescriptions => ({
  [routeKey('GET', '/api/reports/types')]: {
    summary: 'The report types the caller may read, with the columns they may see',
    answer: outputSchemaOf(z.array(reportTypeInfoSchema)),
  },
  [routeKey('GET', '/api/reports/types/:type/rows')]: {
    summary: 'One page of a report for a grid state (`state`: JSON), sorted, filtered and grouped',
    answer: outputSchemaOf(reportRowsAnswerSchema),
  },
  [routeKey('GET', '/api/savedReports')]: {
    summary: 'The saved reports the caller finds (system, custom and their own)',
    answer: outputSchemaOf(z.array(listedReportSchema)),
  },
  [routeKey('GET', '/api/savedReports/:id')]: { summary: 'One saved report', answer: savedReport },
  [routeKey('POST', '/api/savedReports')]: { ...savedReportWrite, status: '201', notFound: false },
  [routeKey('PUT', '/api/savedReports/:id')]: savedReportWrite,
  [routeKey('DELETE', '/api/savedReports/:id')]: {
    ...savedReportWrite,
    answer: outputSchemaOf(z.object({ id: z.string() })),
  },
  [routeKey('POST', '/api/savedReports/:id/duplicate')]: { ...savedReportWrite, status: '201' },
  [routeKey('POST', '/api/savedReports/:id/publish')]: savedReportWrite,
  [routeKey('POST', '/api/savedReports/:id/unpublish')]: savedReportWrite,
  [routeKey('POST', '/api/dataExports')]: {
    summary: 'Start an export of the whole dataset (a job; 503 when this process cannot start jobs)',
    status: '202',
    answer: outputSchemaOf(jobStartedSchema),
  },
  [routeKey('GET', '/api/dataExports')]: { answer: outputSchemaOf(dataExportAnswerSchema) },
  [routeKey('GET', '/api/dataExports/:id')]: {
    summary: 'One data export',
    answer: outputSchemaOf(dataExportAnswerSchema),
  },
  [routeKey('POST', '/api/reportSnapshots')]: {
    summary: 'Freeze a report’s rows, now or at `scheduledFor` (a job)',
    status: '202',
    answer: outputSchemaOf(jobStartedSchema),
  },
  [routeKey('GET', '/api/reportSnapshots')]: { answer: outputSchemaOf(reportSnapshotRowSchema) },
  [routeKey('GET', '/api/reportSnapshots/:id')]: {
    summary: 'One report snapshot, with the columns it froze',
    answer: outputSchemaOf(reportSnapshotAnswerSchema),
  },
  [routeKey('GET', '/api/reports/loadSheet')]: {
    summary: 'A faculty member’s load sheet for a period (UserId: the caller unless given)',
    answer: outputSchemaOf(loadSheetSchema),
    notFound: true,
  },
  [routeKey('GET', '/api/reports/loadSheet/instructors')]: {
    summary: 'Whom a load sheet may be chosen for',
    answer: outputSchemaOf(z.array(loadSheetInstructorSchema)),
  },
  [routeKey('GET', '/api/reports/coverage')]: {
    summary: 'A period’s coverage by workgroup, with subtotals',
    answer: outputSchemaOf(coverageReportSchema),
    notFound: true,
  },
});
