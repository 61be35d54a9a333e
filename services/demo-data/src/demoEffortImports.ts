import { createHash } from 'node:crypto';
import {
  type EffortActualRow,
  effortBatchSize,
  effortImportDecider,
  type EffortImportEvent,
  effortImportStreamId,
  instructorEffortDecider,
  instructorEffortStreamId,
  type NewStream,
} from '@tams/domain';
import { payPeriodsOf } from './demoEffort.js';
import { payrollRowsOf } from './demoPayroll.js';
import { periodIdOf } from './demoTerms.js';
import { facultyUserIdOf } from './demoWorkload.js';
import { demoId } from './ids.js';

const csvHeader = 'EmployeeId,PositionId,PositionTitle,PayPeriod,CostCenter,EarnCode,Amount,Percent,FTE';
/** The file the rows came from, as the template lays it out (its hash is the import's id). */
export function payrollCsvOf(rows: readonly EffortActualRow[], codeOf: (id: string) => string): string {
  const quoted = (text: string) => (/[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const body = rows.map((r) =>
    [
      r.EmployeeId,
      r.PositionId,
      quoted(r.PositionTitle),
      codeOf(r.PayPeriodId),
      r.CostCenter,
      r.EarnCode,
      r.Amount,
      r.Percent,
      r.FTE,
    ].join(','),
  );
  return [csvHeader, ...body].join('\n') + '\n';
}

/** A completed import of the rows, as the effortImport job would have recorded it. */
export function completedImportStream(fileName: string, rows: EffortActualRow[], csv: string): NewStream {
  const contentHash = createHash('sha256').update(csv).digest('hex');
  const ImportId = demoId('effortImport', contentHash);
  const decider = effortImportDecider;
  let state = decider.initialState();
  const events: EffortImportEvent[] = [];
  const run = (command: Parameters<typeof decider.decide>[0]) => {
    for (const event of [decider.decide(command, state)].flat()) {
      state = decider.evolve(state, event, events.length + 1);
      events.push(event);
    }
  };
  const batchCount = Math.ceil(rows.length / effortBatchSize);
  run({
    type: 'StartEffortImport',
    summary: {
      ImportId,
      fileName,
      contentHash,
      format: 'csv',
      mode: 'replace',
      rowCount: rows.length,
      skippedCount: 0,
      peopleCount: new Set(rows.map((r) => r.EmployeeId)).size,
      PayPeriodIds: [...new Set(rows.map((r) => r.PayPeriodId))],
      batchCount,
    },
  });
  for (let batch = 0; batch < batchCount; batch++)
    run({
      type: 'RecordEffortActuals',
      ImportId,
      batch,
      rows: rows.slice(batch * effortBatchSize, (batch + 1) * effortBatchSize),
    });
  run({ type: 'CompleteEffortImport', ImportId });
  return { streamId: effortImportStreamId(ImportId), events };
}

/** faculty5's leave halves their teaching this period: an effortManager set it by hand. */
function adjustedShareStream(activeYear: number): NewStream {
  const UserId = facultyUserIdOf(5);
  const AcademicPeriodId = periodIdOf(activeYear);
  const events = instructorEffortDecider.decide(
    {
      type: 'AdjustExpectedTeachingShare',
      UserId,
      AcademicPeriodId,
      expectedTeachingShare: 40,
      reason: 'Partial leave in spring (February and March)',
      expectedVersion: 0,
    },
    instructorEffortDecider.initialState(),
  );
  return { streamId: instructorEffortStreamId(UserId, AcademicPeriodId), events: [events].flat() };
}

/** The previous and the active academic period's payroll, each one completed import, and one adjustment. */
export function demoPayrollStreams(options: { activeYear: number; facultyCount: number }): NewStream[] {
  const { activeYear, facultyCount } = options;
  const streams = [activeYear - 1, activeYear].map((year) => {
    const rows = payrollRowsOf(year, facultyCount, activeYear);
    const codes = new Map(payPeriodsOf(year).map((p) => [p.id, p.code]));
    const csv = payrollCsvOf(rows, (id) => codes.get(id)!);
    return completedImportStream(`payroll-${year}-${year + 1}.csv`, rows, csv);
  });
  return [...streams, adjustedShareStream(activeYear)];
}
