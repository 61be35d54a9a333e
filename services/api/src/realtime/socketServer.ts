import { type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '@tams/platform';
import type Koa from 'koa';
import { WebSocketServer } from 'ws';
import type { AppContext } from '../context.js';
import { unknownHostRefusal } from '../http/servedHosts.js';
import { relayLiveChanges } from './liveChanges.js';
import { relayProgressEvents } from './progressEvents.js';
import { closeCodes, SocketHub } from './socketHub.js';
import { identifyRequest, isOwnOrigin } from './socketIdentity.js';

export const socketPath = '/api/socket';

/** Resources whose change can change who a connection acts for (roles, workgroup rights, keys, step). */
const identityResources = new Set(['users', 'workgroupMemberships', 'apiKeys', 'academicPeriods', '*']);

export interface LiveSocket {
  hub: SocketHub;
  close(): Promise<void>;
}

/** Answers an upgrade request with a plain HTTP refusal (the client sees the status, as for REST). */
function refuse(socket: Duplex, status: number, message: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

const pathOf = (request: IncomingMessage) => new URL(request.url ?? '/', 'http://socket').pathname;

/**
 * The WebSocket at /api/socket (DESIGN §7) on the API's HTTP server: plain `ws` on 'upgrade' (koa-websocket
 * is not installed). A handshake to one of our hosts (http/servedHosts.ts) is authenticated like any
 * request (session cookie or API key) and from our own origin, else refused with 421/401/403 before any
 * upgrade. Connections are kept in the hub with their identity, refreshed when their session or user
 * changes, and pinged every 30 s.
 */
export function attachSocket(options: {
  server: Server;
  app: Koa;
  deps: AppContext;
  logger: Logger;
}): LiveSocket {
  const { server, app, deps, logger } = options;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const hub = new SocketHub(logger);

  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const unknownHost = unknownHostRefusal(request, deps.config);
    if (unknownHost) return refuse(socket, 421, unknownHost);
    if (pathOf(request) !== socketPath) return refuse(socket, 404, 'No such endpoint');
    if (!isOwnOrigin(request, deps)) return refuse(socket, 403, 'Unauthorized request');
    const identified = await identifyRequest(app, deps, request);
    if (!identified.identity) return refuse(socket, 401, identified.refusal);
    if (socket.destroyed) return;
    sockets.handleUpgrade(request, socket, head, (ws) => {
      ws.on('error', (error) => logger.debug({ err: error }, 'socket error'));
      // nothing is asked of the server over the socket yet: client messages are ignored
      hub.add(ws, identified.identity, async () => (await identifyRequest(app, deps, request)).identity);
    });
  };
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    upgrade(request, socket, head).catch((error: unknown) => {
      logger.error({ err: error }, 'socket handshake failed');
      refuse(socket, 500, 'The connection could not be set up');
    });
  };
  server.on('upgrade', onUpgrade);

  const heartbeat = setInterval(() => hub.heartbeat(), 30_000);
  // sessions slide and expire, API keys expire: a long-lived connection is checked again every minute
  const recheck = setInterval(() => void hub.refresh(), 60_000);
  heartbeat.unref();
  recheck.unref();
  const offSession = deps.events.onSessionChanged(
    (key) => void hub.refresh((client) => client.identity.sessionKey === key),
  );
  const offCommit = deps.events.onReadModelCommit((commit) => {
    const changed = commit.changes.filter((change) => identityResources.has(change.resource));
    if (changed.length === 0) return;
    const users = changed.every((change) => change.resource === 'users' && change.ids)
      ? new Set(changed.flatMap((change) => change.ids ?? []))
      : undefined;
    void hub.refresh(
      (client) =>
        !users ||
        users.has(client.identity.auth.authenticatedUserId) ||
        users.has(client.identity.auth.workingUserId),
    );
  });

  const offLive = relayLiveChanges(deps.events, hub, deps.db);
  const offProgress = relayProgressEvents(deps.events, hub, deps.db);

  return {
    hub,
    async close() {
      offLive();
      offProgress();
      server.off('upgrade', onUpgrade);
      clearInterval(heartbeat);
      clearInterval(recheck);
      offSession();
      offCommit();
      await hub.closeAll(closeCodes.goingAway, 'Server stopping');
      await new Promise<void>((done) => sockets.close(() => done()));
    },
  };
}
