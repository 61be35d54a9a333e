import { ConfigError, createLogger, loadConfig } from '@tams/platform';
import { startServer } from './server.js';

/** `npm start` / a container's command: run the roles ROLE names until SIGINT or SIGTERM. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const server = await startServer(config, logger);
  if (server.url)
    logger.info(
      { url: server.url, mode: config.mode, role: config.role },
      `TAMS is running at ${server.url}`,
    );
  else logger.info({ mode: config.mode, role: config.role }, 'TAMS is running');
  let signals = 0;
  const shutdown = (signal: string) => {
    signals += 1;
    if (signals > 1) process.exit(1); // a second Ctrl-C: stop now
    logger.info({ signal }, 'shutting down');
    server.stop().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('TAMS failed to start:', error);
  process.exit(1);
});
