import { createTestDatabase, type TestDatabase } from '@tams/tests/support';
import { eventStoreContract } from '../testing/eventStoreContract.js';
import { postgresFixture } from './postgresFixture.js';
import { eventStoreMigrations } from './schema.js';

eventStoreContract('PostgreSQL', async (options) => {
  const database: TestDatabase = await createTestDatabase('es_contract', [eventStoreMigrations], { max: 24 });
  return { ...postgresFixture(database, options), close: () => database.drop() };
});
