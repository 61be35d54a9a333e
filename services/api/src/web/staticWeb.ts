import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { send } from '@koa/send';
import type { Middleware } from 'koa';
import { isApiPath } from '../http/requestBody.js';

/**
 * Serves the built web app (web/dist) on the API's port: hashed assets cached for a year, index.html never
 * cached, and any other GET for a page answered with index.html so client-side routes survive a reload.
 */
export function staticWeb(root: string): Middleware {
  const index = join(root, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    if (ctx.path.startsWith('/assets/')) {
      const served = await send(ctx, ctx.path, {
        root,
        immutable: true,
        maxAge: 365 * 24 * 3600_000,
        gzip: true,
        brotli: true,
      }).catch(() => undefined);
      if (served) return;
      return next();
    }
    const file = ctx.path !== '/' && existsSync(join(root, ctx.path)) ? ctx.path : '/index.html';
    if (!existsSync(index)) return next();
    ctx.set('Cache-Control', file === '/index.html' ? 'no-cache' : 'public, max-age=3600');
    await send(ctx, file, { root });
  };
}
