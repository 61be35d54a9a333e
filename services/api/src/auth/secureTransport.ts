import type { Config } from '@tams/platform';
import type { Context } from 'koa';
import { sessionCookieOptions } from './sessions.js';

/**
 * Why this request cannot be given a session, or undefined. Outside local modes the session cookie is
 * secure, and a secure cookie cannot be set on a request that came over plain http (Koa throws): that is
 * a deployment without TLS, or a TLS proxy Koa is not told to trust. Checked before a session row is
 * written, so a sign-in refused for it leaves nothing behind.
 */
export function insecureTransport(
  ctx: Context,
  config: Pick<Config, 'mode' | 'trustProxy' | 'publicUrl'>,
): string | undefined {
  if (!sessionCookieOptions(config).secure || ctx.secure) return undefined;
  const start = `Sign-in needs https in ${config.mode} mode (its session cookie is secure), but this request came over plain http.`;
  return config.trustProxy
    ? `${start} TRUST_PROXY is on, but the proxy did not send X-Forwarded-Proto: https. Reach TAMS at its https address (PUBLIC_URL=${config.publicUrl}) through a proxy that sends X-Forwarded-Proto.`
    : `${start} If a TLS proxy is in front of TAMS, set TRUST_PROXY=true; PUBLIC_URL (now ${config.publicUrl}) must be the https address people use.`;
}
