import { countsTowardWorkload, eventTypesOf, financialData, roundPoints } from '@tams/domain';
import type { BatchRows, Row } from '../framework/batchRows.js';
import { instructorWorkloadIdOf, sumPoints } from './workloadsTable.js';

export const financialDataCreated = eventTypesOf(financialData).created;

/** The rows a faculty member's workload in any period is summed from. */
export function wantInstructor(rows: BatchRows, userId: unknown) {
  if (typeof userId !== 'string') return;
  rows.want('users', userId);
  rows.wantWhere('teachingAssignments', 'UserId', userId);
  rows.wantWhere('administrativeAssignments', 'UserId', userId);
  rows.wantWhere('financialData', 'UserId', userId);
}

/**
 * A faculty member's points in a period (and their financial data's pointsAssigned), recounted from every
 * teaching and administrative assignment of theirs the batch holds (wantInstructor), never adjusted by
 * deltas, so applying an event again changes nothing. No assignment left: no workload row.
 */
export function recountWorkload(rows: BatchRows, userId: string, periodId: string) {
  const inPeriod = (row: Row) => row.AcademicPeriodId === periodId;
  const teaching = rows.where('teachingAssignments', 'UserId', userId).filter(inPeriod);
  const admin = rows
    .where('administrativeAssignments', 'UserId', userId)
    .filter((row) => inPeriod(row) && countsTowardWorkload(row));
  const id = instructorWorkloadIdOf(userId, periodId);
  const teachingPoints = sumPoints(teaching);
  const adminPoints = sumPoints(admin);
  const pointsAssigned = roundPoints(teachingPoints + adminPoints);
  if (teaching.length === 0 && admin.length === 0) rows.delete('instructorWorkloads', id);
  else
    rows.put('instructorWorkloads', {
      id,
      UserId: userId,
      AcademicPeriodId: periodId,
      teachingPoints,
      adminPoints,
      pointsAssigned,
      sectionCount: teaching.length,
      adminAssignmentCount: admin.length,
    });
  const finance = rows.where('financialData', 'UserId', userId).find(inPeriod);
  if (finance) setFinanceAssigned(rows, finance, pointsAssigned);
}

export function setFinanceAssigned(rows: BatchRows, finance: Row, pointsAssigned: number) {
  if (Number(finance.pointsAssigned ?? 0) === pointsAssigned && finance.pointsRemaining !== null) return;
  const next = { ...finance, pointsAssigned };
  rows.put('financialData', { ...next, ...financialData.derive!(next) });
}

/** A financial data record made after its member's assignments: its pointsAssigned from their workload. */
export function applyFinancialDataCreated(rows: BatchRows, financeId: string) {
  const finance = rows.get('financialData', financeId);
  if (!finance) return;
  const workload = rows.get(
    'instructorWorkloads',
    instructorWorkloadIdOf(String(finance.UserId), String(finance.AcademicPeriodId)),
  );
  setFinanceAssigned(rows, finance, Number(workload?.pointsAssigned ?? 0));
}
