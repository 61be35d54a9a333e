import {
  childrenOf,
  type RecordEvent,
  recordStreamDecider,
  recordStreamUniqueKeys,
  resourceDefinitions,
  type ResourceDefinition,
} from '@tams/domain';
import type { UniqueKey } from '@tams/event-store';
import type { MigrationSet } from '@tams/platform';
import { type Kysely, sql } from 'kysely';

interface EventRow {
  stream_id: string;
  stream_version: string;
  event_type: string;
  data: RecordEvent['data'];
}

/**
 * The unique keys of the records that existed before es_unique_keys did, rebuilt from the log with the
 * same deciders and key functions the commands use. Streams claim in the order they were created, so of
 * two records that already shared a value (possible before keys existed) the older keeps the key; the
 * younger keeps its value but holds no key (it can still be edited; changing the value claims the new one).
 */
async function claimKeysOfExistingStreams(db: Kysely<any>, owner: ResourceDefinition): Promise<void> {
  const keysOf = recordStreamUniqueKeys(owner, childrenOf(owner));
  if (!keysOf) return;
  const decider = recordStreamDecider(owner, childrenOf(owner));
  const { rows } = await sql<EventRow>`
    select e.stream_id, e.stream_version, e.event_type, e.data
    from es_streams s join es_events e using (stream_id)
    where s.stream_type = ${owner.streamPrefix}
    order by s.created_at, s.stream_id, e.stream_version`.execute(db);
  const keys: (UniqueKey & { streamId: string })[] = [];
  for (let start = 0; start < rows.length;) {
    const streamId = rows[start]!.stream_id;
    let state = decider.initialState();
    let end = start;
    for (; end < rows.length && rows[end]!.stream_id === streamId; end++) {
      const row = rows[end]!;
      state = decider.evolve(state, { type: row.event_type, data: row.data }, Number(row.stream_version));
    }
    for (const key of keysOf(state)) keys.push({ ...key, streamId });
    start = end;
  }
  for (let offset = 0; offset < keys.length; offset += 1000) {
    const batch = keys.slice(offset, offset + 1000);
    await sql`
      insert into es_unique_keys (scope, key, stream_id)
      select k->>'scope', k->>'key', k->>'streamId'
      from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) with ordinality as t(k, n)
      order by t.n
      on conflict (scope, key) do nothing`.execute(db);
  }
}

/**
 * Named to sort after es_0004_unique_keys: kysely applies pending migrations in name order, and this one
 * fills that table. Runs once, in the migration's transaction, before the app takes writes.
 */
export const uniqueKeysBackfill: MigrationSet = {
  unique_0001_keys_of_existing_records: {
    async up(db: Kysely<unknown>) {
      const owners = Object.values(resourceDefinitions as Record<string, ResourceDefinition>).filter(
        (definition) => !definition.parent,
      );
      for (const owner of owners) await claimKeysOfExistingStreams(db as Kysely<any>, owner);
    },
  },
};
