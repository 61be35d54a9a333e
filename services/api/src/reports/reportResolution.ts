import type { AppAbility } from '@tams/access';
import {
  type GridState,
  isReportType,
  NotFoundError,
  parseGridState,
  type ReportType,
  ValidationError,
} from '@tams/domain';
import {
  type ReportContext,
  type ReportReader,
  type ReportSource,
  reportReaderOf,
  reportSources,
  snapshotSource,
} from '@tams/projections';
import { askedOrWorkingPeriodId } from '../academicPeriods/workingPeriod.js';
import type { AppContext } from '../context.js';
import { workloadOptionsOf } from '../effort/effortEnabled.js';
import { ForbiddenError } from '../http/errors.js';
import { isUuid } from '../http/ids.js';
import { mayReadRecordOf } from './jobs/jobRequests.js';

/** A report as one reader may run it: its source, their columns, the period it reads, its name. */
export interface ResolvedReport {
  type: ReportType;
  source: ReportSource;
  reader: ReportReader;
  context: ReportContext;
  name: string;
  /** For a snapshot: when and at which log position its rows were taken. */
  snapshot?: { id: string; asOf: Date | null; position: number | null; reportType: string };
}

/** The `state` query parameter: a grid state as JSON (either format); none is the default state. */
export function gridStateParameter(raw: unknown): GridState {
  if (raw === undefined || raw === '') return parseGridState({});
  if (typeof raw !== 'string') throw new ValidationError({ state: 'Give one grid state (JSON)' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ValidationError({ state: 'Must be a grid state in JSON' });
  }
  return parseGridState(parsed, 'state');
}

/**
 * A snapshot as this reader may read it: 404 unless it is theirs or they manage Report (as its record,
 * GET /api/reportSnapshots/:id), 403 unless they may read its report's type now, and only the columns
 * that report shows them now (DESIGN §20: a column they may not read is not served from a snapshot either).
 */
async function snapshotOf(deps: AppContext, ability: AppAbility, userId: string, snapshotId: unknown) {
  if (!isUuid(snapshotId)) throw new ValidationError({ snapshotId: 'A snapshot report needs a snapshot id' });
  const snapshot = await deps.db
    .selectFrom('reportSnapshots')
    .select(['id', 'name', 'reportType', 'columns', 'asOf', 'position', 'status', 'requestedBy'])
    .where('id', '=', snapshotId)
    .executeTakeFirst();
  if (
    !snapshot ||
    !mayReadRecordOf({ workingUserId: userId }, ability, 'Report', String(snapshot.requestedBy))
  )
    throw new NotFoundError('reportSnapshots', snapshotId);
  const frozenType = snapshot.reportType;
  const live =
    isReportType(frozenType) && frozenType !== 'SnapshotReport'
      ? reportReaderOf(ability, reportSources[frozenType])
      : undefined;
  if (!live) throw new ForbiddenError();
  if (snapshot.status !== 'taken' || !snapshot.columns)
    throw new ValidationError({ snapshotId: 'This snapshot has no rows yet' });
  const readable = new Set(live.columns.map((column) => column.id));
  return { ...snapshot, columns: snapshot.columns.filter((column) => readable.has(column.id)) };
}

/**
 * Resolves `type` for the reader: 400 for a type that does not exist, 403 for one they may not read (the
 * same answer whatever the reason), 404 for a snapshot that does not exist.
 */
export async function resolveReport(
  deps: AppContext,
  ability: AppAbility,
  userId: string,
  asked: { type: unknown; snapshotId?: unknown; AcademicPeriodId?: unknown },
): Promise<ResolvedReport> {
  const { type } = asked;
  if (!isReportType(type)) throw new ValidationError({ reportType: `No report type "${String(type)}"` });
  const effort = workloadOptionsOf(deps);
  if (type === 'SnapshotReport') {
    const snapshot = await snapshotOf(deps, ability, userId, asked.snapshotId);
    const source = snapshotSource(snapshot);
    const reader = reportReaderOf(ability, source);
    if (!reader) throw new ForbiddenError();
    return {
      type,
      source,
      reader,
      context: { periodId: null, ...effort },
      name: snapshot.name,
      snapshot: {
        id: snapshot.id,
        asOf: snapshot.asOf,
        position: snapshot.position,
        reportType: snapshot.reportType,
      },
    };
  }
  const source = reportSources[type];
  const reader = reportReaderOf(ability, source);
  if (!reader) throw new ForbiddenError();
  const periodId = source.periodScoped
    ? await askedOrWorkingPeriodId(deps.db, asked.AcademicPeriodId, userId)
    : null;
  return { type, source, reader, context: { periodId, ...effort }, name: source.label };
}
