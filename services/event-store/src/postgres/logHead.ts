import { type Kysely, sql } from 'kysely';
import { encodeCheckpoint } from '../checkpoint.js';
import type { Checkpoint } from '../types.js';
import { runningHereSql } from './visibleBound.js';

/** How long a head read waits, at most, for the transactions that were running when it was asked. */
const defaultSettleMs = 5000;
const pollMs = 10;

/**
 * The log's head: a position that every event committed before the call is at or before, and every event
 * committed later is after. Read from the PostgreSQL store's table, the only store the app runs on (it
 * refuses EVENTSTORE_URL); the port has no "head" of its own.
 *
 * The last event below the visible bound (visibleBound.ts) is not that while a transaction of this
 * database is in flight: an event it appends sorts by its xid, before events that later transactions have
 * already committed, so the bound stays at it and the head named a position behind committed events. A
 * follower starting "from now" was then handed those old events as new (the change feed's flake, issue
 * 37: "answered 100 old events instead of none"), and a "catch up to the head" loop stopped short. So the
 * head first waits until every transaction that could append here and was running at the call has ended
 * (commits take milliseconds); the bound is then past all of them, and past every event committed before
 * the call. A transaction that stays open longer than `settleMs` (a stuck session) is not waited for: the
 * head is then the last position that is safe, behind it, as the readers are.
 */
export async function visibleLogHead(
  db: Kysely<any>,
  start: Checkpoint,
  options: {
    settleMs?: number;
    /** one read of the head, `reads` counting from 1 (a test replays a read that met the race) */
    read?: (db: Kysely<any>, reads: number) => Promise<HeadRead>;
  } = {},
): Promise<Checkpoint> {
  const { rows: running } = await sql<{ xid: string }>`
    select running::text as xid from (${sql.raw(runningHereSql)}) as here`.execute(db);
  const deadline = performance.now() + (options.settleMs ?? defaultSettleMs);
  for (let waiting = running.map((row) => row.xid); waiting.length > 0 && performance.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const { rows } = await sql<{ xid: string }>`
      select xid from unnest(${waiting}::text[]) as xid
      where pg_xact_status(xid::xid8) = 'in progress'`.execute(db);
    waiting = rows.map((row) => row.xid);
  }
  // The bound's own look at pg_stat_activity comes after its snapshot: a transaction of another database
  // that ends in between is no longer listed there, so it is taken for one of ours and holds the bound at
  // its (older) xid: the head named a position behind events committed before the call (seen in a full
  // run beside other suites). A holder that has ended by the time we ask is such a transaction, or one of
  // ours that committed meanwhile; either way a fresh statement no longer has it running: read again.
  const read = options.read ?? readHeadOnce;
  for (let reads = 1; ; reads++) {
    const row = await read(db, reads);
    // a race each time is as good as impossible: a few reads, whatever the wait above took
    if (row.ended && reads < 20) continue;
    return row.transactionId ? encodeCheckpoint(row.transactionId, row.globalPosition!) : start;
  }
}

/** One read of the head: the last event below the visible bound, and whether the bound's holder ended. */
export interface HeadRead {
  ended: boolean;
  transactionId: string | null;
  globalPosition: string | null;
}

/**
 * The head's one statement (`sql`, on `db`): the bound, whether the transaction holding it has ended by now
 * (`pg_xact_status` reads the commit log, not the statement's snapshot), and the last event below it.
 */
export const headReadSql = (runningHere: string) => `
  with bound as (select (select min(running) from (${runningHere}) as here) as holder)
  select holder is not null and pg_xact_status(holder) <> 'in progress' as ended,
    last.transaction_id::text as "transactionId", last.global_position::text as "globalPosition"
  from bound left join lateral (
    select transaction_id, global_position from es_events
    where transaction_id < coalesce(bound.holder, pg_snapshot_xmax(pg_current_snapshot()))
    order by transaction_id desc, global_position desc
    limit 1) as last on true`;

export async function readHeadOnce(db: Kysely<any>): Promise<HeadRead> {
  const { rows } = await sql<HeadRead>`${sql.raw(headReadSql(runningHereSql))}`.execute(db);
  return rows[0]!;
}
