import { projections } from '@tams/projections';
import { type Config, createLogger, loadConfig, type Logger } from '@tams/platform';

/**
 * What the read-model commands (rebuild, retry) share: the configuration, a quiet logger and the read
 * models named on the command line (none: all). An unknown name ends the process with code 2.
 */
export function readModelCommand(): { config: Config; logger: Logger; names: string[] } {
  const config = loadConfig();
  const logger = createLogger({ logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
  const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = names.filter((name) => !projections.some((projection) => projection.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown read model: ${unknown.join(', ')}. Known: ${projections.map((p) => p.name).join(', ')}`,
    );
    process.exit(2);
  }
  return { config, logger, names };
}
