import type { Middleware } from 'koa';
import { isApiPath } from './requestBody.js';

/** Baseline headers on every response; API lists expose their paging headers to cross-origin clients. */
export const securityHeaders: Middleware = async (ctx, next) => {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'same-origin');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set(
    'Access-Control-Expose-Headers',
    'Content-Range, X-Total-Count, ETag, Location, X-Request-Id, X-Published',
  );
  if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
  await next();
};

/**
 * Paths whose body is not JSON, and the one media type each takes: the SAML ACS (the IdP's browser form
 * post) and file uploads (multipart).
 */
export const nonJsonBodies: Record<string, string> = {
  '/api/auth/saml/callback': 'urlencoded',
  '/api/settings/upload/logo': 'multipart',
};

/** Commands take JSON: anything else with a body is refused before it reaches a route (415). */
export const requireJsonBody: Middleware = async (ctx, next) => {
  const hasBody = Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';
  const expected = nonJsonBodies[ctx.path] ?? 'json';
  if (
    isApiPath(ctx.path) &&
    ['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) &&
    hasBody &&
    !ctx.is(expected)
  ) {
    ctx.status = 415;
    ctx.body = {
      message:
        expected === 'json'
          ? 'Send the body as JSON (Content-Type: application/json)'
          : `Send the body as ${expected === 'multipart' ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}`,
    };
    return;
  }
  await next();
};
