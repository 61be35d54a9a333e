import type { ReadModels } from '@tams/projections';
import type { AppEvents } from '../eventing.js';
import { type CommitRow, RecentKeys, writtenRowsOf } from './commitRows.js';
import type { SocketHub, SocketMessage } from './socketHub.js';

/** The tables of the periods' processor whose rows these events are made of. */
const tables: ReadonlySet<string> = new Set([
  'progressActions',
  'workgroupApprovals',
  'systemActiveAcademicPeriod',
]);
const isPeriodTable = (table: string) => tables.has(table);

/** The spec §4 events a batch of the periods' processor makes, each once per period (and workgroup). */
function messagesOf(rows: Map<string, CommitRow[]>) {
  const steps = new Map<string, SocketMessage>();
  for (const row of rows.get('progressActions') ?? []) {
    const payload = {
      AcademicPeriodId: row.AcademicPeriodId,
      step: row.toStep,
      actorId: row.actorId ?? null,
    };
    steps.set(String(row.AcademicPeriodId), { type: 'activeStepsChanged', payload });
  }
  const approvals = new Map<string, SocketMessage>();
  for (const row of rows.get('workgroupApprovals') ?? []) {
    // an approval made, cleared by a revert (its actor is the reverter) or withdrawn by its approver
    const actorId =
      (row.clearedAt ? row.clearedBy : row.withdrawnAt ? row.withdrawnBy : row.approvedBy) ?? null;
    const payload = { AcademicPeriodId: row.AcademicPeriodId, WorkgroupId: row.WorkgroupId, actorId };
    approvals.set(`${row.AcademicPeriodId}:${row.WorkgroupId}`, { type: 'approvalsChanged', payload });
  }
  const active = (rows.get('systemActiveAcademicPeriod') ?? []).map((row): SocketMessage => ({
    type: 'activeAcademicPeriodUpdated',
    payload: { AcademicPeriodId: row.AcademicPeriodId, actorId: row.updatedBy ?? null },
  }));
  return { steps: [...steps.values()], approvals: [...approvals.values()], active };
}

/**
 * The spec §4 socket events of the academic periods (DESIGN §7), sent once the read models show the
 * change (they come from the periods' processor's commits, this process's or another's):
 * activeStepsChanged and activeAcademicPeriodUpdated to every connection (ids only; every signed-in
 * user reads periods and their steps), approvalsChanged to those who read WorkgroupApproval.
 */
export function relayProgressEvents(events: AppEvents, hub: SocketHub, db: ReadModels): () => void {
  const relayed = new RecentKeys(100);
  return events.onReadModelCommit((commit) => {
    if (hub.size === 0 || !commit.changes.some((change) => isPeriodTable(change.resource))) return;
    // at most once per batch, should a notification of one this process published slip through
    if (!relayed.add(`${commit.processor}@${commit.checkpoint}`)) return;
    void writtenRowsOf(commit, db, isPeriodTable)
      .then((rows) => {
        const { steps, approvals, active } = messagesOf(rows);
        for (const message of [...active, ...steps]) hub.publish(message);
        for (const message of approvals)
          hub.publish(message, (client) => client.identity.ability.can('read', 'WorkgroupApproval'));
      })
      .catch(() => {
        // a client refetches on reconnect and on its next visit: a lost notice is not a lost write
      });
  });
}
