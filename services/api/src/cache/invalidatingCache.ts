/**
 * A cache that read models invalidate (not only a clock). Every invalidation bumps an epoch; a value
 * loaded while any invalidation happened is returned but not kept, so a load that raced a change can
 * never leave a stale entry behind. The TTL is only a safety net for a missed invalidation.
 */
export class InvalidatingCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  private epoch = 0;

  constructor(private readonly options: { ttlMs: number; maxEntries: number }) {}

  async get(key: K, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const epoch = this.epoch;
    const value = await load();
    if (epoch === this.epoch && keep(value)) this.set(key, value);
    return value;
  }

  /** Drops the entries `match` selects (all when omitted). */
  invalidate(match?: (key: K, value: V) => boolean): void {
    this.epoch += 1;
    if (!match) return this.entries.clear();
    for (const [key, entry] of this.entries) if (match(key, entry.value)) this.entries.delete(key);
  }

  private set(key: K, value: V): void {
    if (this.entries.size >= this.options.maxEntries) {
      // oldest first: Map keeps insertion order
      this.entries.delete(this.entries.keys().next().value as K);
    }
    this.entries.delete(key);
    this.entries.set(key, { value, expires: Date.now() + this.options.ttlMs });
  }
}
