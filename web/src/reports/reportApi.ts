import { useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';
import type { GridState } from './gridState';

/** Spec §3's report types; SnapshotReport is opened per snapshot, not built. */
export type ReportType =
  | 'CoursesBuilder'
  | 'CourseOfferingsBuilder'
  | 'InstructorsBuilder'
  | 'InstructorWorkloadsBuilder'
  | 'InstructorCostsBuilder'
  | 'SectionsBuilder'
  | 'SectionSchedulesBuilder'
  | 'SnapshotReport'
  | 'TeachingAssignmentsBuilder'
  | 'TeachingPreferencesBuilder'
  | 'TeachingPreferenceSubmissionsBuilder'
  | 'UsersBuilder';

export type ColumnKind = 'text' | 'number' | 'integer' | 'boolean' | 'date' | 'timestamp' | 'enum';

export interface ReportColumn {
  id: string;
  label: string;
  kind: ColumnKind;
  values?: string[];
  /** 'sum': the group subtotals carry this column's sum. */
  aggregate?: 'sum';
  width?: number;
}

export interface ReportTypeInfo {
  reportType: ReportType;
  label: string;
  description: string;
  /** Rows of one academic period (the working period unless `AcademicPeriodId` is asked for). */
  periodScoped?: boolean;
  columns: ReportColumn[];
  /** How a new report of the type opens. */
  defaultState?: Partial<GridState>;
}

export interface ReportGroup {
  /** 1..grouping.length */
  depth: number;
  /** The grouping columns' values down to `depth`. */
  key: Record<string, unknown>;
  count: number;
  sums: Record<string, number>;
}

export type ReportRow = Record<string, unknown> & { id: string };

export interface ReportPage {
  columns: ReportColumn[];
  rows: ReportRow[];
  total: number;
  groups: ReportGroup[];
}

export interface SavedReport {
  id: string;
  name: string;
  reportType: ReportType;
  kind: 'system' | 'custom' | null;
  OwnerUserId: string | null;
  ownerName?: string | null;
  mine: boolean;
  /** False when the user may no longer read its type (then no gridState). */
  available: boolean;
  gridState?: GridState;
  version: number;
  updatedAt: string;
}

export interface ReportSnapshot {
  id: string;
  name: string;
  reportType: ReportType;
  status: 'requested' | 'taken' | 'failed';
  /** The stored (upcast) grid state the rows were taken with. */
  gridState?: GridState;
  /** The log position the rows reflect (once taken). */
  position: number | string | null;
  asOf: string | null;
  rowCount: number | null;
  scheduledFor: string | null;
  requestedBy: string;
  requestedAt: string;
  failureReason: string | null;
  /** The frozen columns, when the server sends them (else the first page's). */
  columns?: ReportColumn[];
}

export interface DataExport {
  id: string;
  status: 'requested' | 'completed' | 'failed';
  files?: { resource: string; fileName: string; rowCount: number }[];
  rowCount: number | null;
  byteCount: number | null;
  position: number | null;
  asOf: string | null;
  failureReason: string | null;
  requestedBy: string;
  requestedAt: string;
  completedAt: string | null;
}

export interface JobStart {
  id: string;
  jobId: string;
}

const path = (...parts: string[]) => `${apiUrl}/${parts.map(encodeURIComponent).join('/')}`;
const getJson = async <T>(url: string) => (await httpClient(url)).json as T;
const send = async <T>(url: string, method: string, body?: unknown) =>
  (await httpClient(url, { method, body: body === undefined ? undefined : JSON.stringify(body) })).json as T;

export const stateParam = (state: GridState) => encodeURIComponent(JSON.stringify(state));

export const reportKeys = {
  types: ['reports', 'types'] as const,
  rows: (type: string, state: GridState, snapshotId?: string) =>
    ['reports', 'rows', type, snapshotId ?? null, state] as const,
  saved: ['reports', 'savedReports'] as const,
  savedOne: (id: string) => ['reports', 'savedReports', id] as const,
  snapshots: ['reports', 'snapshots'] as const,
  snapshot: (id: string) => ['reports', 'snapshots', id] as const,
  dataExports: ['reports', 'dataExports'] as const,
};

export const useReportTypes = () =>
  useQuery({
    queryKey: reportKeys.types,
    queryFn: () => getJson<ReportTypeInfo[]>(path('reports', 'types')),
  });

/** everyones: every user's saved reports (Custom Reports, for those who manage Report). */
export const useSavedReports = ({ everyones = false } = {}) =>
  useQuery({
    queryKey: [...reportKeys.saved, everyones],
    queryFn: () => getJson<SavedReport[]>(`${path('savedReports')}${everyones ? '?all=true' : ''}`),
  });

export const useSavedReport = (id: string | undefined) =>
  useQuery({
    queryKey: reportKeys.savedOne(id ?? ''),
    queryFn: () => getJson<SavedReport>(path('savedReports', id ?? '')),
    enabled: !!id,
  });

export function fetchReportPage(type: string, state: GridState, snapshotId?: string) {
  const snapshot = snapshotId ? `&snapshotId=${encodeURIComponent(snapshotId)}` : '';
  return getJson<ReportPage>(
    `${path('reports', 'types', type, 'rows')}?state=${stateParam(state)}${snapshot}`,
  );
}

export function exportUrl(type: string, format: 'csv' | 'xlsx', state: GridState, snapshotId?: string) {
  const snapshot = snapshotId ? `&snapshotId=${encodeURIComponent(snapshotId)}` : '';
  return `${path('reports', 'types', type, 'export')}?format=${format}&state=${stateParam(state)}${snapshot}`;
}

export const createSavedReport = (body: { name: string; reportType: string; gridState: GridState }) =>
  send<SavedReport>(path('savedReports'), 'POST', body);

export const updateSavedReport = (
  id: string,
  body: { name?: string; gridState?: GridState; version: number },
) => send<SavedReport>(path('savedReports', id), 'PUT', body);

export const deleteSavedReport = (id: string, version: number) =>
  send<unknown>(path('savedReports', id), 'DELETE', { version });

export const publishSavedReport = (id: string, publish: boolean) =>
  send<SavedReport>(path('savedReports', id, publish ? 'publish' : 'unpublish'), 'POST', {});

/** Not taken yet and not failed: a job is (or will be) at work on it. */
export const isPending = (item: { status: string }) =>
  !['taken', 'completed', 'failed'].includes(item.status);
const pendingRefetchMs = 3000;

/** The snapshots, read again every few seconds while one is being taken. */
export const useSnapshots = () =>
  useQuery({
    queryKey: reportKeys.snapshots,
    queryFn: () => getJson<ReportSnapshot[]>(path('reportSnapshots')),
    refetchInterval: (query) => (query.state.data?.some(isPending) ? pendingRefetchMs : false),
  });

export const getSnapshot = (id: string) => getJson<ReportSnapshot>(path('reportSnapshots', id));

export const useSnapshot = (id: string) =>
  useQuery({ queryKey: reportKeys.snapshot(id), queryFn: () => getSnapshot(id) });

export const startSnapshot = (body: {
  reportType: string;
  gridState: GridState;
  name: string;
  savedReportId?: string;
  scheduledFor?: string;
}) => send<JobStart>(path('reportSnapshots'), 'POST', body);

export const useDataExports = () =>
  useQuery({
    queryKey: reportKeys.dataExports,
    queryFn: () => getJson<DataExport[]>(path('dataExports')),
    refetchInterval: (query) => (query.state.data?.some(isPending) ? pendingRefetchMs : false),
  });

export const getDataExport = (id: string) => getJson<DataExport>(path('dataExports', id));

export const startDataExport = () => send<JobStart>(path('dataExports'), 'POST', {});

export const dataExportDownloadUrl = (id: string) => path('dataExports', id, 'download');

/** An HttpError's message and field reasons ("gridState.sorting: unknown column"), for an alert. */
export function errorLines(error: unknown): { message: string; fields: string[] } {
  const err = error as { message?: string; body?: { message?: string; errors?: Record<string, unknown> } };
  const fields = Object.entries(err.body?.errors ?? {})
    .filter(([field]) => field !== 'root')
    .map(([field, reason]) => `${field}: ${typeof reason === 'string' ? reason : JSON.stringify(reason)}`);
  return { message: err.body?.message ?? err.message ?? 'The request failed', fields };
}
