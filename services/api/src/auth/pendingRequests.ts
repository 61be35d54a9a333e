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
    // keep the table small: expired requests are never taken
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

  /** Whether the request is known and live, without taking it. */
  async exists(kind: string, id: string): Promise<boolean> {
    const { rows } = await sql`
      select 1 from auth_requests where kind = ${kind} and id = ${id} and expires_at > now()
    `.execute(this.db);
    return rows.length > 0;
  }
}
