import type { Context } from 'koa';
import { requestIdLifetimeMs } from './requestIds.js';

/**
 * Binds an AuthnRequest to the browser that started it (login CSRF): the start route leaves the request id
 * in this cookie, and the ACS takes only a response whose InResponseTo is that id. Without it, an
 * attacker's own valid response, posted from a victim's browser, would sign the victim in as the attacker.
 */
export const samlRequestCookie = 'tams_saml_request';

/**
 * The IdP's form post is cross-site, and a cross-site POST carries only a SameSite=None cookie, which
 * browsers take only with Secure: so over https. Over plain http (local modes) the cookie has no SameSite:
 * browsers that default it to Lax still send it to an IdP on the same site (localhost on any port), and
 * Chromium for two minutes after it was set to any IdP.
 */
const cookieOptions = (ctx: Context) => ({
  httpOnly: true,
  path: '/api/auth/saml',
  secure: ctx.secure,
  sameSite: ctx.secure ? ('none' as const) : false,
  overwrite: true,
});

/** `signed`: the request's id and time, signed (SamlRequestIds.sign). */
export function rememberSamlRequest(ctx: Context, signed: string): void {
  ctx.cookies.set(samlRequestCookie, signed, { ...cookieOptions(ctx), maxAge: requestIdLifetimeMs });
}

/** The AuthnRequest this browser started, as signed (SamlRequestIds.verify checks it), if it kept one. */
export const samlRequestOf = (ctx: Context): string | undefined => ctx.cookies.get(samlRequestCookie);

/** Once a response to it is taken up, the request is used, whatever the outcome. */
export function forgetSamlRequest(ctx: Context): void {
  ctx.cookies.set(samlRequestCookie, null, cookieOptions(ctx));
}
