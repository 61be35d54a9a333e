import { seedDemoData } from '@tams/demo-data';
import { PostgresEventStore } from '@tams/event-store';
import { createLogger, loadConfig } from '@tams/platform';
import { ensureReadModels } from '@tams/projections';
import { openConfiguredDatabase } from '../server.js';

/** npm run seed [-- --scale large]: demo data into an empty event store (the app projects it when it runs). */
async function main() {
  const config = loadConfig();
  const scaleArg = process.argv.indexOf('--scale');
  const scale = scaleArg > 0 ? process.argv[scaleArg + 1] : config.seedScale;
  if (scale !== 'small' && scale !== 'large') {
    console.error('--scale must be small or large');
    process.exit(2);
  }
  const logger = createLogger(config);
  const { database, embedded } = await openConfiguredDatabase(config, logger, false);
  try {
    await ensureReadModels(database.db);
    const started = performance.now();
    const result = await seedDemoData(database.db, new PostgresEventStore({ pool: database.pool }), {
      scale,
    });
    console.log(
      result.seeded
        ? `Seeded ${result.streams} streams (${scale}) in ${((performance.now() - started) / 1000).toFixed(1)} s`
        : 'The event store is not empty: nothing seeded',
    );
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
