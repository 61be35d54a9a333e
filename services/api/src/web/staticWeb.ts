import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { send } from '@koa/send';
import type { Middleware } from 'koa';
import { isApiPath } from '../http/requestBody.js';

/**
 * The policy the built app runs under (checked page by page in Chromium: tests/ui/contentPolicy.spec.ts):
 * its own scripts only; inline styles too, because MUI's emotion injects <style> elements at run time;
 * images from itself (the uploaded logo at /api/logo.png) and data: URIs (the favicon, `data:,`); fetch and
 * the live-updates socket to itself ('self' covers ws: and wss: on the same host); no plugins, no framing,
 * no <base> or form posts elsewhere.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Powerful features the app never uses, off for it and anything it might embed. */
export const permissionsPolicy = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Serves the built web app (web/dist) on the API's port: hashed assets cached for a year (immutable), in
 * the brotli or gzip copy the build made (web/vite.config.ts) when the browser accepts it, index.html never
 * cached, and any other GET for a page answered with index.html so client-side routes survive a reload.
 */
export function staticWeb(root: string): Middleware {
  const index = join(root, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    if (ctx.path.startsWith('/assets/')) {
      // a shared cache must not hand the brotli copy to a browser that asked without br
      ctx.vary('Accept-Encoding');
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
    ctx.set('Content-Security-Policy', contentSecurityPolicy);
    ctx.set('Permissions-Policy', permissionsPolicy);
    await send(ctx, file, { root });
  };
}
