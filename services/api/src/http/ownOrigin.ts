import type { IncomingMessage } from 'node:http';
import type { Config } from '@tams/platform';

/**
 * Whether a URL a browser names as where a request came from (Origin, or a Referer) is this site: the
 * host the request was addressed to (the proxy's X-Forwarded-Host when it is trusted) or PUBLIC_URL's.
 * "null" and anything that is no URL are not.
 */
export function isOurOrigin(
  url: string,
  request: IncomingMessage,
  config: Pick<Config, 'trustProxy' | 'publicUrl'>,
): boolean {
  let host: string;
  try {
    host = new URL(url).host;
  } catch {
    return false;
  }
  const forwarded = config.trustProxy
    ? String(request.headers['x-forwarded-host'] ?? '')
        .split(',')[0]
        ?.trim()
    : undefined;
  return [request.headers.host, forwarded, new URL(config.publicUrl).host].includes(host);
}
