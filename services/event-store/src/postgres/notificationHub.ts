import pg from 'pg';

type Handler = (payload: string) => void;

/**
 * One dedicated LISTEN connection per process, shared by every channel. Reconnects with backoff; after a
 * reconnect it calls the `onReconnect` handlers, because notifications sent while it was down are lost and
 * subscribers must re-read what they track (they all also poll, so nothing depends on a notification).
 */
export class NotificationHub {
  private client: pg.Client | undefined;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly reconnectHandlers = new Set<() => void>();
  private closed = false;
  private connecting: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, handler: Handler): Promise<() => void> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      if (this.client) await this.client.query(`listen ${pg.escapeIdentifier(channel)}`).catch(() => {});
    }
    set.add(handler);
    await this.connect();
    return () => set.delete(handler);
  }

  onReconnect(handler: () => void): () => void {
    this.reconnectHandlers.add(handler);
    return () => this.reconnectHandlers.delete(handler);
  }

  private connect(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open(attempt = 0): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'tams-listen',
    });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      if (!this.closed) this.scheduleReconnect(1);
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      for (const channel of this.handlers.keys())
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      this.client = client;
      if (attempt > 0) for (const handler of this.reconnectHandlers) handler();
    } catch {
      await client.end().catch(() => {});
      if (!this.closed) this.scheduleReconnect(attempt + 1);
    }
  }

  private scheduleReconnect(attempt: number): void {
    clearTimeout(this.retryTimer);
    const delay = Math.min(5000, 100 * 2 ** attempt);
    this.retryTimer = setTimeout(() => {
      if (!this.closed && !this.client) void this.open(attempt);
    }, delay);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}

/**
 * Sends NOTIFY outside any append transaction, coalesced: at most one in flight; whatever arrives meanwhile
 * is sent once afterwards with the latest payload. Used to wake processors in other processes.
 */
export class CoalescedNotifier {
  private inFlight = false;
  private pending: string | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly channel: string,
  ) {}

  notify(payload: string): void {
    this.pending = payload;
    if (!this.inFlight) void this.flush();
  }

  private async flush(): Promise<void> {
    this.inFlight = true;
    while (this.pending !== undefined) {
      const payload = this.pending;
      this.pending = undefined;
      await this.pool.query('select pg_notify($1, $2)', [this.channel, payload]).catch(() => {});
    }
    this.inFlight = false;
  }
}
