import type { PlanEntry, WorkgroupApprovalWithdrawn, WorkgroupPlanApproved } from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import type { BatchRows } from '../framework/batchRows.js';
import type { ReadModelTable } from '../framework/readModelTable.js';

/**
 * Every approval of a workgroup's plan with the plan as approved; a revert below its step clears it
 * (clearedAt) and its approver may withdraw it (withdrawnAt): either keeps it in the history but out of
 * force.
 */
export const workgroupApprovalsTable: ReadModelTable = {
  name: 'workgroupApprovals',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'version', sqlType: 'bigint', notNull: true },
    { name: 'AcademicPeriodId', sqlType: 'uuid', notNull: true },
    { name: 'WorkgroupId', sqlType: 'uuid', notNull: true },
    { name: 'step', sqlType: 'integer', notNull: true },
    { name: 'planVersion', sqlType: 'text', notNull: true },
    { name: 'plan', sqlType: 'jsonb', notNull: true },
    { name: 'note', sqlType: 'text' },
    { name: 'approvedBy', sqlType: 'uuid' },
    { name: 'approvedAt', sqlType: 'timestamptz', notNull: true },
    { name: 'clearedAt', sqlType: 'timestamptz' },
    { name: 'clearedBy', sqlType: 'uuid' },
    { name: 'withdrawnAt', sqlType: 'timestamptz' },
    { name: 'withdrawnBy', sqlType: 'uuid' },
  ],
  indexes: [{ key: 'period_workgroup', body: '("AcademicPeriodId", "WorkgroupId", step, "approvedAt")' }],
};

export type WorkgroupApprovalTableRow = {
  id: string;
  version: number;
  AcademicPeriodId: string;
  WorkgroupId: string;
  step: number;
  planVersion: string;
  plan: PlanEntry[];
  note: string | null;
  approvedBy: string | null;
  approvedAt: Date;
  clearedAt: Date | null;
  clearedBy: string | null;
  withdrawnAt: Date | null;
  withdrawnBy: string | null;
};

export function applyApproval(event: RecordedEvent, rows: BatchRows) {
  const { data } = event as unknown as WorkgroupPlanApproved;
  if (rows.get(workgroupApprovalsTable.name, data.id)) return;
  rows.put(workgroupApprovalsTable.name, {
    id: data.id,
    version: event.streamVersion,
    AcademicPeriodId: data.AcademicPeriodId,
    WorkgroupId: data.WorkgroupId,
    step: data.step,
    planVersion: data.planVersion,
    plan: data.plan,
    note: data.note,
    approvedBy: event.metadata.actorId ?? null,
    approvedAt: event.recordedAt,
    clearedAt: null,
    clearedBy: null,
    withdrawnAt: null,
    withdrawnBy: null,
  });
}

export function applyWithdrawal(event: RecordedEvent, rows: BatchRows) {
  const { data } = event as unknown as WorkgroupApprovalWithdrawn;
  const approval = rows.get(workgroupApprovalsTable.name, data.id);
  if (!approval || approval.withdrawnAt) return;
  rows.put(workgroupApprovalsTable.name, {
    ...approval,
    withdrawnAt: event.recordedAt,
    withdrawnBy: event.metadata.actorId ?? null,
  });
}
