/** A message on /api/socket, both ways (DESIGN §7). */
export interface SocketMessage<Payload = unknown> {
  type: string;
  payload: Payload;
}

export type SocketStatus = 'connecting' | 'open' | 'closed';

/** The server's close code for a session that ended: the same cookie would be refused, so do not retry. */
export const signedOutCloseCode = 4401;
type Handler = (payload: unknown) => void;

/** Spec §9: reconnect after 1 s, doubling up to 5 s; give up on a connection attempt after 20 s. */
export const socketTimings = {
  reconnectMinMs: 1000,
  reconnectMaxMs: 5000,
  connectTimeoutMs: 20_000,
} as const;

/** The socket of the page's own origin: wss when the page came over https (deployed), ws in local modes. */
export const socketUrl = (location: Pick<Location, 'protocol' | 'host'> = window.location) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/socket`;

/** What the client needs of a WebSocket (the browser's, or a test's fake). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  close(code?: number): void;
}

/**
 * One connection to /api/socket shared by the whole page. It is open while anything subscribes, and
 * reconnects with backoff when it drops; `onStatus` tells when it is open again, so what was read
 * meanwhile can be fetched again (DESIGN §7). Messages reach the handlers of their `type`.
 */
export class LiveSocket {
  private socket: SocketLike | undefined;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly statusListeners = new Set<(status: SocketStatus) => void>();
  private subscribers = 0;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  status: SocketStatus = 'closed';

  constructor(
    private readonly url: () => string,
    private readonly open: (url: string) => SocketLike = (url) => new WebSocket(url) as unknown as SocketLike,
  ) {}

  subscribe(type: string, handler: Handler): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler);
    if (++this.subscribers === 1) this.connect();
    return () => {
      set.delete(handler);
      if (--this.subscribers === 0) this.disconnect();
    };
  }

  onStatus(listener: (status: SocketStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private setStatus(status: SocketStatus) {
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }

  private connect() {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.open(this.url());
    this.socket = socket;
    this.setStatus('connecting');
    const timeout = setTimeout(() => socket.close(), socketTimings.connectTimeoutMs);
    socket.onopen = () => {
      clearTimeout(timeout);
      this.attempt = 0;
      this.setStatus('open');
    };
    socket.onmessage = (event) => this.dispatch(event.data);
    socket.onclose = (event) => {
      clearTimeout(timeout);
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.setStatus('closed');
      const signedOut = (event as { code?: number } | undefined)?.code === signedOutCloseCode;
      if (this.subscribers > 0 && !signedOut) this.scheduleReconnect();
    };
  }

  private scheduleReconnect() {
    const { reconnectMinMs, reconnectMaxMs } = socketTimings;
    const delay = Math.min(reconnectMaxMs, reconnectMinMs * 2 ** this.attempt++);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private disconnect() {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    this.attempt = 0;
    socket?.close(1000);
    this.setStatus('closed');
  }

  private dispatch(data: unknown) {
    let message: SocketMessage;
    try {
      message = JSON.parse(String(data)) as SocketMessage;
    } catch {
      return;
    }
    for (const handler of this.handlers.get(message.type) ?? []) handler(message.payload);
  }
}

/** The page's connection. */
export const liveSocket = new LiveSocket(() => socketUrl());
