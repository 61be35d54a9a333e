import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CacheItem, CacheProvider } from '@node-saml/passport-saml';
import type { PendingSignIns } from '../pendingRequests.js';

/** How long the IdP has to answer an AuthnRequest we issued. */
export const requestIdLifetimeMs = 10 * 60_000;
const kind = 'saml';

/** An AuthnRequest this browser started: its id and when (the request cookie proves both). */
export interface StartedRequest {
  id: string;
  issuedAt: number;
}

/**
 * node-saml's store of the AuthnRequest ids we issued (checked against InResponseTo), kept in the browser
 * that started the sign-in, not on the server: the request cookie (requestCookie.ts) carries the id and
 * its time, signed with a key all API processes share, so starting a sign-in writes nothing and the IdP's
 * answer may reach any process.
 *
 * A request is used once: `claim`, called only for a response node-saml has fully validated (signatures,
 * times, audience), records its id, and a second response to it (two copies posted at once, a replay) is
 * refused. So only real sign-ins write a row, each expiring with its request.
 */
export class SamlRequestIds implements CacheProvider {
  private readonly attempt = new AsyncLocalStorage<StartedRequest>();
  private readonly issuing = new AsyncLocalStorage<(requestId: string) => void>();
  private key: Promise<Buffer> | undefined;

  constructor(private readonly pending: PendingSignIns) {}

  async saveAsync(requestId: string, value: string): Promise<CacheItem> {
    this.issuing.getStore()?.(requestId);
    return { value, createdAt: Date.now() };
  }

  /** The request this attempt's browser started (runAttempt), when it is the one asked about. */
  async getAsync(requestId: string): Promise<string | null> {
    const started = this.attempt.getStore();
    return started?.id === requestId ? new Date(started.issuedAt).toISOString() : null;
  }

  /** node-saml removes an id after each attempt, valid or not: `claim` alone uses it up. */
  async removeAsync(requestId: string | null): Promise<string | null> {
    return requestId;
  }

  /** Runs the start of a sign-in; `onIssued` learns the id of the AuthnRequest node-saml issues in it. */
  runIssuing<T>(onIssued: (requestId: string) => void, run: () => Promise<T>): Promise<T> {
    return this.issuing.run(onIssued, run);
  }

  /** Runs one ACS attempt for the request the browser's cookie proves it started. */
  runAttempt<T>(started: StartedRequest, run: () => Promise<T>): Promise<T> {
    return this.attempt.run(started, run);
  }

  /** Whether this attempt may sign in: its response answers this browser's request, used for the first time. */
  async claim(requestId: string | undefined): Promise<boolean> {
    const started = this.attempt.getStore();
    if (!requestId || started?.id !== requestId) return false;
    const ttlSeconds = Math.ceil((started.issuedAt + requestIdLifetimeMs - Date.now()) / 1000);
    return ttlSeconds > 0 && (await this.pending.useOnce(kind, requestId, ttlSeconds));
  }

  /** The request cookie's value for a request issued now. */
  async sign(requestId: string): Promise<string> {
    const payload = `${Date.now()}.${requestId}`;
    return `${payload}.${await this.signatureOf(payload)}`;
  }

  /** The request a cookie value proves, if its signature holds and it is younger than requestIdLifetimeMs. */
  async verify(cookie: string | undefined): Promise<StartedRequest | undefined> {
    const match = /^(\d{1,15})\.(.{1,200})\.([\w-]{43})$/.exec(cookie ?? '');
    if (!match) return undefined;
    const [, issuedAt, id, signature] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(await this.signatureOf(`${issuedAt}.${id}`));
    if (!timingSafeEqual(expected, Buffer.from(signature))) return undefined;
    const age = Date.now() - Number(issuedAt);
    return age >= 0 && age < requestIdLifetimeMs ? { id, issuedAt: Number(issuedAt) } : undefined;
  }

  private async signatureOf(payload: string): Promise<string> {
    this.key ??= this.pending.sharedKey('samlRequestCookie').catch((error: unknown) => {
      this.key = undefined; // asked again next time (the database may be back)
      throw error;
    });
    return createHmac('sha256', await this.key)
      .update(payload)
      .digest('base64url');
  }
}
