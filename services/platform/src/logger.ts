import pino from 'pino';
import type { Config } from './config.js';

export type Logger = pino.Logger;

/**
 * JSON logs (pino). Request logs carry a request id; secrets never reach them: authorization and cookie
 * headers and any password-like field are redacted.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, name = 'tams'): Logger {
  return pino({
    name,
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.secret',
        '*.apiKey',
        'databaseUrl',
        'smtpUrl',
        '*.smtpUrl',
      ],
      censor: '[redacted]',
    },
  });
}
