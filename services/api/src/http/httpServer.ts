import { createServer, type Server } from 'node:http';
import type { Config } from '@tams/platform';
import type Koa from 'koa';

/**
 * The API's HTTP server, bounded so that slow or idle clients cannot hold it: a request must arrive whole
 * (headers and body) within `requestTimeoutMs` (Node answers 408 and closes, checked every second rather
 * than every 30 s), its headers within 20 s, and at most `maxConnections` connections are open at once.
 */
export function createHttpServer(app: Koa, { http }: Pick<Config, 'http'>): Server {
  const server = createServer(
    {
      requestTimeout: http.requestTimeoutMs,
      headersTimeout: Math.min(20_000, http.requestTimeoutMs),
      connectionsCheckingInterval: 1_000,
    },
    app.callback(),
  );
  // Node closes an idle keep-alive connection after 5 s; a client that reuses it at that moment gets
  // ECONNRESET (seen once in the UI suite). Idle connections are kept longer than clients keep them
  // (browsers and proxies: up to 60 s); maxConnections bounds how many. (The headers timeout counts
  // from a request's first byte, not from the idle time before it.)
  server.keepAliveTimeout = 65_000;
  server.maxConnections = http.maxConnections;
  return server;
}
