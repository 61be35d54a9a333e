import { AsyncLocalStorage } from 'node:async_hooks';
import type { PostgresPool } from 'kysely';
import type pg from 'pg';

const asOfScope = new AsyncLocalStorage<string>();

/**
 * Runs `read` with every query of the process's read-model database seeing the department as it was at
 * `instant` (DESIGN §16): each connection it takes reads with search_path `as_of, public`, so a query naming
 * `sections` reads the view `as_of.sections` over its history (projections framework/history.ts), while
 * tables that keep no history still answer as now. The session is read-only meanwhile: nothing can be
 * written as of the past. One mechanism for every page, list, include and access check the read runs.
 */
export function withAsOf<T>(instant: Date, read: () => Promise<T>): Promise<T> {
  return asOfScope.run(instant.toISOString(), read);
}

/**
 * Runs `read` as of now even inside an as-of scope: for what belongs to the reader rather than to the plan
 * (their working period), which the past must not change.
 */
export function readingNow<T>(read: () => Promise<T>): Promise<T> {
  return asOfScope.exit(read);
}

/** The instant the current read is as of, when it is one. */
export const currentAsOf = (): string | undefined => asOfScope.getStore();

// jit off: the views' estimates can look costly enough to compile a query for seconds that runs in ms
const enter = `select set_config('search_path', 'as_of, public', false), set_config('tams.as_of', $1, false),
  set_config('default_transaction_read_only', 'on', false), set_config('jit', 'off', false)`;
const leave = `reset search_path; reset default_transaction_read_only; reset jit; reset tams.as_of`;

/**
 * The pool kysely reads through: outside an as-of scope it is the pool itself; inside one, a client is set
 * to the instant when taken and reset before it goes back, so no other request inherits the past.
 */
export function asOfPool(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      const instant = asOfScope.getStore();
      if (!instant) return client;
      try {
        await client.query(enter, [instant]);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      // pg-pool gives each checkout its own release: replacing it lasts this checkout only
      const release = client.release.bind(client);
      client.release = (error?: Error | boolean) => {
        if (error) return release(error);
        client.query(leave).then(
          () => release(),
          (failed: Error) => release(failed),
        );
      };
      return client;
    },
    end: () => pool.end(),
  };
}
