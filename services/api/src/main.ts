import { ConfigError, createLogger, loadConfig } from '@tams/platform';
import { startServer } from './server.js';

/**
 * `npm start` / a container's command: run the roles ROLE names until SIGINT or SIGTERM. A signal during
 * startup stops the app as soon as it has started (the embedded database included). Ctrl-C reaches this
 * process twice (from the terminal and forwarded by scripts/start.mjs): a repeat within a second is the
 * same request; a later one stops at once, without waiting for the graceful shutdown.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const starting = startServer(config, logger);
  let requested: number | undefined;
  const shutdown = (signal: string) => {
    if (requested !== undefined) {
      if (Date.now() - requested > 1000) process.exit(1);
      return;
    }
    requested = Date.now();
    logger.info({ signal }, 'shutting down');
    void starting
      .then((server) => server.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  const server = await starting;
  if (requested !== undefined) return;
  if (server.url)
    logger.info(
      { url: server.url, mode: config.mode, role: config.role },
      `TAMS is running at ${server.url}`,
    );
  else logger.info({ mode: config.mode, role: config.role }, 'TAMS is running');
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('TAMS failed to start:', error);
  process.exit(1);
});
