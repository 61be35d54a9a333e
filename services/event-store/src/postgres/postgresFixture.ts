import type pg from 'pg';
import type { EventStoreFixture } from '../testing/fixture.js';
import type { ExpectedVersion, NewEvent, UpcasterRegistry } from '../types.js';
import { appendToStreamSql, createStreamSql } from './appendSql.js';
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
      let ended = false;
      const end = async (statement: string) => {
        if (ended) return;
        ended = true;
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
          if (expectedVersion === 'any') throw new Error('held appends take an explicit expected version');
          const expected = expectedVersion === 'no_stream' ? 0 : expectedVersion;
          const payload = events.map((e, i) => ({
            id: crypto.randomUUID(),
            type: e.type,
            data: e.data,
            metadata: { i },
          }));
          const { rows } = await client.query(expected === 0 ? createStreamSql : appendToStreamSql, [
            streamId,
            expected === 0 ? streamId.split('-', 1)[0] : expected,
            JSON.stringify(payload),
          ]);
          if (rows[0]?.version == null) throw new Error(`held append to ${streamId} conflicted`);
        },
        commit: () => end('commit'),
        rollback: () => end('rollback'),
      };
    },
  };
}
