import type { ProcessorCommit } from '@tams/event-store';
import type { Kysely } from 'kysely';
import type { AppEvents } from '../eventing.js';
import type { SocketHub, SocketMessage } from './socketHub.js';

type Row = Record<string, unknown> & { id: string };

/** The tables of the periods' processor whose rows these events are made of. */
const tables = ['progressActions', 'workgroupApprovals', 'systemActiveAcademicPeriod'] as const;

/**
 * The rows of the commit's tables: this process's own batches carry them; another process's commit
 * names ids, read back here (a few rows: a step, an approval, the active period).
 */
async function rowsOf(commit: ProcessorCommit, db: Kysely<any>): Promise<Map<string, Row[]>> {
  const rows = new Map<string, Row[]>();
  for (const { resource, ids } of commit.changes) {
    if (!(tables as readonly string[]).includes(resource)) continue;
    const inProcess = commit.rows?.[resource] as Row[] | undefined;
    if (inProcess) rows.set(resource, inProcess);
    else if (ids && ids.length > 0 && ids.length <= 1000)
      rows.set(
        resource,
        (await db.selectFrom(resource).selectAll().where('id', 'in', ids).execute()) as Row[],
      );
  }
  return rows;
}

/** The spec §4 events a batch of the periods' processor makes, each once per period (and workgroup). */
function messagesOf(rows: Map<string, Row[]>) {
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
    // an approval made, or cleared by a revert (its actor is the reverter)
    const actorId = (row.clearedAt ? row.clearedBy : row.approvedBy) ?? null;
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
export function relayProgressEvents(events: AppEvents, hub: SocketHub, db: Kysely<any>): () => void {
  const relayed: string[] = [];
  return events.onReadModelCommit((commit) => {
    if (
      hub.size === 0 ||
      !commit.changes.some((change) => (tables as readonly string[]).includes(change.resource))
    )
      return;
    // at most once per batch, should a notification of one this process published slip through
    const key = `${commit.processor}@${commit.checkpoint}`;
    if (relayed.includes(key)) return;
    relayed.push(key);
    if (relayed.length > 100) relayed.shift();
    void rowsOf(commit, db)
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
