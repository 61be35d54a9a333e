import { type EffortActualRow, type ImportMode, importModes, ValidationError } from '@tams/domain';
import { encodeCheckpoint, type RecordedEvent } from '@tams/event-store';
import { type ReadModels, type RequiredPointsMove, requiredPointsAfterEffortEvents } from '@tams/projections';
import { importSummaryOf, type PreparedEffortImport } from '@tams/workers';
import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';

/** The dry run's `mode` (what the import would be asked to do): replace, unless it says append. */
export function dryRunModeOf(value: unknown): ImportMode {
  if (value === undefined) return 'replace';
  if (typeof value === 'string' && (importModes as readonly string[]).includes(value))
    return value as ImportMode;
  throw new ValidationError({ mode: `One of ${importModes.join(', ')}` });
}

/**
 * The import as its job would record it: started, its rows in batches, completed (never appended). Each
 * batch is parsed when its turn comes, not all at once.
 */
function* eventsOf(
  prepared: PreparedEffortImport,
  fileName: string,
  mode: ImportMode,
): Generator<RecordedEvent> {
  const ImportId = uuidv7();
  const summary = { ...importSummaryOf(prepared, fileName, mode), ImportId };
  const now = new Date();
  let streamVersion = 0;
  const recorded = (type: string, data: unknown): RecordedEvent => ({
    type,
    data,
    streamId: `effortImport-${ImportId}`,
    streamVersion: ++streamVersion,
    eventId: uuidv7(),
    schemaVersion: 1,
    metadata: { via: 'ui' },
    recordedAt: now,
    position: encodeCheckpoint(Number.MAX_SAFE_INTEGER, streamVersion),
  });
  yield recorded('EffortImportStarted', { ...summary, attempt: 1 });
  for (const [batch, rows] of (prepared.batches ?? []).entries())
    yield recorded('EffortActualsRecorded', { ImportId, batch, rows: JSON.parse(rows) as EffortActualRow[] });
  yield recorded('EffortImportCompleted', { ImportId, rowCount: summary.rowCount });
}

/** The academic periods that use advanced effort the file's pay periods count toward (DESIGN §14). */
async function advancedPeriodsOf(db: ReadModels, payPeriodIds: readonly string[]): Promise<string[]> {
  if (payPeriodIds.length === 0) return [];
  const { rows } = await sql<{ id: string }>`
    select distinct p.id from "effortPayPeriods" pp
    join "academicPeriods" p on (p."startDate" <= pp."endDate" and p."endDate" >= pp."startDate")
      or p.id = pp."AcademicPeriodId"
    where pp.id = any(${payPeriodIds}::uuid[]) and p."useAdvancedEffort" is true`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Whose required points the import would move, before -> after (DESIGN §19), where effort management is
 * on: the file's valid rows run through the effort projection in a rolled-back transaction.
 */
export async function dryRunRequiredPoints(
  db: ReadModels,
  prepared: PreparedEffortImport,
  fileName: string,
  mode: ImportMode,
  { effortEnabled }: { effortEnabled: boolean },
): Promise<RequiredPointsMove[]> {
  if (!effortEnabled || prepared.validRowCount === 0) return [];
  const periods = await advancedPeriodsOf(
    db,
    prepared.payPeriods.map((payPeriod) => payPeriod.id),
  );
  return requiredPointsAfterEffortEvents(db, eventsOf(prepared, fileName, mode), periods);
}
