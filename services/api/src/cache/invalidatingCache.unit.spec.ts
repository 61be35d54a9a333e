import { describe, expect, it } from 'vitest';
import { InvalidatingCache } from './invalidatingCache.js';

describe('InvalidatingCache', () => {
  it('loads once, then serves from memory until invalidated', async () => {
    const cache = new InvalidatingCache<string, number>({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    cache.invalidate((key) => key === 'a');
    expect(await cache.get('a', load)).toBe(2);
  });

  it('does not keep a value whose load raced an invalidation', async () => {
    const cache = new InvalidatingCache<string, string>({ ttlMs: 60_000, maxEntries: 10 });
    let release!: () => void;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = () => resolve('stale'))));
    cache.invalidate();
    release();
    expect(await slow).toBe('stale');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('evicts the oldest entry beyond its size, and skips values `keep` refuses', async () => {
    const cache = new InvalidatingCache<number, number | undefined>({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of [1, 2, 3]) await cache.get(key, async () => key);
    let reloaded = false;
    await cache.get(1, async () => ((reloaded = true), 1));
    expect(reloaded).toBe(true);
    await cache.get(
      9,
      async () => undefined,
      (value) => value !== undefined,
    );
    expect(
      await cache.get(
        9,
        async () => 9,
        (value) => value !== undefined,
      ),
    ).toBe(9);
  });
});
