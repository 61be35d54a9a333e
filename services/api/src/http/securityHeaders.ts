import type { Config } from '@tams/platform';
import type { Context, Middleware } from 'koa';
import { bearerKeyOf } from '../auth/authenticate.js';
import type { ErrorBody } from './errors.js';
import { isOurOrigin } from './servedHosts.js';
import { isApiPath } from './requestBody.js';

/**
 * Baseline headers on every response; API lists expose their paging headers to cross-origin clients.
 * Production is reached over https only (PUBLIC_URL): browsers are told to keep to it for a year (HSTS).
 */
export const securityHeaders =
  (config: Pick<Config, 'mode'>): Middleware =>
  async (ctx, next) => {
    if (config.mode === 'production')
      ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set(
      'Access-Control-Expose-Headers',
      'Content-Range, X-Total-Count, ETag, Location, X-Request-Id, X-Published, X-As-Of',
    );
    if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
    await next();
  };

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Spec §7 keeps logout a GET: a cross-site link or image must not end someone's session. */
const stateChangingGets = new Set(['/api/auth/logout']);
/**
 * The one write that is cross-site by design: the IdP's form post to the SAML ACS. It proves itself
 * otherwise: a response the IdP signed, to the request this browser started (auth/saml/requestCookie.ts).
 */
const crossSiteEntryPoints = new Set(['/api/auth/saml/callback']);

/**
 * Refuses (403) a state-changing API request a browser makes on behalf of another site (CSRF). The
 * session cookie is SameSite=Lax, which keeps it off cross-site POSTs, but not off same-site ones (a
 * sibling subdomain), not off top-level GETs (logout), and not in a browser that ignores SameSite: so the
 * request must also come from our own origin (servedHosts.ts, as for the socket) by what the browser says:
 * Sec-Fetch-Site, else Origin, else Referer. A request saying none of these is no browser's (curl,
 * scripts) and goes on. API-key requests go on too: the key is a header no other site can make a browser
 * send, and they carry no cookie authority (auth/authenticate.ts takes the key alone).
 */
export function refuseCrossSiteRequests(
  config: Pick<Config, 'mode' | 'trustProxy' | 'publicUrl'>,
): Middleware {
  return async (ctx, next) => {
    const guarded =
      isApiPath(ctx.path) &&
      (writeMethods.has(ctx.method) || (ctx.method === 'GET' && stateChangingGets.has(ctx.path)));
    if (!guarded || crossSiteEntryPoints.has(ctx.path) || bearerKeyOf(ctx) !== undefined) return next();
    const refusal = crossSiteEvidence(ctx, config);
    if (!refusal) return next();
    const message = `Cross-site request refused: ${refusal.header} ${refusal.value} is not this site. Make changes from TAMS's own pages, or with an API key (Authorization: Bearer).`;
    ctx.status = 403;
    ctx.body = {
      message,
      errors: { [refusal.header]: `${refusal.value} is not this site`, root: { serverError: message } },
    } satisfies ErrorBody;
  };
}

/** The header that shows the request came from another site, if one does. */
function crossSiteEvidence(
  ctx: Context,
  config: Pick<Config, 'mode' | 'trustProxy' | 'publicUrl'>,
): { header: string; value: string } | undefined {
  const fetchSite = ctx.get('sec-fetch-site');
  // same-site is another origin too (a sibling subdomain); none is the person's own navigation
  if (fetchSite === 'cross-site' || fetchSite === 'same-site')
    return { header: 'Sec-Fetch-Site', value: fetchSite };
  const origin = ctx.get('origin');
  // "null" (a sandboxed frame, a data: page, a redirect across origins) is never ours
  if (origin) return isOurOrigin(origin, ctx.req, config) ? undefined : { header: 'Origin', value: origin };
  const referer = ctx.get('referer');
  if (referer && !isOurOrigin(referer, ctx.req, config))
    return { header: 'Referer', value: referer.slice(0, 200) };
  return undefined;
}

/** The media types a spreadsheet file sent as the body may have, as the browser's File gives it. */
const spreadsheetTypes = [
  'text/csv',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/octet-stream',
];

/**
 * Paths whose body is not JSON, and the one media type each takes: the SAML ACS (the IdP's browser form
 * post) and file uploads (multipart).
 */
export const nonJsonBodies: Record<string, string | readonly string[]> = {
  '/api/auth/saml/callback': 'urlencoded',
  '/api/settings/upload/logo': 'multipart',
  // the payroll file as the body (DESIGN §14)
  '/api/effortImports/dryRun': spreadsheetTypes,
  // a registrar or HR file as the body (Data Services imports)
  '/api/dataServices/imports/courses/dryRun': spreadsheetTypes,
  '/api/dataServices/imports/sections/dryRun': spreadsheetTypes,
  '/api/dataServices/imports/people/dryRun': spreadsheetTypes,
};

const unsupportedMediaMessage = (expected: string | readonly string[]) => {
  if (Array.isArray(expected))
    return `Send the file as the body (Content-Type: one of ${expected.join(', ')})`;
  if (expected === 'json') return 'Send the body as JSON (Content-Type: application/json)';
  return `Send the body as ${expected === 'multipart' ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}`;
};

/**
 * Commands take JSON: anything else with a body is refused before it reaches a route (415). A request with
 * no body goes on whatever type it declares (ra-data-simple-rest's DELETE says text/plain): it carries no
 * input to misread, and where it comes from is refuseCrossSiteRequests' to judge.
 */
export const requireJsonBody: Middleware = async (ctx, next) => {
  const hasBody = Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';
  const expected = nonJsonBodies[ctx.path] ?? 'json';
  if (
    isApiPath(ctx.path) &&
    ['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) &&
    hasBody &&
    !ctx.is(...[expected].flat())
  ) {
    ctx.status = 415;
    ctx.body = { message: unsupportedMediaMessage(expected) };
    return;
  }
  await next();
};
