import type { IncomingMessage } from 'node:http';
import { type Config, isLocalMode } from '@tams/platform';
import type { Middleware } from 'koa';
import type { ErrorBody } from './errors.js';

type HostConfig = Pick<Config, 'mode' | 'trustProxy' | 'publicUrl'>;

const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];
const defaultPorts: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * The origins (scheme, host and port) this server's pages are served from: PUBLIC_URL's, and in local
 * modes this machine's loopback names over http at the port the server listens on (`port`).
 */
export function allowedOrigins(config: HostConfig, port: number): Set<string> {
  const origins = new Set([new URL(config.publicUrl).origin]);
  if (isLocalMode(config.mode))
    for (const name of loopbackNames) origins.add(new URL(`http://${name}:${port}`).origin);
  return origins;
}

/** The same origins as a Host header names them: with the port, and without it where it is the default. */
function servedHosts(config: HostConfig, port: number): Set<string> {
  const hosts = new Set<string>();
  for (const origin of allowedOrigins(config, port)) {
    const url = new URL(origin);
    hosts.add(url.host);
    hosts.add(`${url.hostname}:${url.port || defaultPorts[url.protocol]}`);
  }
  return hosts;
}

/** The host a request was addressed to: the trusted proxy's X-Forwarded-Host, else Host. */
export function requestedHost(request: IncomingMessage, config: Pick<Config, 'trustProxy'>): string {
  const forwarded = config.trustProxy
    ? String(request.headers['x-forwarded-host'] ?? '')
        .split(',')[0]
        ?.trim()
    : undefined;
  return (forwarded || request.headers.host || '').toLowerCase();
}

/**
 * Whether a URL a browser names as where a request came from (Origin, or a Referer) is one of this site's
 * origins (scheme, host and port alike). "null" and anything that is no URL are not.
 */
export function isOurOrigin(url: string, request: IncomingMessage, config: HostConfig): boolean {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return false;
  }
  return allowedOrigins(config, request.socket.localPort ?? 0).has(origin);
}

/** Why a request addressed to another host is not served, or undefined when its host is one of ours. */
export function unknownHostRefusal(request: IncomingMessage, config: HostConfig): string | undefined {
  const host = requestedHost(request, config);
  const served = servedHosts(config, request.socket.localPort ?? 0);
  if (served.has(host)) return undefined;
  const names = [...allowedOrigins(config, request.socket.localPort ?? 0)].map(
    (origin) => new URL(origin).host,
  );
  return `Unknown host ${JSON.stringify(host.slice(0, 200))}: this server answers to ${names.join(', ')} only (set PUBLIC_URL to the address people use)`;
}

/** Load balancers and container health checks address an instance by its own address. */
const anyHostPaths = new Set(['/api/health']);

/**
 * Serves only the hosts of allowedOrigins (421 otherwise), before anything else: a page on another name
 * that resolves to this machine (DNS rebinding) reaches no route, and so cannot use the dev sign-in of a
 * local server. The health check answers whatever host it is asked by.
 */
export function refuseUnknownHosts(config: HostConfig): Middleware {
  return async (ctx, next) => {
    if (anyHostPaths.has(ctx.path) && (ctx.method === 'GET' || ctx.method === 'HEAD')) return next();
    const refusal = unknownHostRefusal(ctx.req, config);
    if (!refusal) return next();
    ctx.status = 421;
    ctx.body = { message: refusal, errors: { Host: refusal } } satisfies ErrorBody;
  };
}
