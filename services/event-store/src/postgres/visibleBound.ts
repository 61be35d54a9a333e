/**
 * The in-progress xids of this statement's snapshot that could still append to THIS database's es_events:
 * the snapshot's xip less those proven foreign, the current xid of a backend connected to another
 * database.
 *
 * pg_snapshot_xmin alone (Emmett's rule, ../shared/notes/event-store.md §4.3) counts every running write
 * transaction in the cluster, so a long one in ANOTHER database (a CREATE or DROP DATABASE, a migration, a
 * batch job of another app or test) held back every reader here although it can never write our log.
 * What the view cannot show (a prepared transaction, a backend without a database, a null xid) is kept in
 * the set: it can only hold readers back, as xmin did. backend_xid is the 32-bit xid of the same
 * transaction as the xid8 in xip (at most 2^31 apart), so the low 32 bits identify it. One statement: the
 * snapshot and the view are read together, the view after.
 */
export const runningHereSql = `select running from pg_snapshot_xip(pg_current_snapshot()) as running
     where running::text::bigint % 4294967296 not in (
       select activity.backend_xid::text::bigint from pg_stat_activity as activity
       where activity.backend_xid is not null and activity.datid is not null
         and activity.datid <> (select oid from pg_database where datname = current_database()))`;

/**
 * The xid below which the log is final: the oldest transaction still running that could be appending
 * to this database's es_events (runningHereSql), or the snapshot's xmax when none is. readAll returns, and
 * the head names, only events whose transaction_id is below it. Why nothing is ever skipped:
 *  - an event row not visible to this statement's snapshot comes from a transaction in xip or one that
 *    started after it (xid >= xmax): the bound is at most xmax, and such a transaction of ours stays in the
 *    set (only other databases' backends are dropped, and an xid is never handed out twice), so the row
 *    sorts at or after the bound and no cursor can pass it;
 *  - a transaction dropped as foreign runs in another database and cannot insert into our table.
 */
export const visibleBoundSql = `coalesce(
    (select min(running) from (${runningHereSql}) as here),
    pg_snapshot_xmax(pg_current_snapshot()))`;
