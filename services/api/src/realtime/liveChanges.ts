import { alsoReadAs, resourceSubjects, type Subject } from '@tams/access';
import type { ProcessorCommit } from '@tams/event-store';
import type { ReadModels } from '@tams/projections';
import type { AppEvents } from '../eventing.js';
import { allowsRecord } from '../resources/recordRoutes.js';
import { type CommitRow, RecentKeys, writtenRowsOf } from './commitRows.js';
import type { SocketClient, SocketHub } from './socketHub.js';

type Row = CommitRow;

/** Read-model tables that are not resources of their own, and the subject that reads them. */
/**
 * Tables whose changes reach clients, by the subject that reads them. The effort rows themselves never do
 * (an import writes 60 000): their import's row and their class keys say what moved.
 */
const tableSubjects: Record<string, Subject> = {
  ...resourceSubjects,
  instructorWorkloads: 'Instructor',
  effortImports: 'EffortImport',
  effortClassKeys: 'EffortActual',
  instructorEffortShares: 'EffortActual',
  sisImports: 'DataServices',
  instructorRates: 'FinancialData',
  instructorRateMatrices: 'FinancialData',
};
/** A table's rows are read only where they may also be read as this subject (as everywhere else). */
const alsoReadableAs: Readonly<Record<string, Subject>> = alsoReadAs;
/** The faculty pages that show a faculty member's own teaching assignments. */
const ownTeachingSubjects: Subject[] = ['MySectionAssignment', 'MySchedule', 'MySharedTeaching'];

/** Whether every record of the subject is readable (no conditions): then ids need no rows to be judged. */
const readsAll = (client: SocketClient, subject: Subject) => {
  const rules = client.identity.ability.rulesFor('read', subject);
  return rules.some((rule) => !rule.inverted && !rule.conditions) && !rules.some((rule) => rule.inverted);
};

const mayRead = (client: SocketClient, table: string, row: Row) => {
  const subject = tableSubjects[table]!;
  const { ability } = client.identity;
  const also = alsoReadableAs[table];
  return allowsRecord(ability, 'read', subject, row) && (!also || allowsRecord(ability, 'read', also, row));
};

const isOwnTeaching = (client: SocketClient, row: Row) =>
  row.UserId === client.identity.auth.workingUserId &&
  ownTeachingSubjects.some((subject) => client.identity.ability.can('read', subject));

/**
 * Tells each socket client what a read-model commit changed (DESIGN §7), only as far as its ability lets it
 * read: `resourceChanged {resource, ids}` per table, and the spec's teachingAssignmentCreated / Changed /
 * Deleted (to readers of the section, and to the instructor on their own pages once the period is published
 * to faculty). Rows decide what a client
 * with conditional rights (a workgroup member) may hear of; ids without a row (another process's commit:
 * rows are read back; a delete there: none) reach only clients that read every record.
 */
export function relayLiveChanges(events: AppEvents, hub: SocketHub, db: ReadModels): () => void {
  const relayed = new RecentKeys(1000);
  return events.onReadModelCommit((commit) => {
    if (hub.size === 0 || commit.processor === '*') return;
    // at most once per batch, should a notification of one this process published slip through
    if (!relayed.add(`${commit.processor}@${commit.checkpoint}`)) return;
    void rowsOf(commit, db)
      .then(async (rows) => publish(hub, commit, rows, await publishedPeriodsOf(rows, db)))
      .catch(() => {
        // a client refetches on reconnect and on its next visit: a lost notice is not a lost write
      });
  });
}

async function rowsOf(commit: ProcessorCommit, db: ReadModels) {
  const written = await writtenRowsOf(commit, db, (table) => table in tableSubjects);
  const removed = new Map<string, Row[]>(Object.entries((commit.removedRows ?? {}) as Record<string, Row[]>));
  if (!commit.rows) {
    for (const [resource, found] of written) {
      // what is not there any more was deleted (its columns are gone: only full readers hear of it)
      const there = new Set(found.map((row) => row.id));
      const ids = commit.changes.find((change) => change.resource === resource)?.ids ?? [];
      removed.set(
        resource,
        ids.filter((id) => !there.has(id)).map((id) => ({ id })),
      );
    }
  }
  return { written, removed };
}

