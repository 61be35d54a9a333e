import { InvalidatingCache } from '../cache/invalidatingCache.js';

/**
 * The ids of a small filtered list in one sort order, so that its pages (and the other direction's) are
 * read by id instead of searching again (a q's trigram lookup is most of such a page's cost).
 *
 * Invariant: an order is used only while the total of its filter is still the one cached when it was
 * loaded. Every load of that total (a miss: first request, a commit dropped it, expiry) first drops the
 * filter's orders, and an order loaded across such a drop is not kept (InvalidatingCache's epoch). This
 * prevents a page from an order older than a write the caller already saw committed (the totals'
 * read-your-writes guarantee). Proven by recordReads.int.spec.ts "keeps the order only as long as the
 * total". One per totals cache, so that every RecordReads sharing the totals (users' two routes) shares
 * the orders too.
 */
export type ListOrders = InvalidatingCache<string, readonly string[]>;

const ordersByTotals = new WeakMap<object, ListOrders>();

export function listOrdersOf(totals: object): ListOrders {
  let orders = ordersByTotals.get(totals);
  if (!orders) {
    // up to 2,000 ids an entry (RecordReads' filterFirstRows): some 25 MB at the very worst
    orders = new InvalidatingCache({ ttlMs: 60_000, maxEntries: 200 });
    ordersByTotals.set(totals, orders);
  }
  return orders;
}

export const orderKey = (totalKey: string, sort: unknown) => `${totalKey}\u0000${JSON.stringify(sort)}`;

/** Drops every order of the filter whose total is `totalKey` (before that total is counted again). */
export function dropOrders(orders: ListOrders, totalKey: string): void {
  orders.invalidate((key) => key.startsWith(`${totalKey}\u0000`));
}
