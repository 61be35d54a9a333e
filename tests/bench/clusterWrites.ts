import type pg from 'pg';

/**
 * The oldest writing transaction anywhere in the database cluster, sampled while a part runs. Processors
 * read the log only below the cluster's oldest running transaction id (notes/event-store.md §4.4): a
 * long write in any database (another test run, a migration) holds every processor back, and commands
 * wait for their processor. A tail in the figures beside a large value here is the machine's, not ours.
 */
export function sampleOldestWrite(pool: pg.Pool, everyMs = 50) {
  let oldestMs = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { rows } = await pool.query<{ ms: number }>(
        `select coalesce(extract(epoch from max(now() - xact_start)) * 1000, 0)::int as ms
         from pg_stat_activity where backend_xid is not null and pid <> pg_backend_pid()`,
      );
      oldestMs = Math.max(oldestMs, rows[0]?.ms ?? 0);
      await new Promise((done) => setTimeout(done, everyMs));
    }
  })();
  return async () => {
    running = false;
    await sampling;
    return oldestMs;
  };
}