/**
 * The periods published to faculty among those of the batch's assignments: an instructor hears of their
 * own assignments only there (before publication their pages do not show them, nor may the socket).
 */
async function publishedPeriodsOf(
  { written, removed }: { written: Map<string, Row[]>; removed: Map<string, Row[]> },
  db: ReadModels,
): Promise<Set<string>> {
  const periodIds = [
    ...(written.get('teachingAssignments') ?? []),
    ...(removed.get('teachingAssignments') ?? []),
  ]
    .map((row) => row.AcademicPeriodId)
    .filter((id): id is string => typeof id === 'string');
  if (periodIds.length === 0) return new Set();
  const published = await db
    .selectFrom('academicPeriods')
    .select('id')
    .where('id', 'in', [...new Set(periodIds)])
    .where('publishedForFaculty', '=', true)
    .execute();
  return new Set(published.map((row) => String(row.id)));
}

function publish(
  hub: SocketHub,
  commit: ProcessorCommit,
  { written, removed }: { written: Map<string, Row[]>; removed: Map<string, Row[]> },
  publishedPeriods: ReadonlySet<string>,
) {
  for (const { resource, ids } of commit.changes) {
    const subject = tableSubjects[resource];
    if (!subject) continue;
    const also = alsoReadableAs[resource];
    const rows = [...(written.get(resource) ?? []), ...(removed.get(resource) ?? [])];
    const known = new Map(rows.map((row) => [row.id, row]));
    const gone = new Set((removed.get(resource) ?? []).map((row) => row.id));
    // `deleted`: the ids among them that no longer exist (a client stops reading them: no 404s)
    const message = (shown: string[] | null) => {
      const deleted = (shown ?? []).filter((id) => gone.has(id));
      return {
        type: 'resourceChanged',
        payload: { resource, ids: shown, ...(deleted.length > 0 ? { deleted } : {}) },
      };
    };
    hub.publishEach((client) => {
      if (!client.identity.ability.can('read', subject)) return undefined;
      if (readsAll(client, subject) && (!also || readsAll(client, also))) return message(ids);
      // "many changed" (ids: null) cannot be judged row by row: only those who read everything hear it
      const visible = (ids ?? []).filter((id) => known.has(id) && mayRead(client, resource, known.get(id)!));
      return visible.length > 0 ? message(visible) : undefined;
    });
  }
  const assignments = [
    ...(written.get('teachingAssignments') ?? []).map((row) => ({
      row,
      type: sameInstant(row.createdAt, row.updatedAt)
        ? 'teachingAssignmentCreated'
        : 'teachingAssignmentChanged',
    })),
    ...(removed.get('teachingAssignments') ?? []).map((row) => ({ row, type: 'teachingAssignmentDeleted' })),
  ];
  for (const { row, type } of assignments) {
    const payload = {
      id: row.id,
      SectionId: row.SectionId,
      UserId: row.UserId,
      WorkgroupId: row.WorkgroupId ?? null,
      AcademicPeriodId: row.AcademicPeriodId,
      actorId: type === 'teachingAssignmentDeleted' ? null : (row.updatedBy ?? null),
    };
    hub.publish(
      { type, payload },
      (client) =>
        mayRead(client, 'teachingAssignments', row) ||
        (isOwnTeaching(client, row) && publishedPeriods.has(String(row.AcademicPeriodId))),
    );
  }
}

/** Timestamps come as ISO text (rows of this batch) or Dates (rows read back). */
const sameInstant = (a: unknown, b: unknown) =>
  new Date(a as string | Date).getTime() === new Date(b as string | Date).getTime();
