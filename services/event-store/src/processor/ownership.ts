import pg from 'pg';

/**
 * One active instance per processor (DESIGN §5): a session-level advisory lock on a dedicated connection.
 * A session lock keeps no transaction open, so it does not hold back the event readers' xmin. When the
 * owning process dies its connection closes and a standby's next attempt takes over. Ownership is only an
 * efficiency measure: the checkpoint compare-and-set keeps two owners from applying a batch twice.
 */
export class AdvisoryLockOwnership {
  private client: pg.Client | undefined;
  private held = false;

  constructor(
    private readonly connectionString: string,
    private readonly lockName: string,
  ) {}

  get isHeld(): boolean {
    return this.held;
  }

  async tryAcquire(): Promise<boolean> {
    if (this.held) return true;
    try {
      if (!this.client) {
        const client = new pg.Client({
          connectionString: this.connectionString,
          application_name: `tams-lock:${this.lockName}`,
        });
        const lost = () => {
          this.held = false;
          if (this.client === client) this.client = undefined;
        };
        client.on('error', lost);
        client.on('end', lost);
        await client.connect();
        this.client = client;
      }
      const { rows } = await this.client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock(hashtextextended($1, 0)) as ok',
        [this.lockName],
      );
      this.held = rows[0]?.ok === true;
    } catch {
      this.held = false;
      await this.disconnect();
    }
    return this.held;
  }

  async release(): Promise<void> {
    this.held = false;
    await this.disconnect();
  }

  private async disconnect(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => {});
  }
}
