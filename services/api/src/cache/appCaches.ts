import type { AuthContext } from '@tams/access';
import type { AppEvents } from '../eventing.js';
import { InvalidatingCache } from './invalidatingCache.js';
import { RecentRows } from './recentRows.js';
import { ReportOrders } from './reportOrders.js';

export interface CachedSession {
  context: AuthContext;
  expiresAt: number;
}

export interface AppCaches {
  /** session token hash (or API key cache key) -> auth context; dropped when its users, memberships, key or session change. */
  sessions: InvalidatingCache<string, CachedSession | undefined>;
  /** resource + filter -> list total; dropped when the resource changes. */
  listTotals: InvalidatingCache<string, number>;
  /** rows this process's projections just wrote: a command's answer without reading them back. */
  recentRows: RecentRows;
  /** report grid state -> its ordered ids and groups; dropped when a table the report reads changes. */
  reportOrders: ReportOrders;
}

const sessionSources = new Set(['workgroupMemberships', 'apiKeys', 'academicPeriods']);

export const listTotalKey = (resource: string, filter: string) => `${resource}\u0000${filter}`;

/** The caches of one app, wired to the read-model commits and session ends that make them stale. */
export function createCaches(events: AppEvents): AppCaches {
  const caches: AppCaches = {
    sessions: new InvalidatingCache({ ttlMs: 30_000, maxEntries: 10_000 }),
    listTotals: new InvalidatingCache({ ttlMs: 60_000, maxEntries: 5_000 }),
    recentRows: new RecentRows(2_000),
    reportOrders: new ReportOrders(),
  };
  events.onReadModelCommit((commit) => {
    for (const { resource, ids } of commit.changes) {
      caches.reportOrders.changed(resource);
      if (resource === '*') {
        caches.sessions.invalidate();
        caches.listTotals.invalidate();
        continue;
      }
      caches.listTotals.invalidate((key) => key.startsWith(`${resource}\u0000`));
      // memberships carry workgroup rights, periods the progress step they start at; keys may be
      // revoked: rare changes, so drop every identity
      if (sessionSources.has(resource)) caches.sessions.invalidate();
      if (resource === 'users') {
        const changed = ids ? new Set(ids) : undefined;
        caches.sessions.invalidate(
          (_, session) =>
            !changed ||
            !session ||
            changed.has(session.context.authenticatedUserId) ||
            changed.has(session.context.workingUserId),
        );
      }
    }
    for (const [resource, rows] of Object.entries(commit.rows ?? {}))
      caches.recentRows.remember(resource, rows);
  });
  events.onSessionChanged((tokenHash) => caches.sessions.invalidate((key) => key === tokenHash));
  return caches;
}
