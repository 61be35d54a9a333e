import { Kysely, PostgresDialect } from 'kysely';
import { asOfPool } from './asOf.js';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { prepareMarkedStatements } from './preparedStatements.js';

/**
 * Type parsers for this pool only (pg.types is process-global; tests open several pools).
 * bigint and numeric come back as numbers: read-model counts, versions and points stay far below 2^53.
 * xid8 stays a string (it can exceed 2^53). Dates are calendar days: 'YYYY-MM-DD', not a midnight Date.
 */
const { builtins } = pg.types;
const parsers = new Map<number, (value: string) => unknown>([
  [builtins.INT8, Number],
  [builtins.NUMERIC, Number],
  [builtins.DATE, (value: string) => value],
]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    parsers.get(oid) ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A cursor that parses like the pool (kysely's `.stream()`: exports read 50k rows without holding them). */
class TypedCursor extends Cursor {
  constructor(text: string, values?: unknown[], config?: Cursor.CursorQueryConfig) {
    super(text, values as never, { ...config, types });
  }
}

export interface Database {
  pool: pg.Pool;
  db: Kysely<any>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  connectionString: string;
  /** DESIGN §5: a small pool; more connections made inserts slower on this kind of machine. */
  max?: number;
  applicationName?: string;
}

export function openDatabase(options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 12,
    application_name: options.applicationName ?? 'tams',
    types,
    // A long write transaction holds back every event reader's xmin (notes/event-store.md §4.4).
    // random_page_cost for SSD-class storage: with the default (4, spinning disks) the planner prefers
    // a sequential scan with ILIKE over 50k rows (120+ ms) to the trigram indexes (a few ms).
    // plan_cache_mode: only named statements have cached plans, i.e. the marked ones (preparedStatements.ts).
    options:
      '-c idle_in_transaction_session_timeout=60000 -c random_page_cost=1.1 -c plan_cache_mode=force_generic_plan',
  });
  // an idle client's error (server restart, network) must not crash the process; the next query reconnects
  pool.on('error', () => {});
  pool.on('connect', prepareMarkedStatements);
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: asOfPool(pool), cursor: TypedCursor }) });
  return {
    pool,
    db,
    async close() {
      await db.destroy();
    },
  };
}
