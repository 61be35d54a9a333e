import type pg from 'pg';
import type { EventStoreFixture } from '../testing/fixture.js';
import type { ExpectedVersion, NewEvent, UpcasterRegistry } from '../types.js';
import { PostgresEventStore } from './postgresEventStore.js';

/** Contract-suite fixture for the Postgres store over an already migrated database. */
export function postgresFixture(
  database: { pool: pg.Pool; db: EventStoreFixture['db']; url: string },
  options: { upcasters?: UpcasterRegistry } = {},
): Omit<EventStoreFixture, 'close'> {
  const store = new PostgresEventStore({ pool: database.pool, ...options });
  return {
    store,
    db: database.db,
    connectionString: database.url,
    async openTransaction() {
      const client = await database.pool.connect();
      await client.query('begin');
      const end = async (statement: string) => {
        try {
          await client.query(statement);
        } finally {
          client.release();
        }
      };
      return {
        async takeTransactionId() {
          await client.query('select pg_current_xact_id()');
        },
        async append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion) {
          const expected =
            expectedVersion === 'any' ? -1 : expectedVersion === 'no_stream' ? 0 : expectedVersion;
          const payload = events.map((e, i) => ({
            id: crypto.randomUUID(),
            type: e.type,
            data: e.data,
            schemaVersion: 1,
            metadata: { i },
          }));
          const { rows } = await client.query('select appended from es_append($1, $2, $3, $4)', [
            streamId,
            streamId.split('-', 1)[0],
            expected,
            JSON.stringify(payload),
          ]);
          if (!rows[0]?.appended) throw new Error(`held append to ${streamId} conflicted`);
        },
        commit: () => end('commit'),
        rollback: () => end('rollback'),
      };
    },
  };
}
