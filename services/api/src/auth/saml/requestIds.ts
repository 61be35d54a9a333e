import { AsyncLocalStorage } from 'node:async_hooks';
import type { CacheItem, CacheProvider } from '@node-saml/passport-saml';
import type { PendingSignIns } from '../pendingRequests.js';

/** How long the IdP has to answer an AuthnRequest we issued. */
export const requestIdLifetimeMs = 10 * 60_000;
const kind = 'saml';

/**
 * node-saml's store of the AuthnRequest ids we issued (checked against InResponseTo), kept in auth_requests
 * so the IdP's answer may reach any API process.
 *
 * node-saml checks an id (getAsync) and only removes it (removeAsync) after validating, so two copies of one
 * response posted at once could both pass the check. The id is therefore taken atomically on removal, and
 * `claim` tells the ACS whether it was this very attempt that took it: only that one may sign in.
 */
export class SamlRequestIds implements CacheProvider {
  private readonly attempt = new AsyncLocalStorage<{ taken: boolean }>();
  private readonly issuing = new AsyncLocalStorage<(requestId: string) => void>();

  constructor(private readonly pending: PendingSignIns) {}

  async saveAsync(key: string, value: string): Promise<CacheItem> {
    await this.pending.save(kind, key, { issuedAt: value }, requestIdLifetimeMs / 1000);
    this.issuing.getStore()?.(key);
    return { value, createdAt: Date.now() };
  }

  async getAsync(key: string): Promise<string | null> {
    // A live row is younger than requestIdLifetimeMs (its expires_at), so "issued now" keeps node-saml's
    // own age check from second-guessing the table.
    return (await this.pending.exists(kind, key)) ? new Date().toISOString() : null;
  }

  async removeAsync(key: string | null): Promise<string | null> {
    if (!key) return null;
    const taken = (await this.pending.take(kind, key)) !== undefined;
    const attempt = this.attempt.getStore();
    if (attempt && taken) attempt.taken = true;
    return taken ? key : null;
  }

  /** Runs the start of a sign-in; `onIssued` learns the id of the AuthnRequest node-saml issues in it. */
  runIssuing<T>(onIssued: (requestId: string) => void, run: () => Promise<T>): Promise<T> {
    return this.issuing.run(onIssued, run);
  }

  /** Runs one ACS attempt, so that `claim` can tell which attempt consumed the request id. */
  runAttempt<T>(run: () => Promise<T>): Promise<T> {
    return this.attempt.run({ taken: false }, run);
  }

  /**
   * Whether this attempt owns the request id: node-saml took it while validating, or (on paths where
   * node-saml leaves it, e.g. no InResponseTo in SubjectConfirmationData) this call takes it now.
   */
  async claim(requestId: string | undefined): Promise<boolean> {
    if (this.attempt.getStore()?.taken) return true;
    if (!requestId) return false;
    return (await this.pending.take(kind, requestId)) !== undefined;
  }
}
