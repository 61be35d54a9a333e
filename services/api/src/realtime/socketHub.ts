import type { Logger } from '@tams/platform';
import type { WebSocket } from 'ws';
import type { SocketIdentity } from './socketIdentity.js';

/** Every message on /api/socket, both ways (DESIGN §7). */
export interface SocketMessage<Payload = unknown> {
  type: string;
  payload: Payload;
}

/** A connection as publishers see it: who it acts for, now (it follows masquerade and session ends). */
export interface SocketClient {
  readonly id: number;
  readonly identity: SocketIdentity;
}

export type ClientFilter = (client: SocketClient) => boolean;

/** Close codes the web client acts on: 4401 = signed out (do not retry with the same session). */
export const closeCodes = { signedOut: 4401, goingAway: 1001, tooSlow: 1008 } as const;

/** A client this far behind is not reading: it is dropped rather than buffering without end. */
const maxBufferedBytes = 4 * 1024 * 1024;

interface Entry extends SocketClient {
  identity: SocketIdentity;
  socket: WebSocket;
  alive: boolean;
  reidentify(): Promise<SocketIdentity | undefined>;
}

/**
 * The open socket connections with their auth context. `publish` sends a message to the clients a filter
 * picks (the starter of a job; next: those whose ability lets them read a resource), so what a client
 * receives is decided per client, never by the client.
 */
export class SocketHub {
  private readonly entries = new Map<WebSocket, Entry>();
  private nextId = 1;

  constructor(private readonly logger: Logger) {}

  get size(): number {
    return this.entries.size;
  }

  add(
    socket: WebSocket,
    identity: SocketIdentity,
    reidentify: () => Promise<SocketIdentity | undefined>,
  ): SocketClient {
    const entry: Entry = { id: this.nextId++, identity, socket, alive: true, reidentify };
    this.entries.set(socket, entry);
    socket.on('pong', () => (entry.alive = true));
    socket.on('close', () => this.entries.delete(socket));
    return entry;
  }

  /** Sends to every client the filter picks; answers how many. */
  publish(message: SocketMessage, filter: ClientFilter = () => true): number {
    const text = JSON.stringify(message);
    return this.publishEach((client) => (filter(client) ? text : undefined));
  }

  /** Sends each client its own message (or none: undefined), e.g. only the ids it may read; answers how many. */
  publishEach(messageFor: (client: SocketClient) => SocketMessage | string | undefined): number {
    let sent = 0;
    for (const entry of this.entries.values()) {
      if (entry.socket.readyState !== entry.socket.OPEN) continue;
      const message = messageFor(entry);
      if (message === undefined) continue;
      if (entry.socket.bufferedAmount > maxBufferedBytes) {
        entry.socket.close(closeCodes.tooSlow, 'Not reading its messages');
        continue;
      }
      entry.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
      sent++;
    }
    return sent;
  }

  /**
   * Resolves the identity of the clients a filter picks again (a session ended or changed, a user's roles
   * changed): a client whose session or key no longer holds is closed.
   */
  async refresh(filter: ClientFilter = () => true): Promise<void> {
    const picked = [...this.entries.values()].filter(filter);
    await Promise.all(
      picked.map(async (entry) => {
        const identity = await entry.reidentify().catch((error: unknown) => {
          this.logger.warn({ err: error }, 'socket identity refresh failed; keeping the last one');
          return entry.identity;
        });
        if (identity) entry.identity = identity;
        else entry.socket.close(closeCodes.signedOut, 'Signed out');
      }),
    );
  }

  /** Ping round: a client that did not answer the last ping is gone (a dead network path, no FIN). */
  heartbeat(): void {
    for (const entry of this.entries.values()) {
      if (!entry.alive) {
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      entry.socket.ping();
    }
  }

  /** Closes every connection; one that does not answer the close handshake within `graceMs` is cut off. */
  async closeAll(code: number, reason: string, graceMs = 1000): Promise<void> {
    const closing = [...this.entries.values()].map(
      (entry) =>
        new Promise<void>((done) => {
          entry.socket.once('close', () => done());
          entry.socket.close(code, reason);
        }),
    );
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((done) => (timer = setTimeout(done, graceMs)));
    await Promise.race([Promise.all(closing), grace]);
    clearTimeout(timer);
    for (const entry of this.entries.values()) entry.socket.terminate();
    this.entries.clear();
  }
}
