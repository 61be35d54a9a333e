import type { ReportOrder, ReportOrderCache } from '@tams/projections';
import { InvalidatingCache } from './invalidatingCache.js';

/** Past this many rows an order is not kept (each id costs memory; such reports are sorted again). */
const maxKeptRows = 250_000;

/**
 * Report orders kept between pages (DESIGN §12: a 50k-row report pages as fast as a list): sorting 50k
 * rows by names joined from other tables costs far more than a page, so the ordered ids and the groups'
 * subtotals are computed once per grid state and dropped when a table the report reads changes.
 */
export class ReportOrders implements ReportOrderCache {
  private readonly kept = new InvalidatingCache<string, { tables: readonly string[]; order: ReportOrder }>({
    ttlMs: 5 * 60_000,
    maxEntries: 12,
  });

  async get(key: string, tables: readonly string[], load: () => Promise<ReportOrder>): Promise<ReportOrder> {
    const entry = await this.kept.get(
      key,
      async () => ({ tables, order: await load() }),
      (loaded) => loaded.order.ids.length <= maxKeptRows,
    );
    return entry.order;
  }

  /** A read-model table changed ('*': all of them). */
  changed(table: string): void {
    this.kept.invalidate((_, entry) => table === '*' || entry.tables.includes(table));
  }
}
