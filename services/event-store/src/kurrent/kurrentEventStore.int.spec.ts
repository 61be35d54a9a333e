import { createTestDatabase, type TestDatabase } from '@tams/tests/support';
import { describe, it } from 'vitest';
import { eventStoreMigrations } from '../postgres/schema.js';
import { eventStoreContract } from '../testing/eventStoreContract.js';
import type { HeldTransaction } from '../testing/fixture.js';
import type { ExpectedVersion, NewEvent } from '../types.js';
import { KurrentEventStore } from './kurrentEventStore.js';

const url = process.env.EVENTSTORE_URL;

if (!url) {
  describe('KurrentDB event store contract', () => {
    it.skip('skipped: set EVENTSTORE_URL (e.g. kurrentdb://127.0.0.1:2113?tls=false) to run it against a KurrentDB server', () => {});
  });
} else {
  eventStoreContract('KurrentDB', async (options) => {
    const database: TestDatabase = await createTestDatabase('es_kurrent', [eventStoreMigrations]);
    const store = KurrentEventStore.fromConnectionString(url, options);
    return {
      store,
      db: database.db,
      connectionString: database.url,
      // KurrentDB has no client transaction: a held append becomes visible when it "commits"
      transactionsHoldBackReaders: false,
      async openTransaction(): Promise<HeldTransaction> {
        const pending: [string, NewEvent[], ExpectedVersion][] = [];
        return {
          async takeTransactionId() {},
          async append(streamId, events, expectedVersion) {
            pending.push([streamId, events, expectedVersion]);
          },
          async commit() {
            for (const [streamId, events, expectedVersion] of pending.splice(0)) {
              await store.appendToStream(streamId, events, { expectedVersion });
            }
          },
          async rollback() {
            pending.length = 0;
          },
        };
      },
      async close() {
        await store.close();
        await database.drop();
      },
    };
  });
}
