import { randomUUID } from 'node:crypto';
import type { Logger } from '@tams/platform';
import type { Middleware } from 'koa';
import { isApiPath } from './requestBody.js';

const requestIdPattern = /^[\w.:-]{1,100}$/;

/** A request id (the client's X-Request-Id when sane, else a new one) on the response and every log line. */
export function requestLogging(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = requestIdPattern.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      if (isApiPath(ctx.path)) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const line = {
          requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(ms * 10) / 10,
        };
        // a 503 is a refusal we chose (uploads busy: Retry-After), not a fault
        if (ctx.status === 503) logger.warn(line, 'request');
        else if (ctx.status >= 500) logger.error(line, 'request');
        else logger.info(line, 'request');
      }
    }
  };
}
