import type { FieldSpec, ResourceDefinition } from '@tams/domain';
import { streamIdOf, streamOwnerOf } from '@tams/domain';
import type { EventStore } from '@tams/event-store';
import type { Kysely } from 'kysely';
import { recordEventsOf, visibleData } from './eventReadAccess.js';
import { foldChanges, type HistoryChange } from './historyChanges.js';
import { representationCopies } from './historyCopies.js';
import { nameOfValue, namesOf, want } from './historyNames.js';
import { summaryOf } from './historySummary.js';
import type { ReadAccessOf } from './readAccess.js';
import type { Row } from './recordReads.js';

export type { HistoryChange };

export interface HistoryEntry {
  id: string;
  version: number;
  type: string;
  recordedAt: Date;
  actorId: string | null;
  actorName: string | null;
  authenticatedUserId: string | null;
  authenticatedUserName: string | null;
  via: string | null;
  data: Record<string, unknown>;
  /** Each field the event changed, before -> after, references named for the reader (historyChanges.ts). */
  changes: HistoryChange[];
  /** "Created", "Points 3 → 4", "Ada Kowalski assigned, 3 points". */
  summary: string;
}

/**
 * A record's history straight from the log (the audit trail): the events of its stream, or for a child
 * record the events about it, with who did it (and who was signed in, if they differ: masquerade) and when.
 *
 * Invariant: a history shows no more than the reader's lists would. The caller has checked the record
 * itself is readable; a stream also holds its children (a user's financial data and settings, a section's
 * meeting and teaching assignments), and an event about a child shows only if the reader may read that
 * child as it stood then (its values folded from the events so far), through the child's own
 * ReadAccess; every entry's data (and its `changes`) loses the fields hidden from the reader in the
 * resource the event is about.
 */
export async function historyOf(
  db: Kysely<any>,
  store: EventStore,
  definition: ResourceDefinition,
  row: Row,
  access: ReadAccessOf,
): Promise<HistoryEntry[]> {
  const owner = streamOwnerOf(definition);
  const rootId = definition.parent ? String(row[definition.parent.field]) : row.id;
  const { events } = await store.readStream(streamIdOf(owner, rootId));
  const ours = definition.parent
    ? events.filter((event) => (event.data as { id?: string }).id === row.id)
    : events;
  const aboutOf = recordEventsOf(owner);
  const childValues = new Map<string, Record<string, unknown>>();
  const judged = ours.map((event) => {
    const about = aboutOf.get(event.type);
    const { id, changes, ...values } = event.data as { id?: string; changes?: object };
    if (!about || about === owner || typeof id !== 'string')
      return { event, about: about ?? definition, shown: true };
    const child = { ...childValues.get(id), ...values, ...changes, id };
    childValues.set(id, child);
    return { event, about, shown: access(about).allows(child) };
  });
  const folded = foldChanges(
    judged.map(({ event, about, shown }) => ({
      type: event.type,
      data: event.data as Record<string, unknown>,
      about: aboutOf.has(event.type) ? about : undefined,
      shown,
    })),
    (about) => access(about).hidden,
  );
  const shown = judged.flatMap((judgement, index) =>
    judgement.shown ? [{ ...judgement, folded: folded[index]! }] : [],
  );
  const wanted = new Map<string, Set<string>>();
  for (const { about, folded: each } of shown) {
    const fields = fieldsOf(about);
    for (const change of each.changes) {
      want(wanted, fields[change.field], change.before);
      want(wanted, fields[change.field], change.after);
    }
    const values = { ...each.before, ...each.after };
    const namedBy = namingFieldOf(about);
    if (namedBy) want(wanted, fields[namedBy], values[namedBy]);
    // a child's summary names its parent too ("... on MATH 495-001 Mathematical Biology")
    if (about.parent) want(wanted, fields[about.parent.field], values[about.parent.field]);
  }
  const names = await namesOf(db, wanted, access);
  const copies = await representationCopies(
    db,
    access,
    shown.flatMap(({ event, about }) => (about === owner ? [] : [{ about, id: idOf(event) }])),
  );
  const mine = shown.map(({ event }) => event);
  const userIds = [
    ...new Set(
      mine.flatMap((event) => [event.metadata.actorId, event.metadata.authenticatedUserId]).filter(Boolean),
    ),
  ] as string[];
  const users = userIds.length
    ? await db
        .selectFrom('users')
        .select(['id', 'displayName', 'firstName', 'lastName'])
        .where('id', 'in', userIds)
        .execute()
    : [];
  const nameOf = new Map(
    users.map((user) => [user.id, user.displayName || `${user.firstName} ${user.lastName}`]),
  );
  return shown.map(({ event, about, folded }) => {
    const actorId = event.metadata.actorId ?? null;
    const authenticatedUserId = event.metadata.authenticatedUserId ?? null;
    return {
      id: event.eventId,
      version: event.streamVersion,
      type: event.type,
      recordedAt: event.recordedAt,
      actorId,
      actorName: actorId ? (nameOf.get(actorId) ?? null) : null,
      authenticatedUserId,
      authenticatedUserName: authenticatedUserId ? (nameOf.get(authenticatedUserId) ?? null) : null,
      via: event.metadata.via ?? null,
      data: visibleData(event.data as Record<string, unknown>, access(about).hidden),
      ...described(event.type, about, owner, folded, names, access(about).hidden, copies.get(idOf(event))),
    };
  });
}

const idOf = (event: { data: unknown }) => String((event.data as { id?: unknown }).id);

const fieldsOf = (about: ResourceDefinition) =>
  ({ ...about.fields, ...about.computed }) as Record<string, FieldSpec>;

/**
 * The field naming a child record in a summary: its representation, unless that is kept by a read model
 * only (a teaching assignment's instructorName), then its first reference to a user (the instructor).
 */
function namingFieldOf(about: ResourceDefinition): string | undefined {
  if (about.representation in about.fields) return about.representation;
  return Object.entries(about.fields).find(
    ([, spec]) => spec.kind === 'reference' && spec.resource === 'users',
  )?.[0];
}

function described(
  type: string,
  about: ResourceDefinition,
  owner: ResourceDefinition,
  { changes, before, after }: ReturnType<typeof foldChanges>[number],
  names: Awaited<ReturnType<typeof namesOf>>,
  hidden: ReadonlySet<string>,
  /** The name the record keeps in its read-model row, if the reader may read it (historyCopies.ts). */
  copy: string | undefined,
): Pick<HistoryEntry, 'changes' | 'summary'> {
  const fields = fieldsOf(about);
  const named = changes.map((change) => {
    const beforeName = nameOfValue(names, fields[change.field], change.before);
    const afterName = nameOfValue(names, fields[change.field], change.after);
    return {
      ...change,
      ...(beforeName !== undefined ? { beforeName } : {}),
      ...(afterName !== undefined ? { afterName } : {}),
    };
  });
  const namedBy = namingFieldOf(about);
  const value = namedBy ? { ...before, ...after }[namedBy] : undefined;
  const spec = namedBy ? fields[namedBy] : undefined;
  const childName =
    namedBy === undefined || hidden.has(namedBy)
      ? undefined
      : spec?.kind === 'reference' || spec?.kind === 'referenceList'
        ? (nameOfValue(names, spec, value) ?? copy)
        : typeof value === 'string' && value !== ''
          ? value
          : undefined;
  const parentField = about.parent?.field;
  const parentName =
    parentField === undefined || hidden.has(parentField)
      ? undefined
      : nameOfValue(names, fields[parentField], { ...before, ...after }[parentField]);
  return { changes: named, summary: summaryOf(type, about, owner, named, childName, parentName) };
}
