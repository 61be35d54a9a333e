import { eventUpcasters } from '@tams/domain';
import { PostgresEventStore, readParkedEvents } from '@tams/event-store';
import { ensureReadModels, projections, rebuildProjection } from '@tams/projections';
import { openConfiguredDatabase } from '../server.js';
import { readModelCommand } from './readModelArgs.js';

/**
 * npm run projections:rebuild [name ...]: rebuilds read models into a new generation while the app keeps
 * serving the current one, then swaps it in. Interrupted (even by kill -9), it resumes where it stopped.
 * It applies every event again: parked events that now apply are no longer parked; it says which still are.
 */
async function main() {
  const { config, logger, names } = readModelCommand();
  const { url, database, embedded } = await openConfiguredDatabase(config, logger, false);
  try {
    await ensureReadModels(database.db);
    const store = new PostgresEventStore({ pool: database.pool, upcasters: eventUpcasters });
    for (const projection of projections.filter((p) => names.length === 0 || names.includes(p.name))) {
      const started = performance.now();
      let lastReport = started;
      const result = await rebuildProjection({
        db: database.db,
        store,
        projection,
        connectionString: url,
        onProgress: ({ events }) => {
          const now = performance.now();
          if (now - lastReport < 1000) return;
          lastReport = now;
          console.log(`${projection.name}: ${events} events...`);
        },
      });
      const seconds = (performance.now() - started) / 1000;
      const rate = Math.round(result.events / Math.max(seconds, 0.001));
      const parked = await readParkedEvents(database.db, { processor: projection.name });
      console.log(
        `${projection.name}: generation ${result.generation} from ${result.events} events in ${seconds.toFixed(1)} s (${rate} events/s)${result.resumed ? ', resumed' : ''}${parked.length > 0 ? `, ${parked.length} events parked (see /api/health)` : ''}`,
      );
    }
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(`Rebuild failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
