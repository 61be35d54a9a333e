import { randomBytes } from 'node:crypto';
import type { ReadModels } from '@tams/projections';
import { sql } from 'kysely';

/**
 * A row of the auth_requests table (api_0002_auth_requests in database/migrations.ts), beside the read
 * models in the app's database; `data` is what the request's kind saved.
 */
export interface AuthRequestsTable<T = unknown> {
  kind: string;
  id: string;
  data: T;
  expires_at: Date;
}

/**
 * Sign-in requests in flight with an identity provider (SAML request ids for InResponseTo, OIDC state with
 * its nonce and PKCE verifier). Kept in PostgreSQL, not in memory, so the IdP's answer may reach any API
 * process; each is taken once (a replayed answer finds nothing) and expires.
 */
export class PendingSignIns {
  constructor(private readonly db: ReadModels) {}

  async save(kind: string, id: string, data: unknown, ttlSeconds: number): Promise<void> {
    await sql`
      insert into auth_requests (kind, id, data, expires_at)
      values (${kind}, ${id}, ${JSON.stringify(data ?? null)}::jsonb, now() + make_interval(secs => ${ttlSeconds}))
      on conflict (kind, id) do update set data = excluded.data, expires_at = excluded.expires_at
    `.execute(this.db);
    await this.sweep();
  }

  /**
   * Records that `id` was used, once: true for the first call, false for every later one while the
   * record lives (a replayed answer). For answers already verified, so only real sign-ins write.
   */
  async useOnce(kind: string, id: string, ttlSeconds: number): Promise<boolean> {
    const { rows } = await sql`
      insert into auth_requests (kind, id, data, expires_at)
      values (${kind}, ${id}, null, now() + make_interval(secs => ${ttlSeconds}))
      on conflict (kind, id) do nothing
      returning 1
    `.execute(this.db);
    await this.sweep();
    return rows.length === 1;
  }

  /**
   * A random key every API process shares (the first to ask makes it), to sign what a browser carries
   * between the start of a sign-in and its answer, so that starting one writes nothing.
   */
  async sharedKey(name: string): Promise<Buffer> {
    const made = randomBytes(32).toString('base64url');
    await sql`
      insert into auth_requests (kind, id, data, expires_at)
      values ('key', ${name}, to_jsonb(${made}::text), 'infinity')
      on conflict (kind, id) do nothing
    `.execute(this.db);
    const { rows } = await sql<{ data: string }>`
      select data from auth_requests where kind = 'key' and id = ${name}
    `.execute(this.db);
    return Buffer.from(rows[0]!.data, 'base64url');
  }

  /** Keeps the table small: expired requests are never taken. */
  private async sweep(): Promise<void> {
    await sql`delete from auth_requests where expires_at < now() - interval '1 hour'`.execute(this.db);
  }

  /** The request's data, removed so it cannot be used twice; undefined when unknown or expired. */
  async take<T>(kind: string, id: string): Promise<T | undefined> {
    const { rows } = await sql<Pick<AuthRequestsTable<T>, 'data'> & { live: boolean }>`
      delete from auth_requests where kind = ${kind} and id = ${id}
      returning data, expires_at > now() as live
    `.execute(this.db);
    return rows[0]?.live ? rows[0].data : undefined;
  }
}
