import { eventUpcasters } from '@tams/domain';
import { PostgresEventStore } from '@tams/event-store';
import { ensureReadModels, projections, retryParkedEvents } from '@tams/projections';
import { openConfiguredDatabase } from '../server.js';
import { readModelCommand } from './readModelArgs.js';

/**
 * npm run projections:retry [name ...]: after a fix is deployed, re-applies the events the read models
 * parked (see /api/health), in log order; those that now apply are no longer parked. The app may keep
 * running. Exit code 1 when some events are still parked.
 */
async function main() {
  const { config, logger, names } = readModelCommand();
  const { database, embedded } = await openConfiguredDatabase(config, logger, false);
  let stillParked = 0;
  try {
    await ensureReadModels(database.db);
    const store = new PostgresEventStore({ pool: database.pool, upcasters: eventUpcasters });
    for (const projection of projections.filter((p) => names.length === 0 || names.includes(p.name))) {
      const result = await retryParkedEvents({ db: database.db, store, projection });
      if (result.applied.length + result.stillParked.length === 0) continue;
      console.log(
        `${projection.name}: ${result.applied.length} applied, ${result.stillParked.length} still parked`,
      );
      for (const event of result.stillParked) {
        console.log(
          `  still parked: ${event.eventType} ${event.streamId} v${event.streamVersion} at ${event.position}: ${event.retryError}`,
        );
      }
      stillParked += result.stillParked.length;
    }
    if (stillParked === 0) console.log('No parked events left.');
  } finally {
    await database.close();
    await embedded?.stop();
  }
  if (stillParked > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`Retry failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
