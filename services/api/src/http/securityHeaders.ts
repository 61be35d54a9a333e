import type { Middleware } from 'koa';

/** Baseline headers on every response; API lists expose their paging headers to cross-origin clients. */
export const securityHeaders: Middleware = async (ctx, next) => {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'same-origin');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Access-Control-Expose-Headers', 'Content-Range, X-Total-Count, ETag, Location, X-Request-Id');
  if (ctx.path.startsWith('/api')) ctx.set('Cache-Control', 'no-store');
  await next();
};

/** Commands take JSON: anything else with a body is refused before it reaches a route (415). */
export const requireJsonBody: Middleware = async (ctx, next) => {
  const hasBody = Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';
  if (
    ctx.path.startsWith('/api') &&
    ['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) &&
    hasBody &&
    !ctx.is('json')
  ) {
    ctx.status = 415;
    ctx.body = { message: 'Send the body as JSON (Content-Type: application/json)' };
    return;
  }
  await next();
};
