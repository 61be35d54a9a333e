import type { AppAbility } from '@tams/access';
import { accessCondition } from '@tams/access/sql';
import type { ResourceDefinition } from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import type { Kysely } from 'kysely';
import { isUuid } from '../http/ids.js';
import { visibleData } from '../resources/eventReadAccess.js';
import { type ReadAccessOf, readAccessOf } from '../resources/readAccess.js';
import type { Row } from '../resources/recordReads.js';
import { aboutOf, type FeedEventAbout } from './changeFeedEvents.js';

/** An event the reader may read, with the data they may see. */
export interface ReadableEvent {
  event: RecordedEvent;
  resource: string | null;
  recordId: string;
  data: Record<string, unknown>;
}

/**
 * Which of `events` the reader may read, through the same ReadAccess as lists, reads by id and record
 * histories (resources/readAccess.ts): an event about a record shows only if the reader may read that
 * record (for a child, its parent too) as it stands now, and its data loses the fields hidden from them.
 * Records judged by conditions (a user's own settings) are read from their read models at once, one
 * query per resource for the whole page; a record no longer there (deleted) is judged on the event's own
 * values, and without the columns a condition names, it is not shown. Undefined: not readable.
 */
export async function readableEvents(
  db: Kysely<any>,
  ability: AppAbility,
  events: readonly RecordedEvent[],
): Promise<(ReadableEvent | undefined)[]> {
  const access = readAccessOf(ability);
  const abouts = events.map(aboutOf);
  const rows = await conditionalRows(db, access, abouts);
  const readsEvery = new Map<string, boolean>();
  const readsAll = (subject: string) => {
    if (!readsEvery.has(subject))
      readsEvery.set(subject, accessCondition(ability, 'read', subject as never) === undefined);
    return readsEvery.get(subject)!;
  };
  const allows = (definition: ResourceDefinition, id: string, values: Record<string, unknown>) => {
    const { condition, allows: allowsRow } = access(definition);
    if (condition === null) return false;
    if (condition === undefined) return true;
    return allowsRow(rows.get(`${definition.name}:${id}`) ?? { ...values, id });
  };
  return events.map((event, index) => {
    const about = abouts[index]!;
    const data = (event.data ?? {}) as Record<string, unknown>;
    if (about.kind === 'never') return undefined;
    if (about.kind === 'other')
      return readsAll(about.subject) ? { event, resource: null, recordId: about.recordId, data } : undefined;
    if (about.subject && !readsAll(about.subject)) return undefined;
    const values = { ...data, ...(data.changes as object | undefined) };
    const own = about.about === about.owner;
    if (!allows(about.owner, about.rootId, own ? values : {})) return undefined;
    if (!own && !allows(about.about, about.recordId, values)) return undefined;
    return {
      event,
      resource: about.about.name,
      recordId: about.recordId,
      data: visibleData(data, access(about.about).hidden),
    };
  });
}

/** The current rows of the records whose readability depends on their values, by `resource:id`. */
async function conditionalRows(
  db: Kysely<any>,
  access: ReadAccessOf,
  abouts: readonly FeedEventAbout[],
): Promise<Map<string, Row>> {
  const wanted = new Map<string, { definition: ResourceDefinition; ids: Set<string> }>();
  const want = (definition: ResourceDefinition, id: string) => {
    if (!access(definition).condition || !isUuid(id)) return;
    const entry = wanted.get(definition.name) ?? { definition, ids: new Set<string>() };
    entry.ids.add(id);
    wanted.set(definition.name, entry);
  };
  for (const about of abouts) {
    if (about.kind !== 'record') continue;
    want(about.owner, about.rootId);
    if (about.about !== about.owner) want(about.about, about.recordId);
  }
  const found = new Map<string, Row>();
  await Promise.all(
    [...wanted.values()].map(async ({ definition, ids }) => {
      const rows = (await db
        .selectFrom(definition.name)
        .selectAll()
        .where('id', 'in', [...ids])
        .execute()) as Row[];
      for (const row of rows) found.set(`${definition.name}:${row.id}`, row);
    }),
  );
  return found;
}
